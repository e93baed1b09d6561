import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answerPoints, gameQuestionResults, pickOutcome, scoreEntries, scoreEntry } from './results.js';
import type { ScoredQuestion } from './results.js';
import type { SportsQuestionType } from './vocabulary.js';

const result = (type: SportsQuestionType, status: string, away: number, home: number, vsSpread: number | null = null) =>
  gameQuestionResults({ type, status, scores: { away, home }, vsSpread });

describe('gameQuestionResults (Live scoring)', () => {
  it.each([
    ['StraightUpPick, home wins', result('StraightUpPick', 'FT', 17, 24), { Away: 'L', Home: 'W' }],
    ['StraightUpPick, away wins after overtime', result('StraightUpPick', 'AOT', 27, 24), { Away: 'W', Home: 'L' }],
    ['StraightUpPick, a tie is a push', result('StraightUpPick', 'FT', 20, 20), { Away: 'Push', Home: 'Push' }],
    ['StraightUpPick, an awarded game counts', result('StraightUpPick', 'AWD', 0, 20), { Away: 'L', Home: 'W' }],
    ['UnderdogBonusPick scores straight up', result('UnderdogBonusPick', 'FT', 10, 3), { Away: 'W', Home: 'L' }],
    ['VsSpreadPick, home −3.5 covers by winning by 4', result('VsSpreadPick', 'FT', 20, 24, -3.5), { Away: 'L', Home: 'W' }],
    ['VsSpreadPick, home −3.5 wins by 3: away covers', result('VsSpreadPick', 'FT', 21, 24, -3.5), { Away: 'W', Home: 'L' }],
    ['VsSpreadPick, home +7 loses by 6: home covers', result('VsSpreadPick', 'FT', 27, 21, 7), { Away: 'L', Home: 'W' }],
    ['VsSpreadPick, exactly the spread is a push', result('VsSpreadPick', 'FT', 21, 24, -3), { Away: 'Push', Home: 'Push' }],
    ['VsSpreadPick without a line scores straight up', result('VsSpreadPick', 'FT', 21, 24), { Away: 'L', Home: 'W' }],
    ['OffPick is void once final', result('OffPick', 'FT', 21, 24), { Away: 'Void', Home: 'Void' }],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each(['NS', 'Warmup', 'Q2', 'HT', 'IN7', 'INTR', 'SUSP', 'OT'])('%s is not final: no result yet', (status) => {
    expect(result('StraightUpPick', status, 3, 0)).toEqual({ Away: null, Home: null });
  });

  it.each(['POST', 'PST', 'CANC', 'ABD'])('%s voids the question: 0 for everyone', (status) => {
    expect(result('VsSpreadPick', status, 3, 0, -2.5)).toEqual({ Away: 'Void', Home: 'Void' });
    expect(result('OffPick', status, 3, 0)).toEqual({ Away: 'Void', Home: 'Void' });
  });

  it('has no result for a final game without scores', () => {
    expect(gameQuestionResults({ type: 'StraightUpPick', status: 'FT', scores: null, vsSpread: null })).toEqual({ Away: null, Home: null });
  });

  it('settles a final game with exactly one winner, or a push or void for both', () => {
    const type = fc.constantFrom<SportsQuestionType>('StraightUpPick', 'VsSpreadPick', 'UnderdogBonusPick');
    const line = fc.option(fc.integer({ min: -40, max: 40 }).map((half) => half / 2));
    fc.assert(
      fc.property(type, fc.nat(80), fc.nat(80), line, (t, away, home, vsSpread) => {
        const r = gameQuestionResults({ type: t, status: 'FT', scores: { away, home }, vsSpread });
        const pair = [r.Away, r.Home].sort().join('/');
        expect(['L/W', 'Push/Push']).toContain(pair);
      }),
    );
  });
});

const question = (index: number, ...choices: [string, number, 'W' | 'L' | 'Push' | 'Void' | null][]): ScoredQuestion => ({
  index,
  choices: choices.map(([key, points, result]) => ({ key, points, result })),
});

describe('answerPoints and scoreEntry', () => {
  const questions = [
    question(0, ['Away', 10, 'L'], ['Home', 10, 'W']),
    question(1, ['Away', 27.69, 'W'], ['Home', 10, 'L']),
    question(2, ['Away', 10, 'Push'], ['Home', 10, 'Push']),
    question(3, ['Away', 10, 'Void'], ['Home', 10, 'Void']),
    question(4, ['Away', 10, null], ['Home', 10, null]),
    question(5, ['Yes', 0.1, 'W'], ['No', 0.2, 'L']),
    question(6, ['Yes', 0.2, 'W'], ['No', 0.2, 'W']),
  ];

  it.each([
    ['W adds the choice’s points', 0, 'Home', 10],
    ['L adds 0', 0, 'Away', 0],
    ['an underdog win adds its bonus', 1, 'Away', 27.69],
    ['a push adds 0', 2, 'Home', 0],
    ['void adds 0', 3, 'Away', 0],
    ['unsettled adds 0', 4, 'Away', 0],
    ['a choice that is not offered adds 0', 0, 'Draw', 0],
  ])('%s', (_, index, choice, points) => {
    expect(answerPoints(questions[index]!, choice)).toBe(points);
  });

  it('sums the answered settled questions', () => {
    const answers = [
      { question: 0, choice: 'Home' },
      { question: 1, choice: 'Away' },
      { question: 2, choice: 'Away' },
      { question: 3, choice: 'Home' },
      { question: 4, choice: 'Home' },
    ];
    expect(scoreEntry(answers, questions)).toBe(37.69);
  });

  it('sums in hundredths, so equal totals tie exactly', () => {
    expect(scoreEntry([{ question: 5, choice: 'Yes' }, { question: 6, choice: 'Yes' }], questions)).toBe(0.3);
  });

  it('scores many entries at once as it scores each', () => {
    const entries = [[{ question: 0, choice: 'Home' }, { question: 1, choice: 'Away' }], [{ question: 5, choice: 'Yes' }, { question: 6, choice: 'Yes' }], []].map((answers) => ({ answers }));
    expect(scoreEntries(entries, questions)).toEqual([37.69, 0.3, 0]);
    expect(scoreEntries(entries, questions)).toEqual(entries.map((e) => scoreEntry(e.answers, questions)));
  });

  it('ignores answers to questions the game does not have, and scores no answers as 0', () => {
    expect(scoreEntry([{ question: 42, choice: 'Home' }], questions)).toBe(0);
    expect(scoreEntry([], questions)).toBe(0);
  });
});

describe('pickOutcome', () => {
  it.each([
    ['won', { points: 15, result: 'W' as const }, 'Over' as const, { label: 'WON', points: 15 }],
    ['lost', { points: 15, result: 'L' as const }, 'Over' as const, { label: 'LOST', points: 0 }],
    ['push', { points: 10, result: 'Push' as const }, 'Over' as const, { label: 'PUSH', points: 0 }],
    ['void', { points: 10, result: 'Void' as const }, 'Over' as const, { label: 'VOID', points: 0 }],
    ['in play', { points: 10, result: null }, 'Live' as const, { label: 'LIVE', points: 0 }],
    ['a prop waiting for the host', { points: 10, result: null }, 'Over' as const, { label: 'LIVE', points: 0 }],
    ['not started', { points: 10, result: null }, 'Pending' as const, { label: 'PENDING', points: 0 }],
    ['no pick', null, 'Over' as const, { label: 'NO PICK', points: 0 }],
    ['no pick before the start', null, 'Pending' as const, { label: 'NO PICK', points: 0 }],
  ])('%s', (_, choice, phase, expected) => {
    expect(pickOutcome({ choice, phase })).toEqual(expected);
  });
});
