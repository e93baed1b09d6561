// What happens to an anonymous player's entries when they join a signed-in account
// (docs/product/accounts.md#takeover-and-promotion main-promoteAnonUser). Conflicts are resolved by rule, never by failing.
import { firstGraphemes, graphemeCount } from './profile.js';

/** docs/product/accounts.md: entry names are unique in a game after normalising to lowercase alphanumerics with underscores. */
export function entryNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

export interface NameRule {
  /** What makes two names the same (entryNameKey for entry names, the initials themselves for squares). */
  key: (name: string) => string;
  /** The longest a name may be, in graphemes (3 for initials). */
  maxGraphemes: number;
  /** Between the name and its number: ' ' for entry names ('Jelly 2'), '' for initials ('AB2'). */
  separator: string;
}

export const ENTRY_NAME_RULE: NameRule = { key: entryNameKey, maxGraphemes: 30, separator: ' ' };
export const INITIALS_RULE: NameRule = { key: (s) => s.toUpperCase(), maxGraphemes: 3, separator: '' };

/**
 * `name` itself when its key is free, else the name with the lowest number from 2 up
 * whose key is free — the name cut so that the whole stays within maxGraphemes
 * ('ABC' → 'AB2', 'AB9' taken → 'A10').
 */
export function suffixedName(name: string, taken: ReadonlySet<string>, rule: NameRule): string {
  if (!taken.has(rule.key(name))) return name;
  for (let n = 2; ; n++) {
    const suffix = `${rule.separator}${n}`;
    const room = rule.maxGraphemes - graphemeCount(suffix);
    if (room < 1) throw new Error(`No free name for ${JSON.stringify(name)} within ${rule.maxGraphemes} characters`);
    const candidate = firstGraphemes(name, Math.min(room, graphemeCount(name))).trimEnd() + suffix;
    if (!taken.has(rule.key(candidate))) return candidate;
  }
}

export interface MergeableEntry {
  id: string;
  name: string;
}

export interface EntryMergePlan {
  /** Anonymous entries to delete. */
  drop: string[];
  /** Anonymous entries that move under a new name. */
  rename: Array<{ id: string; name: string }>;
}

/**
 * Pick'em entries of one game when the anonymous player's entries move into the account.
 * - oneEntryPerUser: the account's entry is kept and the anonymous entries dropped; an
 *   account without an entry keeps the first anonymous one.
 * - otherwise every entry stays; an anonymous entry whose name collides (entryNameKey)
 *   with the account's entries, other players' entries or an earlier moved entry gets
 *   the lowest free number ('Jelly' → 'Jelly 2').
 * Entries are taken in the order given (oldest first).
 */
export function planEntryMerge(game: {
  oneEntryPerUser: boolean;
  accountEntries: readonly MergeableEntry[];
  anonEntries: readonly MergeableEntry[];
  otherNames: readonly string[];
}): EntryMergePlan {
  if (game.oneEntryPerUser) {
    const keep = game.accountEntries.length > 0 ? [] : game.anonEntries.slice(0, 1);
    return { drop: game.anonEntries.filter((e) => !keep.includes(e)).map((e) => e.id), rename: [] };
  }
  const taken = new Set([...game.otherNames, ...game.accountEntries.map((e) => e.name)].map(ENTRY_NAME_RULE.key));
  const rename: EntryMergePlan['rename'] = [];
  for (const entry of game.anonEntries) {
    const name = suffixedName(entry.name, taken, ENTRY_NAME_RULE);
    taken.add(ENTRY_NAME_RULE.key(name));
    if (name !== entry.name) rename.push({ id: entry.id, name });
  }
  return { drop: [], rename };
}

/**
 * Squares labels of one game: one player may label squares with several initials, so an
 * anonymous label equal to one of the account's stays as it is (same person now); a label
 * another player uses gets a number ('AB' → 'AB2'). Returns old label → new label for the
 * labels that change.
 */
export function planInitialsMerge(game: {
  accountInitials: readonly string[];
  anonInitials: readonly string[];
  otherInitials: readonly string[];
}): Map<string, string> {
  const own = new Set(game.accountInitials.map(INITIALS_RULE.key));
  const taken = new Set([...game.otherInitials, ...game.accountInitials].map(INITIALS_RULE.key));
  const changes = new Map<string, string>();
  for (const label of new Set(game.anonInitials)) {
    if (own.has(INITIALS_RULE.key(label))) continue;
    const next = suffixedName(label, taken, INITIALS_RULE);
    taken.add(INITIALS_RULE.key(next));
    if (next !== label) changes.set(label, next);
  }
  return changes;
}
