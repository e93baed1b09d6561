// How long the pick'em pages wait and show things: presentation, not rules of the game.

/** The join page's tiebreaker reminder stays up this long (docs/product/pickem.md). */
export const TOAST_MS = 4000;
/** A typed entry name or tiebreaker is saved once typing pauses this long. */
export const RENAME_DEBOUNCE_MS = 500;
