// The podium computation's inputs as it works on them (podium.ts): probabilities that sum to 1,
// and each entry's picks, settled score and score bounds in integer hundredths.
import type { PodiumEntry, PodiumQuestion } from './podium.js';

/**
 * Each entry's choice per question (picks[e × questionCount + q], −1: none), settled score and the
 * bounds of its final score, all in integer hundredths, and how many entries it stands for.
 */
export interface EntryInputs {
  readonly picks: Int8Array;
  readonly base: Int32Array;
  readonly best: Int32Array;
  readonly worst: Int32Array;
  readonly counts: Int32Array;
}

export function entryInputs(entries: readonly PodiumEntry[], questions: readonly PodiumQuestion[]): EntryInputs {
  const questionCount = questions.length;
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
  return { picks, base, best, worst, counts };
}

/** A count as the computation uses it: a whole number, at least 1. */
function multiplicity(count: number | undefined): number {
  return count === undefined || !Number.isFinite(count) || count < 1 ? 1 : Math.min(0x7fffffff, Math.floor(count));
}

/** Probabilities that sum to 1 (all equal when none is positive). */
export function normalised(q: PodiumQuestion): PodiumQuestion {
  const total = q.choices.reduce((sum, c) => sum + Math.max(0, c.probability), 0);
  const probability = (p: number) => (total > 0 ? Math.max(0, p) / total : 1 / q.choices.length);
  return { index: q.index, choices: q.choices.map((c) => ({ ...c, probability: probability(c.probability) })) };
}
