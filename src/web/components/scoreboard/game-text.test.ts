import { describe, expect, it } from 'vitest';
import { baseballGame, footballGame } from '../../testing/sports-games.js';
import { clockOf, currentInning, describeOdds, formatAge, formatKickoff, formatSpread, formatTimeOfDay, gameStatusView, inkOn } from './game-text.js';

// Sunday 22 November 2026, 9:00 AM in New York.
const NOW = Date.parse('2026-11-22T14:00:00Z');

describe('kickoff times: the viewer’s zone, named', () => {
  it.each([
    ['2026-11-22T18:00:00Z', 'America/New_York', '1:00 PM EST'],
    ['2026-11-22T18:00:00Z', 'America/Los_Angeles', '10:00 AM PST'],
    ['2026-11-23T01:15:00Z', 'America/New_York', '8:15 PM EST'],
    ['2026-11-24T01:15:00Z', 'America/New_York', 'Tomorrow 8:15 PM EST'],
    // Monday 1 AM in New York is still Sunday night on the west coast.
    ['2026-11-23T06:00:00Z', 'America/New_York', 'Tomorrow 1:00 AM EST'],
    ['2026-11-23T06:00:00Z', 'America/Los_Angeles', '10:00 PM PST'],
    ['2026-11-27T01:15:00Z', 'America/New_York', 'Thu 8:15 PM EST'],
    ['2026-11-29T18:00:00Z', 'America/New_York', 'Nov 29, 1:00 PM EST'],
    ['2026-07-04T23:00:00Z', 'America/New_York', 'Jul 4, 7:00 PM EDT'],
  ])('%s in %s is %s', (gameTime, timeZone, expected) => {
    expect(formatKickoff(gameTime, { now: NOW, timeZone })).toBe(expected);
  });

  it('names zones that have no abbreviation by their offset', () => {
    expect(formatTimeOfDay('2026-11-22T18:00:00Z', 'Europe/Berlin')).toBe('7:00 PM GMT+1');
    expect(formatTimeOfDay('2026-11-22T18:00:00Z', 'UTC')).toBe('6:00 PM UTC');
  });

  it('says how old a time is', () => {
    expect(formatAge('2026-11-22T13:59:30Z', NOW)).toBe('just now');
    expect(formatAge('2026-11-22T13:48:00Z', NOW)).toBe('12 min ago');
    expect(formatAge('2026-11-22T12:30:00Z', NOW)).toBe('1 hour ago');
    expect(formatAge('2026-11-22T10:00:00Z', NOW)).toBe('4 hours ago');
  });
});

describe('status labels', () => {
  const time = { now: NOW, timeZone: 'America/New_York' };
  it.each([
    ['NS', null, 'upcoming', 'Starts 1:00 PM EST', 'Pending'],
    ['Warmup', null, 'upcoming', 'Starts 1:00 PM EST', 'Pending'],
    ['Q1', '9:58 - 1st', 'live', 'LIVE', 'Q1 · 9:58'],
    ['Q4', 'End of 4th', 'live', 'LIVE', 'End of 4th'],
    ['HT', 'Halftime', 'live', 'LIVE', 'Half'],
    ['FT', null, 'final', 'FINAL', 'Final'],
    ['AOT', null, 'final', 'FINAL O/T', 'Final O/T'],
    ['PST', null, 'delayed', 'Postponed', 'Postponed'],
    ['CANC', null, 'final', 'Canceled', 'Canceled'],
  ])('football %s (%s): %s, %s, %s', (status, timer, tone, label, period) => {
    expect(gameStatusView(footballGame({ status, timer }), time)).toMatchObject({ tone, label, period });
  });

  it('reads the clock out of a feed timer', () => {
    expect(clockOf('15:00 - 2nd')).toBe('15:00');
    expect(clockOf('0:48 - 4th')).toBe('0:48');
    expect(clockOf('Halftime')).toBeNull();
    expect(clockOf(null)).toBeNull();
  });
});

describe('odds', () => {
  it('names the favourite from the home spread', () => {
    expect(formatSpread(footballGame())).toBe('GB \u22121.5');
    expect(formatSpread(footballGame({ odds: { spread: 4.5, overUnder: null, vegasOdds: null } }))).toBe('MIA \u22124.5');
    expect(formatSpread(footballGame({ odds: { spread: 0, overUnder: null, vegasOdds: null } }))).toBe("Pick'em");
    expect(formatSpread(footballGame({ odds: null }))).toBeNull();
    expect(describeOdds(footballGame())).toBe('Packers favored by 1.5, over/under 40.5');
    expect(describeOdds(footballGame({ odds: null }))).toBeNull();
  });
});

describe('team chip ink', () => {
  const contrast = (a: string, b: string) => {
    const lum = (hex: string) => {
      const c = (o: number) => {
        const v = parseInt(hex.slice(o, o + 2), 16) / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5);
    };
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each(['#008E97', '#203731', '#FFB612', '#FD5A1E', '#FFFFFF', '#000000', '#777777', '#990000', '#7F7F7F'])(
    'text on %s reaches 4.5:1',
    (colour) => {
      expect(contrast(inkOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('the inning in play', () => {
  const innings = (away: (number | null)[], home: (number | null)[]) => ({
    away: [...away, ...Array<null>(10 - away.length).fill(null)],
    home: [...home, ...Array<null>(10 - home.length).fill(null)],
  });
  it.each([
    // ESPN: the timer names the inning and half; at "End 3rd" the status already reads IN4.
    ['IN4', 'End 3rd', innings([0, 1, 0], [2, 0, 0]), { inning: 3, half: 'end' }],
    ['IN3', 'Mid 3rd', innings([0, 1, 0], [2, 0]), { inning: 3, half: 'middle' }],
    ['IN5', 'Bot 5th', innings([0, 1, 0, 0, 0], [2, 0, 0, 1, 0]), { inning: 5, half: 'bottom' }],
    ['EXTRAS', 'Top 11th', innings([0, 0, 0, 0, 0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0, 1, 0, 0, 0]), { inning: 11, half: 'top' }],
    // API-Sports: no timer, ten cells always; the home cell of the inning says which half.
    ['IN3', null, innings([0, 1, 0], [2, 0]), { inning: 3, half: 'top' }],
    ['IN3', null, innings([0, 1, 0], [2, 0, 0]), { inning: 3, half: 'bottom' }],
  ] as const)('%s, timer %s', (status, timer, periodScores, expected) => {
    expect(currentInning(baseballGame({ status, timer, periodScores }))).toEqual(expected);
  });

  it('the scoreboard says End 3rd at the break after the 3rd', () => {
    const game = baseballGame({ status: 'IN4', timer: 'End 3rd', periodScores: innings([0, 1, 0], [2, 0, 0]) });
    expect(gameStatusView(game, { now: NOW, timeZone: 'America/New_York' }).period).toBe('End 3rd');
  });
});
