// Which games make a pick'em slate (docs/product/pickem.md#game-types-and-questions): the open
// games of a league grouped as the picker offers them, and the name a pool on them gets unless
// the host types one. Pure (every function takes the instant it reasons about), so unit-tested.
import type { SportsGame, StoredSportsGame } from '../../../../contracts/sports.js';
import { GAME_NAME_MAX as NAME_MAX } from '../../../../domain/games/limits.js';
import { addDays, footballWeekLabel, slateDate, statusStateOf } from '../../../../domain/sports/index.js';
import type { SlateSport } from './create-paths.js';

export type SlateLeague = 'NFL' | 'NcaaFootball' | 'MLB' | 'NBA';

export const SPORT_LEAGUES: Readonly<Record<SlateSport, readonly SlateLeague[]>> = {
  football: ['NFL', 'NcaaFootball'],
  baseball: ['MLB'],
  basketball: ['NBA'],
};

export const LEAGUE_TITLES: Readonly<Record<SlateLeague, string>> = {
  NFL: 'NFL',
  NcaaFootball: 'College Football',
  MLB: 'MLB',
  NBA: 'NBA',
};

/** A week of football or a day of baseball or basketball, soonest game first. */
export interface Slate {
  key: string;
  /** How the picker names it: "Week 12", "Wild Card", "Super Bowl", "Today", "Sat, Nov 28". */
  label: string;
  /** What the default game name calls it: "Week 12", "Super Bowl", "Nov 28". */
  nameLabel: string;
  games: SportsGame[];
}

/** A game picks can still be made on: not started by its status, and its start still ahead (picks lock at the start). */
export function isOpenGame(game: SportsGame, now: number): boolean {
  return statusStateOf(game) === 'Pending' && Date.parse(game.gameTime) > now;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** A slate day (YYYY-MM-DD, Pacific: docs/product/pickem.md) as the picker says it: "Today", "Tomorrow", "Sat, Nov 28". */
export function dayLabel(date: string, now: number): string {
  const today = slateDate(new Date(now));
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return dayFormat.format(noonOf(date));
}

/**
 * The league's open games as slates: football by week (a week without a number by its day),
 * baseball and basketball by slate day — the calendar date in Los Angeles (docs/product/pickem.md), which the
 * feed stores as each game's `date`.
 */
export function slatesOf(games: readonly StoredSportsGame[], now: number): Slate[] {
  const slates = new Map<string, Slate>();
  const open = games.map((stored) => stored.game).filter((game) => isOpenGame(game, now));
  open.sort((a, b) => Date.parse(a.gameTime) - Date.parse(b.gameTime) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const game of open) {
    const week = game.sport === 'Football' ? footballWeekLabel(game) : null;
    const byWeek = week !== null;
    const key = byWeek ? `week:${game.stage ?? ''}:${game.week}` : `day:${game.date}`;
    let slate = slates.get(key);
    if (!slate) {
      slate = byWeek
        ? { key, label: week, nameLabel: week, games: [] }
        : { key, label: dayLabel(game.date, now), nameLabel: shortDayFormat.format(noonOf(game.date)), games: [] };
      slates.set(key, slate);
    }
    slate.games.push(game);
  }
  return [...slates.values()];
}

/** "NFL Week 12 Pick'em", "NFL Super Bowl Pick'em", "MLB Nov 28 Pick'em", cut to the name's limit. */
export function defaultSlateName(league: SlateLeague, slate: Pick<Slate, 'nameLabel'> | null): string {
  return (slate ? `${LEAGUE_TITLES[league]} ${slate.nameLabel} Pick'em` : `${LEAGUE_TITLES[league]} Pick'em`).slice(0, NAME_MAX);
}
