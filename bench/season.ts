// docs/BENCHMARKS.md: one public NFL challenge at scale, on PGlite and PostgreSQL, in process (the
// figures are the server's own time): the 5am rollover of all three seasons; the public page's
// first load (the season and its leaderboard's top 50 with the viewer's row, the game's top 50 and
// the viewer's own entries) paced at 500/s over
// 100,000 standings; picks paced at 1,000/s into a 100,000-entry game, beside the floor of as many
// bare INSERTs at that rate on the same engine (bench/insert-floor.ts); and the recompute after a
// result that changes every score (ranks, beans, standings, the published leaderboard); late in
// the week, the podium probabilities, the game's end (beans for every entry) and a correction.
import { mulberry32, podiumQuestions } from '../src/domain/pickem/index.js';
import type { EntryId, GameId } from '../src/contracts/ids.js';
import type { SeasonId } from '../src/contracts/seasons.js';
import type { SportsGame } from '../src/contracts/sports.js';
import type { Database } from '../src/server/db/database.js';
import { openDatabase } from '../src/server/db/open-database.js';
import { findPodiumGroups, podiumFloor } from '../src/server/db/repositories/pickem-podium.repository.js';
import { findQuestions } from '../src/server/db/repositories/pickem-questions.repository.js';
import { rerankSeason } from '../src/server/db/repositories/season-standings.repository.js';
import { upsertSportsGame } from '../src/server/db/repositories/sports-games.repository.js';
import { createPickBatcher, setAnswer } from '../src/server/services/pickem-picks.service.js';
import { settleDueGames } from '../src/server/services/pickem-game-end-settlement.service.js';
import { createPodiumScheduler } from '../src/server/services/pickem-podium.js';
import { refreshQuestionsGame } from '../src/server/services/pickem-refresh.js';
import { runCommand } from '../src/server/services/publisher.js';
import { runSeasonClock } from '../src/server/services/season-clock.service.js';
import { readSeasonLeaderboard, readSeasonLoad, readSeasonPage } from '../src/server/services/season-pages.service.js';
import { createSeasonReads } from '../src/server/services/season-reads.js';
import { baseballGame, basketballGame, footballGame } from '../src/web/testing/sports-games.js';
import { startPostgresCluster } from '../tests/setup/postgres-server.js';
import { bareInsertLatencies } from './insert-floor.js';
import type { Benchmark, Result } from './lib.js';
import { againstFloor, atMost, envInt, info, percentile, result, round, sleep, tempDataDir } from './lib.js';

const PLAYERS = envInt('BENCH_SEASON_PLAYERS', 100_000);
const GAMES = 16;
const PAGE_RATE = 500;
const PAGE_LOADS = envInt('BENCH_SEASON_PAGE_LOADS', 2_500);
const PICK_RATE = 1_000;
const PICKS = envInt('BENCH_SEASON_PICKS', 5_000);
const RECOMPUTES = envInt('BENCH_SEASON_RECOMPUTES', 3);
const ENGINES = (process.env.BENCH_SEASON_ENGINES ?? 'pglite,postgres').split(',');

/** Tuesday 1 December 2026, 5:00:30am Pacific: week 14 opens, and the day's MLB and NBA slates. */
const AT = new Date('2026-12-01T13:00:30Z');
const HOUR = 3_600_000;
const publisher = { announce: () => undefined };

function slate(): SportsGame[] {
  const at = (hours: number) => new Date(AT.getTime() + hours * HOUR).toISOString();
  const nfl = Array.from({ length: GAMES }, (_, i) => footballGame({ id: `bench-nfl-${i}`, gameTime: at(52 + i * 3), date: at(52 + i * 3).slice(0, 10), week: 14 }));
  const mlb = Array.from({ length: 4 }, (_, i) => baseballGame({ id: `bench-mlb-${i}`, gameTime: at(6 + i), date: at(6 + i).slice(0, 10), odds: { spread: -1.5, overUnder: 8.5, vegasOdds: { away: 2.2, home: 1.7 } } }));
  const nba = Array.from({ length: 6 }, (_, i) => basketballGame({ id: `bench-nba-${i}`, gameTime: at(8 + i), date: at(8 + i).slice(0, 10) }));
  return [...nfl, ...mlb, ...nba];
}

/** 100,000 players, one entry each in the NFL game with a pick on every game, and a season standing each. */
async function seedPlayers(db: Database, gameId: GameId, seasonId: SeasonId): Promise<void> {
  await db.query(`insert into users (uid, type) select 'benchplayer' || lpad(i::text, 9, '0'), 'anonymous' from generate_series(1, $1) i`, [PLAYERS]);
  await db.query(
    `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank)
     select 'benchentry' || lpad(i::text, 10, '0'), $1, 'benchplayer' || lpad(i::text, 9, '0'), 'Player ' || i, 'player_' || i, null, now(), true, 1
       from generate_series(1, $2) i`,
    [gameId, PLAYERS],
  );
  await db.query(
    `insert into pickem_answers (entry_id, question, choice)
     select 'benchentry' || lpad(i::text, 10, '0'), q, case when (i * 7 + q * 13) % 5 < 3 then 'Home' else 'Away' end
       from generate_series(1, $1) i, generate_series(0, $2 - 1) q`,
    [PLAYERS, GAMES],
  );
  await db.query(
    `insert into season_standings (season_id, uid, wins, podiums, plays, jelly_beans)
     select $1, 'benchplayer' || lpad(i::text, 9, '0'), (i % 7 = 0)::int, (i % 3 = 0)::int, 1 + i % 12, (i * 7919 % 100000) / 100.0
       from generate_series(1, $2) i`,
    [seasonId, PLAYERS],
  );
  await rerankSeason(db, seasonId);
  // A challenge's rows arrive over days, and autovacuum and checkpoints have long visited them;
  // without this, the vacuum and the writes of 1.6 million fresh rows land inside the timed phases.
  await db.query('vacuum analyze');
  await db.query('checkpoint');
}

/** CPU milliseconds this process spent since `start` (on PGlite, the engine's too: it runs in the process). */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** At most this many requests in flight, as a server's connection pool and request queue would allow. */
const MAX_IN_FLIGHT = 64;

/**
 * The podium's keying alone, as its long way reads it (decision 049): the open questions, the
 * bound on contenders, and the contenders grouped by score and open picks, outside a transaction.
 */
async function timePodiumKeying(db: Database, gameId: GameId): Promise<{ ms: number; cpuMs: number; groups: number }> {
  const locked = (await findQuestions(db, gameId)).filter((q) => q.lockedAt !== null);
  const questions = podiumQuestions(locked.map((q) => ({ index: q.question, type: q.type, homeWinProbability: q.homeWinProbability, choices: q.choices })));
  const reach = questions.reduce((sum, q) => sum + Math.max(0, ...q.choices.map((c) => Math.round(c.points * 100))), 0);
  const cpu = process.cpuUsage();
  const start = performance.now();
  const groups = await findPodiumGroups(db, gameId, await podiumFloor(db, gameId, reach), questions);
  return { ms: performance.now() - start, cpuMs: cpuMsSince(cpu), groups: groups.length };
}

/**
 * Runs `task` at `rate` per second, `count` times, with at most MAX_IN_FLIGHT at once; each
 * latency counts from when it was due, so a server that falls behind shows it in full.
 */
async function paced(rate: number, count: number, task: (i: number) => Promise<unknown>): Promise<number[]> {
  const start = performance.now();
  const latencies: number[] = [];
  const running = new Set<Promise<void>>();
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    while (running.size >= MAX_IN_FLIGHT) await Promise.race(running);
    const run: Promise<void> = task(i).then(() => {
      latencies.push(performance.now() - due);
      running.delete(run);
    });
    running.add(run);
  }
  await Promise.all(running);
  return latencies;
}

/** The engine, and its DATABASE_URL for the insert floor (empty: PGlite, whose floor opens a PGlite of its own). */
async function openEngine(engine: string): Promise<{ db: Database; databaseUrl: string; close: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openDatabase({ dataDir: tempDataDir('season') });
    return { db, databaseUrl: '', close: () => db.close() };
  }
  const cluster = await startPostgresCluster();
  const db = await openDatabase({ databaseUrl: cluster.url, dataDir: tempDataDir('season-pg'), poolSize: 10 });
  return { db, databaseUrl: cluster.url, close: async () => { await db.close(); await cluster.stop(); } };
}

async function measure(engine: string): Promise<Result[]> {
  const { db, databaseUrl, close } = await openEngine(engine);
  try {
    const games = slate();
    for (const game of games) await upsertSportsGame(db, game, AT, null);
    const rollStart = performance.now();
    const rolled = await runSeasonClock({ db, publisher }, AT);
    const rolloverMs = performance.now() - rollStart;
    info(`${engine}: rollover made ${rolled.created.map((c) => c.label).join(', ')} in ${round(rolloverMs)} ms`);
    const page = await readSeasonPage(db, 'publicNflPickem', AT);
    const gameId = page.latest!.gameId;
    const seedStart = performance.now();
    await seedPlayers(db, gameId, page.season.id);
    info(`${engine}: seeded ${PLAYERS.toLocaleString('en-US')} players × ${GAMES} picks in ${round((performance.now() - seedStart) / 1000)} s`);

    const random = mulberry32(14);
    const uid = () => `benchplayer${String(1 + Math.floor(random() * PLAYERS)).padStart(9, '0')}`;
    // As the server reads them: through its cache of version-keyed reads (decision 038).
    const reads = createSeasonReads();
    await readSeasonLeaderboard(db, 'publicNflPickem', 'season', uid(), reads); // warm-up
    // The first load at a version reads the shared parts (the game's top 50 is a sort over every
    // entry) for everyone after it: timed apart, as what each new version costs once per instance.
    const coldStart = performance.now();
    await readSeasonLoad(db, 'publicNflPickem', uid(), AT, reads);
    const coldLoadMs = performance.now() - coldStart;
    // The page's first load in one request (decision 048): the season, its leaderboard's top with
    // the viewer's row, the latest game's snapshot (its top 50) and the viewer's own entries — one
    // statement, the shared parts from the cache by version.
    const loadCpu = process.cpuUsage();
    const loads = await paced(PAGE_RATE, PAGE_LOADS, () => readSeasonLoad(db, 'publicNflPickem', uid(), AT, reads));
    const loadCpuMs = cpuMsSince(loadCpu) / PAGE_LOADS;
    info(`${engine}: first page load p50 ${round(percentile(loads, 50), 2)} ms, p99 ${round(percentile(loads, 99), 2)} ms at ${PAGE_RATE}/s; ${round(loadCpuMs, 3)} ms of this process's CPU each; the version's first load ${round(coldLoadMs, 1)} ms`);

    const now = () => new Date(AT.getTime() + HOUR);
    // As the server takes them: each game's concurrent picks in one transaction (decision 048).
    const batches: number[] = [];
    const deps = { picks: createPickBatcher({ db, publisher, now, onBatch: (size) => void batches.push(size) }) };
    const pickCpu = process.cpuUsage();
    const picks = await paced(PICK_RATE, PICKS, (i) => {
      const n = 1 + Math.floor(random() * PLAYERS);
      const entryId = `benchentry${String(n).padStart(10, '0')}` as EntryId;
      return setAnswer(deps, { uid: `benchplayer${String(n).padStart(9, '0')}`, type: 'anonymous' }, gameId, entryId, { question: i % GAMES, choice: random() < 0.5 ? 'Home' : 'Away' });
    });
    const pickCpuMs = cpuMsSince(pickCpu) / PICKS;
    info(`${engine}: picks p50 ${round(percentile(picks, 50), 2)} ms, p99 ${round(percentile(picks, 99), 2)} ms at ${PICK_RATE}/s; ${batches.length} batches (mean ${round(PICKS / Math.max(1, batches.length), 1)} picks); ${round(pickCpuMs, 3)} ms of this process's CPU each`);
    // The floor: as many bare single-row INSERTs at the same rate on the same engine, in the same run.
    const floor = await bareInsertLatencies({ databaseUrl, rate: PICK_RATE, seconds: PICKS / PICK_RATE, warmupSeconds: 1 });
    const floorP99 = round(percentile(floor, 99), 2);
    info(`${engine}: insert floor p99 ${floorP99} ms at ${PICK_RATE}/s`);

    // Kickoff of game 0: the refresh that locks its question (its '% picked' counted once) comes
    // before any result, as the feed sees a game start before it ends. Timed apart.
    const first = games[0]!;
    await upsertSportsGame(db, { ...first, status: 'Q1', periodScores: { away: [0], home: [0] } }, now(), null);
    const kickoffStart = performance.now();
    await runCommand(db, publisher, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, now()));
    const kickoffMs = performance.now() - kickoffStart;
    info(`${engine}: kickoff of the first game (its question locks) ${round(kickoffMs)} ms`);

    // A result that changes every score: game 0 final one way, then corrected the other way.
    const recomputes: number[] = [];
    for (let run = 0; run < RECOMPUTES; run++) {
      const homeWins = run % 2 === 0;
      await upsertSportsGame(db, { ...first, status: 'FT', periodScores: { away: [homeWins ? 3 : 24, 0, 0, 0], home: [homeWins ? 24 : 3, 0, 0, 0] } }, now(), run > 0 ? now().toISOString() : null);
      const start = performance.now();
      await runCommand(db, publisher, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, now()));
      recomputes.push(performance.now() - start);
    }
    info(`${engine}: recompute after a result: ${recomputes.map((ms) => round(ms)).join(', ')} ms`);

    // Late in the week: every game kicked off, all but the last 3 final. Podium probabilities
    // over the 3 still open; then the last games end (beans for every entry) and one is corrected.
    const late = () => new Date(AT.getTime() + (52 + GAMES * 3 + 4) * HOUR);
    const settle = async (index: number, homeWins: boolean, correcting: boolean) => {
      const game = games[index]!;
      const periods = { away: [homeWins ? 3 : 24, 0, 0, 0], home: [homeWins ? 24 : 3 + (index % 3) * 10, 0, 0, 0] };
      await upsertSportsGame(db, { ...game, status: 'FT', periodScores: periods }, late(), correcting ? late().toISOString() : null);
    };
    // Game end in two figures (decision 046, amended): the leaderboard published (the refresh's
    // commit), then the settlement that follows it on the same path (ledger, balances, season).
    const refresh = async () => {
      const start = performance.now();
      await runCommand(db, publisher, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, late()));
      const published = performance.now() - start;
      await settleDueGames(db, publisher, late, [gameId]);
      return { published, settled: performance.now() - start };
    };
    for (let index = 1; index < GAMES - 3; index++) await settle(index, index % 3 !== 0, false);
    await refresh();
    const keying = await timePodiumKeying(db, gameId);
    const podium = createPodiumScheduler({ db, publisher, now: late, onError: () => undefined });
    const podiumCpu = process.cpuUsage();
    const podiumStart = performance.now();
    await podium.recompute(gameId);
    const podiumMs = performance.now() - podiumStart;
    const podiumCpuMs = cpuMsSince(podiumCpu);
    await podium.close();
    info(`${engine}: podium keying ${round(keying.ms)} ms (${round(keying.cpuMs)} ms CPU, ${keying.groups} groups); podium step ${round(podiumMs)} ms (${round(podiumCpuMs)} ms CPU)`);
    for (let index = GAMES - 3; index < GAMES; index++) await settle(index, index % 2 === 0, false);
    const gameEnd = await refresh();
    await settle(GAMES - 1, GAMES % 2 !== 0, true);
    const correction = await refresh();
    info(
      `${engine}: podium probabilities ${round(podiumMs)} ms; game end: leaderboard published ${round(gameEnd.published)} ms, settled ${round(gameEnd.settled)} ms; ` +
        `a correction: published ${round(correction.published)} ms, settled ${round(correction.settled)} ms`,
    );

    return [
      result(`season.${engine}.rollover_ms`, round(rolloverMs), 'ms', atMost(2_000)),
      result(`season.${engine}.page_load_p99_ms`, round(percentile(loads, 99), 2), 'ms', atMost(20)),
      result(`season.${engine}.page_load_cpu_ms`, round(loadCpuMs, 3), 'ms', null),
      result(`season.${engine}.page_load_first_at_version_ms`, round(coldLoadMs, 1), 'ms', null),
      result(`season.${engine}.pick_cpu_ms`, round(pickCpuMs, 3), 'ms', null),
      result(`season.${engine}.pick_batch_mean`, round(PICKS / Math.max(1, batches.length), 1), 'picks', null),
      // The target is the pick's own p99; the floor and the ratio say how much of it is the engine's.
      { ...againstFloor(`season.${engine}.pick_p99_ms`, round(percentile(picks, 99), 2), floorP99, 'ms'), target: atMost(25) },
      result(`season.${engine}.recompute_max_ms`, round(Math.max(...recomputes)), 'ms', atMost(1_000)),
      result(`season.${engine}.kickoff_ms`, round(kickoffMs), 'ms', null),
      result(`season.${engine}.podium_ms`, round(podiumMs), 'ms', null),
      result(`season.${engine}.podium_cpu_ms`, round(podiumCpuMs), 'ms', null),
      result(`season.${engine}.podium_keying_ms`, round(keying.ms), 'ms', null),
      result(`season.${engine}.podium_keying_cpu_ms`, round(keying.cpuMs), 'ms', null),
      result(`season.${engine}.game_end_published_ms`, round(gameEnd.published), 'ms', atMost(1_000)),
      result(`season.${engine}.game_end_settled_ms`, round(gameEnd.settled), 'ms', null),
      result(`season.${engine}.correction_published_ms`, round(correction.published), 'ms', null),
      result(`season.${engine}.correction_settled_ms`, round(correction.settled), 'ms', null),
    ];
  } finally {
    await close();
  }
}

const season: Benchmark = {
  name: 'season',
  description: `One public NFL challenge with ${PLAYERS.toLocaleString('en-US')} players × ${GAMES} games: rollover, page load at ${PAGE_RATE}/s, picks at ${PICK_RATE}/s, recompute after a result`,
  optional: true,
  async run(): Promise<Result[]> {
    const results: Result[] = [];
    for (const engine of ENGINES) results.push(...(await measure(engine)));
    return results;
  },
};

export default season;
