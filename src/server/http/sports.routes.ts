import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { SportsLeagueSchema } from '../../contracts/sports.js';
import type { SportsLeagueSnapshot } from '../../contracts/sports.js';
import { readSportsLeague } from '../services/sports-games.service.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';

const LeagueParamsSchema = z.strictObject({ league: SportsLeagueSchema });

export function registerSportsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  /** The same data as the `sports-league:{league}` snapshot, for pages that render before (or without) a socket. */
  app.get('/api/sports/leagues/:league/games', async (request): Promise<SportsLeagueSnapshot> => {
    const { league } = parseInput(LeagueParamsSchema, request.params);
    return readSportsLeague(deps.db, league, deps.sports.providerName, deps.now());
  });
}
