// Profile fields other than the handle (docs/product/accounts.md).
import { isPlainEmailAddress } from './email-address.js';
import { MIXED_SCRIPT_ERROR, isMixedScript, latinLookAlike, normaliseLabel } from './labels.js';

export const DISPLAY_NAME_MAX_LENGTH = 30;
export const PREFERRED_INITIALS_MAX_LENGTH = 3;
export const BIO_MAX_LENGTH = 160;
/** Avatar set avatars-1 has 51 avatars, numbered 1–51 (docs/product/accounts.md). */
export const AVATAR_SET = 'avatars-1';
export const AVATAR_COUNT = 51;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The first `count` user-perceived characters, so an emoji or accented letter is never cut in half. */
export function firstGraphemes(text: string, count: number): string {
  // Printable ASCII is one grapheme per character; the segmenter costs far more (initials are cut on every claim).
  if (PRINTABLE_ASCII.test(text)) return text.slice(0, count);
  let result = '';
  let taken = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (taken === count) break;
    result += segment;
    taken++;
  }
  return result;
}

/** Real or display name: as it shows (normaliseLabel), trimmed, at most 30 characters (docs/product/accounts.md). */
export function normaliseDisplayName(name: string): string {
  return firstGraphemes(normaliseLabel(name).trim(), DISPLAY_NAME_MAX_LENGTH);
}

/** Initials as they show (normaliseLabel, latinLookAlike): trimmed, uppercased, cut to 3 graphemes (docs/product/accounts.md). */
export function normaliseInitials(initials: string): string {
  return firstGraphemes(cleanInitials(initials), PREFERRED_INITIALS_MAX_LENGTH);
}

function cleanInitials(initials: string): string {
  return latinLookAlike(normaliseLabel(initials).trim().toUpperCase());
}

/**
 * The magic-link email must be one plain address (surrounding spaces aside); the send button
 * waits until it is, and the server holds every address to the same rule.
 */
export function looksLikeEmail(email: string): boolean {
  return isPlainEmailAddress(email.trim());
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

export const PROFILE_ERRORS = {
  realNameTooLong: `Real name must be ${DISPLAY_NAME_MAX_LENGTH} characters or fewer`,
  initialsTooLong: `Preferred initials must be ${PREFERRED_INITIALS_MAX_LENGTH} characters or fewer`,
  initialsMixedScript: MIXED_SCRIPT_ERROR,
  bioTooLong: `Bio must be ${BIO_MAX_LENGTH} characters or fewer`,
} as const;

/** A cleaned profile value (null: cleared), or the rule it breaks. */
export type CheckedField = { ok: true; value: string | null } | { ok: false; error: string };

function checkText(input: string | null, clean: (s: string) => string, max: number, error: string): CheckedField {
  const value = input === null ? '' : clean(input);
  if (value.length === 0) return { ok: true, value: null };
  return graphemeCount(value) > max ? { ok: false, error } : { ok: true, value };
}

/** Real name (docs/product/accounts.md display name): optional, as it shows (normaliseLabel), trimmed, at most 30 characters. */
export function checkRealName(name: string | null): CheckedField {
  return checkText(name, (s) => normaliseLabel(s).trim(), DISPLAY_NAME_MAX_LENGTH, PROFILE_ERRORS.realNameTooLong);
}

/** Preferred initials (docs/product/accounts.md): optional, as they show, trimmed, uppercased, at most 3 characters, of one alphabet. */
export function checkPreferredInitials(initials: string | null): CheckedField {
  const checked = checkText(initials, cleanInitials, PREFERRED_INITIALS_MAX_LENGTH, PROFILE_ERRORS.initialsTooLong);
  return checked.ok && checked.value !== null && isMixedScript(checked.value) ? { ok: false, error: PROFILE_ERRORS.initialsMixedScript } : checked;
}

/** Bio: optional, trimmed, at most 160 characters (our limit; the spec names none). */
export function checkBio(bio: string | null): CheckedField {
  return checkText(bio, (s) => s.trim(), BIO_MAX_LENGTH, PROFILE_ERRORS.bioTooLong);
}
