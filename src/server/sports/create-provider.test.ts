import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.js';
import { apiSportsIntervals, createConfiguredProvider } from './create-provider.js';

describe('createConfiguredProvider', () => {
  const now = () => new Date('2026-11-22T18:00:00Z');
  it.each([
    ['simulator', {}, 'simulator', true],
    ['espn', { SPORTS_PROVIDER: 'espn' }, 'espn', false],
    ['apisports', { SPORTS_PROVIDER: 'apisports', APISPORTS_KEY: 'k' }, 'apisports', false],
  ])('%s', (_name, env, name, hasSimulator) => {
    const configured = createConfiguredProvider(parseEnv(env), now);
    expect(configured.provider.name).toBe(name);
    expect(configured.simulator !== null).toBe(hasSimulator);
    expect(configured.provider.leagues).toEqual(expect.arrayContaining(['NFL', 'NcaaFootball', 'MLB', 'NBA']));
  });

  it('polls ESPN every 10–15 s while live', () => {
    const { intervals } = createConfiguredProvider(parseEnv({ SPORTS_PROVIDER: 'espn' }), now);
    expect(intervals('NFL').liveMs).toBeGreaterThanOrEqual(10_000);
    expect(intervals('NFL').liveMs).toBeLessThanOrEqual(15_000);
  });
});

describe('apiSportsIntervals: the daily quota spread over a day', () => {
  /** Requests one sport API spends in a day with these intervals (8 live hours, odds, schedules). */
  const dailyRequests = (limit: number, leagues: Array<'NFL' | 'NcaaFootball' | 'MLB'>) =>
    leagues.reduce((sum, league) => {
      const i = apiSportsIntervals(league, limit);
      return sum + Math.ceil((8 * 3_600_000) / i.liveMs) + i.oddsPerRefresh + 8 / leagues.length;
    }, 0);

  it.each([100, 1_000, 7_500])('stays within a %i-request day', (limit) => {
    expect(dailyRequests(limit, ['NFL', 'NcaaFootball'])).toBeLessThanOrEqual(limit);
    expect(dailyRequests(limit, ['MLB'])).toBeLessThanOrEqual(limit);
  });

  it('polls the free plan slowly and a paid plan at 15 s', () => {
    expect(apiSportsIntervals('NFL', 100).liveMs).toBeGreaterThan(10 * 60_000);
    expect(apiSportsIntervals('MLB', 7_500).liveMs).toBe(15_000);
  });
});
