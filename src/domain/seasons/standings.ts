// What a finished season game gives each player (docs/product/seasons.md). Pure.

/** One entry of a finished game: its player, its rank (ties share one) and its beans. */
export interface FinishedEntry {
  uid: string;
  rank: number;
  /** The entry's beans as the ledger holds them (hundredths). */
  jellyBeans: number;
}

/** A player's share of one game, or of a season (the sum of their games). */
export interface StandingFigures {
  wins: number;
  podiums: number;
  plays: number;
  jellyBeans: number;
}

export const NO_FIGURES: StandingFigures = { wins: 0, podiums: 0, plays: 0, jellyBeans: 0 };

const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * Per player: a win if any of their entries ranks first (ties all win), a podium if any ranks
 * in the top three, one play for taking part however many entries they had, and the beans of
 * all their entries.
 */
export function gameFigures(entries: readonly FinishedEntry[]): Map<string, StandingFigures> {
  const byPlayer = new Map<string, StandingFigures>();
  for (const entry of entries) {
    const held = byPlayer.get(entry.uid) ?? NO_FIGURES;
    byPlayer.set(entry.uid, {
      wins: held.wins === 1 || entry.rank === 1 ? 1 : 0,
      podiums: held.podiums === 1 || entry.rank <= 3 ? 1 : 0,
      plays: 1,
      jellyBeans: hundredths(held.jellyBeans + Math.max(0, entry.jellyBeans)),
    });
  }
  return byPlayer;
}

/** What to add to each player's season standing when a game's figures go from `before` to `after` (a correction); zero changes are left out. */
export function figuresDifference(before: ReadonlyMap<string, StandingFigures>, after: ReadonlyMap<string, StandingFigures>): Map<string, StandingFigures> {
  const changes = new Map<string, StandingFigures>();
  for (const uid of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(uid) ?? NO_FIGURES;
    const now = after.get(uid) ?? NO_FIGURES;
    const change = { wins: now.wins - was.wins, podiums: now.podiums - was.podiums, plays: now.plays - was.plays, jellyBeans: hundredths(now.jellyBeans - was.jellyBeans) };
    if (change.wins !== 0 || change.podiums !== 0 || change.plays !== 0 || change.jellyBeans !== 0) changes.set(uid, change);
  }
  return changes;
}

/** Beans are shown as whole beans, floored. */
export const wholeBeans = (jellyBeans: number) => Math.floor(jellyBeans + 1e-9);
