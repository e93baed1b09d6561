import { performance } from 'node:perf_hooks';
import type { SimDrive, SimTick, SimTickResult } from '../../contracts/simulator.js';
import type { SportsGame, StoredSportsGame } from '../../contracts/sports.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import type { Queryable } from '../db/database.js';
import { findSportsGame, findSportsGames } from '../db/repositories/sports-games.repository.js';
import { SimulatorInputError } from '../sports/providers/simulator/index.js';
import type { SimulatorProvider } from '../sports/providers/simulator/index.js';
import { AppError } from './errors.js';

export interface SimulationDeps {
  db: Queryable;
  simulator: SimulatorProvider | null;
  /** Stores games as one feed tick of the league (applyFeedGames, queued with its polls). */
  applyNow: (league: SportsLeague, games: readonly SportsGame[]) => Promise<{ changed: number }>;
}

function requireSimulator(deps: SimulationDeps): SimulatorProvider {
  if (!deps.simulator) throw new AppError('not_found', 'The simulator is not the sports provider here (SPORTS_PROVIDER).');
  return deps.simulator;
}

/** Simulator errors are input errors: unknown game → 404, anything else → 400, with its message. */
function asAppError(error: unknown): unknown {
  if (!(error instanceof SimulatorInputError)) return error;
  return new AppError(error.code === 'unknown-game' ? 'not_found' : 'invalid_input', error.message);
}

export function listSimulatedGames(deps: SimulationDeps, league: SportsLeague, date: string | undefined): SportsGame[] {
  const simulator = requireSimulator(deps);
  try {
    return simulator.listGames(league, date);
  } catch (error) {
    throw asAppError(error);
  }
}

const notPolled = (id: string) => new AppError('not_found', `Game ${id} is not on the schedule being polled (today and the next 7 days).`);

/** Drives one simulated game, then stores and publishes it like any feed change, before answering. */
export async function driveSimulatedGame(deps: SimulationDeps, id: string, drive: SimDrive): Promise<StoredSportsGame> {
  const simulator = requireSimulator(deps);
  try {
    simulator.getGame(id);
  } catch (error) {
    throw asAppError(error);
  }
  // Only games the ingest has stored (today's slate and the week ahead) can be driven: a change
  // to any other simulated game would never reach a page.
  if (!(await findSportsGame(deps.db, id))) throw notPolled(id);
  let game: SportsGame;
  try {
    game = 'advance' in drive ? simulator.advance(id, drive.advance) : simulator.override(id, drive);
  } catch (error) {
    throw asAppError(error);
  }
  // Stored as a feed change of its own: a poll reads only today's slate, so a game later in the
  // polled week would otherwise keep its old state and never reach a page.
  await deps.applyNow(game.sportsLeague, [game]);
  const stored = await findSportsGame(deps.db, id);
  if (!stored) throw new AppError('not_found', `Game ${id} is no longer stored.`);
  return stored;
}

/**
 * Drives several simulated games of one league the same way, then stores them as one feed tick:
 * one transaction that settles and publishes every change, as a provider response changing
 * them all would (the feed-tick benchmark). Every game is checked before any is driven, so a
 * bad id or league changes nothing; a drive the simulator refuses fails on the first game,
 * since the games share a sport.
 */
export async function driveSimulatedTick(deps: SimulationDeps, tick: SimTick): Promise<SimTickResult> {
  const simulator = requireSimulator(deps);
  const ids = [...new Set(tick.games)];
  const stored = await findSportsGames(deps.db, ids);
  let league: SportsLeague | undefined;
  for (const id of ids) {
    let game: SportsGame;
    try {
      game = simulator.getGame(id);
    } catch (error) {
      throw asAppError(error);
    }
    league ??= game.sportsLeague;
    if (game.sportsLeague !== league) throw new AppError('invalid_input', `One tick drives games of one league: ${id} is ${game.sportsLeague}, not ${league}.`);
    if (!stored.has(id)) throw notPolled(id);
  }
  if (!league) throw new AppError('invalid_input', 'A tick needs at least one game.');
  const driven: SportsGame[] = [];
  try {
    for (const id of ids) driven.push('advance' in tick.drive ? simulator.advance(id, tick.drive.advance) : simulator.override(id, tick.drive));
  } catch (error) {
    throw asAppError(error);
  }
  const drivenAt = performance.timeOrigin + performance.now();
  const { changed } = await deps.applyNow(league, driven);
  return { changed, games: driven, drivenAt };
}
