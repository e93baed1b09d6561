import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankEntries } from './ranking.js';
import type { RankableEntry } from './ranking.js';

const entry = (id: string, score: number, tiebreakerAnswer: number | null = null, podiumProbability: number | null = null, entryName = id): RankableEntry => ({
  id,
  entryName,
  score,
  tiebreakerAnswer,
  podiumProbability,
});

const ranked = (entries: RankableEntry[], tiebreakerResult: number | null = null) =>
  rankEntries(entries, tiebreakerResult).map(({ id, rank }) => `${rank}:${id}`);

describe('rankEntries', () => {
  it.each([
    ['score, highest first', [entry('a', 10), entry('b', 30), entry('c', 20)], null, ['1:b', '2:c', '3:a']],
    ['equal scores share a rank, the next rank skips', [entry('a', 10), entry('b', 30), entry('c', 30), entry('d', 5)], null, ['1:b', '1:c', '3:a', '4:d']],
    [
      'then tiebreaker closeness once the result is known',
      [entry('a', 20, 40), entry('b', 20, 47), entry('c', 20, 50)],
      48,
      ['1:b', '2:c', '3:a'],
    ],
    ['over and under the result are as close', [entry('a', 20, 44), entry('b', 20, 52)], 48, ['1:a', '1:b']],
    ['an unanswered tiebreaker is farthest', [entry('a', 20, null), entry('b', 20, 150)], 0, ['1:b', '2:a']],
    ['two unanswered tiebreakers tie', [entry('a', 20, null), entry('b', 20, null), entry('c', 10, 3)], 3, ['1:a', '1:b', '3:c']],
    ['the tiebreaker does not count before its result', [entry('a', 20, 1, 0.2), entry('b', 20, 50, 0.4)], null, ['1:b', '1:a']],
    ['closeness never beats score', [entry('a', 10, 48), entry('b', 20, null)], 48, ['1:b', '2:a']],
    [
      'then podium probability orders a shared rank, a computed one first',
      [entry('a', 20, null, 0.1), entry('b', 20, null, 0.7), entry('c', 20, null, null)],
      null,
      ['1:b', '1:a', '1:c'],
    ],
    [
      'then the entry name, case-insensitively',
      [entry('1', 20, null, 0.5, 'zed'), entry('2', 20, null, 0.5, 'Bee'), entry('3', 20, null, 0.5, 'abe')],
      null,
      ['1:3', '1:2', '1:1'],
    ],
    ['then the input order', [entry('x', 20, null, null, 'Same'), entry('y', 20, null, null, 'same')], null, ['1:x', '1:y']],
    ['an empty leaderboard', [], null, []],
  ])('%s', (_, entries, tiebreakerResult, expected) => {
    expect(ranked(entries, tiebreakerResult)).toEqual(expected);
  });

  const entriesArbitrary = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 6 }),
      entryName: fc.constantFrom('Ann', 'ann', 'Bob', 'Cy'),
      score: fc.integer({ min: 0, max: 6 }).map((n) => n * 10),
      tiebreakerAnswer: fc.option(fc.integer({ min: 0, max: 150 })),
      podiumProbability: fc.option(fc.constantFrom(0, 0.25, 0.5, 1)),
    }),
    { selector: (e) => e.id, maxLength: 30 },
  );
  const resultArbitrary = fc.option(fc.integer({ min: 0, max: 150 }));

  it('gives every entry the same rank whatever the input order', () => {
    fc.assert(
      fc.property(entriesArbitrary, resultArbitrary, fc.infiniteStream(fc.nat()), (entries, result, seeds) => {
        const shuffled = entries.map((e) => ({ e, key: seeds.next().value as number })).sort((a, b) => a.key - b.key).map(({ e }) => e);
        const ranks = (list: RankableEntry[]) => new Map(rankEntries(list, result).map((r) => [r.id, r.rank]));
        expect(ranks(shuffled)).toEqual(ranks(entries));
      }),
    );
  });

  it('ranks each entry 1 + the number of entries strictly ahead on score, then closeness', () => {
    fc.assert(
      fc.property(entriesArbitrary, resultArbitrary, (entries, result) => {
        const distance = (e: RankableEntry) => (result === null ? 0 : e.tiebreakerAnswer === null ? Infinity : Math.abs(e.tiebreakerAnswer - result));
        const ahead = (a: RankableEntry, b: RankableEntry) => b.score > a.score || (b.score === a.score && distance(b) < distance(a));
        const out = rankEntries(entries, result);
        expect(out.map((r) => r.id).sort()).toEqual(entries.map((e) => e.id).sort());
        for (const { id, rank } of out) {
          const e = entries.find((x) => x.id === id)!;
          expect(rank).toBe(1 + entries.filter((other) => ahead(e, other)).length);
        }
        // Listed in rank order.
        expect(out.map((r) => r.rank)).toEqual([...out.map((r) => r.rank)].sort((a, b) => a - b));
      }),
    );
  });
});
