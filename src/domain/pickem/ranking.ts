// The pick'em leaderboard order (docs/product/pickem.md#ranking).

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
 * docs/product/pickem.md#tiebreaker: score descending, then tiebreaker closeness once its result is known (unanswered last),
 * then podium probability descending, then entry name (case-insensitive), then input order.
 * Entries level on score and tiebreaker closeness share a rank (1, 2, 2, 4): podium probability
 * and name only order them on screen, since neither is something the player achieved.
 */
export function rankEntries(entries: readonly RankableEntry[], tiebreakerResult: number | null): { id: string; rank: number }[] {
  // Sort keys in typed arrays and an index order: a recompute ranks thousands of entries.
  const count = entries.length;
  const score = new Float64Array(count);
  const distance = new Float64Array(count);
  const podium = new Float64Array(count);
  const names: (string | undefined)[] = new Array<string | undefined>(count);
  const name = (i: number) => (names[i] ??= entries[i]?.entryName.toLowerCase() ?? '');
  entries.forEach((entry, i) => {
    score[i] = entry.score;
    distance[i] = closeness(entry.tiebreakerAnswer, tiebreakerResult);
    podium[i] = entry.podiumProbability ?? -1;
  });
  const order = Array.from({ length: count }, (_, i) => i);
  order.sort((a, b) => {
    const byScore = score[b]! - score[a]!;
    if (byScore !== 0) return byScore;
    const byDistance = compareNumbers(distance[a]!, distance[b]!);
    if (byDistance !== 0) return byDistance;
    const byPodium = podium[b]! - podium[a]!;
    if (byPodium !== 0) return byPodium;
    const nameA = name(a);
    const nameB = name(b);
    return nameA < nameB ? -1 : nameA > nameB ? 1 : a - b;
  });
  const ranked: { id: string; rank: number }[] = [];
  let rank = 0;
  order.forEach((i, position) => {
    const previous = order[position - 1];
    const level = previous !== undefined && score[previous] === score[i] && distance[previous] === distance[i];
    if (!level) rank = position + 1;
    ranked.push({ id: entries[i]!.id, rank });
  });
  return ranked;
}

/** Ascending, with Infinity − Infinity (two unanswered tiebreakers) as equal rather than NaN. */
function compareNumbers(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
