import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom } from './random.js';

const draws = (key: string, count = 20) => {
  const random = createRandom(key);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  it('gives the same stream for the same key', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        expect(draws(key)).toEqual(draws(key));
      }),
    );
  });

  it('gives different streams for different keys', () => {
    expect(draws('seed|a')).not.toEqual(draws('seed|b'));
    expect(createRandom('seed', 1).next()).not.toBe(createRandom('seed', 2).next());
  });

  it('draws in [0, 1)', () => {
    for (const value of draws('range', 10_000)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('int stays within its bounds, both included', () => {
    const random = createRandom('int');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(random.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('shuffle is a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (key, items) => {
        const before = [...items];
        const shuffled = createRandom(key).shuffle(items);
        expect(items).toEqual(before);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('weighted picks follow their weights', () => {
    const random = createRandom('weighted');
    let heavy = 0;
    for (let i = 0; i < 10_000; i++) if (random.weighted([['heavy', 3], ['light', 1]] as const) === 'heavy') heavy++;
    expect(heavy / 10_000).toBeCloseTo(0.75, 1);
  });

  it('normal and poisson have the asked-for means', () => {
    const random = createRandom('moments');
    const n = 20_000;
    let normal = 0;
    let poisson = 0;
    for (let i = 0; i < n; i++) {
      normal += random.normal(10, 2);
      poisson += random.poisson(1.5);
    }
    expect(normal / n).toBeCloseTo(10, 1);
    expect(poisson / n).toBeCloseTo(1.5, 1);
  });
});
