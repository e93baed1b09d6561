// (docs/BENCHMARKS.md) The kickoff tick's CPU: N squares pools on a week's 16 sports games, a few
// claims each, then the tick that starts every game — each pool locked and drawn, its game.locked
// and game.settled updates and its players' My Games summaries logged. In process, on PGlite and
// on PostgreSQL: the app's CPU (process.cpuUsage, so PGlite's work counts; PostgreSQL's server
// processes are reported on their own, from /proc), its statements (BEGIN and COMMIT included) and, with
// BENCH_KICKOFF_PROFILE=1, a CPU profile of a second N-pool tick split into SQL (the driver, the
// engine and the rows' parsing), the draw (SHA-256 and HMAC), building and serialising the
// updates, and the rest. Then a later tick of the same games, which moves every pool's results (its
// game.settled update and its players' My Games rows): what every tick of a live game costs.
// Nobody subscribes: the fan-out of the updates is the gameday bench's.
//
// BENCH_KICKOFF_POOLS (default 250), BENCH_KICKOFF_CLAIMS (squares per pool, default 8),
// BENCH_KICKOFF_ENGINES (pglite,postgres). Alone: node --import tsx bench/kickoff.ts
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import type { Profiler } from 'node:inspector';
import type { SportsGame } from '../src/contracts/sports.js';
import type { Database, Queryable } from '../src/server/db/database.js';
import { openDatabase } from '../src/server/db/open-database.js';
import { upsertSportsGame } from '../src/server/db/repositories/sports-games.repository.js';
import { insertAnonymousUser } from '../src/server/db/repositories/users.repository.js';
import { newUserId } from '../src/server/auth/session-tokens.js';
import { createSquaresGame } from '../src/server/services/squares.service.js';
import { squaresSettlementListener } from '../src/server/services/squares-settlement.service.js';
import { followFeedChanges, storeFeedGames } from '../src/server/services/sports-games.service.js';
import type { SportsGamesDeps } from '../src/server/services/sports-games.service.js';
import { startPostgresCluster } from '../tests/setup/postgres-server.js';
import { footballGame } from '../tests/factories/sports-games.js';
import { sportsGameInput } from '../tests/factories/squares-games.js';
import type { Benchmark, Result } from './lib.js';
import { cpuSeconds, envInt, info, outDir, processCpuTimes, result, round, tempDataDir } from './lib.js';

const POOLS = envInt('BENCH_KICKOFF_POOLS', 250);
const CLAIMS = Math.min(100, envInt('BENCH_KICKOFF_CLAIMS', 8));
const ENGINES = (process.env.BENCH_KICKOFF_ENGINES ?? 'pglite,postgres').split(',').filter((e): e is 'pglite' | 'postgres' => e === 'pglite' || e === 'postgres');
const PROFILE = process.env.BENCH_KICKOFF_PROFILE === '1';
const SPORTS_GAMES = 16;
const PLAYERS = 40;
const publisher = { announce: () => undefined };

/** The database, counting every statement sent through it or its transactions (BEGIN and COMMIT as two), and timing each kind. */
function counting(db: Database): { db: Database; statements: () => number; slowest: () => string } {
  let statements = 0;
  const byText = new Map<string, number>();
  const timed = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    statements += 1;
    const started = performance.now();
    try {
      return await run();
    } finally {
      const key = sql.replace(/\s+/g, ' ').trim().slice(0, 48);
      byText.set(key, (byText.get(key) ?? 0) + performance.now() - started);
    }
  };
  const wrapTx = (tx: Queryable): Queryable => ({ query: (sql, params) => timed(sql, () => tx.query(sql, params)) });
  const wrapped = Object.create(db) as Database;
  Object.assign(wrapped, {
    query: (sql: string, params?: readonly unknown[]) => timed(sql, () => db.query(sql, params)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: Parameters<Database['transaction']>[1]) => {
      statements += 2;
      return db.transaction((tx) => fn(wrapTx(tx)), options);
    },
  });
  const slowest = () =>
    [...byText]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([text, ms]) => `${round(ms)} ms "${text}…"`)
      .join('; ');
  return { db: wrapped, statements: () => statements, slowest };
}

/** `pools` pools spread over fresh sports games, `CLAIMS` squares each; returns the sports games. */
async function setUp(db: Database, pools: number, label: string): Promise<SportsGame[]> {
  const now = new Date();
  const gameTime = new Date(now.getTime() + 3_600_000).toISOString();
  const sports = Array.from({ length: Math.min(SPORTS_GAMES, pools) }, (_, i) =>
    footballGame({ id: `bench-${label}-${i}`, gameTime, date: gameTime.slice(0, 10), status: 'NS', periodScores: { away: [], home: [] } }),
  );
  for (const game of sports) await upsertSportsGame(db, game, now, null);
  const players = await Promise.all(Array.from({ length: PLAYERS }, () => insertAnonymousUser(db, newUserId())));
  const host = players[0]!;
  const ids: string[] = [];
  for (let p = 0; p < pools; p++) {
    const sportsGame = sports[p % sports.length]!;
    const { gameId } = await createSquaresGame({ db, publisher, now: () => now }, host, sportsGameInput(sportsGame.id));
    ids.push(gameId);
  }
  // The claims as a claim batch leaves them: a square, its label and the player's My Games row.
  await db.query(
    `with c as (
       select g.id as game_id, n as square, ($2::text[])[1 + (n + i) % cardinality($2::text[])] as uid
       from unnest($1::text[]) with ordinality as g(id, i), generate_series(0, $3 - 1) as n
     ), e as (
       insert into squares_entries (game_id, square, uid, entry_name, created_at) select game_id, square * 7 % 100, uid, 'P' || square, now() from c
     )
     insert into user_games (uid, game_id, joined_at) select distinct uid, game_id, now() from c on conflict do nothing`,
    [ids, players.map((p) => p.uid), CLAIMS],
  );
  return sports;
}

/** The PostgreSQL server's processes (the postmaster and its children, the backends among them), from a backend's pid. */
async function serverPids(db: Database): Promise<() => number[]> {
  const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
  const status = fs.readFileSync(`/proc/${rows[0]!.pid}/status`, 'utf8');
  const postmaster = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
  return () => [postmaster, ...fs.readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).map(Number)];
}

/** CPU ms the server's processes have used so far (those alive now: the pool's backends stay open). */
const serverCpuMs = (pids: () => number[]) => pids().reduce((sum, pid) => sum + (cpuSeconds(processCpuTimes(pid)) || 0), 0) * 1000;

interface Kickoff {
  /** PostgreSQL's own processes (to 10 ms, /proc's clock ticks); undefined on PGlite, whose engine is in cpuMs. */
  serverCpuMs?: number;
  cpuMs: number;
  /** The statements' answer times by text, slowest first (on PGlite, the engine's CPU). */
  slowest: string;
  wallMs: number;
  statements: number;
  profile?: Profiler.Profile;
}

/** The sports games as the kickoff tick reports them, and as a later tick (a score in the second quarter). */
const started = (game: SportsGame): SportsGame => ({ ...game, status: 'Q1', periodScores: { away: [7], home: [0] } });
const scored = (game: SportsGame): SportsGame => ({ ...game, status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] } });

/** Stores the sports games as `tick` reports them, then times the pools' following of that change. */
async function kickoff(db: Database, sports: readonly SportsGame[], profile: boolean, tick: (game: SportsGame) => SportsGame = started): Promise<Kickoff> {
  const pids = db.kind === 'postgres' ? await serverPids(db) : undefined;
  const now = () => new Date();
  const deps = (on: Database): SportsGamesDeps => ({ db: on, publisher, listeners: [squaresSettlementListener(now)], now, unsettled: new Map() });
  const { changes } = await storeFeedGames(deps(db), sports.map(tick));
  const count = counting(db);
  const session = profile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const server0 = pids ? serverCpuMs(pids) : 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  await followFeedChanges(deps(count.db), changes);
  const wallMs = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  const server = pids ? serverCpuMs(pids) - server0 : undefined;
  let recorded: Profiler.Profile | undefined;
  if (session) {
    recorded = (await session.post('Profiler.stop')).profile;
    session.disconnect();
  }
  return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs, statements: count.statements(), slowest: count.slowest(), ...(server === undefined ? {} : { serverCpuMs: server }), ...(recorded ? { profile: recorded } : {}) };
}

/** Where a sample's time goes: the innermost frame of the stack that names a part. */
const PARTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['draw (SHA-256, HMAC)', /@noble\/hashes|domain\/squares\/draw/],
  ['updates (build, serialise, log)', /services\/publisher|topic-events\.repository|user-games\.service/],
  ['SQL (driver, engine, rows)', /@electric-sql\/pglite|node_modules\/pg|pg-protocol|server\/db\/|node:net|stream_base_commons/],
];

function splitProfile(profile: Profiler.Profile): Record<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const partOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    let part: string | undefined;
    if (name === '(garbage collector)') part = 'garbage collection';
    else if (node.callFrame.url === 'node:inspector') part = 'idle (the profiler itself)';
    else if (name === '(idle)' || name === '(program)') part = name === '(idle)' ? 'idle (waiting)' : 'other';
    else part = PARTS.find(([, pattern]) => pattern.test(node.callFrame.url))?.[0];
    const resolved = part ?? (parent.has(id) ? classify(parent.get(id)!) : 'other');
    partOf.set(id, resolved);
    return resolved;
  };
  const split: Record<string, number> = {};
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const part = classify(id);
    split[part] = (split[part] ?? 0) + (deltas[i] ?? 0) / 1000;
  });
  return split;
}

async function onEngine(engine: 'pglite' | 'postgres'): Promise<Result[]> {
  const cluster = engine === 'postgres' ? await startPostgresCluster({ durable: true }) : undefined;
  const dataDir = tempDataDir('kickoff');
  const db = await openDatabase({ dataDir, ...(cluster ? { databaseUrl: cluster.url } : {}) });
  try {
    // A warm-up tick (the JIT, the prepared statements), then one pool alone, then N.
    await kickoff(db, await setUp(db, 16, 'warm'), false);
    const one = await kickoff(db, await setUp(db, 1, 'one'), false);
    const manySports = await setUp(db, POOLS, 'many');
    const many = await kickoff(db, manySports, false);
    // A later tick of the same games: every pool's results move with the score.
    const steady = await kickoff(db, manySports, false, scored);
    // The profiler's sampling costs CPU of its own: the split comes from a second tick of as many pools.
    const profiled = PROFILE ? await kickoff(db, await setUp(db, POOLS, 'profiled'), true) : undefined;
    const perPool = many.cpuMs / POOLS;
    info(`${engine}: one pool ${round(one.cpuMs)} ms CPU, ${one.statements} statements, ${round(one.wallMs)} ms wall`);
    info(`${engine}: ${POOLS} pools ${round(many.cpuMs)} ms CPU (${round(perPool, 2)} ms a pool), ${many.statements} statements (${round(many.statements / POOLS, 2)} a pool), ${round(many.wallMs)} ms wall`);
    if (many.serverCpuMs !== undefined) info(`${engine}: the server's processes ${round(many.serverCpuMs)} ms CPU (${round(many.serverCpuMs / POOLS, 2)} ms a pool)`);
    info(`${engine}: the ${POOLS}-pool tick's statements by answer time: ${many.slowest}`);
    info(`${engine}: a later tick of the ${POOLS} pools ${round(steady.cpuMs)} ms CPU, ${steady.statements} statements, ${round(steady.wallMs)} ms wall${steady.serverCpuMs === undefined ? '' : `, the server's processes ${round(steady.serverCpuMs)} ms`}; by answer time: ${steady.slowest}`);
    if (profiled?.profile) {
      const split = splitProfile(profiled.profile);
      const busy = Object.entries(split).filter(([part]) => !part.startsWith('idle'));
      const total = busy.reduce((sum, [, ms]) => sum + ms, 0);
      info(`${engine}: profile of the ${POOLS}-pool tick (ms of the app's thread): ${busy.sort((a, b) => b[1] - a[1]).map(([part, ms]) => `${part} ${round(ms)} (${Math.round((ms / total) * 100)}%)`).join(', ')}; idle ${round(split['idle (waiting)'] ?? 0)}; the profiler ${round(split['idle (the profiler itself)'] ?? 0)}`);
      fs.mkdirSync(outDir, { recursive: true });
      const file = path.join(outDir, `kickoff-${engine}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profiled.profile));
      info(`${engine}: profile written to ${file}`);
    }
    return [
      result(`kickoff.${engine}.one_pool_cpu`, round(one.cpuMs, 2), 'ms'),
      result(`kickoff.${engine}.cpu_per_pool`, round(perPool, 2), 'ms', null, `${POOLS} pools, ${CLAIMS} squares each, measured in process`),
      ...(many.serverCpuMs === undefined ? [] : [result(`kickoff.${engine}.server_cpu_per_pool`, round(many.serverCpuMs / POOLS, 2), 'ms')]),
      result(`kickoff.${engine}.statements_per_pool`, round(many.statements / POOLS, 2), 'statements'),
      result(`kickoff.${engine}.wall`, round(many.wallMs), 'ms'),
      result(`kickoff.${engine}.later_tick_cpu_per_pool`, round(steady.cpuMs / POOLS, 2), 'ms', null, 'a later tick moving every pool\'s results'),
      result(`kickoff.${engine}.later_tick_statements`, steady.statements, 'statements'),
    ];
  } finally {
    await db.close();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kickoffBench: Benchmark = {
  name: 'kickoff',
  description: `the kickoff tick's CPU and statements per squares pool (${POOLS} pools, ${CLAIMS} squares each; PGlite and PostgreSQL)`,
  optional: true,
  async run() {
    const results: Result[] = [];
    for (const engine of ENGINES) results.push(...(await onEngine(engine)));
    return results;
  },
};
export default kickoffBench;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await kickoffBench.run()) console.log(`${r.name} ${r.value} ${r.unit}`);
}
