// The season leaderboard's per-request read (decision 046): its top is kept per standings version,
// and the season with the viewer's own row is one statement — the row named by their handle, or
// their newest entry's name without one, and none when they have not played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeasonLoadSchema } from '../../src/contracts/season-load.js';
import type { Queryable } from '../../src/server/db/database.js';
import { upsertSportsGame } from '../../src/server/db/repositories/sports-games.repository.js';
import { readSeasonLeaderboard } from '../../src/server/services/season-pages.service.js';
import { createSeasonReads } from '../../src/server/services/season-reads.js';
import { baseballGame } from '../../src/web/testing/sports-games.js';
import { engines } from '../setup/test-databases.js';
import { postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const JULY_4_FIVE_AM = Date.parse('2026-07-04T12:00:00Z');

describe.each(engines)('reading the season leaderboard on %s', (engine) => {
  let server: TestServer;
  const clock = JULY_4_FIVE_AM + 30_000;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('reads the season and the viewer’s row in one statement, the top once per standings version', async () => {
    const gameTime = '2026-07-04T20:05:00.000Z';
    await upsertSportsGame(server.db, baseballGame({ id: 'board-mlb-a', gameTime, date: gameTime.slice(0, 10) }), new Date(clock), null);
    expect((await postJson(server, '/api/dev/seasons/tick', { at: new Date(clock).toISOString() })).status).toBe(200);
    const page = SeasonLoadSchema.parse(await (await fetch(`${server.url}/api/seasons/publicMlbPickem/load`)).json()).page;
    const seasonId = page.season.id;
    const gameId = page.latest!.gameId;
    await server.db.query(`insert into users (uid, type, handle) values ('boardnamed', 'anonymous', 'Named'), ('boardplain', 'anonymous', null), ('boardnone', 'anonymous', null)`);
    await server.db.query(
      `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank)
       values ('boardentry1', $1, 'boardplain', 'Plain Entry', 'plain_entry', null, now(), true, 1)`,
      [gameId],
    );
    await server.db.query(
      `insert into season_standings (season_id, uid, wins, podiums, plays, jelly_beans, rank)
       values ($1, 'boardnamed', 2, 3, 4, 120.5, 1), ($1, 'boardplain', 1, 1, 2, 40.25, 2)`,
      [seasonId],
    );

    const reads = createSeasonReads();
    let statements = 0;
    const counting: Queryable = { query: (sql, params) => ((statements += 1), server.db.query(sql, params)) };
    const first = await readSeasonLeaderboard(counting, 'publicMlbPickem', 'season', 'boardnamed', reads);
    expect(first.rows.map((r) => [r.uid, r.rank, r.name, r.jellyBeans])).toEqual([
      ['boardnamed', 1, 'Named', 120],
      ['boardplain', 2, 'Plain Entry', 40],
    ]);
    expect(first.viewer).toEqual(first.rows[0]);

    statements = 0;
    const plain = await readSeasonLeaderboard(counting, 'publicMlbPickem', 'season', 'boardplain', reads);
    expect(statements).toBe(1);
    expect(plain.viewer).toEqual({ rank: 2, uid: 'boardplain', name: 'Plain Entry', avatarId: null, jellyBeans: 40, wins: 1, podiums: 1, plays: 2 });
    expect(plain.players).toBe(2);

    statements = 0;
    expect((await readSeasonLeaderboard(counting, 'publicMlbPickem', 'season', 'boardnone', reads)).viewer).toBeNull();
    expect((await readSeasonLeaderboard(counting, 'publicMlbPickem', 'season', null, reads)).viewer).toBeNull();
    expect(statements).toBe(2);
    // By id too, and 'All time' still finds the viewer's row.
    expect((await readSeasonLeaderboard(server.db, seasonId, 'season', 'boardplain', reads)).viewer?.rank).toBe(2);
    expect((await readSeasonLeaderboard(server.db, 'publicMlbPickem', 'allTime', 'boardplain', reads)).viewer?.uid).toBe('boardplain');
  });
});
