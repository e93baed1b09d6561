// What a scoreboard shows for a team our reference data does not know (a feed's team from another
// division, a renamed school): the feed's own values, normalised, or neutral ones.

/** Colours of a team we know nothing about: dark grey on white reads on both themes. */
export const NEUTRAL_PRIMARY_COLOR = '#333333';
export const NEUTRAL_SECONDARY_COLOR = '#FFFFFF';

/**
 * A feed colour as '#RRGGBB' uppercase: ESPN writes "0a2240" without '#', others "#0A2240".
 * Returns undefined for anything else (empty, 3-digit, named colours) so the caller falls back.
 */
export function normalizeHexColor(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^#?([0-9A-Fa-f]{6})$/.exec(value.trim());
  return match?.[1] === undefined ? undefined : `#${match[1].toUpperCase()}`;
}

/**
 * A short code for a team without one: the initials of a name of several words ("Utah State" → "US",
 * up to 4), or the first 3 letters of a single word ("Ludwigsburg" → "LUD"). Empty for a name
 * without letters or digits, which the SportsGame contract then rejects.
 */
export function teamInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  if (words.length === 0) return '';
  if (words.length === 1) return (words[0] ?? '').slice(0, 3).toUpperCase();
  return words
    .slice(0, 4)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}
