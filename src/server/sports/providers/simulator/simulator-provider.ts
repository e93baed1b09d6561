// The Simulator sports provider: the default when no feed is configured (docs/product/live-data.md). A realistic
// slate for each league from the real teams, plausible odds, and games that play out in real time
// or faster, deterministic per seed.
//
// How a game moves:
// - On the clock: its state is a pure function of the seed, the game id and the time since its
//   scheduled start, scaled by `speed` (SIM_SPEED): elapsed = (now − gameTime) × speed. At speed 1
//   an NFL game takes about three hours, at 60 about three minutes. Same seed and same moment,
//   same output, on every server instance.
// - No Warmup: a game reads NS until its scheduled start and Q1/IN1 from then on, so the status
//   and gameTime agree on when picks lock (docs/product/live-data.md). A test control can still set Warmup.
// - Under manual control: once a test control overrides or advances a game it is frozen in the
//   state it left the game in, and the clock no longer moves it; only further controls (or
//   release) do. Advancing a game nobody has overridden follows its own script, so stepping it
//   period by period plays exactly the game the clock would have played. Advancing an overridden
//   game adds simulated points from the same sport models. Controls live in the memory of this
//   provider instance: a restart, or another server instance, plays the clock's game again.

import { SportsGameSchema, type SportsGame } from '../../../../contracts/sports.js';
import { addDays, slateDate } from '../../../../domain/sports/calendar.js';
import { isSportsLeague, SPORTS_LEAGUES, type SportsLeague } from '../../../../domain/sports/leagues.js';
import { teamsOfLeague } from '../../../../domain/sports/teams/index.js';
import type { TeamInfo } from '../../../../domain/sports/teams/team-info.js';
import { FeedError, type FeedResult, type SkippedItem, type SportsProvider } from '../../provider.js';
import { daysBetween, expandDate, isCalendarDate } from './calendar.js';
import { SimulatorInputError } from './errors.js';
import { scriptFor } from './game-script.js';
import { advanceManual, finishManual, manualTimer, type ManualContext, type ManualState } from './manual.js';
import { parseOverride, type SimulatorOverride } from './override.js';
import { createRandom } from './random.js';
import { LEAGUE_ID_CODES } from './schedule.js';
import { slateOn, type SlateGame } from './slate.js';
import { toSportsGame } from './sports-game.js';
import { periodStarts, stateAt, type GameState } from './timeline.js';

export interface SimulatorOptions {
  /** Decides the slate, the odds and every score; change it for a different world (SIM_SEED). */
  seed: string;
  /** Game time per real time (SIM_SPEED): 1 is real time, 60 plays a minute of game time per second. */
  speed: number;
  now: () => Date;
  /** Team data; our reference data unless a test supplies its own. */
  teamsOf?: (league: SportsLeague) => readonly TeamInfo[];
}

/** advance(id, 'period') ends the period in play and begins the next; 'final' plays to the end. */
export type SimulatorAdvance = 'period' | 'final';

export interface SimulatorProvider extends SportsProvider {
  readonly name: 'simulator';
  readonly speed: number;
  /** The slate day's games as they stand now, controls applied; `date` defaults to today's slate day (Pacific). */
  listGames(league: SportsLeague, date?: string): SportsGame[];
  /** The game with this id as it stands now, or null when there is none. */
  findGame(id: string): SportsGame | null;
  /** Like findGame, but throws SimulatorInputError('unknown-game') when there is none. */
  getGame(id: string): SportsGame;
  /** Sets the game's status and/or period scores and puts it under manual control. */
  override(id: string, input: SimulatorOverride): SportsGame;
  /** Moves the game on a period, or to its final result, and puts it under manual control. */
  advance(id: string, to: SimulatorAdvance): SportsGame;
  /** Hands the game back to the clock (it jumps to where the clock has it). */
  release(id: string): SportsGame;
}

type Control = { kind: 'script'; at: number } | { kind: 'manual'; state: ManualState };

/** Slates kept for lookups by id: a week of every league, with room to spare. */
const SLATE_CACHE_SIZE = 128;

/** fetchSchedule serves at most this many days at once. */
const MAX_SCHEDULE_DAYS = 366;

const ID_PATTERN = /^sim-([a-z]+)-(\d{8})-\d{2}$/;
const LEAGUE_BY_ID_CODE = new Map(Object.entries(LEAGUE_ID_CODES).map(([league, code]) => [code, league as SportsLeague]));

/** Runs `work` and hands its result or error over as a promise. */
function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function createSimulatorProvider(options: SimulatorOptions): SimulatorProvider {
  const { seed, speed, now } = options;
  if (!Number.isFinite(speed) || speed <= 0) throw new RangeError(`The simulator's speed must be a positive number, not ${speed}`);
  const teamsOf = options.teamsOf ?? teamsOfLeague;
  const controls = new Map<string, Control>();

  // A slate is a pure function of (seed, league, day, teams): finding a game by id (every drive,
  // all 16 games of a feed-tick bench tick) reuses the day's slate instead of working it out again.
  const slates = new Map<string, SlateGame[]>();
  const slate = (league: SportsLeague, date: string) => {
    const key = `${league} ${date}`;
    let games = slates.get(key);
    if (!games) {
      games = slateOn(seed, league, date, teamsOf(league));
      if (slates.size >= SLATE_CACHE_SIZE) slates.delete(slates.keys().next().value as string);
      slates.set(key, games);
    }
    return games;
  };
  const scriptOf = (game: SlateGame) => scriptFor(seed, game.fixture.league, game.fixture.id, game.line.expected);
  const elapsedOf = (game: SlateGame) => (now().getTime() - game.fixture.gameTime.getTime()) * speed;

  const stateOf = (game: SlateGame): GameState => {
    const control = controls.get(game.fixture.id);
    if (control?.kind === 'manual') return { ...control.state, timer: manualTimer(game.fixture.league, control.state) };
    return stateAt(scriptOf(game), control?.kind === 'script' ? control.at : elapsedOf(game));
  };

  const manualContext = (game: SlateGame): ManualContext => ({
    league: game.fixture.league,
    expected: game.line.expected,
    random: (step) => createRandom(seed, 'manual', game.fixture.id, step),
  });

  const locate = (id: string): SlateGame | null => {
    const match = ID_PATTERN.exec(id);
    const league = match === null ? undefined : LEAGUE_BY_ID_CODE.get(match[1] ?? '');
    const date = match === null ? null : expandDate(match[2] ?? '');
    if (league === undefined || date === null) return null;
    return slate(league, date).find((game) => game.fixture.id === id) ?? null;
  };

  const mustLocate = (id: string): SlateGame => {
    const game = locate(id);
    if (game === null) throw new SimulatorInputError('unknown-game', `There is no simulated game ${id}`);
    return game;
  };

  const checkLeague = (league: string, fail: (message: string) => Error) => {
    if (!isSportsLeague(league)) throw fail(`Unknown league ${league}; the simulator plays ${SPORTS_LEAGUES.join(', ')}`);
  };

  const gamesOn = (league: SportsLeague, date: string) => slate(league, date).map((game) => toSportsGame(game, stateOf(game)));

  /** Every game is checked against the contract; one that fails is reported, never sent (provider.ts). */
  const feedResult = (games: readonly SportsGame[]): FeedResult => {
    const valid: SportsGame[] = [];
    const skipped: SkippedItem[] = [];
    for (const game of games) {
      const parsed = SportsGameSchema.safeParse(game);
      if (parsed.success) valid.push(parsed.data);
      else skipped.push({ ref: game.id, reason: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
    }
    return { games: valid, skipped };
  };

  const feedError = (message: string) => new FeedError(message);
  const checkFeedDate = (date: string) => {
    if (!isCalendarDate(date)) throw new FeedError(`Not a YYYY-MM-DD date: ${date}`);
  };

  return {
    name: 'simulator',
    leagues: SPORTS_LEAGUES,
    speed,

    fetchSchedule: (league, from, to) =>
      settle(() => {
        checkLeague(league, feedError);
        checkFeedDate(from);
        checkFeedDate(to);
        const days = daysBetween(from, to) + 1;
        if (days > MAX_SCHEDULE_DAYS) throw new FeedError(`The simulator serves at most ${MAX_SCHEDULE_DAYS} days at once, not ${days}`);
        const games: SportsGame[] = [];
        for (let day = 0; day < days; day++) games.push(...gamesOn(league, addDays(from, day)));
        return feedResult(games);
      }),

    fetchLive: (league, date) =>
      settle(() => {
        checkLeague(league, feedError);
        checkFeedDate(date);
        return feedResult(gamesOn(league, date));
      }),

    listGames(league, date = slateDate(now())) {
      checkLeague(league, (message) => new SimulatorInputError('invalid-input', message));
      if (!isCalendarDate(date)) throw new SimulatorInputError('invalid-input', `Not a YYYY-MM-DD date: ${date}`);
      return gamesOn(league, date);
    },

    findGame(id) {
      const game = locate(id);
      return game === null ? null : toSportsGame(game, stateOf(game));
    },

    getGame(id) {
      const game = mustLocate(id);
      return toSportsGame(game, stateOf(game));
    },

    override(id, input) {
      const game = mustLocate(id);
      const current = stateOf(game);
      const next = parseOverride(game.fixture.league, input, { status: current.status, periodScores: current.periodScores });
      controls.set(id, { kind: 'manual', state: next });
      return toSportsGame(game, stateOf(game));
    },

    advance(id, to) {
      if (to !== 'period' && to !== 'final') {
        throw new SimulatorInputError('invalid-input', `advance is "period" or "final", not ${String(to)}`);
      }
      const game = mustLocate(id);
      const control = controls.get(id);
      if (control?.kind === 'manual') {
        const context = manualContext(game);
        controls.set(id, { kind: 'manual', state: to === 'final' ? finishManual(context, control.state) : advanceManual(context, control.state) });
      } else {
        const script = scriptOf(game);
        const at = control?.kind === 'script' ? control.at : elapsedOf(game);
        const next = to === 'final' ? script.end : (periodStarts(script).find((start) => start > at) ?? script.end);
        controls.set(id, { kind: 'script', at: Math.max(at, next) });
      }
      return toSportsGame(game, stateOf(game));
    },

    release(id) {
      const game = mustLocate(id);
      controls.delete(id);
      return toSportsGame(game, stateOf(game));
    },
  };
}
