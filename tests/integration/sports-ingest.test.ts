import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { SportsLeagueUpdate, StoredSportsGame } from '../../src/contracts/sports.js';
import { defineTopic } from '../../src/contracts/topics.js';
import type { Database } from '../../src/server/db/database.js';
import { setInvalidRowReporter } from '../../src/server/db/invalid-rows.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { findTopicEventsAfter, findTopicHead, findTopicsEventsAfter } from '../../src/server/db/repositories/topic-events.repository.js';
import { findFeedHealthRows } from '../../src/server/db/repositories/admin-tools.repository.js';
import { createSportsIngest } from '../../src/server/jobs/sports-ingest.js';
import { applyFeedGames, readSportsGame, readSportsLeague } from '../../src/server/services/sports-games.service.js';
import type { SportsGameChange, SportsGameListener, SportsGamesDeps } from '../../src/server/services/sports-games.service.js';
import { FeedError } from '../../src/server/sports/provider.js';
import type { FeedResult, SportsProvider } from '../../src/server/sports/provider.js';
import { footballGame } from '../factories/sports-games.js';
import { createTestDatabaseUrl, dropTestDatabase, engines } from '../setup/test-databases.js';

const NOW = new Date('2026-11-22T19:00:00.000Z');
/** A pool's topic of these tests only: a listener publishes on it inside the feed's transaction. */
const testPoolTopic = defineTopic('test-pool:{id}', { id: z.string() }, { snapshot: z.unknown(), update: z.object({ settled: z.string() }) });
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** Intervals so long that the ingest's own timers never fire in a test: its ticks come from applyNow and pollNow. */
const NO_POLLS = { liveMs: 60_000, idleMs: 60_000, scheduleMs: 86_400_000, maxBackoffMs: 60_000, imminentMs: 900_000, oddsPerRefresh: 0 };
/** Waits for what the ingest does on its own turns, failing with `message` after 5 s. */
const polling = (message: string) => ({ timeout: 5_000, interval: 5, message });

/** A provider at the outside edge whose next answers the test decides. */
function scriptedProvider(): SportsProvider & { next: FeedResult | Error; calls: number } {
  // fetchSchedule and fetchOdds may be replaced by a test.
  return {
    name: 'espn',
    leagues: ['NFL'],
    next: { games: [], skipped: [] },
    calls: 0,
    fetchSchedule() {
      return Promise.resolve({ games: [], skipped: [] });
    },
    fetchLive() {
      this.calls++;
      return this.next instanceof Error ? Promise.reject(this.next) : Promise.resolve(this.next);
    },
  };
}

describe.each(engines)('sports ingest on %s', (engine) => {
  let db: Database;
  let url: string | undefined;
  let dataDir: string;
  const announced: string[] = [];
  const changes: SportsGameChange[] = [];
  let failListener = false;
  const listener: SportsGameListener = async (_tx, publish, tick) => {
    if (failListener) throw new Error('settlement failed');
    for (const change of tick) {
      changes.push(change);
      await publish(testPoolTopic, { id: change.after.game.id }, { settled: change.after.game.status });
    }
  };
  const deps = (): SportsGamesDeps => ({
    db,
    publisher: { announce: (topic) => announced.push(topic) },
    listeners: [listener],
    now: () => NOW,
  });

  beforeAll(async () => {
    url = engine === 'postgres' ? await createTestDatabaseUrl() : undefined;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-ingest-'));
    db = await openDatabase({ databaseUrl: url, dataDir });
  });
  afterAll(async () => {
    await db.close();
    if (url) await dropTestDatabase(url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    announced.length = 0;
    changes.length = 0;
    failListener = false;
    await db.query('delete from sports_games');
    await db.query('delete from sports_feeds');
  });

  it('publishes the games to their topics and the league before the pools follow them', async () => {
    const seenByListener: string[][] = [];
    const watching: SportsGameListener = (_tx, _publish, tick) => {
      seenByListener.push([...announced]);
      expect(tick.map((change) => change.after.game.id)).toEqual(['test-nfl-1', 'test-nfl-2']);
      return Promise.resolve();
    };
    await applyFeedGames({ ...deps(), listeners: [watching, listener] }, [footballGame(), footballGame({ id: 'test-nfl-2' })]);
    // Announced means committed: the league's update is out before any pool's work has begun.
    expect(seenByListener).toEqual([expect.arrayContaining(['sports-league:NFL', 'sports-game:test-nfl-1', 'sports-game:test-nfl-2'])]);
    expect(seenByListener[0]).not.toContain('test-pool:test-nfl-1');
    expect(announced).toContain('test-pool:test-nfl-1');
  });

  it("has a tick's pools wait for what comes before them, once its games are published", async () => {
    let follow = () => {};
    const waited = new Promise<void>((resolve) => (follow = resolve));
    let waiting = false;
    const ingest = createSportsIngest({
      ...deps(),
      provider: scriptedProvider(),
      log: silent,
      intervals: () => NO_POLLS,
      beforeFollow: () => {
        waiting = true;
        return waited;
      },
    });
    const applied = ingest.applyNow('NFL', [footballGame()]);
    await expect.poll(() => waiting, polling('the pools never began to wait')).toBe(true);
    // Stored and published, and the pools have not begun.
    expect(announced).toEqual(expect.arrayContaining(['sports-league:NFL', 'sports-game:test-nfl-1']));
    expect(await readSportsGame(db, 'test-nfl-1')).toBeDefined();
    expect(changes).toEqual([]);
    follow();
    await applied;
    expect(changes.map((change) => change.after.game.id)).toEqual(['test-nfl-1']);
    expect(announced).toContain('test-pool:test-nfl-1');
  });

  it("has the pools' first turn take every tick stored while they waited, after one wait timed from the first tick's store", async () => {
    let follow = () => {};
    const waited = new Promise<void>((resolve) => (follow = resolve));
    const storedAts: number[] = [];
    const ticks: string[][] = [];
    const ingest = createSportsIngest({
      ...deps(),
      listeners: [
        async (tx, publish, tick) => {
          ticks.push(tick.map((change) => `${change.after.game.id}:${change.after.game.status}`));
          await listener(tx, publish, tick);
        },
      ],
      provider: scriptedProvider(),
      log: silent,
      intervals: () => NO_POLLS,
      beforeFollow: (storedAt) => {
        storedAts.push(storedAt);
        return waited;
      },
    });
    const before = performance.now();
    const first = ingest.applyNow('NFL', [footballGame()]);
    await expect.poll(() => storedAts.length, polling('the pools never began to wait')).toBeGreaterThan(0);
    // Two more ticks while the pools wait: a newer state of the same game, and another game.
    const later = [ingest.applyNow('NFL', [footballGame({ status: 'Q1', periodScores: { away: [7], home: [0] } })]), ingest.applyNow('NFL', [footballGame({ id: 'test-nfl-2' })])];
    await expect.poll(() => readSportsGame(db, 'test-nfl-2'), polling('the later ticks were never stored')).toBeDefined();
    follow();
    await Promise.all([first, ...later]);
    // One turn followed all three ticks, each game once in its newest state; the later ticks' turns found nothing left and did not wait.
    expect(ticks).toEqual([['test-nfl-1:Q1', 'test-nfl-2:NS']]);
    expect(storedAts).toHaveLength(1);
    expect(storedAts[0]).toBeGreaterThanOrEqual(before);
    expect(storedAts[0]).toBeLessThanOrEqual(performance.now());
  });

  it("has a turn that takes several ticks wait from the newest of them, not from its own", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let follows = 0;
    const storedAts: number[] = [];
    const ingest = createSportsIngest({
      ...deps(),
      // A follower runs outside any transaction, so later ticks can be stored while it waits.
      listeners: [
        {
          follow: async () => {
            if (++follows === 1) await gate;
          },
        },
      ],
      provider: scriptedProvider(),
      log: silent,
      intervals: () => NO_POLLS,
      beforeFollow: (storedAt) => {
        storedAts.push(storedAt);
        return Promise.resolve();
      },
    });
    const first = ingest.applyNow('NFL', [footballGame()]);
    await expect.poll(() => follows, polling('the pools never began')).toBeGreaterThan(0);
    // While the first tick's pools work, two more ticks are stored; the second one's turn takes both.
    const second = ingest.applyNow('NFL', [footballGame({ id: 'test-nfl-2' })]);
    await expect.poll(() => readSportsGame(db, 'test-nfl-2'), polling('the second tick was never stored')).toBeDefined();
    const beforeThird = performance.now();
    const third = ingest.applyNow('NFL', [footballGame({ id: 'test-nfl-3' })]);
    await expect.poll(() => readSportsGame(db, 'test-nfl-3'), polling('the third tick was never stored')).toBeDefined();
    release();
    await Promise.all([first, second, third]);
    expect(follows).toBe(2);
    expect(storedAts).toHaveLength(2);
    expect(storedAts[1]).toBeGreaterThanOrEqual(beforeThird);
  });

  it("keeps a game's newest state waiting when its pools fail while a newer tick of it is stored", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: string[][] = [];
    const ingest = createSportsIngest({
      ...deps(),
      // A follower runs outside any transaction, so the next tick can be stored while it waits.
      listeners: [
        {
          follow: async (_db, _publisher, tick) => {
            seen.push(tick.map((change) => `${change.before?.game.status ?? 'new'}>${change.after.game.status}`));
            if (seen.length === 1) {
              await gate;
              throw new Error('settlement failed');
            }
            changes.push(...tick);
          },
        },
      ],
      provider: scriptedProvider(),
      log: silent,
      intervals: () => NO_POLLS,
    });
    const first = ingest.applyNow('NFL', [footballGame()]);
    await expect.poll(() => seen.length, polling('the pools never began')).toBeGreaterThan(0);
    // The game's kickoff is stored while its first pools are still at work, and then they fail.
    const second = ingest.applyNow('NFL', [footballGame({ status: 'Q1', periodScores: { away: [7], home: [0] } })]);
    await expect.poll(async () => (await readSportsGame(db, 'test-nfl-1'))?.game.status, polling('the kickoff was never stored')).toBe('Q1');
    release();
    await Promise.all([first, second]);
    // The next turn follows the game from where its pools last stood (nowhere: the failed turn) to its newest state.
    expect(seen).toEqual([['new>NS'], ['new>Q1']]);
    expect(changes.map((change) => change.after.game.status)).toEqual(['Q1']);
  });

  it('stores a new game, has the listeners follow it, and publishes each after its commit', async () => {
    const result = await applyFeedGames(deps(), [footballGame()]);
    expect(result).toEqual({ changed: 1, rejected: 0 });
    expect((await readSportsGame(db, 'test-nfl-1'))?.game.status).toBe('NS');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.before).toBeUndefined();
    expect(new Set(announced)).toEqual(new Set(['sports-game:test-nfl-1', 'sports-league:NFL', 'test-pool:test-nfl-1']));
    const [event] = await findTopicEventsAfter(db, 'sports-league:NFL', (await findTopicHead(db, 'sports-league:NFL')) - 1);
    expect((event?.data as SportsLeagueUpdate).kind).toBe('game');
  });

  it("logs a tick's league update once, its games in the tick's order, and the tick's topics are read together", async () => {
    const ids = ['test-nfl-c', 'test-nfl-a', 'test-nfl-b'];
    const head = await findTopicHead(db, 'sports-league:NFL');
    expect((await applyFeedGames(deps(), ids.map((id) => footballGame({ id })))).changed).toBe(3);
    const league = await findTopicEventsAfter(db, 'sports-league:NFL', head);
    expect(league.map((event) => event.version)).toEqual([head + 1]);
    const update = league[0]?.data as SportsLeagueUpdate;
    expect(update.kind === 'games' && update.games.map((stored: StoredSportsGame) => stored.game.id)).toEqual(ids);
    const pool = await findTopicHead(db, 'test-pool:test-nfl-a');
    const read = await findTopicsEventsAfter(db, [
      { topic: 'sports-league:NFL', after: head },
      { topic: 'test-pool:test-nfl-a', after: pool - 1 },
      { topic: 'sports-league:NFL', after: head + 1 },
    ]);
    expect(read.map((events) => events.map((event) => event.version))).toEqual([[head + 1], [pool], []]);
  });

  it('writes nothing when nothing changed', async () => {
    await applyFeedGames(deps(), [footballGame()]);
    const head = await findTopicHead(db, 'sports-game:test-nfl-1');
    announced.length = 0;
    expect(await applyFeedGames(deps(), [footballGame()])).toEqual({ changed: 0, rejected: 0 });
    expect(await findTopicHead(db, 'sports-game:test-nfl-1')).toBe(head);
    expect(announced).toEqual([]);
  });

  it('changes one game of a tick and leaves the unchanged ones alone', async () => {
    const games = Array.from({ length: 16 }, (_, i) => footballGame({ id: `test-nfl-${i}` }));
    expect((await applyFeedGames(deps(), games)).changed).toBe(16);
    changes.length = 0;
    const next = games.map((g, i) => (i === 3 ? { ...g, status: 'Q1', periodScores: { away: [7], home: [0] } } : g));
    expect((await applyFeedGames(deps(), next)).changed).toBe(1);
    expect(changes.map((c) => c.after.game.id)).toEqual(['test-nfl-3']);
  });

  it('shows a stat correction after Final and re-settles', async () => {
    const final = footballGame({ status: 'FT', periodScores: { away: [7, 3, 0, 7], home: [0, 0, 14, 3] } });
    await applyFeedGames(deps(), [final]);
    changes.length = 0;
    await applyFeedGames(deps(), [{ ...final, periodScores: { away: [7, 3, 0, 7], home: [0, 0, 14, 6] } }]);
    const stored = (await readSportsGame(db, final.id)) as StoredSportsGame;
    expect(stored.correctedAt).toBe(NOW.toISOString());
    expect(stored.game.periodScores.home).toEqual([0, 0, 14, 6]);
    expect(changes).toEqual([expect.objectContaining({ corrected: true })]);
  });

  it('never overwrites a final game with a glitch', async () => {
    const final = footballGame({ status: 'FT', periodScores: { away: [7], home: [3] } });
    await applyFeedGames(deps(), [final]);
    const rejected: string[] = [];
    const result = await applyFeedGames({ ...deps(), onRejected: (_g, reason) => rejected.push(reason) }, [
      { ...final, status: 'Q4' },
    ]);
    expect(result).toEqual({ changed: 0, rejected: 1 });
    expect(rejected).toEqual(['final game reported as Q4']);
    expect((await readSportsGame(db, final.id))?.game.status).toBe('FT');
  });

  it("publishes every game of a tick when one game's pools fail, and has that game's pools follow with the next tick", async () => {
    const games = [footballGame({ id: 'test-nfl-a' }), footballGame({ id: 'test-nfl-b' })];
    let calls = 0;
    let failing = true;
    const followed: string[] = [];
    const picky: SportsGameListener = (_tx, _publish, tick) => {
      calls++;
      if (failing && tick.some((change) => change.after.game.id === 'test-nfl-a')) return Promise.reject(new Error('boom'));
      followed.push(...tick.map((change) => change.after.game.id));
      return Promise.resolve();
    };
    const failed: string[] = [];
    const unsettled = new Map<string, SportsGameChange>();
    const result = await applyFeedGames({ ...deps(), listeners: [picky], onFailed: (g) => failed.push(g.id), unsettled }, games);
    expect(result.changed).toBe(2);
    expect(failed).toEqual(['test-nfl-a']);
    expect(followed).toEqual(['test-nfl-b']);
    // Stored and on the league's topic: its screens show the score; only its pools wait.
    expect((await readSportsGame(db, 'test-nfl-a'))?.game.id).toBe('test-nfl-a');
    expect(announced).toEqual(expect.arrayContaining(['sports-game:test-nfl-a', 'sports-league:NFL']));
    expect(calls).toBe(3);
    failing = false;
    // The next tick changes nothing, yet the game left over is followed.
    expect(await applyFeedGames({ ...deps(), listeners: [picky], onFailed: (g) => failed.push(g.id), unsettled }, games)).toEqual({ changed: 0, rejected: 0 });
    expect(followed).toEqual(['test-nfl-b', 'test-nfl-a']);
    expect(unsettled.size).toBe(0);
  });

  it('keeps the last scores through an outage, shows its age, and resumes by itself', async () => {
    const provider = scriptedProvider();
    const ingest = createSportsIngest({
      ...deps(),
      provider,
      log: silent,
      intervals: () => ({ liveMs: 10, idleMs: 10, scheduleMs: 86_400_000, maxBackoffMs: 40, imminentMs: 900_000, oddsPerRefresh: 0 }),
    });
    const live = footballGame({ status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } });
    provider.next = { games: [live], skipped: [] };
    await ingest.pollNow('NFL');
    expect((await readSportsLeague(db, 'NFL', 'espn', NOW)).feed).toEqual({
      sportsLeague: 'NFL',
      provider: 'espn',
      lastSuccessAt: NOW.toISOString(),
      failingSince: null,
    });

    provider.next = new FeedError('HTTP 500 from the scoreboard');
    await ingest.pollNow('NFL');
    await ingest.pollNow('NFL');
    const during = await readSportsLeague(db, 'NFL', 'espn', NOW);
    expect(during.feed.failingSince).toBe(NOW.toISOString());
    expect(during.feed.lastSuccessAt).toBe(NOW.toISOString());
    expect(during.games.map((g) => g.game.periodScores.away)).toEqual([[7, 3]]);
    const feedUpdates = (await findTopicEventsAfter(db, 'sports-league:NFL', 0)).filter((e) => (e.data as SportsLeagueUpdate).kind === 'feed');
    expect(feedUpdates).toHaveLength(2); // the first success, then the start of the outage — not one per failed poll

    provider.next = { games: [{ ...live, periodScores: { away: [7, 10], home: [0, 0] } }], skipped: [] };
    await ingest.pollNow('NFL');
    const after = await readSportsLeague(db, 'NFL', 'espn', NOW);
    expect(after.feed.failingSince).toBeNull();
    expect(after.games[0]?.game.periodScores.away).toEqual([7, 10]);
  });

  it("has the pools follow the day's started games again when it starts leading, as after a leader died between a tick's two steps", async () => {
    // Stored and published by an instance that died before its pools followed.
    await applyFeedGames({ ...deps(), listeners: [] }, [footballGame({ status: 'Q3', periodScores: { away: [7, 3], home: [0, 0] } }), footballGame({ id: 'test-nfl-2' })]);
    expect(changes).toEqual([]);
    const ingest = createSportsIngest({ ...deps(), provider: scriptedProvider(), log: silent, intervals: () => NO_POLLS });
    ingest.start();
    await ingest.pollNow('NFL');
    await ingest.stop();
    // The started game only: one still NS has nothing for its pools to do.
    expect(changes.map((change) => change.after.game.id)).toEqual(['test-nfl-1']);
    expect(announced).toContain('test-pool:test-nfl-1');
  });

  it('stores each poll\'s request count and the last error with its time, for any instance\'s Admin Dashboard', async () => {
    const provider = scriptedProvider();
    let used = 0;
    const ingest = createSportsIngest({
      ...deps(),
      provider: { ...provider, fetchLive: (...args) => (used++, provider.fetchLive(...args)) },
      log: silent,
      intervals: () => ({ liveMs: 10, idleMs: 10, scheduleMs: 86_400_000, maxBackoffMs: 40, imminentMs: 900_000, oddsPerRefresh: 0 }),
      budget: () => ({ day: '2026-11-22', used, limit: 100 }),
    });
    const health = async () => (await findFeedHealthRows(db)).find((row) => row.sports_league === 'NFL');
    provider.next = new FeedError('HTTP 500 from the scoreboard');
    await ingest.pollNow('NFL');
    expect(await health()).toMatchObject({ last_error: 'HTTP 500 from the scoreboard', last_error_at: NOW.toISOString(), requests_used: 1, requests_limit: 100 });
    provider.next = { games: [], skipped: [] };
    await ingest.pollNow('NFL');
    // A success ends the outage but keeps the last error and its time to look back on.
    expect(await health()).toMatchObject({ failing_since: null, last_error: 'HTTP 500 from the scoreboard', last_error_at: NOW.toISOString(), requests_used: 2, requests_day: '2026-11-22' });
  });

  it('stores pre-game odds from a feed that serves them apart, and keeps them once the game is live', async () => {
    const provider = scriptedProvider();
    const pregame = footballGame({ odds: null, gameTime: '2026-11-23T01:00:00.000Z' });
    const later = footballGame({ id: 'test-nfl-later', odds: null, gameTime: '2026-11-29T18:00:00.000Z' });
    const asked: string[][] = [];
    provider.fetchSchedule = () => Promise.resolve({ games: [pregame, later], skipped: [] });
    provider.fetchOdds = (_league, ids) => {
      asked.push([...ids]);
      return Promise.resolve(new Map([[pregame.id, { spread: -6.5, overUnder: 47, vegasOdds: { away: 3.2, home: 1.35 } }]]));
    };
    provider.next = { games: [pregame], skipped: [] };
    const ingest = createSportsIngest({
      ...deps(),
      provider,
      log: silent,
      intervals: () => ({ liveMs: 10, idleMs: 10, scheduleMs: 86_400_000, maxBackoffMs: 40, imminentMs: 900_000, oddsPerRefresh: 5 }),
    });
    await ingest.pollNow('NFL');
    expect(asked).toEqual([[pregame.id]]); // only games within the next 36 hours
    expect((await readSportsGame(db, pregame.id))?.game.odds?.spread).toBe(-6.5);

    provider.next = { games: [{ ...pregame, status: 'Q1', periodScores: { away: [3], home: [0] } }], skipped: [] };
    await ingest.pollNow('NFL');
    const live = await readSportsGame(db, pregame.id);
    expect(live?.game.status).toBe('Q1');
    expect(live?.game.odds?.spread).toBe(-6.5);
  });

  it('polls on a loop once started and stops cleanly', async () => {
    const provider = scriptedProvider();
    provider.next = { games: [footballGame({ status: 'Q1', periodScores: { away: [0], home: [0] } })], skipped: [] };
    const ingest = createSportsIngest({
      ...deps(),
      provider,
      log: silent,
      intervals: () => ({ liveMs: 20, idleMs: 20, scheduleMs: 86_400_000, maxBackoffMs: 40, imminentMs: 900_000, oddsPerRefresh: 0 }),
    });
    // Resolves at the third poll: the loop has come round twice on its own.
    const thirdPoll = new Promise<void>((resolve) => {
      const fetchLive = provider.fetchLive.bind(provider);
      provider.fetchLive = (...args) => {
        if (provider.calls === 2) resolve();
        return fetchLive(...args);
      };
    });
    ingest.start();
    await thirdPoll;
    await ingest.stop();
    const calls = provider.calls;
    expect(calls).toBeGreaterThan(2);
    // A negative: no poll comes in five polling intervals after stop.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(provider.calls).toBe(calls);
  });

  it('rejects an invalid game from any source before it reaches the database', async () => {
    const bad = { ...footballGame(), status: 'IN3' };
    const good = footballGame({ id: 'test-nfl-good' });
    const reasons: string[] = [];
    const result = await applyFeedGames({ ...deps(), onRejected: (_g, reason) => reasons.push(reason) }, [bad, good]);
    expect(result).toEqual({ changed: 1, rejected: 1 });
    expect(reasons[0]).toMatch(/^invalid game: /);
    expect(await readSportsGame(db, bad.id)).toBeUndefined();
  });

  it('skips a stored row that no longer fits the contract, and the feed replaces it', async () => {
    await applyFeedGames(deps(), [footballGame()]);
    await db.query(`update sports_games set data = '{"id":"test-nfl-1","broken":true}'::jsonb where id = 'test-nfl-1'`);
    const reported: string[] = [];
    setInvalidRowReporter((table, id) => reported.push(`${table}/${id}`));
    try {
      expect(await readSportsGame(db, 'test-nfl-1')).toBeUndefined();
      expect((await readSportsLeague(db, 'NFL', 'espn', NOW)).games).toEqual([]);
      expect((await applyFeedGames(deps(), [footballGame()])).changed).toBe(1);
      expect((await readSportsGame(db, 'test-nfl-1'))?.game.status).toBe('NS');
    } finally {
      setInvalidRowReporter(() => undefined);
    }
    expect(reported[0]).toBe('sports_games/test-nfl-1');
  });
});
