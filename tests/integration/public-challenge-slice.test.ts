// A public challenge's payload is the top of its leaderboard (decision 046): GET /api/games/{id}
// and the `game:{id}` snapshot carry the top 50 entries and how many there are, each viewer's
// own topic carries their entries' standing wherever they rank, and no slice ever carries an
// answer to an open question. A private pool still sends every entry.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { QuestionsGameSchema } from '../../src/contracts/pickem.js';
import { SeasonLoadSchema } from '../../src/contracts/season-load.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import { MeSchema } from '../../src/contracts/users.js';
import { upsertSportsGame } from '../../src/server/db/repositories/sports-games.repository.js';
import type { Queryable } from '../../src/server/db/database.js';
import { readGameSnapshot } from '../../src/server/services/game-snapshots.js';
import { createPodiumScheduler } from '../../src/server/services/pickem-podium.js';
import { refreshQuestionsGame } from '../../src/server/services/pickem-refresh.js';
import { LEADERBOARD_SLICE, readOwnEntries } from '../../src/server/services/pickem-view.js';
import { runCommand } from '../../src/server/services/publisher.js';
import { createSeasonReads } from '../../src/server/services/season-reads.js';
import { slateMlbGame } from '../../src/web/testing/sports-games.js';
import { joinOk, pickOk } from '../factories/pickem-games.js';
import { findSeasonLoad } from '../../src/server/db/repositories/season-load.repository.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const JULY_4_FIVE_AM = Date.parse('2026-07-04T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Entries seeded beside the viewer's: more than the slice holds. */
const OTHERS = 60;

describe.each(engines)('a public challenge’s leaderboard slice on %s', (engine) => {
  let server: TestServer;
  let clock = JULY_4_FIVE_AM + 30_000;
  let gameId: GameId;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await server.stop();
  });

  const day = slateMlbGame('slice-mlb-a', '2026-07-04T20:05:00.000Z');
  const night = slateMlbGame('slice-mlb-b', '2026-07-05T02:10:00.000Z');
  const store = (game: SportsGame) => upsertSportsGame(server.db, game, new Date(clock), null);
  const settle = () => runCommand(server.db, { announce: () => undefined }, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, new Date(clock)));
  // The podium chances the refresh made due, computed now: the refresh above bypasses the server's
  // own scheduling, and its background jobs come round on their own time.
  const computePodium = async () => {
    const podium = createPodiumScheduler({ db: server.db, publisher: { announce: () => undefined }, now: () => new Date(clock), onError: () => undefined });
    await podium.recompute(gameId);
    await podium.close();
  };
  const readGame = async () => QuestionsGameSchema.parse(await (await fetch(`${server.url}/api/games/${gameId}`)).json());
  const uidOf = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;

  it('sends the top 50 and the count, never an open answer, and the viewer their own rank', async () => {
    for (const game of [day, night]) await store(game);
    expect((await postJson(server, '/api/dev/seasons/tick', { at: new Date(clock).toISOString() })).status).toBe(200);
    gameId = SeasonLoadSchema.parse(await (await fetch(`${server.url}/api/seasons/publicMlbPickem/load`)).json()).page.latest!.gameId;

    // 60 players, each with both picks: the first 40 on the day game's home side, the rest away.
    await server.db.query(`insert into users (uid, type) select 'sliceplayer' || lpad(i::text, 8, '0'), 'anonymous' from generate_series(1, $1) i`, [OTHERS]);
    await server.db.query(
      `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank)
       select 'sliceentry' || lpad(i::text, 10, '0'), $1, 'sliceplayer' || lpad(i::text, 8, '0'), 'Player ' || i, 'player_' || i, null, now(), true, 1
         from generate_series(1, $2) i`,
      [gameId, OTHERS],
    );
    await server.db.query(
      `insert into pickem_answers (entry_id, question, choice)
       select 'sliceentry' || lpad(i::text, 10, '0'), q, case when q = 0 and i > 40 then 'Away' else 'Home' end from generate_series(1, $1) i, generate_series(0, 1) q`,
      [OTHERS],
    );
    const viewer = await anonymousCookie(server);
    const mine = await joinOk(server, viewer, gameId);
    await pickOk(server, viewer, gameId, mine.entryId, 0, 'Away');
    await pickOk(server, viewer, gameId, mine.entryId, 1, 'Home');

    const open = await readGame();
    expect(open.entries).toHaveLength(LEADERBOARD_SLICE);
    expect(open.entryCount).toBe(OTHERS + 1);
    // Before the first pitch nobody's picks are public, through the slice or otherwise.
    expect(open.entries.flatMap((e) => e.answers)).toEqual([]);
    expect(open.questions.every((q) => q.pickShares === null)).toBe(true);

    // The day game: away wins, so the viewer and players 41–60 lead; the night game is still to play.
    clock = JULY_4_FIVE_AM + DAY;
    await store({ ...day, status: 'FT', periodScores: { away: [5, 0, 0, 0, 0, 0, 0, 0, 0], home: [2, 0, 0, 0, 0, 0, 0, 0, 0] } });
    await settle();
    const scored = await readGame();
    expect(scored.entries).toHaveLength(LEADERBOARD_SLICE);
    expect(scored.entryCount).toBe(OTHERS + 1);
    // The top 21 (rank 1) come first, then 29 of the 40 level at rank 22.
    expect(scored.entries.slice(0, 21).every((e) => e.rank === 1)).toBe(true);
    expect(scored.entries.slice(21).every((e) => e.rank === 22)).toBe(true);
    // Both games have started by now: every answer in the slice is to a locked question, and '% picked' counts all 61 entries.
    expect(scored.questions.every((q) => q.locked)).toBe(true);
    expect(scored.questions[0]!.pickShares).toEqual([
      { key: 'Away', share: 21 / 61 },
      { key: 'Home', share: 40 / 61 },
    ]);

    const own = await readOwnEntries(server.db, gameId, await uidOf(viewer));
    const standing = own.entries.map((e) => e.standing);
    expect(standing).toEqual([{ score: scored.entries[0]!.score, rank: 1, podiumProbability: standing[0]?.podiumProbability, wonBeans: 0 }]);
    // The podium chance follows the result a moment later (debounced, decision 049): not yet, or
    // certain — the 21 level at the top all picked the night game alike.
    expect([null, 1]).toContain(standing[0]?.podiumProbability);
    const last = await readOwnEntries(server.db, gameId, 'sliceplayer00000001');
    expect(last.entries[0]?.standing?.rank).toBe(22);
    // The page's first load (one function) reads the same rank; the entry's stored rank was never rewritten.
    const load = await findSeasonLoad(server.db, { tag: 'publicMlbPickem' }, 'sliceplayer00000001');
    expect(load?.ownEntries?.entries[0]?.standing?.rank).toBe(22);
    expect((await server.db.query<{ rank: number }>("select rank from pickem_entries where id = 'sliceentry0000000001'")).rows[0]?.rank).toBe(1);
  });

  it('reads its snapshot once per version: a first load costs the topic head, a published change is read anew', async () => {
    const reads = createSeasonReads();
    let statements = 0;
    const counting: Queryable = { query: (sql, params) => ((statements += 1), server.db.query(sql, params)) };
    const first = await readGameSnapshot(counting, gameId, reads);
    statements = 0;
    const again = await readGameSnapshot(counting, gameId, reads);
    expect(statements).toBe(1);
    expect(again).toBe(first);
    // The viewer's own entries with their standing: one statement more.
    statements = 0;
    expect((await readOwnEntries(counting, gameId, 'sliceplayer00000001')).entries[0]?.standing?.rank).toBe(22);
    expect(statements).toBe(1);

    // The night game ends: the refresh publishes new scores on game:{id}, so the next read is of the new version.
    await store({ ...night, status: 'FT', periodScores: { away: [0, 0, 0, 0, 0, 0, 0, 0, 0], home: [3, 0, 0, 0, 0, 0, 0, 0, 0] } });
    await settle();
    // The podium chances follow as a version of their own: once every game is final they are
    // certain (1 with fewer than 3 scores above, else 0). Computed here and waited for, so both
    // reads below see the same version.
    await computePodium();
    await vi.waitFor(async () => {
      const entries = (await readGame()).entries;
      expect(entries.map((e) => e.podiumProbability)).toEqual(entries.map((e) => (entries.filter((o) => o.score > e.score).length < 3 ? 1 : 0)));
    }, { timeout: 10_000, interval: 50 });
    const after = await readGameSnapshot(counting, gameId, reads);
    expect(after).not.toBe(first);
    expect(after?.type === 'Questions' && after.entries.map((e) => e.score)).not.toEqual(first?.type === 'Questions' && first.entries.map((e) => e.score));
    expect(after).toEqual(await readGame());
  });
});
