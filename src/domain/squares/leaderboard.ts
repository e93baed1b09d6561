// The squares leaderboard (docs/product/squares.md): players ranked by periods won, then squares held.
// A player is a label (initials are unique per game, docs/product/squares.md); ties share a rank (docs/product/squares.md#leaderboard).
import type { PeriodResult } from './types.js';

export interface PlayerSquare<Owner = unknown> {
  square: number;
  uid: string;
  entryName: string;
  entryOwner: Owner;
}

export interface PlayerStanding<Owner = unknown> {
  entryName: string;
  uid: string;
  entryOwner: Owner;
  periodsWon: number;
  squaresHeld: number;
  /** 1-based; players level on periods won and squares held share it (1, 1, 3). */
  rank: number;
}

/** Code-point order, so the server and every browser list ties the same way. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function rankPlayers<Owner>(
  squares: readonly PlayerSquare<Owner>[],
  results: readonly Pick<PeriodResult, 'entryName'>[],
): PlayerStanding<Owner>[] {
  const players = new Map<string, PlayerStanding<Owner>>();
  for (const { entryName, uid, entryOwner } of squares) {
    const player = players.get(entryName) ?? { entryName, uid, entryOwner, periodsWon: 0, squaresHeld: 0, rank: 0 };
    player.squaresHeld++;
    players.set(entryName, player);
  }
  for (const { entryName } of results) {
    const player = entryName === null ? undefined : players.get(entryName);
    if (player) player.periodsWon++;
  }
  const ranked = [...players.values()].sort(
    (a, b) => b.periodsWon - a.periodsWon || b.squaresHeld - a.squaresHeld || byName(a.entryName, b.entryName),
  );
  ranked.forEach((player, i) => {
    const before = ranked[i - 1];
    const level = before && before.periodsWon === player.periodsWon && before.squaresHeld === player.squaresHeld;
    player.rank = level ? before.rank : i + 1;
  });
  return ranked;
}
