// Initials on a squares game (SPEC §5 "Initials on a game", §9: 3 shown, input maximum 10).
import { MIXED_SCRIPT_ERROR, isMixedScript } from '../people/labels.js';
import { normaliseInitials } from '../people/profile.js';

export const INITIALS_INPUT_MAX_LENGTH = 10;

export const INITIALS_ERRORS = {
  required: 'Initials required',
  taken: 'Initials already taken',
  mixedScript: MIXED_SCRIPT_ERROR,
} as const;

export type CheckedInitials = { ok: true; value: string } | { ok: false; error: string };

/**
 * The initials as stored (as they show, uppercased, trimmed, cut to 3 graphemes), or the rule
 * they break. `takenByOthers` are other players' labels in the game; both sides are compared
 * normalised, so look-alikes ('Q\u200BX', fullwidth 'ＱＸ') are the same initials. Letters of
 * two alphabets ('Q' with a Cyrillic 'Х') are refused: nobody could tell them from one.
 */
export function checkGameInitials(input: string, takenByOthers: Iterable<string>): CheckedInitials {
  const value = normaliseInitials(input);
  if (value.length === 0) return { ok: false, error: INITIALS_ERRORS.required };
  if (isMixedScript(value)) return { ok: false, error: INITIALS_ERRORS.mixedScript };
  for (const label of takenByOthers) {
    if (normaliseInitials(label) === value) return { ok: false, error: INITIALS_ERRORS.taken };
  }
  return { ok: true, value };
}
