// Avatar set avatars-1 (docs/product/accounts.md#profile: 51 avatars): each id is a sports fan drawn from shared parts —
// background, pattern, jersey, skin, hair, headwear, eyes, mouth and a detail — so the set costs
// one small module instead of 51 files. Ids map to parts by a mixed radix: with q = ⌊(id-1)/10⌋,
// the background is (id-1) mod 10 and the headwear (3q + background) mod 10, so no two ids share
// both (3q mod 10 differs for q = 0…5), and neighbours in the picker differ in colour and hat.

export const AVATAR_IDS: readonly number[] = Array.from({ length: 51 }, (_, index) => index + 1);

/** [background, pattern colour] — team-like colours. */
export const BACKGROUNDS = [
  ['#1444d4', '#3c68ea'],
  ['#ff6a13', '#ff8c4a'],
  ['#0b7a33', '#27a052'],
  ['#c20f2c', '#e23a55'],
  ['#6d28d9', '#8d58ee'],
  ['#0e7490', '#1d9bbd'],
  ['#e5a500', '#f7c531'],
  ['#1a2c5e', '#2c4486'],
  ['#c81e6e', '#e6519a'],
  ['#3f4d63', '#5d6c85'],
] as const;

/** [jersey, its shade, trim that reads on it]. */
export const JERSEYS = [
  ['#ffffff', '#d9dee8', '#0b1630'],
  ['#0b1630', '#050b19', '#ffffff'],
  ['#ff6a13', '#d24f05', '#ffffff'],
  ['#f7c531', '#d6a206', '#0b1630'],
  ['#12a150', '#0b7a33', '#ffffff'],
  ['#1444d4', '#0d2f9c', '#ffffff'],
  ['#e23a55', '#b0132d', '#ffffff'],
  ['#7c3aed', '#5b21b6', '#ffffff'],
] as const;

export const SKINS = [
  ['#f9dcc4', '#eabf9f'],
  ['#f1c27d', '#dba763'],
  ['#e0a878', '#c88e5e'],
  ['#c68642', '#a86c2f'],
  ['#8d5524', '#71411a'],
  ['#5c3a21', '#472b17'],
] as const;

export const HAIR = ['#1f1a17', '#5b3a1e', '#a0522d', '#e0b84f', '#c2410c', '#d4d8df'] as const;

export const PATTERNS = ['plain', 'sash', 'ring', 'horizon'] as const;
export const HEADWEAR = ['cap', 'beanie', 'headband', 'short', 'curly', 'mohawk', 'bun', 'bald', 'helmet', 'visor'] as const;
export const EYES = ['dots', 'happy', 'wink', 'shades'] as const;
export const MOUTHS = ['smile', 'grin', 'oh', 'smirk'] as const;
export const DETAILS = ['none', 'eyeBlack', 'blush', 'freckles'] as const;

export interface AvatarParts {
  background: (typeof BACKGROUNDS)[number];
  pattern: (typeof PATTERNS)[number];
  jersey: (typeof JERSEYS)[number];
  skin: (typeof SKINS)[number];
  hair: (typeof HAIR)[number];
  headwear: (typeof HEADWEAR)[number];
  eyes: (typeof EYES)[number];
  mouth: (typeof MOUTHS)[number];
  detail: (typeof DETAILS)[number];
}

const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length] as T;

/** Distance between two #rrggbb colours (plain RGB): under ~140 they read as the same colour. */
export function colourDistance(a: string, b: string): number {
  let sum = 0;
  for (const at of [1, 3, 5]) sum += (parseInt(a.slice(at, at + 2), 16) - parseInt(b.slice(at, at + 2), 16)) ** 2;
  return Math.sqrt(sum);
}

/** The jersey for index n, moved on while it would melt into the background. */
function jerseyOn(background: string, n: number): (typeof JERSEYS)[number] {
  for (let step = 0; ; step++) {
    const jersey = pick(JERSEYS, n + step);
    if (colourDistance(jersey[0], background) >= 140 || step >= JERSEYS.length) return jersey;
  }
}

/** The parts of avatar `id` (1–51); any other number wraps into the set. */
export function avatarParts(id: number): AvatarParts {
  const i = (((Math.trunc(id) - 1) % 51) + 51) % 51;
  const b = i % 10;
  const q = Math.floor(i / 10);
  return {
    background: pick(BACKGROUNDS, b),
    pattern: pick(PATTERNS, b + q),
    jersey: jerseyOn(BACKGROUNDS[b]?.[0] ?? '#000000', i * 3 + q),
    skin: pick(SKINS, i * 7 + q),
    hair: pick(HAIR, i * 5 + 2 * q),
    headwear: pick(HEADWEAR, 3 * q + b),
    eyes: pick(EYES, i + q),
    mouth: pick(MOUTHS, Math.floor(i / 2) + q),
    detail: pick(DETAILS, i * 3 + 2 * q + 1),
  };
}

/** One string per avatar naming its parts: the test that no two avatars look alike uses it. */
export function avatarSignature(id: number): string {
  const p = avatarParts(id);
  return [p.background[0], p.pattern, p.jersey[0], p.skin[0], p.hair, p.headwear, p.eyes, p.mouth, p.detail].join('|');
}
