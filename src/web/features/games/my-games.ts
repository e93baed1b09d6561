// My Games' rules (docs/product/site.md#my-games /games): the live merge of `user:{uid}:games`,
// the counts, the order and how a row reads. Pure and tested; the page only shows them.
import type { GamePhase, UserGames, UserGamesEvent, UserGameSummary } from '../../../contracts/games.js';
import type { GameTone } from '../../components/scoreboard/game-text.js';

/**
 * One update applied to what we hold (pure: `held` is not changed). A summary replaces the one
 * with its game id or joins the list; a removal (the game was deleted, docs/product/site.md) drops it.
 */
export function mergeUserGames(held: UserGames, event: UserGamesEvent): UserGames {
  if (event.kind === 'summary.removed') return { games: held.games.filter((game) => game.gameId !== event.gameId) };
  const known = held.games.some((game) => game.gameId === event.game.gameId);
  return {
    games: known ? held.games.map((game) => (game.gameId === event.game.gameId ? event.game : game)) : [...held.games, event.game],
  };
}

export interface GameCounts {
  pending: number;
  active: number;
  completed: number;
}

/** Pending, active (Live) and completed (Over) games. */
export function countGames(games: readonly UserGameSummary[]): GameCounts {
  const counts: GameCounts = { pending: 0, active: 0, completed: 0 };
  for (const game of games) {
    if (game.gamePhase === 'Pending') counts.pending += 1;
    else if (game.gamePhase === 'Live') counts.active += 1;
    else counts.completed += 1;
  }
  return counts;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function readDate(date: string): { year: number; month: string; day: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month: MONTHS[month - 1] ?? '', day };
}

/**
 * The row's date range from the game's slate days (docs/product/site.md#games-in-common gameDates, YYYY-MM-DD, Pacific):
 * "Nov 22", "Nov 22 – 29", "Nov 29 – Dec 6"; the year is written when it is not `currentYear`.
 * Read as calendar dates, never shifted by the viewer's time zone.
 */
export function formatDateRange(gameDates: readonly string[], currentYear: number): string {
  const sorted = [...gameDates].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return '';
  const a = readDate(first);
  const b = readDate(last);
  const year = (y: number) => (y === currentYear ? '' : `, ${y}`);
  if (first === last) return `${a.month} ${a.day}${year(a.year)}`;
  if (a.year !== b.year) return `${a.month} ${a.day}, ${a.year} – ${b.month} ${b.day}, ${b.year}`;
  if (a.month === b.month) return `${a.month} ${a.day} – ${b.day}${year(b.year)}`;
  return `${a.month} ${a.day} – ${b.month} ${b.day}${year(b.year)}`;
}

/** The phase chip: its words and state colour (docs/product/site.md#look-and-feel: live green, upcoming orange, final grey). */
export const PHASE_CHIPS: Readonly<Record<GamePhase, { label: string; tone: GameTone }>> = {
  Pending: { label: 'Pending', tone: 'upcoming' },
  Live: { label: 'Live', tone: 'live' },
  Over: { label: 'Over', tone: 'final' },
};
