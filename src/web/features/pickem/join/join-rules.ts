// The join page's rules (docs/product/pickem.md), pure and tested: which entry the page
// edits, what blocks Submit Entry, and the tiebreaker reminder.
import type { OwnEntry, QuestionsGame } from '../../../../contracts/pickem.js';
import type { SyncValue } from '../game/pick-sync.js';

/** docs/product/pickem.md info toast, shown for 4 seconds (components/toast: INFO_TOAST_MS). */
export { TIEBREAKER_TOAST as TIEBREAKER_REMINDER } from '../../../../domain/pickem/index.js';

/** ?entry=new: Add Entry. */
export const NEW_ENTRY = 'new';

/** Another entry may be added (docs/product/pickem.md oneEntryPerUser, entryLimit). */
export function canAddEntry(own: readonly OwnEntry[], game: Pick<QuestionsGame, 'oneEntryPerUser' | 'entryLimit'>): boolean {
  return !game.oneEntryPerUser && (game.entryLimit === null || own.length < game.entryLimit);
}

/**
 * The entry the page edits: the one named in ?entry= (Edit Picks on the game page), else the
 * player's first entry not yet submitted, else — when no more entries are allowed (one per player,
 * or the entry limit reached) — their first entry; otherwise null: the first tap creates a new one.
 */
export function chooseEntry(own: readonly OwnEntry[], game: Pick<QuestionsGame, 'oneEntryPerUser' | 'entryLimit'>, requested: string | null): OwnEntry | null {
  const full = !canAddEntry(own, game);
  // Add Entry on the game page asks for a new one while more are allowed.
  if (requested === NEW_ENTRY && !full) return null;
  const named = requested === null ? undefined : own.find((e) => e.id === requested);
  if (named) return named;
  const draft = own.find((e) => !e.submitted);
  if (draft) return draft;
  return full ? (own[0] ?? null) : null;
}

/**
 * What keeps Submit Entry disabled: an unanswered tiebreaker ('Set Tiebreaker to Submit!', SPEC
 * §5), or a pick still on its way. Any number of picks may be submitted (docs/product/pickem.md).
 */
export function submitBlock(state: { hasTiebreaker: boolean; tiebreaker: SyncValue; sending: boolean }): 'tiebreaker' | 'sending' | null {
  if (state.hasTiebreaker && state.tiebreaker === null) return 'tiebreaker';
  if (state.sending) return 'sending';
  return null;
}
