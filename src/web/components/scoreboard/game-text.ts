// How a sports game reads, in words: its state label and colour (docs/product/site.md#look-and-feel: live green, upcoming
// orange, final grey, always with a text label), the period and clock, kickoff times in the
// viewer's time zone with the zone named, the spread, and one sentence for screen readers.
// Pure functions shared by the scoreboard and the home page's game cards.
import type { SportsGame } from '../../../contracts/sports.js';
import {
  formatFootballStatus,
  statusStateOf,
  totalScore,
  type FootballStatus,
  type StatusState,
} from '../../../domain/sports/index.js';

/** The state colour: live green, upcoming orange, final grey (docs/product/live-data.md); delayed games read in orange, never as live. */
export type GameTone = 'live' | 'upcoming' | 'delayed' | 'final';

export interface GameStatusView {
  readonly state: StatusState;
  readonly tone: GameTone;
  /** The state in words, shown with its colour: "LIVE", "Starts 1:00 PM EST", "FINAL", "Postponed". */
  readonly label: string;
  /**
   * The period and clock: "Q2 · 15:00", "Half", "▲ 5th". Football always has one (docs/product/live-data.md: it
   * shows Pending, Half, Final, Final O/T); other sports only while the game is on.
   */
  readonly period: string | null;
}

export interface TimeOptions {
  /** Epoch ms "now", for "today" and "tomorrow". */
  readonly now: number;
  /** IANA zone; the viewer's own when left out. */
  readonly timeZone?: string | undefined;
}

const stateOf = (game: SportsGame): StatusState => statusStateOf(game);

// ---------------------------------------------------------------------------------------------
// Times. Intl formatters are costly to build, so each (kind, zone) is built once.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'time' | 'weekday' | 'date' | 'ymd', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
        : kind === 'weekday'
          ? { weekday: 'short' }
          : kind === 'date'
            ? { month: 'short', day: 'numeric' }
            : { year: 'numeric', month: '2-digit', day: '2-digit' };
    // en-CA writes dates as YYYY-MM-DD, which is all the day arithmetic below needs.
    format = new Intl.DateTimeFormat(kind === 'ymd' ? 'en-CA' : 'en-US', { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

// ICU separates "1:00" and "PM" with a narrow no-break space; one plain space reads the same everywhere.
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "1:00 PM EST": a time of day in the viewer's zone (or `timeZone`), with the zone named. */
export function formatTimeOfDay(instant: string | number, timeZone?: string): string {
  return tidy(formatter('time', timeZone).format(new Date(instant)));
}

function dayNumber(instant: number, timeZone: string | undefined): number {
  const [y, m, d] = formatter('ymd', timeZone).format(new Date(instant)).split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
}

/**
 * When a game starts, as short as is still clear: "1:00 PM EST" today, "Tomorrow 8:15 PM EST",
 * "Thu 8:15 PM EST" within the week, else "Nov 29, 1:00 PM EST".
 */
export function formatKickoff(gameTime: string, { now, timeZone }: TimeOptions): string {
  const at = Date.parse(gameTime);
  const time = formatTimeOfDay(at, timeZone);
  const days = dayNumber(at, timeZone) - dayNumber(now, timeZone);
  if (days === 0) return time;
  if (days === 1) return `Tomorrow ${time}`;
  if (days > 1 && days < 7) return `${formatter('weekday', timeZone).format(at)} ${time}`;
  return `${formatter('date', timeZone).format(at)}, ${time}`;
}

/** "12 min ago", for how old the scores are when a feed is failing. */
export function formatAge(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
}

// ---------------------------------------------------------------------------------------------
// Periods and clocks.

/** The clock in a feed's timer ("15:00 - 2nd" → "15:00"), or null when it shows none. */
export function clockOf(timer: string | null): string | null {
  return timer === null ? null : (/^\s*(\d{1,2}:\d{2}(?:\.\d)?)\b/.exec(timer)?.[1] ?? null);
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export type InningHalf = 'top' | 'middle' | 'bottom' | 'end';

/** The inning in play (1–9, 10 for extras) and its half, or null when the game is not in an inning. */
export function currentInning(game: SportsGame): { inning: number; half: InningHalf } | null {
  const match = /^IN(\d)$/.exec(game.status);
  if (!match && game.status !== 'EXTRAS') return null;
  const fromTimer = /(\d+)(?:st|nd|rd|th)/i.exec(game.timer ?? '');
  const timerInning = fromTimer ? Number(fromTimer[1]) : null;
  // The timer's inning wins where it names one: at "End 3rd" the status is already IN4 (the 3rd is
  // over and settles), yet the break still follows the 3rd.
  const inning = match
    ? timerInning !== null && timerInning >= 1 && timerInning <= 9
      ? timerInning
      : Number(match[1])
    : Math.max(10, timerInning ?? 10);
  // The feed's timer says which half ("Top 5th", "Bot 5th", "Mid 5th", "End 5th"); without
  // one, the half is the bottom once the home side has a cell for the inning.
  const word = /^\s*(top|bot|bottom|mid|middle|end)\b/i.exec(game.timer ?? '')?.[1]?.toLowerCase();
  let half: InningHalf;
  if (word === 'top') half = 'top';
  else if (word === 'bot' || word === 'bottom') half = 'bottom';
  else if (word === 'mid' || word === 'middle') half = 'middle';
  else if (word === 'end') half = 'end';
  // Baseball period scores always hold ten cells (null = not batted yet), so the cell itself tells.
  else half = typeof game.periodScores.home[Math.min(inning, 10) - 1] === 'number' ? 'bottom' : 'top';
  return { inning, half };
}

const INNING_ARROW: Record<InningHalf, string> = { top: '▲', middle: 'Mid', bottom: '▼', end: 'End' };

function inPlayPeriod(game: SportsGame): string | null {
  const clock = clockOf(game.timer);
  if (game.sport === 'Baseball') {
    const at = currentInning(game);
    if (!at) return game.timer;
    if (game.status === 'EXTRAS' && !/\d/.test(game.timer ?? '')) return 'Extras';
    return `${INNING_ARROW[at.half]} ${ordinal(at.inning)}`;
  }
  if (game.status === 'HT') return 'Half';
  if (game.status === 'BT') return game.timer ?? 'Break';
  const name = game.sport === 'Football' ? formatFootballStatus(game.status as FootballStatus) : game.status;
  if (clock) return `${name} · ${clock}`;
  // A timer without a clock ("End of 3rd") says more than the code alone.
  return game.timer && !/^(halftime|final)/i.test(game.timer) ? game.timer : name;
}

const DELAYED_LABELS: Readonly<Record<string, string>> = {
  INTR: 'Delayed',
  POST: 'Postponed',
  PST: 'Postponed',
  SUSP: 'Suspended',
};

const DONE_LABELS: Readonly<Record<string, string>> = {
  FT: 'FINAL',
  AOT: 'FINAL O/T',
  AWD: 'FINAL',
  CANC: 'Canceled',
  ABD: 'Abandoned',
};

/** The state label, its colour and the period of a game (docs/product/live-data.md statuses colours). */
export function gameStatusView(game: SportsGame, time: TimeOptions): GameStatusView {
  const state = stateOf(game);
  const football = game.sport === 'Football';
  const footballLabel = football ? formatFootballStatus(game.status as FootballStatus) : null;
  switch (state) {
    case 'Pending':
    case 'Warmup':
      return { state, tone: 'upcoming', label: `Starts ${formatKickoff(game.gameTime, time)}`, period: footballLabel ?? (state === 'Warmup' ? 'Warmup' : null) };
    case 'InPlay':
      return { state, tone: 'live', label: 'LIVE', period: inPlayPeriod(game) };
    case 'Delayed':
      return { state, tone: 'delayed', label: DELAYED_LABELS[game.status] ?? 'Delayed', period: footballLabel };
    case 'Done':
      return { state, tone: 'final', label: DONE_LABELS[game.status] ?? 'FINAL', period: footballLabel ?? (game.status === 'AWD' ? 'Awarded' : null) };
  }
}

// ---------------------------------------------------------------------------------------------
// Odds.

/** The favourite and its line from the home spread (−3.5: home by 3.5): "GB −1.5", "Pick'em", or null. */
export function formatSpread(game: SportsGame): string | null {
  const spread = game.odds?.spread;
  if (spread === null || spread === undefined) return null;
  if (spread === 0) return "Pick'em";
  const favourite = spread < 0 ? game.teams.home : game.teams.away;
  return `${favourite.teamCode} \u2212${Math.abs(spread)}`;
}

function spreadSentence(game: SportsGame): string | null {
  const spread = game.odds?.spread;
  if (spread === null || spread === undefined) return null;
  if (spread === 0) return 'no favorite';
  const favourite = spread < 0 ? game.teams.home : game.teams.away;
  return `${favourite.name} favored by ${Math.abs(spread)}`;
}

// ---------------------------------------------------------------------------------------------
// The sentence a screen reader hears: "Dolphins 17, Packers 10, 3rd quarter".

const QUARTER_WORDS: Readonly<Record<string, string>> = {
  Q1: '1st quarter',
  Q2: '2nd quarter',
  Q3: '3rd quarter',
  Q4: '4th quarter',
  HT: 'halftime',
  BT: 'break between quarters',
  OT: 'overtime',
};

const HALF_WORDS: Record<InningHalf, string> = { top: 'top', middle: 'middle', bottom: 'bottom', end: 'end' };

function periodWords(game: SportsGame): string {
  if (game.sport === 'Baseball') {
    const at = currentInning(game);
    if (!at) return 'in progress';
    if (game.status === 'EXTRAS' && !/\d/.test(game.timer ?? '')) return 'extra innings';
    return `${HALF_WORDS[at.half]} of the ${ordinal(at.inning)}`;
  }
  return QUARTER_WORDS[game.status] ?? 'in progress';
}

const DONE_WORDS: Readonly<Record<string, string>> = {
  FT: 'final',
  AOT: 'final after overtime',
  AWD: 'final, awarded',
  CANC: 'canceled',
  ABD: 'abandoned',
};

/** One sentence with the teams, the score (once there is one) and the state. */
export function describeGame(game: SportsGame, time: TimeOptions): string {
  const { away, home } = game.teams;
  const state = stateOf(game);
  const played = game.periodScores.away.length > 0 || game.periodScores.home.length > 0;
  const score = `${away.name} ${totalScore(game.periodScores.away)}, ${home.name} ${totalScore(game.periodScores.home)}`;
  const matchup = `${away.name} at ${home.name}`;
  switch (state) {
    case 'Pending':
    case 'Warmup':
      return `${matchup}, starts ${formatKickoff(game.gameTime, time)}`;
    case 'InPlay':
      return `${score}, ${periodWords(game)}`;
    case 'Delayed':
      return `${played ? score : matchup}, ${(DELAYED_LABELS[game.status] ?? 'Delayed').toLowerCase()}`;
    case 'Done':
      if (game.status === 'CANC' || (game.status === 'ABD' && !played)) return `${matchup}, ${DONE_WORDS[game.status]}`;
      return `${score}, ${DONE_WORDS[game.status] ?? 'final'}`;
  }
}

/** The card's spoken extras: the line, if any. */
export function describeOdds(game: SportsGame): string | null {
  const spread = spreadSentence(game);
  const total = game.odds?.overUnder;
  if (spread === null && (total === null || total === undefined)) return null;
  return [spread, total === null || total === undefined ? null : `over/under ${total}`].filter(Boolean).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Team colours.

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

// Pure black, not the page ink: only black and white together reach 4.5:1 on every colour (a
// mid grey like #777 is 4.48:1 against white and would fall short with a softer dark).
const DARK_INK = '#000000';
const LIGHT_INK = '#ffffff';
const DARK_INK_LUMINANCE = luminance(DARK_INK);

/** White or black, whichever reads better on a team colour (always at least 4.5:1, WCAG AA). */
export function inkOn(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (DARK_INK_LUMINANCE + 0.05);
  return onWhite >= onDark ? LIGHT_INK : DARK_INK;
}
