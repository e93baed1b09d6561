// What the pick'em leaderboard shows (docs/product/pickem.md#ranking).

/** docs/product/pickem.md: every entry when this many or fewer. */
const LEADERBOARD_SHOW_ALL_MAX = 7;
/** docs/product/pickem.md: otherwise the top 5 plus the viewer's own entries. */
export const LEADERBOARD_TOP = 5;
/** docs/product/pickem.md MLB grid: the top 12 non-leading ranks, in 2 columns. */
const MLB_GRID_SIZE = 12;

/** Medals for ranks 1–3 (docs/product/pickem.md); tied entries share the medal of their shared rank. */
export const MEDALS: Readonly<Record<1 | 2 | 3, { readonly emoji: string; readonly label: string }>> = {
  1: { emoji: '🥇', label: 'Gold medal' },
  2: { emoji: '🥈', label: 'Silver medal' },
  3: { emoji: '🥉', label: 'Bronze medal' },
};

export function medalFor(rank: number): { emoji: string; label: string } | null {
  return rank === 1 || rank === 2 || rank === 3 ? MEDALS[rank] : null;
}

/**
 * The rows to show, in rank order (docs/product/pickem.md): all of them when 7 or fewer or when expanded, else
 * the top 5 plus the viewer's own entries ranked below. The expand control shows from 8 entries.
 */
export function visibleRows<T extends { readonly id: string }>(input: {
  /** Every entry, in rank order. */
  rows: readonly T[];
  viewerEntryIds: ReadonlySet<string> | readonly string[];
  expanded: boolean;
}): { rows: T[]; showExpand: boolean; hidden: number } {
  const { rows, expanded } = input;
  const own = new Set(input.viewerEntryIds);
  const showExpand = rows.length > LEADERBOARD_SHOW_ALL_MAX;
  if (!showExpand || expanded) return { rows: [...rows], showExpand, hidden: 0 };
  const shown = rows.filter((row, i) => i < LEADERBOARD_TOP || own.has(row.id));
  return { rows: shown, showExpand, hidden: rows.length - shown.length };
}

/**
 * The MLB leaderboard grid (docs/product/pickem.md): the leaders (rank 1) apart, then the next 12 rows (ranks
 * above 1) in 2 columns, filled down the first column, then the second.
 */
export function mlbGrid<T extends { readonly rank: number }>(rows: readonly T[]): { leaders: T[]; columns: [T[], T[]] } {
  const leaders = rows.filter((row) => row.rank === 1);
  const rest = rows.filter((row) => row.rank !== 1).slice(0, MLB_GRID_SIZE);
  const half = Math.ceil(rest.length / 2);
  return { leaders, columns: [rest.slice(0, half), rest.slice(half)] };
}
