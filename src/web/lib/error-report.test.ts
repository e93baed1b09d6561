import { describe, expect, it } from 'vitest';
import { errorReportOf, isSampled } from './error-report.js';

/** A seeded source of numbers in [0, 1) (mulberry32): the same seed, the same draws. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const kept = (rate: number, seed: number, n = 10_000) => {
  const random = seeded(seed);
  let count = 0;
  for (let i = 0; i < n; i += 1) if (isSampled(rate, random)) count += 1;
  return count;
};

describe('error sampling by environment', () => {
  it.each([
    ['production', 0.1, 1_017],
    ['staging', 0.5, 5_004],
    ['development', 1, 10_000],
  ])('%s keeps its share of 10,000 errors (rate %s) on a seeded source', (_env, rate, expected) => {
    expect(kept(rate, 2026)).toBe(expected);
  });

  it('keeps nothing at 0 and decides with the source it is given', () => {
    expect(kept(0, 1)).toBe(0);
    expect(isSampled(0.1, () => 0.0999)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
  });
});

describe('error reports', () => {
  it('carry the name, message, stack, route and version, within the limits', () => {
    const error = new TypeError('x'.repeat(2_000));
    const report = errorReportOf('boundary', error, '/games/:gameId', '0.4.142');
    expect(report).toMatchObject({ kind: 'boundary', name: 'TypeError', route: '/games/:gameId', version: '0.4.142' });
    expect(report.message).toHaveLength(1_000);
    expect(report.stack).toContain('TypeError');
  });

  it('take anything thrown', () => {
    expect(errorReportOf('unhandledrejection', 'nope', '/', '1.0.0')).toMatchObject({ name: 'Error', message: 'nope', stack: '' });
    expect(errorReportOf('unhandledrejection', { code: 7 }, '/', 'bad version!')).toMatchObject({ message: '{"code":7}', version: 'unknown' });
    expect(errorReportOf('error', undefined, '/', '1.0.0').message).toBe('');
  });
});
