// The squares hub's structured data (docs/product/site.md#structured-data): the next NFL prime-time
// games as schema.org SportsEvent items, so a search result can show them under the hub.
import type { StoredSportsGame } from '../../contracts/sports.js';
import { statusStateOf } from '../../domain/sports/index.js';

/** At most this many games: the hub is about squares, not a schedule. */
export const PRIME_TIME_EVENTS_MAX = 3;

const easternHour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', hourCycle: 'h23' });

/** Prime time is a kickoff at 7pm Eastern or later (the Thursday, Sunday and Monday night games). */
export function isPrimeTime(gameTime: string): boolean {
  return Number(easternHour.format(new Date(gameTime))) >= 19;
}

/** The next prime-time NFL games that have not started, soonest first, as SportsEvent items. */
export function primeTimeEvents(games: readonly StoredSportsGame[], now: Date, hubUrl: string): object[] {
  return games
    .map(({ game }) => game)
    .filter((game) => game.sportsLeague === 'NFL' && statusStateOf(game) === 'Pending' && Date.parse(game.gameTime) > now.getTime() && isPrimeTime(game.gameTime))
    .sort((a, b) => Date.parse(a.gameTime) - Date.parse(b.gameTime))
    .slice(0, PRIME_TIME_EVENTS_MAX)
    .map((game) => {
      const team = (side: 'away' | 'home') => ({ '@type': 'SportsTeam', name: `${game.teams[side].city} ${game.teams[side].name}`.trim() });
      return {
        '@context': 'https://schema.org',
        '@type': 'SportsEvent',
        name: `${game.teams.away.name} at ${game.teams.home.name}`,
        sport: 'American football',
        startDate: game.gameTime,
        eventStatus: 'https://schema.org/EventScheduled',
        awayTeam: team('away'),
        homeTeam: team('home'),
        competitor: [team('away'), team('home')],
        url: hubUrl,
      };
    });
}
