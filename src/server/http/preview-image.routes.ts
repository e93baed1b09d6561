// GET /og/games/{id}/preview.png: a game's link preview image (docs/product/site.md#link-previews).
// Under /og/ rather than /api/: robots.txt keeps crawlers out of /api/, and some link unfurlers
// follow robots.txt for images. Public like the game's page: anyone with the game's id sees what its
// page shows anyone with the link.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { GameParamsSchema } from '../../contracts/squares.js';
import { AppError } from '../services/errors.js';
import { readPreviewPicture } from '../services/games.service.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { previewSvg, rasterise } from './preview-image.js';
import { MINUTE_MS, perClientLimit } from './rate-limits.js';

/** How long a client or CDN may keep an image without asking again (it changes as squares are claimed). */
const MAX_AGE_S = 300;

export function registerPreviewImageRoutes(app: FastifyInstance, deps: HttpDeps): void {
  // The picture's SVG is the game's version as the image sees it: the same SVG is the same PNG, so
  // a game whose picture did not change is not rasterised again.
  const images = new LRUCache<string, { etag: string; png: Buffer }>({ max: 500 });
  const limit = perClientLimit(app, {
    max: deps.env.RATE_LIMIT_PREVIEW_IMAGES,
    windowMs: MINUTE_MS,
    message: (minutes) => `Too many preview images asked for. Please wait ${minutes} min and try again.`,
  });

  app.get('/og/games/:gameId/preview.png', { onRequest: limit }, async (request, reply) => {
    const { gameId } = parseInput(GameParamsSchema, request.params);
    const picture = await readPreviewPicture(deps.db, gameId);
    if (!picture) throw new AppError('not_found', 'Game not found');
    const svg = previewSvg(picture);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    let image = images.get(gameId);
    if (image?.etag !== etag) {
      image = { etag, png: rasterise(svg) };
      images.set(gameId, image);
    }
    void reply.header('cache-control', `public, max-age=${MAX_AGE_S}`).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/png').send(image.png);
  });
}
