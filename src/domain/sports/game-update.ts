// What a feed's new version of a game means for the stored one (docs/product/live-data.md):
// write only when something changed, never let a glitch undo a result, and make a
// change to a final score visible as a correction.

import type { Sport } from './leagues.js';
import type { StatusState } from './statuses.js';
import { statusStateOf } from './statuses.js';

/** The parts of a game this rule reads; the full game is compared for equality. */
export interface GameVersion {
  sport: Sport;
  status: string;
  periodScores: { away: readonly (number | null)[]; home: readonly (number | null)[] };
}

export type GameUpdate =
  | { kind: 'new' }
  | { kind: 'unchanged' }
  | { kind: 'changed' }
  /** A final score changed: a stat correction, shown as corrected and re-settled. */
  | { kind: 'corrected' }
  /** The feed went backwards (final → not final, in play → not started): keep what we have. */
  | { kind: 'rejected'; reason: string };

const stateOf = (game: GameVersion): StatusState => statusStateOf(game);

export function totalScore(scores: readonly (number | null)[]): number {
  return scores.reduce<number>((sum, points) => sum + (points ?? 0), 0);
}

const sameScores = (a: GameVersion, b: GameVersion) =>
  jsonEqual(a.periodScores.away, b.periodScores.away) && jsonEqual(a.periodScores.home, b.periodScores.home);

export function decideGameUpdate<G extends GameVersion>(stored: G | undefined, incoming: G): GameUpdate {
  if (stored === undefined) return { kind: 'new' };
  if (jsonEqual(stored, incoming)) return { kind: 'unchanged' };
  const before = stateOf(stored);
  const after = stateOf(incoming);
  if (before === 'Done' && after !== 'Done') {
    return { kind: 'rejected', reason: `final game reported as ${incoming.status}` };
  }
  if (before === 'InPlay' && (after === 'Pending' || after === 'Warmup')) {
    return { kind: 'rejected', reason: `game in play reported as ${incoming.status}` };
  }
  if (before === 'Done' && !sameScores(stored, incoming)) return { kind: 'corrected' };
  return { kind: 'changed' };
}

/** Structural equality of JSON values (feeds build plain objects; key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(bRecord).length) return false;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && jsonEqual((a as Record<string, unknown>)[key], bRecord[key]));
}
