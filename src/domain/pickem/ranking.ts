// The pick'em leaderboard order (SPEC §4 Ranking).

export interface RankableEntry {
  readonly id: string;
  readonly entryName: string;
  readonly score: number;
  readonly tiebreakerAnswer: number | null;
  /** Null until computed: ranks after any computed value. */
  readonly podiumProbability: number | null;
}

/** |answer − result| once the result is known; unanswered is farthest. 0 for everyone before the result. */
function closeness(answer: number | null, result: number | null): number {
  if (result === null) return 0;
  return answer === null ? Number.POSITIVE_INFINITY : Math.abs(answer - result);
}

/**
 * SPEC §4: score descending, then tiebreaker closeness once its result is known (unanswered last),
 * then podium probability descending, then entry name (case-insensitive), then input order.
 * Entries level on score and tiebreaker closeness share a rank (1, 2, 2, 4): podium probability
 * and name only order them on screen, since neither is something the player achieved.
 */
export function rankEntries(entries: readonly RankableEntry[], tiebreakerResult: number | null): { id: string; rank: number }[] {
  const keyed = entries.map((entry, order) => ({
    entry,
    order,
    distance: closeness(entry.tiebreakerAnswer, tiebreakerResult),
    podium: entry.podiumProbability ?? -1,
    name: entry.entryName.toLowerCase(),
  }));
  keyed.sort(
    (a, b) =>
      b.entry.score - a.entry.score ||
      compareNumbers(a.distance, b.distance) ||
      b.podium - a.podium ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      a.order - b.order,
  );
  const ranked: { id: string; rank: number }[] = [];
  keyed.forEach((k, i) => {
    const previous = keyed[i - 1];
    const level = previous !== undefined && previous.entry.score === k.entry.score && previous.distance === k.distance;
    const rank = level ? (ranked[i - 1]?.rank ?? i + 1) : i + 1;
    ranked.push({ id: k.entry.id, rank });
  });
  return ranked;
}

/** Ascending, with Infinity − Infinity (two unanswered tiebreakers) as equal rather than NaN. */
function compareNumbers(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
