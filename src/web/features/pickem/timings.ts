// How long the pick'em pages wait and show things: presentation, not rules of the game.

/** A typed entry name or tiebreaker is saved once typing pauses this long. */
export const RENAME_DEBOUNCE_MS = 500;
