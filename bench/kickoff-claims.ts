// (decision 054) What claims wait for during the kickoff tick, in process, on
// PGlite and on PostgreSQL: as on game day, N squares pools and N pick'em slates (one question a
// game) on 16 sports games, and claims arriving open loop on baby showers the feed never touches.
// The tick that starts every game then runs the app's own listeners (squares kickoff, then the
// pick'em refresh), while the claims go on. Reported: the claims' p50/p99/max before the tick and
// while its pools follow it, each listener's wall time, the event loop's delay (p99, max) during the
// pools' work, the pools' statements (BEGIN and COMMIT included) and how many requests waited for a
// pool connection (PostgreSQL, sampled every 2 ms).
//
// BENCH_KICKOFF_CLAIMS_POOLS (pools of each kind, default 62: game day's 250 pools),
// BENCH_KICKOFF_CLAIMS_RATE (claims/s, default 100), BENCH_KICKOFF_ENGINES (pglite,postgres).
// Alone: node --import tsx bench/kickoff-claims.ts
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import type { SportsGame } from '../src/contracts/sports.js';
import type { GameId } from '../src/contracts/ids.js';
import type { Database, Queryable } from '../src/server/db/database.js';
import { openDatabase } from '../src/server/db/open-database.js';
import { upsertSportsGame } from '../src/server/db/repositories/sports-games.repository.js';
import { insertSession } from '../src/server/db/repositories/sessions.repository.js';
import { insertAnonymousUser, insertSignedInUser } from '../src/server/db/repositories/users.repository.js';
import { newUserId } from '../src/server/auth/session-tokens.js';
import { sessionTokenHash } from '../src/server/services/sessions.service.js';
import { createSquaresGame } from '../src/server/services/squares.service.js';
import { createQuestionsGame } from '../src/server/services/pickem-games.service.js';
import { claimSquare } from '../src/server/services/squares-claims.service.js';
import { squaresSettlementListener } from '../src/server/services/squares-settlement.service.js';
import { pickemSettlementListener } from '../src/server/services/pickem-settlement.service.js';
import { followFeedChanges, storeFeedGames } from '../src/server/services/sports-games.service.js';
import type { SportsGameFollower, SportsGameListener } from '../src/server/services/sports-games.service.js';
import { startPostgresCluster } from '../tests/setup/postgres-server.js';
import { serviceContext } from '../tests/setup/service-context.js';
import { footballGame } from '../tests/factories/sports-games.js';
import { babyShowerInput, sportsGameInput } from '../tests/factories/squares-games.js';
import { slateInput } from '../tests/factories/pickem-games.js';
import type { Benchmark, Result } from './lib.js';
import { envInt, info, percentile, result, round, sleep, tempDataDir } from './lib.js';

const POOLS = envInt('BENCH_KICKOFF_CLAIMS_POOLS', 62);
const RATE = envInt('BENCH_KICKOFF_CLAIMS_RATE', 100);
const ENGINES = (process.env.BENCH_KICKOFF_ENGINES ?? 'pglite,postgres').split(',').filter((e): e is 'pglite' | 'postgres' => e === 'pglite' || e === 'postgres');
const SPORTS_GAMES = 16;
const PLAYERS = 40;
/** Claims before the tick: the claims' own latency on this machine, with nothing else running. */
const BEFORE_MS = 2_000;

interface Claim {
  sentAt: number;
  ms: number;
}

/** Starts claims at `rate` a second on the showers' squares in turn until stopped; each is timed from when it was due. */
function claimsOpenLoop(submit: (n: number) => Promise<void>, rate: number): { stop: () => Promise<Claim[]> } {
  const claims: Claim[] = [];
  const inFlight = new Set<Promise<void>>();
  const origin = performance.now();
  let n = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const due = origin + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const sent = Math.min(due, performance.now());
      const one = submit(n++)
        .then(() => void claims.push({ sentAt: sent, ms: performance.now() - sent }))
        .finally(() => inFlight.delete(one));
      inFlight.add(one);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      await Promise.all(inFlight);
      return claims;
    },
  };
}

/** The database as the listeners see it, counting their statements (BEGIN and COMMIT as two); the claims keep their own. */
function counting(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const count = (tx: Queryable): Queryable => ({ query: (sql, params) => ((statements += 1), tx.query(sql, params)) });
  const wrapped = Object.assign(Object.create(db) as Database, {
    query: (sql: string, params?: readonly unknown[]) => ((statements += 1), db.query(sql, params)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: Parameters<Database['transaction']>[1]) => ((statements += 2), db.transaction((tx) => fn(count(tx)), options)),
  });
  return { db: wrapped, statements: () => statements };
}

/** The listener timed: its wall time is added to `times` under its name. */
function timedListener(name: string, listener: SportsGameFollower | SportsGameListener, times: Map<string, number>): SportsGameFollower {
  const add = (started: number) => times.set(name, (times.get(name) ?? 0) + performance.now() - started);
  if (!('follow' in listener)) throw new Error(`${name}: expected a follower`);
  return {
    async follow(db, publisher, changes) {
      const started = performance.now();
      try {
        await listener.follow(db, publisher, changes);
      } finally {
        add(started);
      }
    },
  };
}

async function onEngine(engine: 'pglite' | 'postgres'): Promise<Result[]> {
  const cluster = engine === 'postgres' ? await startPostgresCluster({ durable: true }) : undefined;
  const dataDir = tempDataDir('kickoff-claims');
  const db: Database = await openDatabase({ dataDir, ...(cluster ? { databaseUrl: cluster.url } : {}) });
  const owned = serviceContext(db);
  const { context } = owned;
  try {
    const now = new Date();
    const gameTime = new Date(now.getTime() + 3_600_000).toISOString();
    const sports: SportsGame[] = Array.from({ length: SPORTS_GAMES }, (_, i) =>
      footballGame({ id: `kc-${i}`, gameTime, date: gameTime.slice(0, 10), status: 'NS', periodScores: { away: [], home: [] } }),
    );
    for (const game of sports) await upsertSportsGame(db, game, now, null);
    // A pick'em host is signed in (docs/product/pickem.md).
    const host = { uid: newUserId(), type: 'signedIn' as const };
    await insertSignedInUser(db, host.uid, 'host@example.com', now);
    const deps = { db, publisher: context.publisher, now: () => new Date(), podium: context.podium };
    for (let p = 0; p < POOLS; p++) {
      await createSquaresGame(deps, host, sportsGameInput(sports[p % SPORTS_GAMES]!.id));
      await createQuestionsGame(deps, host, slateInput(sports.map((game) => game.id)));
    }
    const showers: GameId[] = [];
    const claimsWanted = Math.ceil((RATE * 30) / 100);
    for (let s = 0; s < claimsWanted; s++) showers.push((await createSquaresGame(deps, host, babyShowerInput())).gameId);
    const tokens: string[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const user = await insertAnonymousUser(db, newUserId());
      const token = randomBytes(16).toString('hex');
      await insertSession(db, sessionTokenHash(token)!, user.uid, new Date(Date.now() + 86_400_000));
      tokens.push(sessionTokenHash(token)!);
    }
    const initials = (n: number) => String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26));
    const submit = (n: number) => claimSquare(context, { tokenHash: tokens[n % PLAYERS] }, showers[Math.floor(n / 100)]!, n % 100, { initials: initials(n % PLAYERS) });

    const times = new Map<string, number>();
    const listeners = [timedListener('squares', squaresSettlementListener(deps.now), times), timedListener('pickem', pickemSettlementListener(context), times)];
    const counted = counting(db);
    const feedDeps = { db: counted.db, publisher: context.publisher, listeners, now: deps.now, unsettled: new Map() };
    const waiting: number[] = [];
    const claims = claimsOpenLoop(submit, RATE);
    await sleep(BEFORE_MS);
    const lag = monitorEventLoopDelay({ resolution: 5 });
    const sampler = setInterval(() => waiting.push(db.stats().pool?.waiting ?? 0), 2);
    const started = performance.now();
    lag.enable();
    const { changes } = await storeFeedGames(feedDeps, sports.map((game) => ({ ...game, status: 'Q1', periodScores: { away: [7], home: [0] } })));
    const stored = counted.statements();
    await followFeedChanges(feedDeps, changes);
    const statements = counted.statements() - stored;
    const ended = performance.now();
    lag.disable();
    clearInterval(sampler);
    await sleep(500);
    const all = await claims.stop();
    const before = all.filter((c) => c.sentAt + c.ms < started).map((c) => c.ms);
    const during = all.filter((c) => c.sentAt + c.ms >= started && c.sentAt <= ended).map((c) => c.ms);
    const lagP99 = lag.percentile(99) / 1e6;
    const lagMax = lag.max / 1e6;
    const waited = waiting.filter((w) => w > 0).length;
    info(
      `${engine}: ${POOLS} squares + ${POOLS} pick'em pools followed in ${round(ended - started)} ms (squares ${round(times.get('squares') ?? 0)}, pick'em ${round(times.get('pickem') ?? 0)}), ${statements} statements;` +
        ` claims before p50 ${round(percentile(before, 50))} p99 ${round(percentile(before, 99))} ms (${before.length});` +
        ` during p50 ${round(percentile(during, 50))} p99 ${round(percentile(during, 99))} max ${round(Math.max(...during))} ms (${during.length});` +
        ` event loop delay p99 ${round(lagP99)} max ${round(lagMax)} ms; pool waiters seen in ${waited}/${waiting.length} samples (max ${Math.max(0, ...waiting)})`,
    );
    return [
      result(`kickoff_claims.${engine}.follow_wall`, round(ended - started), 'ms'),
      result(`kickoff_claims.${engine}.pickem_wall`, round(times.get('pickem') ?? 0), 'ms'),
      result(`kickoff_claims.${engine}.statements`, statements, 'statements'),
      result(`kickoff_claims.${engine}.claims_p99_before`, round(percentile(before, 99)), 'ms'),
      result(`kickoff_claims.${engine}.claims_p99_during`, round(percentile(during, 99)), 'ms'),
      result(`kickoff_claims.${engine}.claims_max_during`, round(Math.max(...during)), 'ms'),
      result(`kickoff_claims.${engine}.loop_delay_max`, round(lagMax), 'ms'),
    ];
  } finally {
    await owned.close();
    await db.close();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kickoffClaimsBench: Benchmark = {
  name: 'kickoff-claims',
  description: `claims' latency while the kickoff tick's pools follow it (${POOLS} squares and ${POOLS} pick'em pools on 16 games, ${RATE} claims/s; PGlite and PostgreSQL)`,
  optional: true,
  async run() {
    const results: Result[] = [];
    for (const engine of ENGINES) results.push(...(await onEngine(engine)));
    return results;
  },
};
export default kickoffClaimsBench;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await kickoffClaimsBench.run()) console.log(`${r.name} ${r.value} ${r.unit}`);
}
