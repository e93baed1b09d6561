// The forms cap their fields with the domain's limits; these prove the server's schemas accept
// exactly up to the same limits, so a form never lets through what the server refuses.
import { describe, expect, it } from 'vitest';
import { BABY_NAME_MAX, ENTRY_NAME_MAX, GAME_DESCRIPTION_MAX, GAME_NAME_MAX, PARENT_NAMES_MAX, PAYOUT_MAX, PROMPT_MAX } from '../../domain/games/limits.js';
import { CreateEntrySchema, CreateQuestionsGameSchema } from '../../contracts/pickem.js';
import { BirthResultInputSchema, CreateSquaresGameSchema } from '../../contracts/squares.js';

const text = (length: number) => 'x'.repeat(length);

const squares = (overrides: Record<string, unknown>) =>
  CreateSquaresGameSchema.safeParse({
    variant: 'BabyShower',
    name: 'Pool',
    description: '',
    size: 100,
    entryLimit: null,
    payouts: ['$5'],
    parentNames: 'Sam & Alex',
    dueDate: '2026-12-01',
    theme: 'neutral',
    ...overrides,
  }).success;

const props = (overrides: Record<string, unknown>) =>
  CreateQuestionsGameSchema.safeParse({
    name: 'Props',
    description: '',
    pickemQuestionType: 'Props',
    sportsLeague: null,
    questions: [{ type: 'PropsQuestion', prompt: 'Coin toss?', lockTime: '2026-12-01T18:00:00.000Z', choices: [{ choiceText: 'Heads', points: 10 }, { choiceText: 'Tails', points: 10 }] }],
    tiebreaker: null,
    scoring: { type: 'Podium' },
    oneEntryPerUser: true,
    entryLimit: null,
    allowLateEntry: false,
    maxAnswers: null,
    ...overrides,
  }).success;

describe('the schemas accept up to the forms’ limits and no more', () => {
  it.each([
    ['squares name', GAME_NAME_MAX, (n: number) => squares({ name: text(n) })],
    ['squares description', GAME_DESCRIPTION_MAX, (n: number) => squares({ description: text(n) })],
    ['parents’ names', PARENT_NAMES_MAX, (n: number) => squares({ parentNames: text(n) })],
    ['payout', PAYOUT_MAX, (n: number) => squares({ payouts: [text(n)] })],
    ['baby’s name', BABY_NAME_MAX, (n: number) => BirthResultInputSchema.safeParse({ birthWeightLbs: 7, birthWeightOz: 3, birthDate: '2026-12-01', babyName: text(n) }).success],
    ['pick’em name', GAME_NAME_MAX, (n: number) => props({ name: text(n) })],
    ['pick’em description', GAME_DESCRIPTION_MAX, (n: number) => props({ description: text(n) })],
    ['props tiebreaker prompt', PROMPT_MAX, (n: number) => props({ tiebreaker: { type: 'PropsTiebreaker', prompt: text(n), lockTime: '2026-12-01T18:00:00.000Z' } })],
    ['entry name', ENTRY_NAME_MAX, (n: number) => CreateEntrySchema.safeParse({ entryName: text(n) }).success],
  ])('%s: %i', (_, max, accepts) => {
    expect(accepts(max)).toBe(true);
    expect(accepts(max + 1)).toBe(false);
  });
});
