/**
 * The checks every parsed input passes before any handler sees it (docs/security.md,
 * "Hostile text"): JSON bodies, query strings, path parameters and socket messages.
 *
 * - Nesting is capped: a handler's walks over a body (the text trimmer, zod) recurse, and a
 *   body nested thousands deep would overflow the stack. The deepest real body (a pick'em
 *   questions game: body → questions → question → answers → answer) is 5 levels.
 * - Text holds no U+0000 and no unpaired UTF-16 surrogate: PostgreSQL refuses both in a text
 *   parameter, so such a string would fail a whole statement, not just its own request.
 *
 * The walk is iterative, so the check itself cannot overflow whatever it is given.
 */

export const MAX_INPUT_DEPTH = 32;

export const HOSTILE_INPUT_MESSAGES = {
  tooDeep: `is nested more than ${MAX_INPUT_DEPTH} levels deep`,
  badText: 'must not contain the NUL character or unpaired surrogates',
} as const;

/** What is wrong, and where: a dotted path from the input's root ('' for the root itself). */
export interface InputProblem {
  field: string;
  message: string;
}

// U+0000, a high surrogate with no low one after it, or a low surrogate with no high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isBadText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** A node of the walk; `parent` links make the path only when a problem is found. */
interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
  depth: number;
}

/** At most this much of a path goes into a message: keys are the sender's text. */
const MAX_PATH_LENGTH = 200;

function pathOf(step: Step | null): string {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse().join('.').slice(0, MAX_PATH_LENGTH);
}

/** The first problem of a parsed JSON value (or a parsed query), or null when it is fine. */
export function findInputProblem(root: unknown, maxDepth: number = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: Step[] = [{ value: root, key: null, parent: null, depth: 0 }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { value, depth } = step;
    if (typeof value === 'string') {
      if (isBadText(value)) return { field: pathOf(step), message: HOSTILE_INPUT_MESSAGES.badText };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return { field: pathOf(step), message: HOSTILE_INPUT_MESSAGES.tooDeep };
    const entries: Array<readonly [string, unknown]> = Array.isArray(value) ? value.map((inner: unknown, i) => [String(i), inner] as const) : Object.entries(value);
    // Pushed in reverse so the first field in the input is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      if (isBadText(key)) return { field: pathOf(step), message: `has a key that ${HOSTILE_INPUT_MESSAGES.badText}` };
      stack.push({ value: inner, key, parent: step, depth: depth + 1 });
    }
  }
  return null;
}

/** The problem as one line for an error body or frame, naming the field. */
export function describeInputProblem(problem: InputProblem, what: string): string {
  return `${problem.field === '' ? what : problem.field}: ${problem.message}`;
}
