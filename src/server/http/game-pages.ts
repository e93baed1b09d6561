import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { GameCodeSchema, GameIdSchema } from '../../contracts/squares.js';
import type { QuestionsGame } from '../../contracts/pickem.js';
import type { SquaresGame } from '../../contracts/squares.js';
import { publicUrl } from '../auth/origin-policy.js';
import { readGameIdByCode as findGameIdByCode, readGameType as findGameType } from '../services/game-lookup.service.js';
import { readSportsGame as findSportsGame } from '../services/sports-games.service.js';
import { AppError } from '../services/errors.js';
import { readQuestionsGame } from '../services/pickem-view.js';
import { readSquaresGame } from '../services/squares-game.js';
import type { HttpDeps } from './http-deps.js';
import { parseInput } from './parse-input.js';
import { MINUTE_MS, perClientLimit } from './rate-limits.js';

/** An image that exists in src/web/public (copied to the build's root). */
const PREVIEW_IMAGE = '/icon-512.png';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The page's own link preview tags replace the app's generic ones. */
const GENERIC_PREVIEW_TAGS = /\s*<meta\s+property="og:(?:title|description|url|image)"[^>]*>/g;

/** What a messaging app shows for a game link (issue #5 §2: game links unfurl). */
export function previewTags(game: SquaresGame, matchup: string | null, origin: string): string {
  const description =
    game.variant === 'BabyShower'
      ? `Baby shower squares for ${game.babyShower?.parentNames ?? 'the parents'} — claim your squares on Sportsball`
      : `Squares pool${matchup ? ` on ${matchup}` : ''} — claim your squares on Sportsball`;
  return tagsFor(game, description, origin);
}

/** A pick'em or props game's link preview (issue #6: games are shared like squares games). */
export function pickemPreviewTags(game: QuestionsGame, origin: string): string {
  const description =
    game.pickemQuestionType === 'Props'
      ? `Props pool — ${game.questions.length} ${game.questions.length === 1 ? 'question' : 'questions'} to call on Sportsball`
      : `Pick'em pool — ${game.questions.length} ${game.questions.length === 1 ? 'game' : 'games'} to pick on Sportsball`;
  return tagsFor(game, description, origin);
}

function tagsFor(game: { id: string; name: string }, description: string, origin: string): string {
  const tags: Array<[string, string, string]> = [
    ['property', 'og:title', game.name],
    ['property', 'og:description', description],
    ['property', 'og:url', `${origin}/games/${game.id}`],
    ['property', 'og:image', `${origin}${PREVIEW_IMAGE}`],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', game.name],
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

const CodeParamsSchema = z.strictObject({ code: z.string().check(z.maxLength(20)) });

/**
 * Game pages as the server sends them: /games/{id} with Open Graph tags for link previews
 * (the app itself renders in the browser), and the short code link /g/{code} (SPEC §3 code).
 * `webDist` is the built web app, or null when there is none (the dev server serves pages).
 */
export function registerGamePages(app: FastifyInstance, deps: HttpDeps, webDist: string | null): void {
  const indexHtml = webDist === null ? null : fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // Never the request's Host header: a link preview must not point wherever a request said.
  const origin = () => publicUrl(deps.env.PUBLIC_URL, (app.server.address() as AddressInfo).port);
  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

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
    if (indexHtml === null) throw new AppError('not_found', 'Game not found');
    return sendPage(reply, indexHtml, 404);
  });

  if (indexHtml === null) return;
  app.get('/games/:gameId', async (request, reply) => {
    const parsed = GameIdSchema.safeParse((request.params as { gameId?: string }).gameId ?? '');
    const gameId = parsed.success ? parsed.data : undefined;
    const type = gameId ? await findGameType(deps.db, gameId) : undefined;
    if (gameId && type === 'Questions') {
      const pickem = await readQuestionsGame(deps.db, gameId);
      if (pickem) return sendPage(reply, withPreviewTags(indexHtml, pickemPreviewTags(pickem, origin())));
    }
    const game = gameId && type === 'Squares' ? await readSquaresGame(deps.db, gameId) : undefined;
    // A missing game is the app's to handle (SPEC §8: redirect to /).
    if (!game) return sendPage(reply, indexHtml);
    const sports = game.sportsGameId === null ? undefined : await findSportsGame(deps.db, game.sportsGameId);
    const matchup = sports ? `${sports.game.teams.away.name} at ${sports.game.teams.home.name}` : null;
    return sendPage(reply, withPreviewTags(indexHtml, previewTags(game, matchup, origin())));
  });
}
