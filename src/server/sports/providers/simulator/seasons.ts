// Season calendars of the simulated leagues: week numbers and how many games a team has played.
//
// Decision: the simulator plays all year. Real seasons leave months without NFL, college or MLB
// games, and an app driven by the default provider would then look dead in development, demos and
// end-to-end tests. So every league's slate exists every day it would in season; the calendar only
// drives the week number and the records ("7-3"), which restart at each season's opener and keep
// counting (NFL week 30 in March) until the next one.

import { addDays } from '../../../../domain/sports/calendar.js';
import type { SportsLeague } from '../../../../domain/sports/leagues.js';
import { daysBetween, weekdayOf } from './calendar.js';

export interface SeasonWeek {
  /** The calendar year the season opened in. */
  season: number;
  /** 1 for the opening week. */
  week: number;
}

/** Labor Day: the first Monday of September. */
export function laborDay(year: number): string {
  const first = `${year}-09-01`;
  return addDays(first, (8 - weekdayOf(first)) % 7);
}

/** The opener on or before `date`: this year's if it has passed, else last year's. */
function latestOpener(date: string, openerOf: (year: number) => string): string {
  const year = Number(date.slice(0, 4));
  const opener = openerOf(year);
  return daysBetween(opener, date) >= 0 ? opener : openerOf(year - 1);
}

/** The last `weekday` (0 Sunday … 6 Saturday) on or before `date`. */
function weekdayOnOrBefore(date: string, weekday: number): string {
  return addDays(date, -((weekdayOf(date) - weekday + 7) % 7));
}

function weekFrom(opener: string, anchor: string): SeasonWeek {
  return { season: Number(opener.slice(0, 4)), week: Math.floor(daysBetween(opener, anchor) / 7) + 1 };
}

const nflOpener = (year: number) => addDays(laborDay(year), 3);
const ncaaOpener = (year: number) => addDays(laborDay(year), -2);

/**
 * The NFL week of a date. A week runs Thursday to Wednesday, so Monday night belongs to the
 * Thursday before it; week 1 opens the Thursday after Labor Day.
 */
export function nflWeekOf(date: string): SeasonWeek {
  const thursday = weekdayOnOrBefore(date, 4);
  return weekFrom(latestOpener(thursday, nflOpener), thursday);
}

/** The college football week of a date: Saturday-anchored; week 1 is the Saturday before Labor Day. */
export function ncaaWeekOf(date: string): SeasonWeek {
  const saturday = weekdayOnOrBefore(date, 6);
  return weekFrom(latestOpener(saturday, ncaaOpener), saturday);
}

// MLB opens in late March and plays 162 games in about 186 days; the NBA opens in late October
// and plays 82 games in about 174 days.
const MLB_OPENER = (year: number) => `${year}-03-26`;
const NBA_OPENER = (year: number) => `${year}-10-21`;

export interface SeasonProgress {
  season: number;
  /** Games each team has played before `date`. */
  gamesPlayed: number;
}

/** How far into its season a league is on `date`, for team records. */
export function seasonProgress(league: SportsLeague, date: string): SeasonProgress {
  switch (league) {
    case 'NFL': {
      const { season, week } = nflWeekOf(date);
      return { season, gamesPlayed: Math.min(week - 1, 17) };
    }
    case 'NcaaFootball': {
      const { season, week } = ncaaWeekOf(date);
      return { season, gamesPlayed: Math.min(week - 1, 12) };
    }
    case 'MLB':
      return dailyProgress(latestOpener(date, MLB_OPENER), date, 162, 186);
    case 'NBA':
      return dailyProgress(latestOpener(date, NBA_OPENER), date, 82, 174);
  }
}

function dailyProgress(opener: string, date: string, games: number, days: number): SeasonProgress {
  const day = daysBetween(opener, date);
  return { season: Number(opener.slice(0, 4)), gamesPlayed: Math.min(games, Math.floor((day * games) / days)) };
}
