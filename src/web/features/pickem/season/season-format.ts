// What the public pick'em page says about its season (docs/product/seasons.md#the-public-page):
// the player count, beans, when the next challenge opens in the viewer's own time zone, and which
// notice the page shows. Pure and tested; the components only lay it out.
import type { SeasonPage } from '../../../../contracts/seasons.js';

/** '1 player', '1,204 players'. */
export function playerCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'player' : 'players'}`;
}

/**
 * When the next challenge opens, as the viewer reads a clock: 'Friday at 8:00 AM EST'. The server
 * sends the instant (the next 5am Pacific); `timeZone` is the viewer's unless a test names one.
 */
export function openingText(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  const zone = timeZone === undefined ? {} : { timeZone };
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', ...zone }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...zone }).format(at);
  return `${weekday} at ${time}`;
}

export const LOCKED_TEXT = 'Picks are locked. Winners are decided when all games finish.';

export type SeasonNotice =
  /** No game to play: none today, or today's is over. */
  | { kind: 'no-game'; text: string }
  /** Every pick is locked; the games are being played. */
  | { kind: 'locked'; text: string; next: string }
  | null;

/**
 * The notice above the game: none while picks are open; 'Picks are locked…' once no pick can
 * change; 'No games today…' when there is no game or it is over.
 */
export function seasonNotice(page: Pick<SeasonPage, 'latest' | 'nextOpening'>, picksOpen: boolean, timeZone?: string): SeasonNotice {
  const opens = openingText(page.nextOpening, timeZone);
  if (page.latest === null || page.latest.gamePhase === 'Over') return { kind: 'no-game', text: `No games today. The next challenge opens ${opens}.` };
  if (picksOpen) return null;
  return { kind: 'locked', text: LOCKED_TEXT, next: `The next challenge opens ${opens}.` };
}
