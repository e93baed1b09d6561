import { describe, expect, it } from 'vitest';
import { skewFrom } from './clock-skew.js';

describe('skewFrom', () => {
  it.each([
    ['in step', 1_000, 1_050, 1_100, { skewMs: 0, uncertaintyMs: 50 }],
    ['this device 2 s ahead', 3_000, 1_050, 3_100, { skewMs: 2_000, uncertaintyMs: 50 }],
    ['this device 2 s behind', 1_000, 3_050, 1_100, { skewMs: -2_000, uncertaintyMs: 50 }],
    ['an instant answer', 5_000, 5_000, 5_000, { skewMs: 0, uncertaintyMs: 0 }],
  ])('%s', (_what, sent, server, received, expected) => {
    expect(skewFrom(sent, server, received)).toEqual(expected);
  });
});
