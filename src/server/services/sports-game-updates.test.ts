import { describe, expect, it } from 'vitest';
import { SportsGameIdSchema, SportsLeagueUpdateSchema, withStoredLive } from '../../contracts/sports.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { sportsGame, storedGame } from '../testing/sports-games.js';
import { gameUpdateOf, leagueUpdateOf } from './sports-game-updates.js';

const LATER = '2026-11-22T18:40:00.000Z';
const playing = storedGame(sportsGame());
const scored = storedGame(sportsGame({ status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] }, timer: '12:01 - 2nd' }), LATER);
const other = (game: StoredSportsGame) => ({ ...game, game: { ...game.game, id: SportsGameIdSchema.parse('sim-nfl-1') } });

describe("leagueUpdateOf: a tick's update on its league's topic", () => {
  it('a game already in play whose score moved: its live parts, which merge into exactly the game as stored', () => {
    const update = leagueUpdateOf([{ before: playing, after: scored }]);
    expect(update).toEqual({
      kind: 'games',
      games: [],
      live: [{ id: 'sim-nfl-0', updatedAt: LATER, status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] }, timer: '12:01 - 2nd', predictions: null }],
    });
    expect(SportsLeagueUpdateSchema.safeParse(update).success).toBe(true);
    expect(update.kind === 'games' && withStoredLive(playing, update.live![0]!)).toEqual(scored);
    expect(JSON.stringify(update).length).toBeLessThan(JSON.stringify(scored).length / 3);
  });

  it('a kickoff, a final, a correction, a new game or a change beyond the live parts: the game whole', () => {
    const upcoming = storedGame(sportsGame({ status: 'NS', periodScores: { away: [], home: [] }, timer: null }));
    const final = storedGame(sportsGame({ status: 'FT', periodScores: { away: [7, 3, 0, 0], home: [0, 7, 7, 0] }, timer: null }), LATER);
    const corrected = { ...scored, correctedAt: LATER };
    const reOdds = storedGame(sportsGame({ odds: { spread: -3, overUnder: 41, vegasOdds: null } }), LATER);
    for (const [before, after] of [[upcoming, playing], [scored, final], [playing, corrected], [undefined, playing], [playing, reOdds]] as const) {
      expect(leagueUpdateOf([{ before, after }])).toEqual({ kind: 'game', game: after });
    }
  });

  it('a tick of both kinds: the whole games and the live parts side by side, in the order stored', () => {
    const kickoff = storedGame(sportsGame({ status: 'NS', periodScores: { away: [], home: [] }, timer: null }));
    const update = leagueUpdateOf([
      { before: other(kickoff), after: other(playing) },
      { before: playing, after: scored },
    ]);
    expect(update).toMatchObject({ kind: 'games', games: [other(playing)], live: [{ id: 'sim-nfl-0', status: 'Q2' }] });
  });

  it("a game's own topic gets the same: its live parts while it is in play, else the game whole", () => {
    expect(gameUpdateOf({ before: playing, after: scored })).toEqual({ id: 'sim-nfl-0', updatedAt: LATER, status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] }, timer: '12:01 - 2nd', predictions: null });
    expect(gameUpdateOf({ before: undefined, after: playing })).toBe(playing);
  });
});
