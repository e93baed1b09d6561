// My Games' order and "where you stand" line (docs/product/site.md#my-games, decision 035). Pure and
// tested; the page only shows them.
import type { GamePhase, GameStanding, UserGameSummary } from '../../../contracts/games.js';

const GROUP_ORDER: Readonly<Record<GamePhase, number>> = { Live: 0, Pending: 1, Over: 2 };

const byId = (a: UserGameSummary, b: UserGameSummary) => (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0);

/**
 * Live games first, then upcoming, then finished. Live: the latest to start first (the one just
 * under way is the one being watched); upcoming: the next to start first; finished: the latest
 * first. Ties by the latest joined, then by id so the order is stable.
 */
export function sortForList(games: readonly UserGameSummary[]): UserGameSummary[] {
  return [...games].sort((a, b) => {
    const group = GROUP_ORDER[a.gamePhase] - GROUP_ORDER[b.gamePhase];
    if (group !== 0) return group;
    const start = Date.parse(a.gameStartTime) - Date.parse(b.gameStartTime);
    const byStart = a.gamePhase === 'Pending' ? start : -start;
    return byStart || Date.parse(b.joinedAt) - Date.parse(a.joinedAt) || byId(a, b);
  });
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the row says of the player's own place; null when they hold nothing in the game (a host who does not play). */
export function standingText(phase: GamePhase, standing: GameStanding): string | null {
  if (standing.kind === 'squares') {
    if (standing.squaresHeld === 0) return null;
    const held = count(standing.squaresHeld, 'square', 'squares');
    // Before the lock no period has been played: wins would read as a loss.
    return phase === 'Pending' ? held : `${held} · ${count(standing.wins, 'win', 'wins')}`;
  }
  if (standing.myEntries === 0 || standing.bestRank === null) return null;
  // Before the first lock every entry is level at 0 points: a rank would say nothing.
  if (phase === 'Pending') return count(standing.myEntries, 'entry', 'entries');
  const place = `${ordinal(standing.bestRank)} of ${standing.entries}`;
  return standing.myEntries > 1 ? `Best ${place}` : place;
}

/** What the row tells its host: how many joined, and (squares) how full the grid is. */
export function joinedText(standing: GameStanding): string {
  if (standing.kind === 'squares') return `${count(standing.players, 'player', 'players')} · ${standing.squaresTaken}/${standing.size} taken`;
  return `${count(standing.players, 'player', 'players')} · ${count(standing.entries, 'entry', 'entries')}`;
}

/** What a game paid the player, in whole beans (never rounded up): 'Won 12 beans'; null when it paid none. */
export function wonBeansText(wonBeans: number): string | null {
  const whole = Math.floor(wonBeans);
  if (whole <= 0) return null;
  return `Won ${whole.toLocaleString('en-US')} ${whole === 1 ? 'bean' : 'beans'}`;
}
