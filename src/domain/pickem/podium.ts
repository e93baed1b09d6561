// Podium probability: each entry's chance of finishing in the top 3 (docs/product/pickem.md#podium-probability).
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
// sample needs one pass over the entries, with no sorting: it keeps the top 3 and notes the few
// entries that reach the 3rd largest so far, and only those are counted against the final one.
//
// Entries level on settled score and on their picks among the open questions have the same score
// in every outcome, hence the same chance: a caller may pass one of them with `count` (how many it
// stands for), and the top 3 is counted with that multiplicity. The answer is the same number, to
// the last bit, as passing them one by one: the same outcomes in the same order add the same
// weights, and the Monte Carlo draws as many samples for the same number of entries.
import { mulberry32 } from './random.js';
import type { EntryAnswer } from './results.js';
import type { ChoiceResult, QuestionType } from './vocabulary.js';

/** docs/product/pickem.md: exact enumeration when this many questions or fewer remain. */
const PODIUM_EXACT_MAX_QUESTIONS = 10;
/**
 * …and their joint outcomes are at most this many (10 two-way games are 1,024): ten props
 * questions of 10 choices would be 10¹⁰ outcomes, so those go to Monte Carlo instead.
 */
export const PODIUM_EXACT_MAX_OUTCOMES = 4096;
/** docs/product/pickem.md: at least 2,500 samples (a standard error of at most 1 percentage point). */
const PODIUM_MIN_SAMPLES = 2500;
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
  /** How many entries this one stands for, all with this score and these picks (default 1). */
  readonly count?: number;
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
  readonly type: QuestionType;
  readonly homeWinProbability?: number | null;
  readonly choices: readonly { readonly key: string; readonly points: number; readonly result: ChoiceResult | null }[];
}

/**
 * The questions still open for podium purposes, with each choice's win probability: sports
 * questions from homeWinProbability (VsSpreadPick: even, since a spread is set to make covering
 * a coin flip; none known: even), props questions equally likely (docs/product/pickem.md). A question is
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
  /** Per question of the chunk: its stride in the outcome number and cumulative probabilities, for sampling. */
  readonly questions: readonly { readonly stride: number; readonly cumulative: Float64Array }[];
  /** Probability of each joint outcome, for exact enumeration. */
  readonly probability: Float64Array;
  /** Points gained, in hundredths: table[outcome × active + a] (the first chunk includes the settled score). */
  readonly table: Int32Array;
}

/** Each entry's chance of a top-3 finish by score (ties share the rank), keyed by entry id. */
export function podiumProbabilities(input: PodiumInput): Map<string, number> {
  const { entries } = input;
  const questions = input.questions.map(normalised);
  const questionCount = questions.length;
  const result = new Map<string, number>();

  // Each entry's choice per question (picks[e × questionCount + q], −1: none), settled score and the
  // bounds of its final score, all in integer hundredths.
  const slotOf = new Map(questions.map((q, slot) => [q.index, slot]));
  const choiceOf = questions.map((q) => new Map(q.choices.map((c, i) => [c.key, i])));
  const worth = questions.map((q) => q.choices.map((c) => Math.round(c.points * 100)));
  const picks = new Int8Array(entries.length * questionCount).fill(-1);
  const base = new Int32Array(entries.length);
  const best = new Int32Array(entries.length);
  const worst = new Int32Array(entries.length);
  const counts = new Int32Array(entries.length);
  for (let e = 0; e < entries.length; e++) {
    const entry = entries[e]!;
    counts[e] = multiplicity(entry.count);
    base[e] = best[e] = worst[e] = Math.round(entry.score * 100);
    result.set(entry.id, 0);
    for (const answer of entry.answers) {
      const slot = slotOf.get(answer.question);
      const choice = slot === undefined ? undefined : choiceOf[slot]?.get(answer.choice);
      if (slot === undefined || choice === undefined) continue;
      picks[e * questionCount + slot] = choice;
      const probability = questions[slot]?.choices[choice]?.probability ?? 0;
      const points = worth[slot]?.[choice] ?? 0;
      if (probability > 0) best[e] = best[e]! + points;
      if (probability >= 1) worst[e] = worst[e]! + points;
    }
  }

  // An entry whose best case is below the 3rd best worst case can never reach the top 3: it gets 0
  // and leaves the hot loops (it could never be the threshold either). With 3 or fewer left, all finish top 3.
  const cut = thirdLargest(worst, counts);
  const active: number[] = [];
  let activeEntries = 0;
  for (let e = 0; e < entries.length; e++) {
    if (best[e]! < cut) continue;
    active.push(e);
    activeEntries += counts[e]!;
  }
  if (activeEntries <= PODIUM_PLACES) {
    for (const e of active) result.set(entries[e]!.id, 1);
    return result;
  }

  const chunks = buildChunks(questions, picks, active, base);
  const activeCounts = Int32Array.from(active, (e) => counts[e]!);
  const totalOutcomes = chunks.reduce((n, c) => n * c.outcomes, 1);
  const hits =
    questionCount <= PODIUM_EXACT_MAX_QUESTIONS && totalOutcomes <= PODIUM_EXACT_MAX_OUTCOMES
      ? enumerate(chunks, activeCounts, totalOutcomes)
      : sample(chunks, activeCounts, input.samples ?? defaultSamples(activeEntries), input.seed ?? DEFAULT_SEED);
  active.forEach((e, a) => result.set(entries[e]!.id, Math.min(1, Math.max(0, hits[a]!))));
  return result;
}

/**
 * About how many (entry, outcome) cells a computation visits, at most: the entries given (groups
 * count once) times the joint outcomes, or the most samples when those are more. A caller uses it
 * to decide whether a computation is small enough to run where it is.
 */
export function podiumCost(input: PodiumInput): number {
  const outcomes = input.questions.reduce((n, q) => n * Math.max(1, q.choices.length), 1);
  return input.entries.length * Math.min(outcomes, Math.max(PODIUM_MAX_SAMPLES, input.samples ?? 0));
}

/** A count as the computation uses it: a whole number, at least 1. */
function multiplicity(count: number | undefined): number {
  return count === undefined || !Number.isFinite(count) || count < 1 ? 1 : Math.min(0x7fffffff, Math.floor(count));
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

const NONE = -2147483648;

/**
 * The 3rd largest value counted with multiplicity (value i counts counts[i] times; NONE with fewer
 * than 3): a score at least this has fewer than 3 scores above it, so it ranks in the top 3 when
 * ties share the rank.
 */
function thirdLargest(values: Int32Array, counts: Int32Array): number {
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

/** Packs the questions into chunks of at most CHUNK_OUTCOMES joint outcomes and fills their tables. */
function buildChunks(questions: readonly PodiumQuestion[], picks: Int8Array, active: readonly number[], base: Int32Array): Chunk[] {
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
function enumerate(chunks: readonly Chunk[], counts: Int32Array, total: number): Float64Array {
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
function sample(chunks: readonly Chunk[], counts: Int32Array, samples: number, seed: number): Float64Array {
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
