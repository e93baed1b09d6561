import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { GAME_NOT_FOUND_PAGE_TITLE, GAME_NOT_FOUND_TEXT, GAME_NOT_FOUND_TITLE } from '../../contracts/game-links.js';
import { GameCodeSchema, GameIdSchema } from '../../contracts/squares.js';
import { publicUrl } from '../auth/origin-policy.js';
import { readGameIdByCode as findGameIdByCode, readGameType } from '../services/game-lookup.service.js';
import { AppError } from '../services/errors.js';
import { readLinkPreview } from '../services/games.service.js';
import type { LinkPreview } from '../services/games.service.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { MINUTE_MS, perClientLimit } from './rate-limits.js';

/** An image that exists in src/web/public (copied to the build's root). */
export const PREVIEW_IMAGE = '/icon-512.png';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The page's own link preview tags replace the app's generic ones. */
const GENERIC_PREVIEW_TAGS = /\s*<meta\s+(?:property="og:(?:title|description|url|image)"|name="twitter:[a-z]+")[^>]*>/g;

/** A game's own preview image (preview-image.routes.ts): its grid or its leaderboard. */
export const gamePreviewImagePath = (gameId: string) => `/og/games/${gameId}/preview.png`;

/** What a messaging app shows for a game link: the game's kind says what to write (services/games.service.ts). */
export function previewTags({ id, name, description }: LinkPreview, origin: string): string {
  const tags: Array<[string, string, string]> = [
    ['property', 'og:title', name],
    ['property', 'og:description', description],
    ['property', 'og:url', `${origin}/games/${id}`],
    ['property', 'og:image', `${origin}${gamePreviewImagePath(id)}`],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', `Preview of ${name}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', name],
    ['name', 'twitter:description', description],
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}

/**
 * `tags` holds player-chosen text (a pool's name), escaped for HTML but free to contain `$`:
 * a replacer function keeps String.replace from reading `$&`, `$'` or `$1` in it as patterns.
 */
export function withPreviewTags(indexHtml: string, tags: string): string {
  return indexHtml.replace(GENERIC_PREVIEW_TAGS, '').replace('</head>', () => `  ${tags}\n  </head>`);
}

/**
 * The page for a link that leads to no game (docs/product/site.md#routes): the app draws the
 * explanation; the page's title and link preview say it too, for a tab, a messaging app or a bot.
 */
export function notFoundPage(indexHtml: string): string {
  const tags = [
    ['property', 'og:title', GAME_NOT_FOUND_TITLE],
    ['property', 'og:description', GAME_NOT_FOUND_TEXT],
  ]
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value ?? '')}" />`)
    .join('\n    ');
  return withPreviewTags(indexHtml, tags).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(GAME_NOT_FOUND_PAGE_TITLE)}</title>`);
}

const CodeParamsSchema = z.strictObject({ code: z.string().check(z.maxLength(20)) });

/**
 * Game pages as the server sends them: /games/{id} with Open Graph tags for link previews
 * (the app itself renders in the browser), and the short code link /g/{code} (docs/product/site.md#games-in-common code).
 * `webDist` is the built web app, or null when there is none (the dev server serves pages).
 */
export function registerGamePages(app: FastifyInstance, deps: HttpDeps, webDist: string | null): void {
  const indexHtml = webDist === null ? null : fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // Never the request's Host header: a link preview must not point wherever a request said.
  const origin = () => publicUrl(deps.env.PUBLIC_URL, (app.server.address() as AddressInfo).port);
  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  const notFoundHtml = indexHtml === null ? null : notFoundPage(indexHtml);

  // Codes are six letters: a client may try only so many.
  const guessLimit = perClientLimit(app, {
    max: deps.env.RATE_LIMIT_GAME_CODES,
    windowMs: MINUTE_MS,
    message: (minutes) => `Too many game codes tried. Please wait ${minutes} min and try again.`,
  });
  app.get('/g/:code', { onRequest: guessLimit }, async (request, reply) => {
    const { code } = parseInput(CodeParamsSchema, request.params);
    const upper = code.toUpperCase();
    const gameId = GameCodeSchema.safeParse(upper).success ? await findGameIdByCode(deps.db, upper) : undefined;
    if (gameId) return reply.header('cache-control', 'no-cache').redirect(`/games/${gameId}`, 302);
    if (notFoundHtml === null) throw new AppError('not_found', 'Game not found');
    return sendPage(reply, notFoundHtml, 404);
  });

  if (indexHtml === null || notFoundHtml === null) return;
  const gameIdOf = (params: unknown) => GameIdSchema.safeParse((params as { gameId?: string }).gameId ?? '');

  app.get('/games/:gameId', async (request, reply) => {
    const { gameId } = request.params as { gameId?: string };
    // /games/new is the game type menu, not a game.
    if (gameId === 'new') return sendPage(reply, indexHtml);
    const parsed = gameIdOf(request.params);
    const preview = parsed.success ? await readLinkPreview(deps.db, parsed.data) : undefined;
    // No such game (never was, or deleted): a 404 whose page says so (docs/product/site.md#routes).
    if (!preview) return sendPage(reply, notFoundHtml, 404);
    return sendPage(reply, withPreviewTags(indexHtml, previewTags(preview, origin())));
  });

  // The game's other pages: the app's page when the game is there, else the not-found page.
  for (const route of ['/games/:gameId/join', '/games/:gameId/share', '/webview/games/:gameId']) {
    app.get(route, async (request, reply) => {
      const parsed = gameIdOf(request.params);
      const type = parsed.success ? await readGameType(deps.db, parsed.data) : undefined;
      return type ? sendPage(reply, indexHtml) : sendPage(reply, notFoundHtml, 404);
    });
  }
}
