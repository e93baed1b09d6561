import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { SimDriveSchema, SimGamesQuerySchema, SimTickSchema } from '../../contracts/simulator.js';
import type { SimGames, SimTickResult } from '../../contracts/simulator.js';
import { SportsGameIdSchema } from '../../contracts/sports.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { SiteConfigUpdateSchema } from '../../contracts/system.js';
import type { SiteConfig } from '../../contracts/system.js';
import { SeasonTickSchema } from '../../contracts/seasons.js';
import type { SeasonTickResult } from '../../contracts/seasons.js';
import { runSeasonClock } from '../services/season-clock.service.js';
import { changeSiteConfig } from '../services/site-config.service.js';
import { driveSimulatedGame, driveSimulatedTick, listSimulatedGames } from '../services/sports-simulation.service.js';
import { commandRateLimit } from './http-deps.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';

/**
 * Test controls for end-to-end tests and demos. Never registered when
 * NODE_ENV=production, so there they answer 404 like any unknown path.
 */
export function registerDevRoutes(app: FastifyInstance, deps: HttpDeps): void {
  if (deps.env.NODE_ENV === 'production') return;

  app.post('/api/dev/site-config', { config: commandRateLimit(deps) }, async (request): Promise<SiteConfig> => {
    const change = parseInput(SiteConfigUpdateSchema, request.body);
    return changeSiteConfig(deps.db, deps.publisher, change);
  });

  const simulation = { ...deps.sports, db: deps.db };

  /** Simulated games of a slate day (default today, Pacific), as the simulator has them now. */
  app.get('/api/dev/sim/games', (request): SimGames => {
    const query = parseInput(SimGamesQuerySchema, request.query);
    return { games: listSimulatedGames(simulation, query.league, query.date) };
  });

  /** Drives one simulated game; answers once the change is stored and published. */
  app.post('/api/dev/sim/games/:id', { config: commandRateLimit(deps) }, async (request): Promise<StoredSportsGame> => {
    const { id } = parseInput(z.strictObject({ id: SportsGameIdSchema }), request.params);
    return driveSimulatedGame(simulation, id, parseInput(SimDriveSchema, request.body));
  });

  /** The season clock, turned as if it were `at` (default now): each season's game for that slate, made once (docs/product/seasons.md). */
  app.post('/api/dev/seasons/tick', { config: commandRateLimit(deps) }, async (request): Promise<SeasonTickResult> => {
    const { at } = parseInput(SeasonTickSchema, request.body ?? {});
    return runSeasonClock(deps, at === undefined ? deps.now() : new Date(at));
  });

  /** Drives several games of one league alike and stores them as one feed tick; answers once published. */
  app.post('/api/dev/sim/tick', { config: commandRateLimit(deps) }, async (request): Promise<SimTickResult> => {
    return driveSimulatedTick(simulation, parseInput(SimTickSchema, request.body));
  });
}
