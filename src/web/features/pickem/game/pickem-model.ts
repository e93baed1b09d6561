// What the pick'em pages derive from a game (SPEC §2 pick'em game and join pages, §4 Pick'em
// entry and Ranking, §5, §9): whether a question takes picks, how a choice is named, the result
// of a pick in words, the banner and countdown, the leaderboard rows shown, and the tiebreaker
// input. Pure and tested; the components only lay it out.
import type { Answer, PublicEntry, Question, QuestionsGame, SportsQuestion, Tiebreaker } from '../../../../contracts/pickem.js';
import type { SportsTeam } from '../../../../contracts/sports.js';

// ---- Picks ---------------------------------------------------------------------------------

/**
 * A question takes picks while the server has not locked it and its lock time is still ahead on
 * this clock (the server's lock is the truth: issue #6 §4; the clock only stops taps a moment
 * early). OffPick is shown but never pickable (plan: OffPick).
 */
export function questionOpen(question: Question, now: number): boolean {
  return question.type !== 'OffPick' && !question.locked && Date.parse(question.lockTime) > now;
}

export function tiebreakerOpen(tiebreaker: Tiebreaker | null, now: number): boolean {
  return tiebreaker !== null && !tiebreaker.locked && Date.parse(tiebreaker.lockTime) > now;
}

/** Anything on the entry can still change: the join page is useful (issue #6 §2, §4). */
export function entryEditable(game: Pick<QuestionsGame, 'questions' | 'tiebreaker'>, now: number): boolean {
  return game.questions.some((q) => questionOpen(q, now)) || tiebreakerOpen(game.tiebreaker, now);
}

/**
 * SPEC §4: if the game leaves Pending while a player is on the join page, and late entry does not
 * apply (no question still open under allowLateEntry), the Game Started dialog sends them to the
 * leaderboard.
 */
export function gameStarted(game: Pick<QuestionsGame, 'gamePhase' | 'allowLateEntry' | 'questions' | 'tiebreaker'>, now: number): boolean {
  if (game.gamePhase === 'Pending') return false;
  return !(game.allowLateEntry && entryEditable(game, now));
}

export function teamsOf(question: SportsQuestion): { away: SportsTeam; home: SportsTeam } | null {
  return question.sportsGame?.teams ?? null;
}

/** The words for a choice: the team ("Chiefs") or the props text. */
export function choiceName(question: Question, key: string): string {
  if (question.type === 'PropsQuestion') return question.choices.find((c) => c.key === key)?.choiceText ?? key;
  const teams = teamsOf(question);
  if (!teams) return key === 'Home' ? 'Home team' : 'Away team';
  const team = key === 'Home' ? teams.home : teams.away;
  return `${team.city} ${team.name}`.trim();
}

export function pointsText(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'pt' : 'pts'}`;
}

/**
 * The spread as the pick'em card writes it for one side (vsSpread is the home line: −3.5 = home
 * favoured by 3.5): "+3.5", "−3.5", "PK".
 */
export function spreadFor(vsSpread: number, key: 'Away' | 'Home'): string {
  if (vsSpread === 0) return 'PK';
  const line = key === 'Home' ? vsSpread : -vsSpread;
  return `${line > 0 ? '+' : '\u2212'}${Math.abs(line)}`;
}

export type PickOutcome =
  | { readonly kind: 'won'; readonly text: string }
  | { readonly kind: 'lost'; readonly text: 'LOST +0' }
  | { readonly kind: 'push'; readonly text: 'PUSH +0' }
  | { readonly kind: 'void'; readonly text: 'VOID +0' }
  | { readonly kind: 'live'; readonly text: 'LIVE' }
  | { readonly kind: 'no-pick'; readonly text: 'NO PICK' }
  /** Picked, the question not played yet: no result to show. */
  | { readonly kind: 'waiting'; readonly text: '' };

/**
 * SPEC §4: WON +points or LOST +0 once over; LIVE while in play; NO PICK if none (a push or a
 * void game scores 0 and says so). Text, never colour alone (issue #6 §3).
 */
export function pickOutcome(question: Question, choice: string | null): PickOutcome {
  const settled = question.choices.some((c) => c.result !== null);
  if (choice === null) return question.locked || settled ? { kind: 'no-pick', text: 'NO PICK' } : { kind: 'waiting', text: '' };
  const picked = question.choices.find((c) => c.key === choice);
  if (settled && picked) {
    switch (picked.result) {
      case 'W':
        return { kind: 'won', text: `WON +${Math.round(picked.points * 10) / 10}` };
      case 'L':
        return { kind: 'lost', text: 'LOST +0' };
      case 'Push':
        return { kind: 'push', text: 'PUSH +0' };
      case 'Void':
        return { kind: 'void', text: 'VOID +0' };
      case null:
        return { kind: 'lost', text: 'LOST +0' };
    }
  }
  if (question.phase === 'Live') return { kind: 'live', text: 'LIVE' };
  return { kind: 'waiting', text: '' };
}

export function answerOf(answers: readonly Answer[], question: number): string | null {
  return answers.find((a) => a.question === question)?.choice ?? null;
}

/** '% picked' after a question locks (issue #6 §6), as a whole percentage; null before. */
export function pickedShare(question: Question, key: string): number | null {
  const share = question.pickShares?.find((s) => s.key === key);
  return share ? Math.round(share.share * 100) : question.pickShares ? 0 : null;
}

// ---- Tiebreaker ------------------------------------------------------------------------------

export const TIEBREAKER_MIN = 0;
export const TIEBREAKER_MAX = 150;

/**
 * SPEC §5: the tiebreaker is an integer clamped to 0–150; empty clears it. Whatever is typed that
 * is not a number reads as nothing typed (the field keeps digits only).
 */
export function clampTiebreaker(text: string): number | null {
  const digits = text.replace(/[^\d]/g, '');
  if (digits === '') return null;
  return Math.min(TIEBREAKER_MAX, Math.max(TIEBREAKER_MIN, Number.parseInt(digits, 10)));
}

// ---- Banner and countdown ----------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** SPEC §2: 'Upcoming' when the first game is over 24 hours away, else 'Starting Soon'. */
export function bannerTitle(firstLockTime: string, now: number): 'Upcoming' | 'Starting Soon' {
  return Date.parse(firstLockTime) - now > DAY ? 'Upcoming' : 'Starting Soon';
}

export interface Countdown {
  readonly text: string;
  /** Under 5 minutes: the countdown pulses (stilled under prefers-reduced-motion, in CSS). */
  readonly pulse: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');

/** SPEC §2: days when over a day; hh:mm:ss above 60 minutes; mm:ss (pulsing under 5 minutes). */
export function countdown(firstLockTime: string, now: number): Countdown {
  const left = Math.max(0, Date.parse(firstLockTime) - now);
  if (left > DAY) {
    const days = Math.floor(left / DAY);
    const hours = Math.floor((left % DAY) / HOUR);
    return { text: `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`, pulse: false };
  }
  const seconds = Math.ceil(left / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (left > HOUR) return { text: `${two(h)}:${two(m)}:${two(s)}`, pulse: false };
  return { text: `${two(m + h * 60)}:${two(s)}`, pulse: left > 0 && left < 5 * MINUTE };
}

// ---- Leaderboard ---------------------------------------------------------------------------------

/** SPEC §4 Ranking: all when 7 or fewer; else the top 5 plus the viewer's entries outside them. */
export const SHOW_ALL_UP_TO = 7;
export const TOP_ROWS = 5;

/** Entries in rank order (the server ranks: score, tiebreaker closeness, podium probability, name — SPEC §4). */
export function rankedEntries(entries: readonly PublicEntry[]): PublicEntry[] {
  return [...entries].sort((a, b) => a.rank - b.rank || a.entryName.localeCompare(b.entryName, undefined, { sensitivity: 'base' }));
}

export interface LeaderboardRows {
  readonly rows: readonly PublicEntry[];
  /** An expand control is offered (8 entries or more, SPEC §4). */
  readonly expandable: boolean;
  readonly hidden: number;
}

export function visibleRows(ranked: readonly PublicEntry[], viewerUid: string | null, expanded: boolean): LeaderboardRows {
  if (ranked.length <= SHOW_ALL_UP_TO) return { rows: ranked, expandable: false, hidden: 0 };
  if (expanded) return { rows: ranked, expandable: true, hidden: 0 };
  const rows = ranked.filter((entry, i) => i < TOP_ROWS || (viewerUid !== null && entry.uid === viewerUid));
  return { rows, expandable: true, hidden: ranked.length - rows.length };
}

/**
 * SPEC §9 baseball grid: the leaders (rank 1) on top, then the top 12 non-leading ranks in two
 * columns; the rest behind the expand control.
 */
export function baseballGrid(ranked: readonly PublicEntry[]): { leaders: PublicEntry[]; grid: PublicEntry[]; rest: PublicEntry[] } {
  const leaders = ranked.filter((e) => e.rank === 1);
  const others = ranked.filter((e) => e.rank !== 1);
  return { leaders, grid: others.slice(0, 12), rest: others.slice(12) };
}

/** SPEC §4: the top 3 have medals; the name goes with it for screen readers. */
export function medal(rank: number): { emoji: string; name: string } | null {
  if (rank === 1) return { emoji: '🥇', name: 'Gold medal' };
  if (rank === 2) return { emoji: '🥈', name: 'Silver medal' };
  if (rank === 3) return { emoji: '🥉', name: 'Bronze medal' };
  return null;
}

export function percentText(probability: number | null): string {
  if (probability === null) return '–';
  const percent = probability * 100;
  if (percent > 0 && percent < 1) return '<1%';
  if (percent < 100 && percent > 99) return '>99%';
  return `${Math.round(percent)}%`;
}
