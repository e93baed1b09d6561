// Sports statuses per sport and the state each maps to (docs/product/live-data.md#statuses).
// The codes are API-Sports' short codes (fixtures/sports/API-NOTES.md §1.6); other feeds translate to them.

import type { Sport } from './leagues.js';

/** docs/product/live-data.md, Baseball, in the spec's order. EXTRAS is kept although API-Sports never sends it (API-NOTES §1.6). */
export const BASEBALL_STATUSES = [
  'NS', 'Warmup',
  'IN1', 'IN2', 'IN3', 'IN4', 'IN5', 'IN6', 'IN7', 'IN8', 'IN9', 'EXTRAS',
  'INTR', 'POST', 'CANC', 'ABD', 'FT',
] as const;
export type BaseballStatus = (typeof BASEBALL_STATUSES)[number];

/** docs/product/live-data.md, Basketball, in the spec's order. */
export const BASKETBALL_STATUSES = [
  'NS', 'Warmup', 'Q1', 'Q2', 'Q3', 'Q4', 'OT', 'BT', 'HT', 'FT', 'AOT', 'POST', 'CANC', 'SUSP', 'AWD', 'ABD',
] as const;
export type BasketballStatus = (typeof BASKETBALL_STATUSES)[number];

/** docs/product/live-data.md, Football, in the spec's order. Postponed is PST here but POST in the other sports (API-NOTES §4.2). */
export const FOOTBALL_STATUSES = ['NS', 'Warmup', 'Q1', 'Q2', 'Q3', 'Q4', 'HT', 'OT', 'FT', 'AOT', 'CANC', 'PST'] as const;
export type FootballStatus = (typeof FOOTBALL_STATUSES)[number];

/** The status type of one sport. */
export type StatusOf<S extends Sport> = {
  Baseball: BaseballStatus;
  Basketball: BasketballStatus;
  Football: FootballStatus;
}[S];

/** Any sport's status. */
export type SportsStatus = BaseballStatus | BasketballStatus | FootballStatus;

/** The status lists keyed by sport, for callers that hold the sport as a value. */
export const STATUSES_BY_SPORT: { readonly [S in Sport]: readonly StatusOf<S>[] } = {
  Baseball: BASEBALL_STATUSES,
  Basketball: BASKETBALL_STATUSES,
  Football: FOOTBALL_STATUSES,
};

/** The five states docs/product/live-data.md maps every status to. */
export const STATUS_STATES = ['Pending', 'Warmup', 'InPlay', 'Delayed', 'Done'] as const;
export type StatusState = (typeof STATUS_STATES)[number];

/** Whether `value` is one of `sport`'s statuses; feeds send strings, and an unknown code must not reach the pools. */
export function isSportsStatus<S extends Sport>(sport: S, value: string): value is StatusOf<S> {
  return (STATUSES_BY_SPORT[sport] as readonly string[]).includes(value);
}

/*
 * Status → state (docs/product/live-data.md). The obvious rows: NS → Pending, Warmup → Warmup,
 * IN1–IN9 / EXTRAS / Q1–Q4 / OT → InPlay, FT / AOT → Done. The decisions:
 *
 * | status     | state   | why                                                                              |
 * |------------|---------|----------------------------------------------------------------------------------|
 * | HT, BT     | InPlay  | A scheduled break inside the game: the score stands and play resumes by rule, so |
 * |            |         | the squares badge stays LIVE over the half instead of flipping to Locked (docs/product/live-data.md).   |
 * |            |         | API-Sports itself files both as "in play" (API-NOTES §1.6).                      |
 * | INTR       | Delayed | docs/product/live-data.md writes "INTR (delayed)" (e.g. a rain delay).                             |
 * | SUSP       | Delayed | A suspended game resumes later from where it stopped: not in play, not finished, |
 * |            |         | so nothing may be settled on it yet.                                             |
 * | POST, PST  | Delayed | Postponed: not in play and not finished. Done would settle pools on a game that  |
 * |            |         | will still be played; the feed puts it back to NS or in play once rescheduled.   |
 * |            |         | isPostponedOrCancelled flags it so a pool can decide to void the question.       |
 * | CANC       | Done    | Will never be played: nothing more can happen, so pools may close (flagged).     |
 * | ABD        | Done    | Stopped and will not resume (flagged).                                           |
 * | AWD        | Done    | Officials awarded the result: the game is over and has a winner (not flagged).   |
 *
 * One table per sport, typed by that sport's statuses, so a status added to a list fails to
 * compile until it is mapped here.
 */
const STATES: { readonly [S in Sport]: Readonly<Record<StatusOf<S>, StatusState>> } = {
  Baseball: {
    NS: 'Pending',
    Warmup: 'Warmup',
    IN1: 'InPlay',
    IN2: 'InPlay',
    IN3: 'InPlay',
    IN4: 'InPlay',
    IN5: 'InPlay',
    IN6: 'InPlay',
    IN7: 'InPlay',
    IN8: 'InPlay',
    IN9: 'InPlay',
    EXTRAS: 'InPlay',
    INTR: 'Delayed',
    POST: 'Delayed',
    CANC: 'Done',
    ABD: 'Done',
    FT: 'Done',
  },
  Basketball: {
    NS: 'Pending',
    Warmup: 'Warmup',
    Q1: 'InPlay',
    Q2: 'InPlay',
    Q3: 'InPlay',
    Q4: 'InPlay',
    OT: 'InPlay',
    BT: 'InPlay',
    HT: 'InPlay',
    FT: 'Done',
    AOT: 'Done',
    POST: 'Delayed',
    CANC: 'Done',
    SUSP: 'Delayed',
    AWD: 'Done',
    ABD: 'Done',
  },
  Football: {
    NS: 'Pending',
    Warmup: 'Warmup',
    Q1: 'InPlay',
    Q2: 'InPlay',
    Q3: 'InPlay',
    Q4: 'InPlay',
    HT: 'InPlay',
    OT: 'InPlay',
    FT: 'Done',
    AOT: 'Done',
    CANC: 'Done',
    PST: 'Delayed',
  },
};

/**
 * The state of `sport`'s game in `status` (docs/product/live-data.md, decisions in the table above).
 * Throws on a status outside the sport's list: the type forbids it, and a caller that cast
 * past the type has a bug that must not be scored silently (check with isSportsStatus first).
 */
export function statusState<S extends Sport>(sport: S, status: StatusOf<S>): StatusState {
  const table: Readonly<Record<string, StatusState>> = STATES[sport];
  const state = Object.hasOwn(table, status) ? table[status] : undefined;
  if (state === undefined) throw new Error(`Unknown ${sport} status: ${String(status)}`);
  return state;
}

/**
 * The state of a game record's status, read with the record's own sport: records carry the status
 * as any sport's code (or the feed's text), and this checks it belongs to that sport before mapping it.
 * Throws on a status outside the sport's list, as statusState does.
 */
export function statusStateOf(game: { readonly sport: Sport; readonly status: string }): StatusState {
  if (!isSportsStatus(game.sport, game.status)) throw new Error(`Unknown ${game.sport} status: ${game.status}`);
  return statusState(game.sport, game.status);
}

// PST is football's postponed code, POST the others' (API-NOTES §4.2).
const POSTPONED_OR_CANCELLED: ReadonlySet<SportsStatus> = new Set<SportsStatus>(['PST', 'POST', 'CANC', 'ABD']);

/**
 * Whether the game was postponed, cancelled or abandoned, i.e. it has or may have no real result.
 * statusState alone cannot tell a pool that (CANC is Done like FT, PST is Delayed like INTR),
 * so pools use this to void or hold the question. AWD is not flagged: an awarded game has a
 * winner. SUSP is not flagged: a suspended game resumes and finishes (see the table above).
 */
export function isPostponedOrCancelled(status: SportsStatus): boolean {
  return POSTPONED_OR_CANCELLED.has(status);
}

/** Done and really played (FT, AOT, AWD), the same code in every sport: the score is final. CANC and ABD are not. */
const PLAYED_FINALS: ReadonlySet<string> = new Set<SportsStatus>(['FT', 'AOT', 'AWD']);

/** Whether `status` is a played final; takes a plain string because pools store the feed's status as text. */
export function isPlayedFinal(status: string): boolean {
  return PLAYED_FINALS.has(status);
}
