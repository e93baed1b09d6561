import { describe, expect, it } from 'vitest';
import { CreateQuestionsGameSchema } from '../../../../contracts/pickem.js';
import { baseballGame, basketballGame, footballGame, stored, type GameOverrides } from '../../../testing/sports-games.js';
import { resolvePickemCreatePath } from './create-paths.js';
import {
  dayLabel,
  defaultLockTime,
  defaultSlateName,
  formatPoints,
  fromLocalInput,
  initialPropsValues,
  initialSlateValues,
  isOpenGame,
  isValid,
  newPropsChoice,
  newPropsQuestion,
  propsPayload,
  slatePayload,
  slatesOf,
  tiebreakerGame,
  toLocalInput,
  underdogPoints,
  validateProps,
  validateSlate,
  type PropsValues,
  type Slate,
  type SlateValues,
} from './create-rules.js';

// Sunday 22 Nov 2026, 08:00 Pacific.
const NOW = Date.parse('2026-11-22T16:00:00.000Z');

const nflGame = (n: number, overrides: GameOverrides = {}) =>
  footballGame({ id: `nfl-${n}`, gameTime: `2026-11-22T${String(17 + n).padStart(2, '0')}:00:00.000Z`, ...overrides });

const week11: Slate = { key: 'week::11', label: 'Week 11', nameLabel: 'Week 11', games: [nflGame(1), nflGame(2), nflGame(3)] };
const slate = (overrides: Partial<SlateValues> = {}): SlateValues => ({ ...initialSlateValues(), ...overrides });
const props = (overrides: Partial<PropsValues> = {}): PropsValues => {
  const values = initialPropsValues(NOW);
  const [first] = values.questions;
  return { ...values, questions: first ? [{ ...first, prompt: 'Who scores first?' }] : [], ...overrides };
};

describe('pick’em creation paths', () => {
  it.each([
    ['/games/new/football-pickem', { kind: 'slate', sport: 'football' }],
    ['/games/new/baseball-pickem', { kind: 'slate', sport: 'baseball' }],
    ['/games/new/basketball-pickem/', { kind: 'slate', sport: 'basketball' }],
    ['/games/new/props', { kind: 'props' }],
    ['/webview/new/football-pickem', { kind: 'slate', sport: 'football' }],
  ])('%s', (path, page) => {
    expect(resolvePickemCreatePath(path)).toEqual(page);
  });

  it('anything else is the catch-all page, including /football-pickem (sends it to the public pool page)', () => {
    expect(resolvePickemCreatePath('/games/new/hockey-pickem')).toEqual({ kind: 'home' });
    expect(resolvePickemCreatePath('/football-pickem')).toEqual({ kind: 'home' });
  });
});

describe('slates: a football week, a baseball or basketball day (slate day in Pacific time)', () => {
  it('groups football by week, soonest first, and leaves out games that started or kick off now', () => {
    const games = [
      stored(nflGame(3, { week: 12, gameTime: '2026-11-29T18:00:00.000Z', date: '2026-11-29' })),
      stored(nflGame(2)),
      stored(nflGame(1)),
      stored(nflGame(0, { status: 'Q1', gameTime: '2026-11-22T15:00:00.000Z' })),
      stored(nflGame(4, { gameTime: '2026-11-22T16:00:00.000Z' })),
    ];
    const slates = slatesOf(games, NOW);
    expect(slates.map((s) => [s.label, s.games.map((g) => g.id)])).toEqual([
      ['Week 11', ['nfl-1', 'nfl-2']],
      ['Week 12', ['nfl-3']],
    ]);
    expect(defaultSlateName('NFL', slates[0] ?? null)).toBe("NFL Week 11 Pick'em");
    expect(defaultSlateName('NcaaFootball', slates[1] ?? null)).toBe("College Football Week 12 Pick'em");
  });

  it('names postseason weeks by their round, apart from the regular weeks of the same number', () => {
    const post = (n: number, week: number, day: number) =>
      stored(nflGame(n, { stage: 'Postseason', week, gameTime: `2027-01-${String(day).padStart(2, '0')}T21:00:00.000Z`, date: `2027-01-${String(day).padStart(2, '0')}` }));
    const games = [
      stored(nflGame(1, { week: 1 })),
      post(2, 1, 9),
      post(3, 2, 16),
      post(4, 3, 23),
      post(5, 4, 30),
      stored(nflGame(6, { stage: 'Postseason', week: 5, gameTime: '2027-02-07T23:30:00.000Z', date: '2027-02-07' })),
    ];
    const slates = slatesOf(games, NOW);
    expect(slates.map((s) => [s.label, s.nameLabel, s.games.map((g) => g.id)])).toEqual([
      ['Week 1', 'Week 1', ['nfl-1']],
      ['Wild Card', 'Wild Card', ['nfl-2']],
      ['Divisional Round', 'Divisional Round', ['nfl-3']],
      ['Conference Championships', 'Conference Championships', ['nfl-4']],
      ['Pro Bowl', 'Pro Bowl', ['nfl-5']],
      ['Super Bowl', 'Super Bowl', ['nfl-6']],
    ]);
    expect(defaultSlateName('NFL', slates[5] ?? null)).toBe("NFL Super Bowl Pick'em");
    expect(defaultSlateName('NFL', slates[1] ?? null)).toBe("NFL Wild Card Pick'em");
    const bowls = slatesOf([stored(nflGame(7, { sportsLeague: 'NcaaFootball', stage: 'Postseason', week: 1 }))], NOW);
    expect(defaultSlateName('NcaaFootball', bowls[0] ?? null)).toBe("College Football Bowl Season Pick'em");
  });

  it('groups baseball and basketball by slate day, named Today, Tomorrow, then the date', () => {
    const games = [
      stored(baseballGame({ id: 'a', date: '2026-11-22' })),
      stored(baseballGame({ id: 'b', date: '2026-11-23', gameTime: '2026-11-23T18:05:00.000Z' })),
      // 7:30 PM Pacific on the 24th is already the 25th in UTC: the slate day is the Pacific one.
      stored(basketballGame({ id: 'c', date: '2026-11-24', gameTime: '2026-11-25T03:30:00.000Z' })),
    ];
    expect(slatesOf(games, NOW).map((s) => [s.label, s.nameLabel])).toEqual([
      ['Today', 'Nov 22'],
      ['Tomorrow', 'Nov 23'],
      ['Tue, Nov 24', 'Nov 24'],
    ]);
    expect(dayLabel('2026-11-22', Date.parse('2026-11-23T07:00:00.000Z'))).toBe('Today');
    expect(defaultSlateName('MLB', { nameLabel: 'Nov 28' })).toBe("MLB Nov 28 Pick'em");
  });

  it('a game is open while it has not started by status and its start is ahead', () => {
    expect(isOpenGame(nflGame(1), NOW)).toBe(true);
    expect(isOpenGame(nflGame(1, { status: 'PST' }), NOW)).toBe(false);
    expect(isOpenGame(nflGame(1, { gameTime: '2026-11-22T15:59:00.000Z' }), NOW)).toBe(false);
  });
});

describe('underdog bonus points (10 × p(favourite) / p(this side), invertible)', () => {
  it('gives the favourite 10 and the underdog more, and the points give back the probabilities', () => {
    const game = footballGame({ odds: { spread: -3.5, overUnder: 44, vegasOdds: { away: 3.6, home: 1.3 } } });
    const points = underdogPoints(game);
    expect(points?.home).toBeCloseTo(10);
    expect(points?.away).toBeCloseTo(27.69, 2);
    // docs/product/pickem.md: p(home) = points(away) / (points(away) + points(home)) equals the odds' p(home).
    const pHome = (points?.away ?? 0) / ((points?.away ?? 0) + (points?.home ?? 1));
    expect(pHome).toBeCloseTo(0.7347, 4);
    expect(formatPoints(points?.away ?? 0)).toBe('27.7');
    expect(formatPoints(10)).toBe('10');
  });

  it.each([
    ['rounds to hundredths', { away: 3.6, home: 1.3 }, { away: 27.69, home: 10 }],
    ['caps a hopeless underdog at 1,000', { away: 900, home: 1.001 }, { away: 1000, home: 10 }],
  ])('previews exactly what the server stores: %s', (_, vegasOdds, expected) => {
    expect(underdogPoints(footballGame({ odds: { spread: null, overUnder: null, vegasOdds } }))).toEqual(expected);
  });

  it('is null without bookmaker odds (both sides earn 10)', () => {
    expect(underdogPoints(baseballGame())).toBeNull();
    expect(underdogPoints(footballGame({ odds: null }))).toBeNull();
  });
});

describe('the slate form (ready to save as it opens)', () => {
  it('is valid at once: straight up, every game in play, tiebreaker on the last game', () => {
    const values = slate();
    expect(isValid(validateSlate(values, 'NFL', week11))).toBe(true);
    expect(tiebreakerGame(values, week11)?.id).toBe('nfl-3');
    const payload = slatePayload(values, 'NFL', week11);
    expect(CreateQuestionsGameSchema.parse(payload)).toEqual({
      name: "NFL Week 11 Pick'em",
      description: '',
      pickemQuestionType: 'StraightUp',
      sportsLeague: 'NFL',
      questions: ['nfl-1', 'nfl-2', 'nfl-3'].map((id) => ({ type: 'StraightUpPick', sportsGameId: id })),
      tiebreaker: { type: 'TotalPointsPick', sportsGameId: 'nfl-3' },
      scoring: { type: 'Podium' },
      oneEntryPerUser: false,
      entryLimit: null,
      allowLateEntry: false,
      maxAnswers: null,
    });
  });

  it('drops games, sends off-the-board ones as OffPick, and moves the tiebreaker off a dropped game', () => {
    const values = slate({ questionType: 'VsSpread', marks: { 'nfl-3': 'drop', 'nfl-1': 'off' }, tiebreakerGameId: 'nfl-3' });
    const payload = CreateQuestionsGameSchema.parse(slatePayload(values, 'NFL', week11));
    expect(payload.questions).toEqual([
      { type: 'OffPick', sportsGameId: 'nfl-1' },
      { type: 'VsSpreadPick', sportsGameId: 'nfl-2' },
    ]);
    expect(payload.tiebreaker).toEqual({ type: 'TotalPointsPick', sportsGameId: 'nfl-2' });
    expect(slatePayload(slate({ tiebreakerGameId: 'nfl-1' }), 'NFL', week11).tiebreaker).toEqual({ type: 'TotalPointsPick', sportsGameId: 'nfl-1' });
    expect(slatePayload(slate({ tiebreaker: false }), 'NFL', week11).tiebreaker).toBeNull();
  });

  it('needs a game in play, and a spread on every game in play against the spread', () => {
    const allOff = slate({ marks: { 'nfl-1': 'off', 'nfl-2': 'drop', 'nfl-3': 'off' } });
    expect(validateSlate(allOff, 'NFL', week11)).toEqual({ games: 'Keep at least one game in play' });
    expect(validateSlate(slate(), 'NFL', null).games).toBe('Keep at least one game in play');

    const noLine = { ...week11, games: [nflGame(1, { odds: null }), nflGame(2)] };
    const errors = validateSlate(slate({ questionType: 'VsSpread' }), 'NFL', noLine);
    expect(errors).toEqual({ 'game:nfl-1': 'Dolphins at Packers has no spread yet: take it off the board or drop it' });
    expect(isValid(validateSlate(slate({ questionType: 'VsSpread', marks: { 'nfl-1': 'off' } }), 'NFL', noLine))).toBe(true);
    expect(isValid(validateSlate(slate({ questionType: 'UnderdogBonus' }), 'NFL', noLine))).toBe(true);
  });

  it('holds at most 40 games', () => {
    const many = { ...week11, games: Array.from({ length: 41 }, (_, n) => nflGame(1, { id: `g${n}` })) };
    expect(validateSlate(slate(), 'NFL', many).games).toBe('A pool holds at most 40 games: drop 1');
  });

  it('checks the name, beans, entry limit and most picks as typed', () => {
    expect(validateSlate(slate({ name: '  ' }), 'NFL', week11)).toEqual({ name: 'Give your pool a name' });
    const typed = slate({ scoring: 'PointsToBeans', entryIncentive: 'x', entryLimit: '0', maxAnswers: '4' });
    expect(Object.keys(validateSlate(typed, 'NFL', week11)).sort()).toEqual(['entryIncentive', 'entryLimit', 'maxAnswers']);
    // One entry per player: the per-player limit is not asked for, nor sent.
    const ok = slate({ scoring: 'PointsToBeans', entryIncentive: '25', oneEntryPerUser: true, entryLimit: '0', maxAnswers: '2', allowLateEntry: true, name: ' Office ', description: ' Pay Ann ' });
    expect(isValid(validateSlate(ok, 'NFL', week11))).toBe(true);
    const payload = CreateQuestionsGameSchema.parse(slatePayload(ok, 'NFL', week11));
    expect(payload).toMatchObject({
      name: 'Office',
      description: 'Pay Ann',
      scoring: { type: 'PointsToBeans', entryIncentiveJellyBeans: 25 },
      oneEntryPerUser: true,
      entryLimit: null,
      allowLateEntry: true,
      maxAnswers: 2,
    });
    expect(slatePayload(slate({ entryLimit: '3' }), 'NFL', week11).entryLimit).toBe(3);
  });
});

describe('the props form', () => {
  it('opens with one Yes/No question at 10 points locking at the next whole hour an hour away; needs only the question', () => {
    const values = initialPropsValues(NOW);
    expect(values.questions[0]?.choices.map((c) => [c.text, c.points])).toEqual([
      ['Yes', '10'],
      ['No', '10'],
    ]);
    expect(fromLocalInput(values.questions[0]?.lockTime ?? '')).toBe('2026-11-22T17:00:00.000Z');
    expect(Object.values(validateProps(values, NOW))).toEqual(['Question 1: write the question']);
    expect(isValid(validateProps(props(), NOW))).toBe(true);
  });

  it('local lock times round-trip through the datetime-local format', () => {
    const at = Date.parse('2026-11-26T22:30:00.000Z');
    expect(fromLocalInput(toLocalInput(at))).toBe('2026-11-26T22:30:00.000Z');
    expect(fromLocalInput('2026-11-26')).toBeNull();
    expect(defaultLockTime(Date.parse('2026-11-22T16:30:00.000Z'))).toBe(toLocalInput(Date.parse('2026-11-22T18:00:00.000Z')));
  });

  it('refuses empty and duplicate choices, bad points, past lock times and an unfinished tiebreaker', () => {
    const question = { ...newPropsQuestion(2, toLocalInput(NOW - 60_000)), prompt: 'MVP?' };
    question.choices = [{ ...newPropsChoice(1, 'Mahomes'), points: '0' }, newPropsChoice(2, ' mahomes '), newPropsChoice(3, '')];
    const errors = validateProps(props({ questions: [question], tiebreaker: true }), NOW);
    expect(errors).toEqual({
      'q2.lockTime': 'Question 1: the lock time has to be in the future',
      'c1.points': 'Question 1: points from 1 to 1000',
      'c3.text': 'Question 1: name choice 3',
      'q2.choices': 'Question 1: each choice needs its own text',
      tiebreakerPrompt: 'Tiebreaker: write the question',
    });
    expect(validateProps(props({ questions: [] }), NOW).questions).toBe('Add at least one question');
  });

  it('sends trimmed questions with ISO lock times and the props tiebreaker', () => {
    const values = props({ tiebreaker: true, tiebreakerPrompt: ' Total points? ', maxAnswers: '1' });
    const payload = CreateQuestionsGameSchema.parse(propsPayload(values));
    expect(payload).toMatchObject({
      name: "Props Pick'em",
      pickemQuestionType: 'Props',
      sportsLeague: null,
      questions: [
        {
          type: 'PropsQuestion',
          prompt: 'Who scores first?',
          lockTime: '2026-11-22T17:00:00.000Z',
          choices: [
            { choiceText: 'Yes', points: 10 },
            { choiceText: 'No', points: 10 },
          ],
        },
      ],
      tiebreaker: { type: 'PropsTiebreaker', prompt: 'Total points?', lockTime: '2026-11-22T17:00:00.000Z' },
      maxAnswers: 1,
    });
    expect(isValid(validateProps(props({ maxAnswers: '2' }), NOW))).toBe(false);
  });
});
