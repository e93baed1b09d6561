import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown.js';

describe('formatCountdown', () => {
  it.each([
    [600, '10:00'],
    [599.2, '10:00'],
    [599, '09:59'],
    [20, '00:20'],
    [0.4, '00:01'],
    [0, '00:00'],
    [-5, '00:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%d seconds is %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
