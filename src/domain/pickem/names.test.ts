import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entryNameKey } from '../people/promotion.js';
import { ADJECTIVES, ANIMALS, ENTRY_NAME_ERRORS, generateEntryName } from './names.js';
import { mulberry32 } from './random.js';

/** A random source that replays `values`, then repeats the last one. */
const replay = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
};

describe('generateEntryName (an adjective, an animal and a number 1–98)', () => {
  it('has at least 50 of each word, all distinct, one capitalised word each', () => {
    for (const list of [ADJECTIVES, ANIMALS]) {
      expect(list.length).toBeGreaterThanOrEqual(50);
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) expect(word).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it.each([
    [[0, 0, 0], `${ADJECTIVES[0]} ${ANIMALS[0]} 1`],
    [[0.9999, 0.9999, 0.9999], `${ADJECTIVES.at(-1)} ${ANIMALS.at(-1)} 98`],
  ])('random %j → %s', (values, name) => {
    expect(generateEntryName(replay(...values), new Set())).toBe(name);
  });

  it('always gives an adjective, an animal and a number 1–98', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const match = /^(\w+) (\w+) (\d+)$/.exec(generateEntryName(mulberry32(seed), new Set()));
        expect(match).not.toBeNull();
        expect(ADJECTIVES).toContain(match![1]);
        expect(ANIMALS).toContain(match![2]);
        expect(Number(match![3])).toBeGreaterThanOrEqual(1);
        expect(Number(match![3])).toBeLessThanOrEqual(98);
      }),
    );
  });

  it('skips a name whose normalised key is taken', () => {
    const taken = new Set([entryNameKey(`${ADJECTIVES[0]} ${ANIMALS[0]} 1`)]);
    expect(generateEntryName(replay(0, 0, 0, 0, 0, 0.5), taken)).toBe(`${ADJECTIVES[0]} ${ANIMALS[0]} 50`);
  });

  it('gives up after 100 tries', () => {
    const taken = new Set([entryNameKey(`${ADJECTIVES[0]} ${ANIMALS[0]} 1`)]);
    let calls = 0;
    const always = () => {
      calls++;
      return 0;
    };
    expect(() => generateEntryName(always, taken)).toThrow(ENTRY_NAME_ERRORS.generationFailed);
    expect(calls).toBe(300);
  });

  it('keeps the spec’s texts', () => {
    expect(ENTRY_NAME_ERRORS.generationFailed).toBe('Failed to generate safe entry name');
    expect(ENTRY_NAME_ERRORS.signInToRename).toBe('Sign in required to customize entry name');
  });
});
