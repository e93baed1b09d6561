// Time rules (docs/product/live-data.md): the slate day, when the next challenge opens, and season flags.
// Pure: every function takes the instant it reasons about.

const PACIFIC = 'America/Los_Angeles';

interface WallClock {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of an instant in a time zone. */
function wallClock(timeZone: string, instant: Date): WallClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pacificWallClock = (instant: Date) => wallClock(PACIFIC, instant);

const pad = (n: number) => String(n).padStart(2, '0');

/** The slate day of an instant: its calendar date in Los Angeles, as YYYY-MM-DD (docs/product/live-data.md). */
export function slateDate(instant: Date): string {
  const { year, month, day } = pacificWallClock(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The instant a wall-clock time occurs on a date in a time zone (DST-aware). */
export function zonedInstant(timeZone: string, date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = Date.UTC(y, m - 1, d, hour, minute);
  // Start from the same wall time read as UTC, then correct by the zone offset at that instant (twice, for DST edges).
  let guess = target;
  for (let i = 0; i < 2; i++) {
    const wall = wallClock(timeZone, new Date(guess));
    guess += target - Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  }
  return new Date(guess);
}

/** The instant a Pacific wall-clock time occurs on a given Pacific date. */
export function pacificInstant(date: string, hour: number, minute = 0): Date {
  return zonedInstant(PACIFIC, date, hour, minute);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The next challenge opens at 5am Pacific (docs/product/live-data.md): the next 5:00 strictly after `now`. */
export function nextChallengeOpening(now: Date): Date {
  const today = slateDate(now);
  const todayAtFive = pacificInstant(today, 5);
  return todayAtFive.getTime() > now.getTime() ? todayAtFive : pacificInstant(addDays(today, 1), 5);
}

export interface SeasonFlags {
  nfl: boolean;
  college: boolean;
  mlb: boolean;
  superBowl: boolean;
}

/**
 * Which seasons are on in a month (docs/product/live-data.md, months 0-based there): NFL September–February,
 * college August–January, MLB March–October, Super Bowl season February. Judged by the Pacific date.
 */
export function seasonFlags(now: Date): SeasonFlags {
  const month = pacificWallClock(now).month; // 1–12
  return {
    nfl: month >= 9 || month <= 2,
    college: month >= 8 || month <= 1,
    mlb: month >= 3 && month <= 10,
    superBowl: month === 2,
  };
}
