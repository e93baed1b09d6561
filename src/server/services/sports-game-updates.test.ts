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

  it('a kickoff that moved only the live parts: those parts too, merging into exactly the game in play', () => {
    const upcoming = storedGame(sportsGame({ status: 'NS', periodScores: { away: [], home: [] }, timer: null }));
    const update = leagueUpdateOf([{ before: upcoming, after: scored }]);
    expect(update).toMatchObject({ kind: 'games', games: [], live: [{ id: 'sim-nfl-0', status: 'Q2' }] });
    expect(update.kind === 'games' && withStoredLive(upcoming, update.live![0]!)).toEqual(scored);
  });

  it('a final, a correction, a new game, a game over corrected or a change beyond the live parts: the game whole', () => {
    const final = storedGame(sportsGame({ status: 'FT', periodScores: { away: [7, 3, 0, 0], home: [0, 7, 7, 0] }, timer: null }), LATER);
    const finalAgain = storedGame(sportsGame({ status: 'FT', periodScores: { away: [7, 3, 0, 0], home: [0, 7, 7, 3] }, timer: null }), LATER);
    const corrected = { ...scored, correctedAt: LATER };
    const reOdds = storedGame(sportsGame({ odds: { spread: -3, overUnder: 41, vegasOdds: null } }), LATER);
    const kickoffAndOdds = storedGame(sportsGame({ status: 'Q1', odds: { spread: -3, overUnder: 41, vegasOdds: null } }), LATER);
    const upcoming = storedGame(sportsGame({ status: 'NS', periodScores: { away: [], home: [] }, timer: null }));
    for (const [before, after] of [[scored, final], [final, finalAgain], [playing, corrected], [undefined, playing], [playing, reOdds], [upcoming, kickoffAndOdds]] as const) {
      expect(leagueUpdateOf([{ before, after }])).toEqual({ kind: 'game', game: after });
    }
  });

  it('a tick of both kinds: the whole games and the live parts side by side, in the order stored', () => {
    const reOdds = storedGame(sportsGame({ odds: { spread: -3, overUnder: 41, vegasOdds: null } }), LATER);
    const update = leagueUpdateOf([
      { before: other(playing), after: other(reOdds) },
      { before: playing, after: scored },
    ]);
    expect(update).toMatchObject({ kind: 'games', games: [other(reOdds)], live: [{ id: 'sim-nfl-0', status: 'Q2' }] });
  });

  it("a game's own topic gets the same: its live parts from its kickoff on, else the game whole", () => {
    expect(gameUpdateOf({ before: playing, after: scored })).toEqual({ id: 'sim-nfl-0', updatedAt: LATER, status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] }, timer: '12:01 - 2nd', predictions: null });
    expect(gameUpdateOf({ before: undefined, after: playing })).toBe(playing);
  });
});
