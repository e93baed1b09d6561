// The podium computation's outcome tables (podium.ts): the open questions packed into chunks,
// each with its joint outcomes' probabilities and every active entry's gain under each of them.
import type { PodiumQuestion } from './podium.js';

const CHUNK_OUTCOMES = 256;

export interface Chunk {
  /** Joint outcomes of the chunk's questions (mixed radix, the first question least significant). */
  readonly outcomes: number;
  /** Per question of the chunk: its stride in the outcome number and cumulative probabilities, for sampling. */
  readonly questions: readonly { readonly stride: number; readonly cumulative: Float64Array }[];
  /** Probability of each joint outcome, for exact enumeration. */
  readonly probability: Float64Array;
  /** Points gained, in hundredths: table[outcome × active + a] (the first chunk includes the settled score). */
  readonly table: Int32Array;
}

/** Packs the questions into chunks of at most CHUNK_OUTCOMES joint outcomes and fills their tables. */
export function buildChunks(questions: readonly PodiumQuestion[], picks: Int8Array, active: readonly number[], base: Int32Array): Chunk[] {
  const groups: number[][] = [];
  let size = Number.POSITIVE_INFINITY;
  questions.forEach((q, i) => {
    const k = q.choices.length;
    const last = groups[groups.length - 1];
    if (last && size * k <= CHUNK_OUTCOMES) {
      last.push(i);
      size *= k;
    } else {
      groups.push([i]);
      size = k;
    }
  });
  if (groups.length === 0) groups.push([]);

  return groups.map((group, g) => {
    let stride = 1;
    const meta = group.map((i) => {
      const q = questions[i]!;
      const question = { stride, cumulative: new Float64Array(q.choices.length) };
      let running = 0;
      q.choices.forEach((c, d) => (question.cumulative[d] = running += c.probability));
      stride *= q.choices.length;
      return question;
    });
    const rows = gainRows(questions, group, picks, active, g === 0 ? base : null);
    return { ...rows, questions: meta };
  });
}

/**
 * The joint outcomes of `group` (mixed radix, its first question least significant): each one's
 * probability and each active entry's gain under it, plus `base` when given. Built by halves, so
 * each row is a sum of two rows of the halves' smaller tables: about one write per cell.
 */
function gainRows(
  questions: readonly PodiumQuestion[],
  group: readonly number[],
  picks: Int8Array,
  active: readonly number[],
  base: Int32Array | null,
): { outcomes: number; probability: Float64Array; table: Int32Array } {
  const n = active.length;
  if (group.length <= 1) {
    const slot = group[0];
    const choices = slot === undefined ? [{ points: 0, probability: 1 }] : questions[slot]!.choices;
    const table = new Int32Array(choices.length * n);
    choices.forEach((choice, d) => {
      const points = Math.round(choice.points * 100);
      for (let a = 0; a < n; a++) {
        const picked = slot !== undefined && picks[active[a]! * questions.length + slot] === d;
        table[d * n + a] = (base === null ? 0 : base[active[a]!]!) + (picked ? points : 0);
      }
    });
    return { outcomes: choices.length, probability: Float64Array.from(choices, (c) => c.probability), table };
  }
  const half = group.length >> 1;
  const low = gainRows(questions, group.slice(0, half), picks, active, base);
  const high = gainRows(questions, group.slice(half), picks, active, null);
  const outcomes = low.outcomes * high.outcomes;
  const probability = new Float64Array(outcomes);
  const table = new Int32Array(outcomes * n);
  const lows = low.table;
  const highs = high.table;
  for (let h = 0; h < high.outcomes; h++) {
    for (let l = 0; l < low.outcomes; l++) {
      const row = h * low.outcomes + l;
      probability[row] = low.probability[l]! * high.probability[h]!;
      const to = row * n;
      const fromLow = l * n;
      const fromHigh = h * n;
      for (let a = 0; a < n; a++) table[to + a] = lows[fromLow + a]! + highs[fromHigh + a]!;
    }
  }
  return { outcomes, probability, table };
}
