// Who plays whom, and when, on a simulated slate day. Times are the leagues' usual Eastern
// kickoffs; matchups are seeded shuffles of the real teams (see seasons.ts: all year round).

import type { SportsGameId } from '../../../../contracts/sports.js';
import type { SportsLeague } from '../../../../domain/sports/leagues.js';
import type { TeamInfo } from '../../../../domain/sports/teams/team-info.js';
import { compactDate, easternInstant, weekdayOf } from './calendar.js';
import { createRandom, type Random } from './random.js';
import { collegePoll, POLL_SIZE } from './ratings.js';
import { ncaaWeekOf, nflWeekOf } from './seasons.js';

export interface Fixture {
  /** e.g. sim-nfl-20261122-03: league, slate day, 1-based order of the day. */
  id: SportsGameId;
  league: SportsLeague;
  /** Slate day (YYYY-MM-DD); the Pacific date of gameTime, since every kickoff is between noon and 10:30pm Eastern. */
  date: string;
  gameTime: Date;
  /** Football week; null for MLB and NBA. */
  week: number | null;
  away: TeamInfo;
  home: TeamInfo;
  /** College poll ranks (1–25), null when unranked or not college. */
  awayRank: number | null;
  homeRank: number | null;
}

/** The id prefix of each league (ids are url-safe: SportsGameIdSchema). */
export const LEAGUE_ID_CODES: Readonly<Record<SportsLeague, string>> = {
  NFL: 'nfl',
  NcaaFootball: 'ncaaf',
  MLB: 'mlb',
  NBA: 'nba',
};

const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;

/**
 * An NFL week's 16 slots, Thursday to Monday, each team once: Thursday night, nine early and
 * four late Sunday games, Sunday night, Monday night.
 */
const NFL_SLOTS: readonly (readonly [weekday: number, time: string])[] = [
  [THURSDAY, '20:15'],
  ...Array.from({ length: 9 }, () => [SUNDAY, '13:00'] as const),
  [SUNDAY, '16:05'],
  [SUNDAY, '16:05'],
  [SUNDAY, '16:25'],
  [SUNDAY, '16:25'],
  [SUNDAY, '20:20'],
  [MONDAY, '20:15'],
];

/** A college Saturday: 30 games from noon to the 10:30pm late kick. */
const NCAA_TIMES = [
  ...Array<string>(8).fill('12:00'),
  ...Array<string>(8).fill('15:30'),
  ...Array<string>(3).fill('16:00'),
  ...Array<string>(4).fill('19:00'),
  ...Array<string>(4).fill('19:30'),
  ...Array<string>(2).fill('20:00'),
  '22:30',
];

/** MLB: all 30 teams, day games to West Coast night games. */
const MLB_TIMES = [
  '13:05', '13:10', '16:05', '18:40', '19:05', '19:05', '19:10', '19:10',
  '19:40', '20:10', '20:10', '21:40', '21:40', '22:10', '22:10',
];

/** NBA: a day's games are drawn from these tip-offs. */
const NBA_TIMES = ['19:00', '19:00', '19:30', '19:30', '19:30', '20:00', '20:00', '21:00', '22:00', '22:30'];
const NBA_GAMES = { min: 6, max: 10 } as const;

/** The fixtures of `league` on slate day `date`, in kickoff order. */
export function fixturesOn(seed: string, league: SportsLeague, date: string, teams: readonly TeamInfo[]): Fixture[] {
  switch (league) {
    case 'NFL':
      return nflFixtures(seed, date, teams);
    case 'NcaaFootball':
      return collegeFixtures(seed, date, teams);
    case 'MLB':
      return mlbFixtures(seed, date, teams);
    case 'NBA':
      return nbaFixtures(seed, date, teams);
  }
}

interface Matchup {
  time: string;
  away: TeamInfo;
  home: TeamInfo;
}

/** Consecutive teams of a shuffled list play each other, the first away. */
function pairUp(random: Random, teams: readonly TeamInfo[]): [away: TeamInfo, home: TeamInfo][] {
  const shuffled = random.shuffle(teams);
  const pairs: [TeamInfo, TeamInfo][] = [];
  for (let i = 0; i + 1 < shuffled.length; i += 2) pairs.push([shuffled[i] as TeamInfo, shuffled[i + 1] as TeamInfo]);
  return pairs;
}

function withTimes(times: readonly string[], pairs: readonly (readonly [TeamInfo, TeamInfo])[]): Matchup[] {
  return pairs.slice(0, times.length).map(([away, home], i) => ({ time: times[i] as string, away, home }));
}

function toFixtures(
  league: SportsLeague,
  date: string,
  week: number | null,
  matchups: readonly Matchup[],
  rankOf: (team: TeamInfo) => number | null = () => null,
): Fixture[] {
  return matchups
    .map((matchup) => ({ ...matchup, gameTime: easternInstant(date, matchup.time) }))
    .sort((a, b) => a.gameTime.getTime() - b.gameTime.getTime())
    .map(({ gameTime, away, home }, index) => ({
      // The simulator makes its ids: url-safe by construction.
      id: `sim-${LEAGUE_ID_CODES[league]}-${compactDate(date)}-${String(index + 1).padStart(2, '0')}` as SportsGameId,
      league,
      date,
      gameTime,
      week,
      away,
      home,
      awayRank: rankOf(away),
      homeRank: rankOf(home),
    }));
}

// One pairing per NFL week (Thursday to Monday), so every team plays exactly once a week.
function nflFixtures(seed: string, date: string, teams: readonly TeamInfo[]): Fixture[] {
  const weekday = weekdayOf(date);
  const { season, week } = nflWeekOf(date);
  const pairs = pairUp(createRandom(seed, 'nfl-week', season, week), teams);
  const matchups = NFL_SLOTS.flatMap(([slotDay, time], i) => {
    const pair = pairs[i];
    return slotDay === weekday && pair !== undefined ? [{ time, away: pair[0], home: pair[1] }] : [];
  });
  return toFixtures('NFL', date, week, matchups);
}

// Saturdays: every ranked team plays, with enough unranked schools to fill 30 games.
function collegeFixtures(seed: string, date: string, teams: readonly TeamInfo[]): Fixture[] {
  if (weekdayOf(date) !== SATURDAY) return [];
  const { season, week } = ncaaWeekOf(date);
  const poll = collegePoll(seed, teams, season, week);
  const random = createRandom(seed, 'ncaa-week', season, week);
  const ranked = teams.filter((team) => poll.has(team.slug));
  const unranked = random.shuffle(teams.filter((team) => !poll.has(team.slug)));
  const playing = [...ranked, ...unranked.slice(0, NCAA_TIMES.length * 2 - POLL_SIZE)];
  const matchups = withTimes(NCAA_TIMES, pairUp(random, playing));
  return toFixtures('NcaaFootball', date, week, matchups, (team) => poll.get(team.slug) ?? null);
}

function mlbFixtures(seed: string, date: string, teams: readonly TeamInfo[]): Fixture[] {
  return toFixtures('MLB', date, null, withTimes(MLB_TIMES, pairUp(createRandom(seed, 'mlb-day', date), teams)));
}

function nbaFixtures(seed: string, date: string, teams: readonly TeamInfo[]): Fixture[] {
  const random = createRandom(seed, 'nba-day', date);
  const count = random.int(NBA_GAMES.min, NBA_GAMES.max);
  // A sorted subset of the tip-off times, so the evening is spread from 7:00 to 10:30.
  const times = random
    .shuffle(NBA_TIMES.map((time, i) => ({ time, i })))
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map(({ time }) => time);
  return toFixtures('NBA', date, null, withTimes(times, pairUp(random, teams)));
}
