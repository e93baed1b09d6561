// What a player's text shows as, for labels others must tell apart: squares initials, names,
// handles (docs/security.md, "Hostile text"). Text that looks the same must compare the same.

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Invisible characters: every format character (Cf: zero-width space and joiners, the bidi
 * embeddings, overrides and isolates, the soft hyphen, word joiner, BOM) and every other
 * default-ignorable code point (variation selectors, the Hangul fillers, the combining
 * grapheme joiner). None of them shows as anything of its own.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The label as it shows: NFKC (fullwidth 'ＱＸ' is 'QX', the ligature 'ﬁ' is 'fi'), then the
 * invisible characters removed, so 'Q\u200BX' and '\u202EQX' are 'QX'. An emoji joined by
 * ZWJ falls apart into its pieces: a label is a few characters, not a picture.
 */
export function normaliseLabel(text: string): string {
  if (PRINTABLE_ASCII.test(text)) return text;
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

/** Scripts whose letters others can pass off as Latin ones, and the common scripts beside them. */
const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Cherokee', 'Coptic', 'Georgian', 'Hebrew', 'Arabic', 'Syriac',
  'Thaana', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala',
  'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Khmer', 'Mongolian', 'Ethiopic', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo',
].map((name) => ({ name, pattern: new RegExp(`^\\p{Script=${name}}$`, 'u') }));

const LETTER = /^\p{L}$/u;

/**
 * Scripts a person writes together (Unicode TS #39, "highly restrictive"): Latin with Japanese,
 * with Chinese and Bopomofo, or with Korean.
 */
const MIXES_ALLOWED: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** The scripts of the text's letters (digits, marks and symbols belong to none); 'Other' for a script not listed. */
export function scriptsOf(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    scripts.add(SCRIPTS.find(({ pattern }) => pattern.test(char))?.name ?? 'Other');
  }
  return scripts;
}

/** Letters from more than one script, beyond the mixes people write: 'QХ' with a Cyrillic Ha. */
export function isMixedScript(text: string): boolean {
  if (PRINTABLE_ASCII.test(text)) return false;
  const scripts = scriptsOf(text);
  if (scripts.size <= 1) return false;
  return !MIXES_ALLOWED.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}

export const MIXED_SCRIPT_ERROR = 'Initials must use letters from one alphabet';

/** Capital Cyrillic and Greek letters drawn like a Latin capital (Unicode's confusables, for capitals only). */
const LATIN_LOOK_ALIKES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // Cyrillic
    'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T', 'У': 'Y',
    'Х': 'X', 'Ѕ': 'S', 'І': 'I', 'Ј': 'J', 'Ԛ': 'Q', 'Ԝ': 'W', 'Ү': 'Y', 'Ӏ': 'I',
    // Greek
    'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P',
    'Τ': 'T', 'Υ': 'Y', 'Χ': 'X', 'Ϲ': 'C', 'Ϳ': 'J',
  }),
);

/**
 * Capital initials written wholly in Cyrillic or Greek letters that each look like a Latin
 * capital ('ԚХ', 'ΟΧ') are the Latin initials they look like ('QX', 'OX'): what shows is the
 * same, so the label must be. Initials with any other letter of their script ('ЖО') stay as
 * typed; mixing scripts is refused apart (isMixedScript).
 */
export function latinLookAlike(initials: string): string {
  if (PRINTABLE_ASCII.test(initials)) return initials;
  let latin = '';
  for (const char of initials) {
    if (!LETTER.test(char)) latin += char;
    else {
      const mapped = LATIN_LOOK_ALIKES.get(char);
      if (mapped === undefined) return initials;
      latin += mapped;
    }
  }
  return latin;
}

/** A name others see (a pool's name, an entry's name, a handle): as it shows, trimmed. */
export function normaliseName(text: string): string {
  return normaliseLabel(text).trim();
}
