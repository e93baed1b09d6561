// The podium computation's count (podium.ts): which active entries finish in the top 3 under each
// joint outcome, over every outcome (exact) or over seeded samples (Monte Carlo).
import type { Chunk } from './podium-tables.js';
import { mulberry32 } from './random.js';

const NONE = -2147483648;

/**
 * The 3rd largest value counted with multiplicity (value i counts counts[i] times; NONE with fewer
 * than 3): a score at least this has fewer than 3 scores above it, so it ranks in the top 3 when
 * ties share the rank.
 */
export function thirdLargest(values: Int32Array, counts: Int32Array): number {
  let v1 = NONE;
  let v2 = NONE;
  let v3 = NONE;
  for (let i = 0; i < values.length; i++) {
    const s = values[i]!;
    // Each copy enters the top 3 while it beats the 3rd: at most 3 times.
    for (let k = counts[i]!; k > 0 && s > v3; k--) {
      if (s > v2) {
        v3 = v2;
        if (s > v1) {
          v2 = v1;
          v1 = s;
        } else v2 = s;
      } else v3 = s;
    }
  }
  return v3;
}

/** Per-outcome buffers, allocated once per computation. */
interface Scratch {
  /**
   * The first addend when it is not a chunk's row: zeros with one chunk (never written), the sum
   * of all chunks' rows but the last with three or more. A computation's chunks do not change.
   */
  readonly rest: Int32Array;
  /** The entries whose score reached the 3rd largest so far, and their scores. */
  readonly candidates: Int32Array;
  readonly candidateScores: Int32Array;
}

function scratchFor(active: number): Scratch {
  return { rest: new Int32Array(active), candidates: new Int32Array(active), candidateScores: new Int32Array(active) };
}

/**
 * One joint outcome (its row in each chunk): adds `weight` to the hits of the entries whose score
 * is at least the outcome's 3rd largest, counted with multiplicity. The scores are summed as two
 * rows, the last chunk's and the sum of the others (or zeros), in one pass over the entries that
 * keeps the top 3 inline and notes each entry that reaches the 3rd largest so far: the threshold
 * only rises, so every entry at or above the final one is among those noted, and unless many
 * entries tie near the top they are a few dozen (about 3 ln n).
 */
function accumulate(chunks: readonly Chunk[], rows: Int32Array, scratch: Scratch, counts: Int32Array, hits: Float64Array, weight: number): void {
  const n = hits.length;
  const last = chunks.length - 1;
  let x = scratch.rest;
  let ox = 0;
  if (last === 1) {
    x = chunks[0]!.table;
    ox = rows[0]! * n;
  } else if (last > 1) {
    x.set(chunks[0]!.table.subarray(rows[0]! * n, rows[0]! * n + n));
    for (let c = 1; c < last; c++) {
      const t = chunks[c]!.table;
      const o = rows[c]! * n;
      for (let a = 0; a < n; a++) x[a] = x[a]! + t[o + a]!;
    }
  }
  const y = chunks[last]!.table;
  const oy = rows[last]! * n;
  const { candidates, candidateScores } = scratch;
  let count = 0;
  let v1 = NONE;
  let v2 = NONE;
  let v3 = NONE;
  for (let a = 0; a < n; a++) {
    const s = x[ox + a]! + y[oy + a]!;
    if (s >= v3) {
      candidates[count] = a;
      candidateScores[count] = s;
      count++;
      // An entry standing for several enters the top 3 once per copy while it beats the 3rd.
      // thirdLargest's insertion, written out: it moves three locals in the hottest loop, which a
      // shared function could only hand back through an array or an object on every outcome.
      for (let k = counts[a]!; k > 0 && s > v3; k--) {
        if (s > v2) {
          v3 = v2;
          if (s > v1) {
            v2 = v1;
            v1 = s;
          } else v2 = s;
        } else v3 = s;
      }
    }
  }
  for (let i = 0; i < count; i++) {
    if (candidateScores[i]! >= v3) {
      const a = candidates[i]!;
      hits[a] = hits[a]! + weight;
    }
  }
}

/** Exact: every joint outcome, weighted by its probability. */
export function enumerate(chunks: readonly Chunk[], counts: Int32Array, total: number): Float64Array {
  const hits = new Float64Array(counts.length);
  const scratch = scratchFor(counts.length);
  const rows = new Int32Array(chunks.length);
  for (let combination = 0; combination < total; combination++) {
    let rest = combination;
    let weight = 1;
    chunks.forEach((chunk, c) => {
      const row = rest % chunk.outcomes;
      rows[c] = row;
      rest = Math.floor(rest / chunk.outcomes);
      weight *= chunk.probability[row]!;
    });
    if (weight > 0) accumulate(chunks, rows, scratch, counts, hits, weight);
  }
  return hits;
}

/** Monte Carlo: `samples` joint outcomes drawn with the seeded PRNG; the share of them in the top 3. */
export function sample(chunks: readonly Chunk[], counts: Int32Array, samples: number, seed: number): Float64Array {
  const random = mulberry32(seed);
  const active = counts.length;
  const hits = new Float64Array(active);
  const scratch = scratchFor(active);
  const rows = new Int32Array(chunks.length);
  for (let s = 0; s < samples; s++) {
    for (let c = 0; c < chunks.length; c++) {
      let row = 0;
      for (const q of chunks[c]!.questions) {
        const r = random();
        let d = 0;
        while (d < q.cumulative.length - 1 && r >= q.cumulative[d]!) d++;
        row += d * q.stride;
      }
      rows[c] = row;
    }
    accumulate(chunks, rows, scratch, counts, hits, 1);
  }
  for (let a = 0; a < active; a++) hits[a] = hits[a]! / samples;
  return hits;
}
