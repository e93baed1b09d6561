// Profile fields other than the handle (SPEC §3, §5, §9).

export const DISPLAY_NAME_MAX_LENGTH = 30;
export const PREFERRED_INITIALS_MAX_LENGTH = 3;
export const BIO_MAX_LENGTH = 160;
/** Avatar set avatars-1 has 51 avatars, numbered 1–51 (SPEC §3, §9). */
export const AVATAR_SET = 'avatars-1';
export const AVATAR_COUNT = 51;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The first `count` user-perceived characters, so an emoji or accented letter is never cut in half. */
export function firstGraphemes(text: string, count: number): string {
  let result = '';
  let taken = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (taken === count) break;
    result += segment;
    taken++;
  }
  return result;
}

/** Real or display name: trimmed, at most 30 characters (SPEC §5). */
export function normaliseDisplayName(name: string): string {
  return firstGraphemes(name.trim(), DISPLAY_NAME_MAX_LENGTH);
}

/** Initials: trimmed, uppercased, cut to 3 graphemes (SPEC §5). */
export function normaliseInitials(initials: string): string {
  return firstGraphemes(initials.trim().toUpperCase(), PREFERRED_INITIALS_MAX_LENGTH);
}

/** SPEC §5: the magic-link email must look like an email; the send button waits until it does. */
export function looksLikeEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
