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
import { entryInputs, normalised } from './podium-inputs.js';
import { enumerate, sample, thirdLargest } from './podium-outcomes.js';
import { buildChunks } from './podium-tables.js';
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

/** Each entry's chance of a top-3 finish by score (ties share the rank), keyed by entry id. */
export function podiumProbabilities(input: PodiumInput): Map<string, number> {
  const { entries } = input;
  const questions = input.questions.map(normalised);
  const result = new Map<string, number>();
  const { picks, base, best, worst, counts } = entryInputs(entries, questions);

  // An entry whose best case is below the 3rd best worst case can never reach the top 3: it gets 0
  // and leaves the hot loops (it could never be the threshold either). With 3 or fewer left, all finish top 3.
  const cut = thirdLargest(worst, counts);
  const active: number[] = [];
  let activeEntries = 0;
  for (let e = 0; e < entries.length; e++) {
    result.set(entries[e]!.id, 0);
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
    questions.length <= PODIUM_EXACT_MAX_QUESTIONS && totalOutcomes <= PODIUM_EXACT_MAX_OUTCOMES
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

function defaultSamples(activeEntries: number): number {
  return Math.max(PODIUM_MIN_SAMPLES, Math.min(PODIUM_MAX_SAMPLES, Math.floor(SAMPLE_BUDGET / activeEntries)));
}
