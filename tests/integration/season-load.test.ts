// A public pick'em page's first load (decision 048): one request, and, once its shared parts are
// kept, ONE statement — the season with the versions its shared parts are kept by, the viewer's
// standing and the viewer's own entries. A pick, a result and a rollover each show on the next load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionsGame } from '../../src/contracts/pickem.js';
import { SeasonLoadSchema } from '../../src/contracts/season-load.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import type { Database, Queryable } from '../../src/server/db/database.js';
import { upsertSportsGame } from '../../src/server/db/repositories/sports-games.repository.js';
import { findTopicHead } from '../../src/server/db/repositories/topic-events.repository.js';
import { createPodiumScheduler } from '../../src/server/services/pickem-podium.js';
import { refreshQuestionsGame } from '../../src/server/services/pickem-refresh.js';
import { runCommand } from '../../src/server/services/publisher.js';
import { readSeasonLoad } from '../../src/server/services/season-pages.service.js';
import { createSeasonReads } from '../../src/server/services/season-reads.js';
import { slateMlbGame } from '../../src/web/testing/sports-games.js';
import { joinOk, pickOk } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const JULY_4_FIVE_AM = Date.parse('2026-07-04T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(engines)('a public page’s first load on %s', (engine) => {
  let server: TestServer;
  let clock = JULY_4_FIVE_AM + 30_000;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await server.stop();
  });

  const store = (game: SportsGame) => upsertSportsGame(server.db, game, new Date(clock), null);
  const tick = async () => expect((await postJson(server, '/api/dev/seasons/tick', { at: new Date(clock).toISOString() })).status).toBe(200);
  const load = async (cookie?: string) => {
    const response = await fetch(`${server.url}/api/seasons/publicMlbPickem/load`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    return SeasonLoadSchema.parse(await response.json());
  };
  const questionsOf = (game: unknown) => (game as QuestionsGame).questions;

  it('is one statement once kept, and shows a pick, a result and a rollover on the next load', async () => {
    const day = slateMlbGame('load-mlb-a', '2026-07-04T20:05:00.000Z');
    const night = slateMlbGame('load-mlb-b', '2026-07-05T02:10:00.000Z');
    for (const game of [day, night]) await store(game);
    await tick();
    const cookie = await anonymousCookie(server);
    const anonymous = await load();
    const gameId = anonymous.page.latest!.gameId;
    expect(anonymous.ownEntries).toBeNull();
    expect(anonymous.leaderboard.viewer).toBeNull();
    expect(anonymous.game?.id).toBe(gameId);
    // The page subscribes to the game's topic from the version its game is at.
    const head = () => findTopicHead(server.db, `game:${gameId}`);
    expect(anonymous.gameVersion).toBe(await head());

    const { entryId } = await joinOk(server, cookie, gameId);
    const joined = await load(cookie);
    expect(joined.page.latest?.playerCount).toBe(1);
    expect(joined.ownEntries?.entries.map((e) => [e.id, e.answers])).toEqual([[entryId, []]]);

    // A pick shows on the next load.
    await pickOk(server, cookie, gameId, entryId, 0, 'Home');
    expect((await load(cookie)).ownEntries?.entries[0]?.answers).toEqual([{ question: 0, choice: 'Home' }]);

    // With its shared parts kept, a load is one statement.
    const { rows } = await server.db.query<{ uid: string }>('select uid from pickem_entries where id = $1', [entryId]);
    const uid = rows[0]!.uid;
    let statements = 0;
    const counting = (db: Queryable): Queryable => ({ query: (sql, params) => ((statements += 1), db.query(sql, params)) });
    const db: Database = Object.assign(Object.create(server.db) as Database, {
      query: (sql: string, params?: unknown[]) => ((statements += 1), server.db.query(sql, params)),
      transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: Parameters<Database['transaction']>[1]) => server.db.transaction((tx) => fn(counting(tx)), options),
    });
    const reads = createSeasonReads();
    await readSeasonLoad(db, 'publicMlbPickem', uid, new Date(clock), reads);
    statements = 0;
    const kept = await readSeasonLoad(db, 'publicMlbPickem', uid, new Date(clock), reads);
    expect(statements).toBe(1);
    expect(kept.ownEntries?.entries[0]?.answers).toEqual([{ question: 0, choice: 'Home' }]);
    expect(kept.game).toEqual((await load(cookie)).game);

    // A result: the day game ends, and the next load's game shows it.
    clock = JULY_4_FIVE_AM + 12 * HOUR;
    await store({ ...day, status: 'FT', periodScores: { away: [5, 0, 0, 0, 0, 0, 0, 0, 0], home: [2, 0, 0, 0, 0, 0, 0, 0, 0] } });
    await runCommand(server.db, { announce: () => undefined }, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, new Date(clock)));
    // The podium chance the result made due, computed now (a version of its own), so no background
    // job of the server's lands one between the load and the head read below.
    const podium = createPodiumScheduler({ db: server.db, publisher: { announce: () => undefined }, now: () => new Date(clock), onError: () => undefined });
    await podium.recompute(gameId);
    await podium.close();
    const settled = await load(cookie);
    expect(questionsOf(joined.game)[0]?.choices.map((c) => c.result)).toEqual([null, null]);
    expect(questionsOf(settled.game)[0]?.choices.every((c) => c.result !== null)).toBe(true);
    expect(settled.gameVersion).toBe(await head());
    expect(settled.gameVersion).toBeGreaterThan(joined.gameVersion!);
    statements = 0;
    const reread = await readSeasonLoad(db, 'publicMlbPickem', uid, new Date(clock), reads);
    expect([reread.game, reread.gameVersion]).toEqual([settled.game, settled.gameVersion]);

    // The rollover: the next day's game is the page's, and the viewer has no entry in it yet.
    clock = JULY_4_FIVE_AM + DAY + 30_000;
    await store(slateMlbGame('load-mlb-c', '2026-07-05T20:05:00.000Z'));
    await tick();
    const next = await load(cookie);
    expect(next.page.latest?.gameId).not.toBe(gameId);
    expect(next.game?.id).toBe(next.page.latest?.gameId);
    expect(next.ownEntries).toEqual({ entries: [] });
    expect((await readSeasonLoad(db, 'publicMlbPickem', uid, new Date(clock), reads)).page.latest?.gameId).toBe(next.page.latest?.gameId);
  });

  it('answers a season that is not there with a 404', async () => {
    const response = await fetch(`${server.url}/api/seasons/AAAAAAAAAAAAAAAAAAAA/load`);
    expect(response.status).toBe(404);
  });
});
