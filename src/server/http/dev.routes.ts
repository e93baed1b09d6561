import type { FastifyInstance } from 'fastify';
import { SiteConfigUpdateSchema } from '../../contracts/system.js';
import type { SiteConfig } from '../../contracts/system.js';
import { changeSiteConfig } from '../services/site-config.service.js';
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
}
