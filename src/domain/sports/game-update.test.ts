import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideGameUpdate, jsonEqual, totalScore } from './game-update.js';
import type { GameVersion } from './game-update.js';

const football = (status: string, away: (number | null)[] = [], home: (number | null)[] = [], extra: Record<string, unknown> = {}) =>
  ({ sport: 'Football' as const, status, periodScores: { away, home }, ...extra }) as GameVersion;

describe('decideGameUpdate', () => {
  it.each<[string, GameVersion | undefined, GameVersion, string]>([
    ['a game seen for the first time', undefined, football('NS'), 'new'],
    ['the same game again', football('Q1', [7], [0]), football('Q1', [7], [0]), 'unchanged'],
    ['a score during play', football('Q1', [7], [0]), football('Q1', [7], [3]), 'changed'],
    ['kickoff', football('NS'), football('Q1', [0], [0]), 'changed'],
    ['the final whistle', football('Q4', [7, 3, 0, 7], [0, 0, 14, 3]), football('FT', [7, 3, 0, 7], [0, 0, 14, 3]), 'changed'],
    ['odds moving before kickoff', football('NS', [], [], { odds: 1 }), football('NS', [], [], { odds: 2 }), 'changed'],
    ['a stat correction after Final', football('FT', [7, 3, 0, 7], [0, 0, 14, 3]), football('FT', [7, 3, 0, 7], [0, 0, 14, 6]), 'corrected'],
    ['Final becoming Final O/T with the same score', football('FT', [7], [7]), football('AOT', [7], [7]), 'changed'],
    ['a final game reported as in play', football('FT', [7], [0]), football('Q4', [7], [0]), 'rejected'],
    ['a final game reported as not started', football('FT', [7], [0]), football('NS'), 'rejected'],
    ['a live game reported as not started', football('Q2', [7], [0]), football('NS'), 'rejected'],
    ['a postponed game rescheduled', football('PST'), football('NS'), 'changed'],
    ['a game postponed before kickoff', football('NS'), football('PST'), 'changed'],
    ['a cancelled game', football('NS'), football('CANC'), 'changed'],
  ])('%s → %s', (_name, stored, incoming, kind) => {
    expect(decideGameUpdate(stored, incoming).kind).toBe(kind);
  });

  it('says why it rejects', () => {
    expect(decideGameUpdate(football('FT', [7], [0]), football('Q4', [7], [0]))).toEqual({
      kind: 'rejected',
      reason: 'final game reported as Q4',
    });
  });
});

describe('jsonEqual', () => {
  it('ignores key order and compares deeply', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({}, [])).toBe(false);
  });

  it('is reflexive on any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => jsonEqual(value, JSON.parse(JSON.stringify(value)))));
  });
});

describe('totalScore', () => {
  it('adds the periods played', () => {
    expect(totalScore([7, 3, null, 0])).toBe(10);
    expect(totalScore([])).toBe(0);
  });
});
