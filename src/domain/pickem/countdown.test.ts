import { describe, expect, it } from 'vitest';
import { banner, formatCountdown } from './countdown.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('banner (Upcoming over 24 h away, else Starting Soon)', () => {
  const now = new Date('2026-09-13T12:00:00Z');
  it.each([
    [DAY + 1, 'Upcoming'],
    [3 * DAY, 'Upcoming'],
    [DAY, 'Starting Soon'],
    [HOUR, 'Starting Soon'],
    [-HOUR, 'Starting Soon'],
  ])('%d ms before the first lock: %s', (ms, expected) => {
    expect(banner(new Date(now.getTime() + ms), now)).toBe(expected);
  });
});

describe('formatCountdown (days above a day, hh:mm:ss above 60 minutes, mm:ss below, pulse under 5 minutes)', () => {
  it.each([
    [2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND, '2d 03h 04m', false],
    [DAY + SECOND, '1d 00h 00m', false],
    [DAY, '24:00:00', false],
    [HOUR + MINUTE + SECOND, '01:01:01', false],
    [HOUR, '60:00', false],
    [59 * MINUTE + 59 * SECOND, '59:59', false],
    [5 * MINUTE, '05:00', false],
    [5 * MINUTE - SECOND, '04:59', true],
    [4 * MINUTE + 59 * SECOND + 1, '05:00', false],
    [SECOND + 1, '00:02', true],
    [1, '00:01', true],
    [0, '00:00', true],
    [-5 * SECOND, '00:00', true],
  ])('%d ms → %s', (ms, text, pulse) => {
    expect(formatCountdown(ms)).toEqual({ text, pulse });
  });
});
