// When a season's next game opens and which sports games it holds (docs/product/seasons.md).
// Pure: every function takes the instant it reasons about and the games it may choose from.
import { addDays, footballWeekLabel, pacificInstant, slateDate } from '../sports/index.js';
import type { SportsLeague } from '../sports/index.js';

/** The hour (Pacific) a new challenge opens. */
export const OPENING_HOUR = 5;
/** The most games one challenge holds. */
export const SLATE_MAX_GAMES = 16;
/** Leagues a season without a league (dailyPick) draws from. */
export const DAILY_PICK_LEAGUES: readonly SportsLeague[] = ['NFL', 'NcaaFootball', 'MLB', 'NBA'];

export type SeasonCadence = 'weekly' | 'daily';

/** What a season's schedule needs to know about it. */
export interface SeasonPlan {
  cadence: SeasonCadence;
  /** null: every league of DAILY_PICK_LEAGUES. */
  league: SportsLeague | null;
}

/** A sports game as the schedule sees it. */
export interface SlateCandidate {
  id: string;
  sportsLeague: SportsLeague;
  /** ISO instant of the first pitch or kickoff. */
  gameTime: string;
  /** Still to start (the feed's NS). */
  notStarted: boolean;
  week: number | null;
  stage: string | null;
}

export interface PlannedSlate {
  /** Names the slate within its season: the day (YYYY-MM-DD), or the football week (`stage:week`). */
  slateKey: string;
  /** 'Week 12', 'Wild Card'; null: the season numbers it ('Day 34'). */
  label: string | null;
  /** The games in kickoff order, at most SLATE_MAX_GAMES. */
  gameIds: string[];
}

/** The Los Angeles day whose challenge is open at `now`: today from 5am Pacific, before that yesterday. */
export function challengeDay(now: Date): string {
  const today = slateDate(now);
  return now.getTime() >= pacificInstant(today, OPENING_HOUR).getTime() ? today : addDays(today, -1);
}

const byKickoff = (a: SlateCandidate, b: SlateCandidate) => Date.parse(a.gameTime) - Date.parse(b.gameTime) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const upcoming = (game: SlateCandidate, now: Date) => game.notStarted && Date.parse(game.gameTime) > now.getTime();

function inLeague(plan: SeasonPlan, game: SlateCandidate): boolean {
  return plan.league === null ? DAILY_PICK_LEAGUES.includes(game.sportsLeague) : game.sportsLeague === plan.league;
}

/** One slate is one league's games (its questions share a scoreboard): the league with the most games, the first of DAILY_PICK_LEAGUES on a tie. */
function busiestLeague(games: readonly SlateCandidate[]): SportsLeague | undefined {
  let best: SportsLeague | undefined;
  let most = 0;
  for (const league of DAILY_PICK_LEAGUES) {
    const count = games.filter((game) => game.sportsLeague === league).length;
    if (count > most) [best, most] = [league, count];
  }
  return best;
}

const weekKey = (game: SlateCandidate) => (game.week === null ? null : `${game.stage ?? ''}:${game.week}`);

/**
 * The slate a season's game would be made from at `now`, or null when there is none to make:
 * - daily: the league's games of the challenge day that are still to start (with no league:
 *   those of the league with the most of them);
 * - weekly: the week of the earliest game still to start, once the previous week is done
 *   starting — no game of another week has started since 5am Pacific today — so a new week
 *   opens at the first 5am after the last game of the week before kicked off.
 * Whether the slate already has its game is the caller's question (the slate key answers it).
 */
export function planSlate(plan: SeasonPlan, candidates: readonly SlateCandidate[], now: Date): PlannedSlate | null {
  const games = candidates.filter((game) => inLeague(plan, game));
  const day = challengeDay(now);
  if (plan.cadence === 'daily') {
    const today = games.filter((game) => upcoming(game, now) && slateDate(new Date(game.gameTime)) === day);
    const slate = today.filter((game) => game.sportsLeague === busiestLeague(today)).sort(byKickoff).slice(0, SLATE_MAX_GAMES);
    return slate.length === 0 ? null : { slateKey: day, label: null, gameIds: slate.map((game) => game.id) };
  }
  const first = games.filter((game) => upcoming(game, now) && weekKey(game) !== null).sort(byKickoff)[0];
  if (!first) return null;
  const key = weekKey(first);
  const opened = pacificInstant(day, OPENING_HOUR).getTime();
  const previousWeekStillStarting = games.some((game) => {
    const kickoff = Date.parse(game.gameTime);
    return weekKey(game) !== key && kickoff >= opened && kickoff <= now.getTime();
  });
  if (previousWeekStillStarting) return null;
  const slate = games.filter((game) => upcoming(game, now) && weekKey(game) === key).sort(byKickoff).slice(0, SLATE_MAX_GAMES);
  return { slateKey: key ?? day, label: footballWeekLabel({ sportsLeague: first.sportsLeague, stage: first.stage, week: first.week }), gameIds: slate.map((game) => game.id) };
}

/** 'Week 12' as the slate named it, else the season's count: 'Week 3' (weekly) or 'Day 34' (daily). */
export function seasonGameLabel(cadence: SeasonCadence, slateLabel: string | null, ordinal: number): string {
  return slateLabel ?? `${cadence === 'weekly' ? 'Week' : 'Day'} ${ordinal}`;
}

/**
 * The year a season belongs to on a Los Angeles day: football seasons run from August or
 * September into February, so January and February belong to the year before; any other
 * season is the calendar year.
 */
export function seasonYear(league: SportsLeague | null, day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const football = league === 'NFL' || league === 'NcaaFootball';
  return football && month <= 2 ? year - 1 : year;
}
