import { describe, expect, it } from 'vitest';
import { baseballGame, footballGame, stored } from '../../../testing/sports-games.js';
import { gameFacts, gameScenarios } from './game-facts.js';
import { DIGITS_100, square, squaresGame } from './fixtures.js';

const locked = { gamePhase: 'Live' as const, targetScores: [DIGITS_100] };

describe('gameFacts: the badge', () => {
  it.each([
    ['Open while claims are open', {}, footballGame(), 'Open'],
    ['Locked once locked, before kickoff', locked, footballGame(), 'Locked'],
    ['Live while the game is in play', locked, footballGame({ status: 'Q2', periodScores: { away: [7, 0], home: [3, 0] } }), 'Live'],
    ['Live at halftime too (a break in play, not a delay)', locked, footballGame({ status: 'HT', periodScores: { away: [7, 0], home: [3, 0] } }), 'Live'],
    ['Locked when postponed', locked, footballGame({ status: 'PST' }), 'Locked'],
    ['Over when the game is a played final', { ...locked, gamePhase: 'Over' as const }, footballGame({ status: 'FT', periodScores: { away: [7, 0, 0, 3], home: [3, 0, 0, 0] } }), 'Over'],
  ])('%s', (_, game, sports, badge) => {
    expect(gameFacts(squaresGame(game), stored(sports)).badge).toBe(badge);
  });

  it('a baby shower is Open, then Locked until the birth, then Over', () => {
    const baby = { variant: 'BabyShower' as const, sportsGameId: null, sportsLeague: null };
    expect(gameFacts(squaresGame(baby), null).badge).toBe('Open');
    expect(gameFacts(squaresGame({ ...baby, ...locked }), null).badge).toBe('Locked');
    expect(gameFacts(squaresGame({ ...baby, ...locked, gamePhase: 'Over' }), null).badge).toBe('Over');
  });
});

describe('gameFacts: axes, periods and payouts', () => {
  it('team codes and colours on the axes: away on the rows, home on the columns', () => {
    const facts = gameFacts(squaresGame(), stored(footballGame()));
    expect(facts.away).toMatchObject({ code: 'MIA', name: 'Miami Dolphins', color: '#008E97' });
    expect(facts.home).toMatchObject({ code: 'GB', name: 'Green Bay Packers', color: '#203731', ink: '#ffffff' });
  });

  it('before the sports game has loaded, neutral sides hold the place', () => {
    expect(gameFacts(squaresGame(), null).away.code).toBe('AWAY');
  });

  it('football pays Q1, Half, Q3 and Final, each with the host’s payout text', () => {
    const facts = gameFacts(squaresGame({ payouts: ['$25', '$25', '$25', '$50'] }), stored(footballGame()));
    expect(facts.periods.map((p) => `${p.label} ${p.payout}`)).toEqual(['Q1 $25', 'Half $25', 'Q3 $25', 'Final $50']);
  });

  it('baseball pays after each inning and the Final', () => {
    const facts = gameFacts(squaresGame({ sportsLeague: 'MLB' }), stored(baseballGame()));
    expect(facts.periods.map((p) => p.label)).toEqual(['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', 'Final']);
  });

  it('a baby shower pays one result, Birth, on the birth day and the ounces', () => {
    const facts = gameFacts(squaresGame({ variant: 'BabyShower', sportsGameId: null, sportsLeague: null, payouts: ['Diapers'] }), null);
    expect(facts.periods).toEqual([{ label: 'Birth', payout: 'Diapers', result: null, inPlay: false }]);
    expect(facts.away.name).toBe('Birth day, last digit');
    expect(facts.home.name).toBe('Ounces, last digit');
  });

  it('results are matched to their periods', () => {
    const result = { label: 'Q1', rowCol: [2, 3] as [number, number], square: 23, uid: 'u1', entryName: 'AB', scores: { away: 7, home: 3 } };
    const facts = gameFacts(squaresGame({ ...locked, results: [result] }), stored(footballGame({ status: 'Q2', periodScores: { away: [7, 0], home: [3, 0] } })));
    expect(facts.periods[0]?.result).toEqual(result);
    expect(facts.periods[1]).toMatchObject({ label: 'Half', result: null, inPlay: true });
  });
});

describe('gameFacts: digits in force, the square winning now and the scenario hints', () => {
  it('halftime digits: one tab per set, named by the quarters it covers; the second half shows the second set', () => {
    const sets = [DIGITS_100, { rows: DIGITS_100.cols, cols: DIGITS_100.rows }];
    const game = squaresGame({ gamePhase: 'Live', changeTargetScores: 'ChangeEveryOtherPeriod', targetScores: sets });
    expect(gameFacts(game, stored(footballGame())).digitSets).toEqual([
      { index: 0, label: 'Q1–Q2' },
      { index: 1, label: 'Q3–Q4' },
    ]);
    expect(gameFacts(game, stored(footballGame())).digitSetInForce).toBe(0);
    const third = footballGame({ status: 'Q3', periodScores: { away: [7, 3, 0], home: [0, 3, 0] } });
    expect(gameFacts(game, stored(third)).digitSetInForce).toBe(1);
  });

  it('baseball changes every 3 innings', () => {
    const game = squaresGame({ sportsLeague: 'MLB', gamePhase: 'Live', changeTargetScores: 'ChangeEveryPeriod', targetScores: [DIGITS_100, DIGITS_100, DIGITS_100] });
    expect(gameFacts(game, stored(baseballGame())).digitSets.map((s) => s.label)).toEqual(['Innings 1–3', 'Innings 4–6', 'Innings 7–9']);
  });

  it('in play: the square the score points at, and +1/+2/+3/+7 for either team', () => {
    // Rows hold 9…0 (row r is digit 9−r); columns hold 0…9. MIA 7, GB 3 → row 2, column 3 = square 23.
    const game = squaresGame({ ...locked, squares: [square(23, 'u1', 'AB'), square(13, 'u2', 'CD')] });
    const facts = gameFacts(game, stored(footballGame({ status: 'Q2', periodScores: { away: [7, 0], home: [3, 0] } })));
    expect(facts.scores).toEqual({ away: 7, home: 3 });
    expect(facts.currentSquare).toBe(23);
    const scenarios = gameScenarios(facts, game);
    expect(scenarios).toHaveLength(8);
    // MIA +1 → 8 → row 1, column 3 = square 13 (CD).
    expect(scenarios.find((s) => s.team === 'away' && s.points === 1)).toMatchObject({ square: 13, entryName: 'CD' });
    expect(scenarios.find((s) => s.team === 'home' && s.points === 7)).toMatchObject({ square: 20, entryName: null });
  });

  it('a claim leaves the facts as they were: only the scenario hints read the squares', () => {
    const sports = stored(footballGame({ status: 'Q2', periodScores: { away: [7, 0], home: [3, 0] } }));
    const before = squaresGame({ ...locked, squares: [square(23, 'u1', 'AB')] });
    const after = { ...before, squares: [...before.squares, square(13, 'u2', 'CD')] };
    expect(gameFacts(after, sports)).toEqual(gameFacts(before, sports));
    expect(gameScenarios(gameFacts(before, sports), before).find((s) => s.square === 13)?.entryName).toBeNull();
    expect(gameScenarios(gameFacts(after, sports), after).find((s) => s.square === 13)?.entryName).toBe('CD');
  });

  it('no hints before kickoff, at the final whistle, or before the draw', () => {
    const hints = (game: ReturnType<typeof squaresGame>, sports: ReturnType<typeof stored>) => gameScenarios(gameFacts(game, sports), game);
    expect(hints(squaresGame(locked), stored(footballGame()))).toEqual([]);
    expect(hints(squaresGame(locked), stored(footballGame({ status: 'FT', periodScores: { away: [7, 0, 0, 0], home: [3, 0, 0, 0] } })))).toEqual([]);
    expect(hints(squaresGame(), stored(footballGame({ status: 'Q2', periodScores: { away: [7, 0], home: [3, 0] } })))).toEqual([]);
    expect(gameFacts(squaresGame(), stored(footballGame({ status: 'Q2', periodScores: { away: [7, 0], home: [3, 0] } }))).currentSquare).toBeNull();
  });
});
