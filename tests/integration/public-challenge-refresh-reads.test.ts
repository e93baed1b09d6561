// What a public challenge's refresh reads (decision 046): '% picked' is counted once per locked
// question — the game as it was and as it is share the count, the game row keeps it for the next
// refresh, and removing an entry has it counted again — and once its tiebreaker locks, only the tiebreaker answers of the entries shown (the
// top of the leaderboard) are read, never every entry's. Its entries are counted once per refresh
// (by the rank keys' aggregate when it runs), and a refresh in which no score moves keeps the rank
// keys and the top it read for the game as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { QuestionsGameSchema } from '../../src/contracts/pickem.js';
import { SeasonLoadSchema } from '../../src/contracts/season-load.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import type { Queryable } from '../../src/server/db/database.js';
import { upsertSportsGame } from '../../src/server/db/repositories/sports-games.repository.js';
import { refreshQuestionsGame } from '../../src/server/services/pickem-refresh.js';
import { LEADERBOARD_SLICE, readQuestionsGame } from '../../src/server/services/pickem-view.js';
import { runCommand } from '../../src/server/services/publisher.js';
import { slateMlbGame } from '../../src/web/testing/sports-games.js';
import { engines } from '../setup/test-databases.js';
import { postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const JULY_4_FIVE_AM = Date.parse('2026-07-04T12:00:00Z');
const PLAYERS = 70;

const PICK_COUNT = /count\(\*\)::int as n from pickem_questions/;
const TIEBREAKER_READ = /^select t\.entry_id, t\.value from pickem_tiebreaker_answers/;
const ENTRY_COUNT = /^select count\(\*\)::int as n from pickem_entries/;
const TOP_READ = /^select id, game_id, uid, entry_name, entry_owner, created_at, submitted, score,\s+rank\(\) over/;
const RANK_KEYS = /insert into pickem_rank_keys/;

describe.each(engines)('what a public challenge’s refresh reads on %s', (engine) => {
  let server: TestServer;
  let clock = JULY_4_FIVE_AM + 30_000;
  let gameId: GameId;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await server.stop();
  });

  const day = slateMlbGame('reads-mlb-a', '2026-07-04T20:05:00.000Z');
  const night = slateMlbGame('reads-mlb-b', '2026-07-05T02:10:00.000Z');
  const store = (game: SportsGame) => upsertSportsGame(server.db, game, new Date(clock), null);

  /** Runs a refresh through a Queryable that notes every statement and its parameters. */
  async function refreshNoting(): Promise<Array<{ sql: string; params: readonly unknown[] }>> {
    const noted: Array<{ sql: string; params: readonly unknown[] }> = [];
    await runCommand(server.db, { announce: () => undefined }, (tx, publish) => {
      const noting: Queryable = { query: (sql, params) => (noted.push({ sql: sql.trim(), params: params ?? [] }), tx.query(sql, params)) };
      return refreshQuestionsGame(noting, publish, gameId, new Date(clock));
    });
    return noted;
  }

  it('counts each locked question’s picks once, and reads only the shown entries’ tiebreaker answers', async () => {
    for (const game of [day, night]) await store(game);
    expect((await postJson(server, '/api/dev/seasons/tick', { at: new Date(clock).toISOString() })).status).toBe(200);
    gameId = SeasonLoadSchema.parse(await (await fetch(`${server.url}/api/seasons/publicMlbPickem/load`)).json()).page.latest!.gameId;
    await server.db.query(`insert into users (uid, type) select 'readsplayer' || lpad(i::text, 8, '0'), 'anonymous' from generate_series(1, $1) i`, [PLAYERS]);
    await server.db.query(
      `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank)
       select 'readsentry' || lpad(i::text, 10, '0'), $1, 'readsplayer' || lpad(i::text, 8, '0'), 'Player ' || i, 'player_' || i, null, now(), true, 1
         from generate_series(1, $2) i`,
      [gameId, PLAYERS],
    );
    await server.db.query(
      `insert into pickem_answers (entry_id, question, choice)
       select 'readsentry' || lpad(i::text, 10, '0'), q, case when i % 3 = 0 then 'Away' else 'Home' end from generate_series(1, $1) i, generate_series(0, 1) q`,
      [PLAYERS],
    );
    // A public challenge has no tiebreaker today; one that had would lock with the first pitch.
    await server.db.query(
      `update questions_games set tiebreaker = '{"type":"PropsTiebreaker","prompt":"Runs?"}'::jsonb, tiebreaker_lock_time = $2 where game_id = $1`,
      [gameId, day.gameTime],
    );
    await server.db.query(
      `insert into pickem_tiebreaker_answers (entry_id, value) select 'readsentry' || lpad(i::text, 10, '0'), i % 20 from generate_series(1, $1) i`,
      [PLAYERS],
    );

    // After the first pitch: the day game's question and the tiebreaker lock in this refresh.
    clock = Date.parse('2026-07-04T20:30:00Z');
    await store({ ...day, status: 'IN3', periodScores: { away: [1, 0, 0], home: [0, 0, 0] } });
    const locking = await refreshNoting();
    expect(locking.filter((s) => PICK_COUNT.test(s.sql))).toHaveLength(1);
    const tiebreakerReads = locking.filter((s) => TIEBREAKER_READ.test(s.sql));
    expect(tiebreakerReads.length).toBeGreaterThan(0);
    for (const read of tiebreakerReads) {
      const ids = read.params[1];
      expect(Array.isArray(ids) && ids.length <= LEADERBOARD_SLICE).toBe(true);
    }

    // A refresh that locks nothing counts nothing: the game row kept the locked question's count.
    await store({ ...day, status: 'IN5', periodScores: { away: [1, 0, 0, 0, 2], home: [0, 0, 0, 0, 0] } });
    const later = await refreshNoting();
    expect(later.filter((s) => PICK_COUNT.test(s.sql))).toHaveLength(0);
    for (const read of later.filter((s) => TIEBREAKER_READ.test(s.sql))) expect((read.params[1] as unknown[]).length).toBeLessThanOrEqual(LEADERBOARD_SLICE);
    // Nothing moved but a live score: one count, one read of the top, the rank keys stand.
    expect(later.filter((s) => ENTRY_COUNT.test(s.sql))).toHaveLength(1);
    expect(later.filter((s) => TOP_READ.test(s.sql))).toHaveLength(1);
    expect(later.filter((s) => RANK_KEYS.test(s.sql))).toHaveLength(0);

    // What is shown is unchanged: '% picked' over every entry, each shown entry's tiebreaker answer.
    const game = QuestionsGameSchema.parse(await (await fetch(`${server.url}/api/games/${gameId}`)).json());
    expect(game.questions[0]!.pickShares).toEqual([
      { key: 'Away', share: 23 / PLAYERS },
      { key: 'Home', share: 47 / PLAYERS },
    ]);
    expect(game.questions[1]!.pickShares).toBeNull();
    expect(game.entries).toHaveLength(LEADERBOARD_SLICE);
    for (const e of game.entries) expect(e.tiebreakerAnswer).toBe(Number(e.id.replace('readsentry', '')) % 20);

    // An entry removed after the lock (an Away pick): the next refresh counts again, without it.
    await server.db.query("delete from pickem_entries where id = 'readsentry0000000003'");
    await store({ ...day, status: 'IN6', periodScores: { away: [1, 0, 0, 0, 2, 1], home: [0, 0, 0, 0, 0, 0] } });
    expect((await refreshNoting()).filter((s) => PICK_COUNT.test(s.sql))).toHaveLength(1);
    // Read afresh: this removal went around the services, so no new version was published.
    const after = (await readQuestionsGame(server.db, gameId))!;
    expect(after.questions[0]!.pickShares).toEqual([
      { key: 'Away', share: 22 / (PLAYERS - 1) },
      { key: 'Home', share: 47 / (PLAYERS - 1) },
    ]);

    // A result moves every score: the rank keys are taken again and their aggregate is the entry
    // count (no count of its own); the top is read for the game as it was and as it is.
    await store({ ...day, status: 'FT', periodScores: { away: [1, 0, 0, 0, 2, 1, 0, 0, 0], home: [0, 0, 0, 0, 0, 0, 0, 0, 20] } });
    const result = await refreshNoting();
    expect(result.filter((s) => ENTRY_COUNT.test(s.sql))).toHaveLength(1);
    expect(result.filter((s) => TOP_READ.test(s.sql))).toHaveLength(2);
    expect(result.filter((s) => RANK_KEYS.test(s.sql))).toHaveLength(1);
    const scored = (await readQuestionsGame(server.db, gameId))!;
    expect(scored.entryCount).toBe(PLAYERS - 1);
    // The Home pickers (every entry but each third) share the lead; the Away pickers follow them.
    expect(scored.entries.map((e) => e.rank)).toEqual([...Array<number>(47).fill(1), 48, 48, 48]);
  });
});
