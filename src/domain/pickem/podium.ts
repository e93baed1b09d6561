// Podium probability: each entry's chance of finishing in the top 3 (issue #6 §7, SPEC §3 Computed).
//
// P(rank ≤ 3 by score, ties sharing the rank) over the questions not yet settled, each decided
// independently by its choices' win probabilities. Exact enumeration when at most 10 questions
// remain (and their outcomes number at most EXACT_MAX_OUTCOMES), else a seeded Monte Carlo.
//
// Speed (target: 10,000 entries × 16 games under 200 ms, bench/pickem-rank.ts): the remaining
// questions are packed into chunks of at most 256 joint outcomes (8 two-way games), and each
// entry gets, per chunk, the points it gains under each outcome of that chunk. The tables are
// laid out outcome-major (table[outcome × entries + entry]), so one sample's scores are a sum of
// a few contiguous rows, in integer hundredths. An entry is in the top 3 exactly when its score is
// at least the 3rd largest score counted with multiplicity (fewer than 3 entries beat it), so each
// sample needs one pass to find that threshold and one to count, with no sorting.
import { mulberry32 } from './random.js';
import type { EntryAnswer } from './results.js';

/** Issue #6 §7: exact enumeration when this many questions or fewer remain. */
export const PODIUM_EXACT_MAX_QUESTIONS = 10;
/**
 * …and their joint outcomes are at most this many (10 two-way games are 1,024): ten props
 * questions of 10 choices would be 10¹⁰ outcomes, so those go to Monte Carlo instead.
 */
export const PODIUM_EXACT_MAX_OUTCOMES = 4096;
/** Issue #6 §7: at least 2,500 samples (a standard error of at most 1 percentage point). */
export const PODIUM_MIN_SAMPLES = 2500;
/** More samples when there are fewer entries, within about the same time: samples × entries up to this. */
const SAMPLE_BUDGET = 25_000_000;
const PODIUM_MAX_SAMPLES = 20_000;
const DEFAULT_SEED = 0x5eed;
const CHUNK_OUTCOMES = 256;
const PODIUM_PLACES = 3;

export interface PodiumChoice {
  readonly key: string;
  readonly points: number;
  /** This choice's chance of winning; a question's choices are normalised to sum to 1. */
  readonly probability: number;
}

export interface PodiumQuestion {
  readonly index: number;
  readonly choices: readonly PodiumChoice[];
}

export interface PodiumEntry {
  readonly id: string;
  /** Points from settled questions. */
  readonly score: number;
  /** Its answers; those to questions not in `questions` are ignored. */
  readonly answers: readonly EntryAnswer[];
}

export interface PodiumInput {
  readonly entries: readonly PodiumEntry[];
  /** The questions not settled yet (podiumQuestions builds them from a game's questions). */
  readonly questions: readonly PodiumQuestion[];
  readonly seed?: number;
  /** Monte Carlo samples; by default as many as fit the budget, at least PODIUM_MIN_SAMPLES. */
  readonly samples?: number;
}

/** A game question as podiumQuestions reads it (structurally the contract's Question). */
export interface PodiumSourceQuestion {
  readonly index: number;
  readonly type: string;
  readonly homeWinProbability?: number | null;
  readonly choices: readonly { readonly key: string; readonly points: number; readonly result: string | null }[];
}

/**
 * The questions still open for podium purposes, with each choice's win probability: sports
 * questions from homeWinProbability (VsSpreadPick: even, since a spread is set to make covering
 * a coin flip; none known: even), props questions equally likely (issue #6 §7). A question is
 * settled once any choice has a result; OffPick is never pickable, so it never matters.
 */
export function podiumQuestions(questions: readonly PodiumSourceQuestion[]): PodiumQuestion[] {
  const open: PodiumQuestion[] = [];
  for (const q of questions) {
    if (q.type === 'OffPick' || q.choices.some((c) => c.result !== null)) continue;
    if (q.type === 'PropsQuestion') {
      open.push({ index: q.index, choices: q.choices.map((c) => ({ key: c.key, points: c.points, probability: 1 / q.choices.length })) });
      continue;
    }
    const home = q.type === 'VsSpreadPick' ? 0.5 : (q.homeWinProbability ?? 0.5);
    open.push({
      index: q.index,
      choices: q.choices.map((c) => ({ key: c.key, points: c.points, probability: c.key === 'Home' ? home : 1 - home })),
    });
  }
  return open;
}

interface Chunk {
  /** Joint outcomes of the chunk's questions (mixed radix, the first question least significant). */
  readonly outcomes: number;
  /** Per question of the chunk: its choice count and cumulative probabilities, for sampling. */
  readonly questions: readonly { readonly stride: number; readonly cumulative: Float64Array }[];
  /** Probability of each joint outcome, for exact enumeration. */
  readonly probability: Float64Array;
  /** Points gained, in hundredths: table[outcome × active + a]. */
  readonly table: Int32Array;
}

/** Each entry's chance of a top-3 finish by score (ties share the rank), keyed by entry id. */
export function podiumProbabilities(input: PodiumInput): Map<string, number> {
  const { entries } = input;
  const questions = input.questions.map(normalised);
  const result = new Map<string, number>(entries.map((e) => [e.id, 0]));

  // Each entry's choice per question (−1: none) and its points, in hundredths.
  const questionSlot = new Map(questions.map((q, i) => [q.index, i]));
  const picks = entries.map((entry) => {
    const choice = new Int8Array(questions.length).fill(-1);
    for (const answer of entry.answers) {
      const slot = questionSlot.get(answer.question);
      if (slot === undefined) continue;
      choice[slot] = questions[slot]?.choices.findIndex((c) => c.key === answer.choice) ?? -1;
    }
    return choice;
  });
  const base = entries.map((e) => Math.round(e.score * 100));

  // An entry whose best case is below the 3rd best worst case can never reach the top 3: it gets 0
  // and leaves the hot loops (it could never be the threshold either). With 3 or fewer left, all finish top 3.
  const best = entries.map((_, e) => base[e]! + gainBound(questions, picks[e]!, (p) => p > 0));
  const worst = entries.map((_, e) => base[e]! + gainBound(questions, picks[e]!, (p) => p >= 1));
  const cut = [...worst].sort((a, b) => b - a)[PODIUM_PLACES - 1] ?? Number.NEGATIVE_INFINITY;
  const active = entries.map((_, e) => e).filter((e) => best[e]! >= cut);
  if (active.length <= PODIUM_PLACES) {
    for (const e of active) result.set(entries[e]!.id, 1);
    return result;
  }

  const chunks = buildChunks(questions, active.map((e) => picks[e]!), active.map((e) => base[e]!));
  const totalOutcomes = chunks.reduce((n, c) => n * c.outcomes, 1);
  const hits =
    questions.length <= PODIUM_EXACT_MAX_QUESTIONS && totalOutcomes <= PODIUM_EXACT_MAX_OUTCOMES
      ? enumerate(chunks, active.length, totalOutcomes)
      : sample(chunks, active.length, input.samples ?? defaultSamples(active.length), input.seed ?? DEFAULT_SEED);
  active.forEach((e, a) => result.set(entries[e]!.id, Math.min(1, Math.max(0, hits[a]!))));
  return result;
}

function defaultSamples(activeEntries: number): number {
  return Math.max(PODIUM_MIN_SAMPLES, Math.min(PODIUM_MAX_SAMPLES, Math.floor(SAMPLE_BUDGET / activeEntries)));
}

/** Probabilities that sum to 1 (all equal when none is positive). */
function normalised(q: PodiumQuestion): PodiumQuestion {
  const total = q.choices.reduce((sum, c) => sum + Math.max(0, c.probability), 0);
  const probability = (p: number) => (total > 0 ? Math.max(0, p) / total : 1 / q.choices.length);
  return { index: q.index, choices: q.choices.map((c) => ({ ...c, probability: probability(c.probability) })) };
}

/** Hundredths an entry gains from the questions whose picked choice's probability passes `counts`. */
function gainBound(questions: readonly PodiumQuestion[], choice: Int8Array, counts: (p: number) => boolean): number {
  let sum = 0;
  questions.forEach((q, i) => {
    const c = q.choices[choice[i]!];
    if (c && counts(c.probability)) sum += Math.round(c.points * 100);
  });
  return sum;
}

/** Packs the questions into chunks of at most CHUNK_OUTCOMES joint outcomes and fills their tables. */
function buildChunks(questions: readonly PodiumQuestion[], picks: readonly Int8Array[], base: readonly number[]): Chunk[] {
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

  const active = picks.length;
  return groups.map((group, g) => {
    let outcomes = 1;
    const meta = group.map((i) => {
      const q = questions[i]!;
      const stride = outcomes;
      outcomes *= q.choices.length;
      let running = 0;
      const cumulative = Float64Array.from(q.choices, (c) => (running += c.probability));
      return { stride, cumulative };
    });
    // Outcome probabilities and each entry's gains, built one question at a time: the rows for the
    // next question's choice d are the rows so far, shifted by d × stride, plus that choice's worth.
    const probability = new Float64Array(outcomes);
    probability[0] = 1;
    const table = new Int32Array(outcomes * active);
    if (g === 0) for (let a = 0; a < active; a++) table[a] = base[a]!;
    let filled = 1;
    group.forEach((i) => {
      const q = questions[i]!;
      const column = Int8Array.from(picks, (choice) => choice[i]!);
      for (let d = q.choices.length - 1; d >= 0; d--) {
        const choice = q.choices[d]!;
        const worth = Math.round(choice.points * 100);
        for (let o = 0; o < filled; o++) {
          const from = o * active;
          const to = (d * filled + o) * active;
          probability[d * filled + o] = probability[o]! * choice.probability;
          for (let a = 0; a < active; a++) table[to + a] = table[from + a]! + (column[a] === d ? worth : 0);
        }
      }
      filled *= q.choices.length;
    });
    return { outcomes, questions: meta, probability, table };
  });
}

/**
 * Sums the chunks' rows for one joint outcome into `scores` and returns the 3rd largest score
 * counted with multiplicity (the top-3 threshold).
 */
function scoreOutcome(chunks: readonly Chunk[], rows: Int32Array, scores: Int32Array): number {
  const n = scores.length;
  const first = chunks[0]!;
  const start = rows[0]! * n;
  scores.set(first.table.subarray(start, start + n));
  for (let c = 1; c < chunks.length - 1; c++) {
    const table = chunks[c]!.table;
    const offset = rows[c]! * n;
    for (let a = 0; a < n; a++) scores[a] = scores[a]! + table[offset + a]!;
  }
  let v1 = -2147483648;
  let v2 = -2147483648;
  let v3 = -2147483648;
  const last = chunks.length > 1 ? chunks[chunks.length - 1]!.table : null;
  const offset = rows[chunks.length - 1]! * n;
  for (let a = 0; a < n; a++) {
    const s = last === null ? scores[a]! : (scores[a] = scores[a]! + last[offset + a]!);
    if (s > v3) {
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

/** Exact: every joint outcome, weighted by its probability. */
function enumerate(chunks: readonly Chunk[], active: number, total: number): Float64Array {
  const hits = new Float64Array(active);
  const scores = new Int32Array(active);
  const rows = new Int32Array(chunks.length);
  for (let combination = 0; combination < total; combination++) {
    let rest = combination;
    let weight = 1;
    chunks.forEach((chunk, c) => {
      rows[c] = rest % chunk.outcomes;
      rest = Math.floor(rest / chunk.outcomes);
      weight *= chunk.probability[rows[c]]!;
    });
    if (weight === 0) continue;
    const threshold = scoreOutcome(chunks, rows, scores);
    for (let a = 0; a < active; a++) if (scores[a]! >= threshold) hits[a] = hits[a]! + weight;
  }
  return hits;
}

/** Monte Carlo: `samples` joint outcomes drawn with the seeded PRNG; the share of them in the top 3. */
function sample(chunks: readonly Chunk[], active: number, samples: number, seed: number): Float64Array {
  const random = mulberry32(seed);
  const counts = new Int32Array(active);
  const scores = new Int32Array(active);
  const rows = new Int32Array(chunks.length);
  for (let s = 0; s < samples; s++) {
    chunks.forEach((chunk, c) => {
      let row = 0;
      for (const q of chunk.questions) {
        const r = random();
        let d = 0;
        while (d < q.cumulative.length - 1 && r >= q.cumulative[d]!) d++;
        row += d * q.stride;
      }
      rows[c] = row;
    });
    const threshold = scoreOutcome(chunks, rows, scores);
    for (let a = 0; a < active; a++) if (scores[a]! >= threshold) counts[a]!++;
  }
  return Float64Array.from(counts, (n) => n / samples);
}
