// What the domain says a public challenge's stored scores and ranks must be, for the SQL ranking's
// tests: every question has the same choices, worth 1 point unless a won choice says otherwise.
import { rankEntries, scoreEntries } from '../../src/domain/pickem/index.js';
import type { WonChoice } from '../../src/server/db/repositories/pickem-ranking.repository.js';

type ScoredEntry = Parameters<typeof scoreEntries>[0][number] & { id: string; entryName: string; tiebreakerAnswer: number | null };

export function domainStandings(
  entries: readonly ScoredEntry[],
  won: readonly WonChoice[],
  tiebreakerResult: number | null,
  shape: { questions: number; choices: readonly string[] },
): Array<{ id: string; score: number; rank: number }> {
  const questions = Array.from({ length: shape.questions }, (_, q) => ({
    index: q,
    choices: shape.choices.map((key) => {
      const w = won.find((c) => c.question === q && c.choice === key);
      return { key, points: (w?.hundredths ?? 100) / 100, result: w ? ('W' as const) : null };
    }),
  }));
  const scores = scoreEntries(entries, questions);
  const ranks = new Map(
    rankEntries(entries.map((e, i) => ({ id: e.id, entryName: e.entryName, score: scores[i]!, tiebreakerAnswer: e.tiebreakerAnswer, podiumProbability: null })), tiebreakerResult).map((r) => [r.id, r.rank]),
  );
  return entries.map((e, i) => ({ id: e.id, score: scores[i]!, rank: ranks.get(e.id)! }));
}
