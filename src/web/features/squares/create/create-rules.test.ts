import { describe, expect, it } from 'vitest';
import { CreateSquaresGameSchema } from '../../../../contracts/squares.js';
import { baseballGame, footballGame, team } from '../../../testing/sports-games.js';
import {
  changeChoices,
  createPayload,
  defaultGameName,
  initialBabyShowerValues,
  initialSportsValues,
  isValid,
  payoutLabels,
  payoutList,
  scoringChoices,
  validateCreate,
  type BabyShowerValues,
  type SportsGameValues,
} from './create-rules.js';

const nfl = footballGame();
const mlb = baseballGame();

const sports = (overrides: Partial<SportsGameValues> = {}): SportsGameValues => ({ ...initialSportsValues(nfl), ...overrides });
const baby = (overrides: Partial<BabyShowerValues> = {}): BabyShowerValues => ({
  ...initialBabyShowerValues(),
  parentNames: 'Sam & Alex',
  dueDate: '2027-03-14',
  ...overrides,
});

describe('the form starts ready to save (done in under a minute)', () => {
  it("names the game 'AWAY vs HOME Squares' and picks 100 squares, digits that never change", () => {
    const values = initialSportsValues(nfl);
    expect(values.name).toBe('Dolphins vs Packers Squares');
    expect(values.size).toBe(100);
    expect(values.changeTargetScores).toBe('SameAllGame');
    expect(values.entryLimit).toBe('');
    expect(isValid(validateCreate(values))).toBe(true);
  });

  it('cuts a long default name to the 60 characters the server takes', () => {
    const long = footballGame({ teams: { away: team('A'.repeat(40), 'X', 'AAA'), home: team('B'.repeat(40), 'Y', 'BBB') } });
    expect(defaultGameName(long)).toHaveLength(60);
  });

  it('a baby shower needs the parents and the due date before it can be saved', () => {
    const errors = validateCreate(initialBabyShowerValues());
    expect(errors).toEqual({ parentNames: "Enter the parents' names", dueDate: 'Pick the due date' });
    expect(isValid(validateCreate(baby()))).toBe(true);
  });
});

describe('options in the words of the form', () => {
  it('football: never / at halftime / each quarter; pays quarters, halves or final', () => {
    expect(changeChoices('Football')).toEqual([
      { value: 'SameAllGame', label: 'Never' },
      { value: 'ChangeEveryOtherPeriod', label: 'At halftime' },
      { value: 'ChangeEveryPeriod', label: 'Each quarter' },
    ]);
    expect(scoringChoices('Football').map((choice) => choice.value)).toEqual(['Every', 'Halves', 'Final']);
  });

  it('baseball: never / every 3 innings', () => {
    expect(changeChoices('Baseball').map((choice) => choice.label)).toEqual(['Never', 'Every 3 innings']);
    expect(scoringChoices('Baseball').map((choice) => choice.label)).toEqual(['Every inning', '5th inning and final', 'Final score only']);
  });
});

describe('validation', () => {
  it.each([
    ['', 'Give your game a name'],
    ['   ', 'Give your game a name'],
    ['x'.repeat(61), '60 characters or fewer'],
  ])('name %j → %s', (name, error) => {
    expect(validateCreate(sports({ name })).name).toBe(error);
  });

  it.each([
    ['', true],
    ['1', true],
    [' 10 ', true],
    ['100', true],
    ['0', false],
    ['101', false],
    ['2.5', false],
    ['-1', false],
    ['ten', false],
  ])('squares per player %j on 100 squares: valid %s', (entryLimit, valid) => {
    expect(validateCreate(sports({ entryLimit })).entryLimit === undefined).toBe(valid);
  });

  it('the limit is at most the grid size', () => {
    expect(validateCreate(sports({ size: 25, entryLimit: '26' })).entryLimit).toBe(
      'Leave empty for no limit, or enter a whole number from 1 to 25',
    );
    expect(validateCreate(sports({ size: 25, entryLimit: '25' })).entryLimit).toBeUndefined();
  });

  it.each(['', '2027-02-30', '14/03/2027', '2027-3-14'])('due date %j is refused', (dueDate) => {
    expect(validateCreate(baby({ dueDate })).dueDate).toBe('Pick the due date');
  });
});

describe('one payout field per paying period', () => {
  it('100 squares on football pays Q1, Half, Q3 and Final, whatever the 25-square choice says', () => {
    expect(payoutLabels(sports({ scoringPeriods: 'Final' }), 'Football')).toEqual(['Q1', 'Half', 'Q3', 'Final']);
  });

  it('25 squares pays what was chosen', () => {
    expect(payoutLabels(sports({ size: 25, scoringPeriods: 'Halves' }), 'Football')).toEqual(['Half', 'Final']);
    expect(payoutLabels(sports({ size: 25, scoringPeriods: 'Final' }), 'Football')).toEqual(['Final']);
    expect(payoutLabels(sports({ size: 25, scoringPeriods: 'Halves' }), 'Baseball')).toEqual(['5th', 'Final']);
  });

  it('baseball pays every inning and the final', () => {
    expect(payoutLabels(initialSportsValues(mlb), 'Baseball')).toEqual(['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', 'Final']);
  });

  it('a baby shower pays once, at the birth', () => {
    expect(payoutLabels(baby(), null)).toEqual(['Birth']);
  });

  it('payouts follow the periods, keep what was typed by period, and are left out when all are empty', () => {
    const typed = { Q1: ' $10 ', Half: '', Final: 'Pizza' };
    expect(payoutList(sports({ payouts: typed }), 'Football')).toEqual(['$10', '', '', 'Pizza']);
    expect(payoutList(sports({ size: 25, scoringPeriods: 'Halves', payouts: typed }), 'Football')).toEqual(['', 'Pizza']);
    expect(payoutList(sports({ payouts: { Q1: '  ' } }), 'Football')).toEqual([]);
  });
});

describe('the price per square', () => {
  it.each([
    ['', true],
    ['5', true],
    ['$2.50', true],
    ['1000', true],
    ['0', false],
    ['1000.01', false],
    ['2.505', false],
    ['five', false],
  ])('%j: valid %s', (price, valid) => {
    expect(validateCreate(sports({ price })).price === undefined).toBe(valid);
  });
});

describe('the POST /api/squares/games body', () => {
  it('a football game: trimmed text, the picked game, a number limit, and the contract accepts it', () => {
    const payload = createPayload(
      sports({ name: '  Office pool ', description: ' Bring snacks ', entryLimit: '5', price: ' $2.5 ', changeTargetScores: 'ChangeEveryPeriod', payouts: { Final: '$50' } }),
      nfl,
    );
    expect(payload).toEqual({
      variant: 'SportsGame',
      name: 'Office pool',
      description: 'Bring snacks',
      size: 100,
      entryLimit: 5,
      payouts: ['', '', '', '$50'],
      priceCents: 250,
      sportsGameId: nfl.id,
      changeTargetScores: 'ChangeEveryPeriod',
      scoringPeriods: 'Every',
    });
    expect(CreateSquaresGameSchema.safeParse(payload).success).toBe(true);
  });

  it('100 squares always sends Every; 25 squares sends the choice', () => {
    expect(createPayload(sports({ scoringPeriods: 'Final' }), nfl)).toMatchObject({ size: 100, scoringPeriods: 'Every' });
    expect(createPayload(sports({ size: 25, scoringPeriods: 'Final' }), nfl)).toMatchObject({ size: 25, scoringPeriods: 'Final' });
  });

  it('no limit is null; baseball "every 3 innings" is a Change value the domain reads as every 3 innings', () => {
    const payload = createPayload({ ...initialSportsValues(mlb), changeTargetScores: changeChoices('Baseball')[1]!.value }, mlb);
    expect(payload).toMatchObject({ entryLimit: null, changeTargetScores: 'ChangeEveryPeriod', payouts: [] });
    expect(CreateSquaresGameSchema.safeParse(payload).success).toBe(true);
  });

  it('a baby shower: parents, due date, theme, and one payout for the birth', () => {
    const payload = createPayload(baby({ theme: 'yellow', size: 25, payouts: { Birth: 'Diapers' } }), null);
    expect(payload).toEqual({
      variant: 'BabyShower',
      name: 'Baby Shower Squares',
      description: '',
      size: 25,
      entryLimit: null,
      payouts: ['Diapers'],
      priceCents: null,
      parentNames: 'Sam & Alex',
      dueDate: '2027-03-14',
      theme: 'yellow',
    });
    expect(CreateSquaresGameSchema.safeParse(payload).success).toBe(true);
  });
});
