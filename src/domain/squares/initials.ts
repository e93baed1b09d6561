// Initials on a squares game (docs/product/squares.md#initials: 3 shown, input maximum 10).
import { isMixedScript } from '../people/labels.js';
import { normaliseInitials } from '../people/profile.js';
import { REFUSAL_TEXTS, type Refusal } from '../refusals.js';

export const INITIALS_INPUT_MAX_LENGTH = 10;

export const INITIALS_ERRORS = {
  required: REFUSAL_TEXTS.initialsRequired,
  taken: REFUSAL_TEXTS.initialsTaken,
  mixedScript: REFUSAL_TEXTS.initialsMixedScript,
} as const;

export type CheckedInitials = { ok: true; value: string } | { ok: false; refusal: Refusal };

/**
 * The initials as stored (as they show, uppercased, trimmed, cut to 3 graphemes), or the rule
 * they break. `takenByOthers` are other players' labels in the game; both sides are compared
 * normalised, so look-alikes ('Q\u200BX', fullwidth 'ＱＸ') are the same initials. Letters of
 * two alphabets ('Q' with a Cyrillic 'Х') are refused: nobody could tell them from one.
 */
export function checkGameInitials(input: string, takenByOthers: Iterable<string>): CheckedInitials {
  const value = normaliseInitials(input);
  if (value.length === 0) return { ok: false, refusal: { reason: 'initialsRequired' } };
  if (isMixedScript(value)) return { ok: false, refusal: { reason: 'initialsMixedScript' } };
  for (const label of takenByOthers) {
    if (normaliseInitials(label) === value) return { ok: false, refusal: { reason: 'initialsTaken' } };
  }
  return { ok: true, value };
}
