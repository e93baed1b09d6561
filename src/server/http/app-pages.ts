// The app's pages the server writes in full (decision 047): the squares hub, the league and team
// creation pages and the public pick'em pages, each with its own head and its text in the page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { SeasonRefSchema, type SeasonRef } from '../../contracts/seasons.js';
import { findTeamBySlug } from '../../domain/sports/teams/index.js';
import { AppError } from '../services/errors.js';
import { PUBLIC_SEASONS } from '../services/season-clock.service.js';
import { readSeasonPage } from '../services/season-pages.service.js';
import { listUpcomingSportsGames } from '../services/sports-games.service.js';
import { renderHub, renderLeague, renderSeason, renderTeam, type AppPageParts, type CreateLeagueSegment, type SeasonView } from './app-pages-html.js';
import type { HttpDeps } from './http-deps.js';
import { primeTimeEvents } from './sports-events.js';

/** Every name of the public NFL pick'em page (the app's season-paths.ts; a test holds the two together). */
export const NFL_POOL_PATHS = ['/football-pool', '/office-pool', '/nfl-pickem', '/weekly-football-pool', '/nfl-pick-em-pool', '/football-pick-pool'] as const;
export const MLB_POOL_PATH = '/baseball-pool';

export interface AppPageWriter {
  /**
   * The page's document: index.html with its head and body. `path` is its canonical address;
   * `source` the app's module for the page (src/web-relative), whose stylesheets the page links.
   */
  page: (path: string, parts: AppPageParts, jsonLd?: readonly object[], source?: string) => string;
  send: (reply: FastifyReply, html: string, status: number) => FastifyReply;
  /** The not-found page for a path that leads nowhere. */
  notFound: (reply: FastifyReply, path: string) => FastifyReply;
  origin: () => string;
}

/** The app's modules for these pages, as the web build's manifest names them. */
const HUB_SOURCE = 'features/squares/hub/hub-page.tsx';
const LEAGUE_SOURCE = 'features/squares/create/league-page.tsx';
const TEAM_SOURCE = 'features/squares/create/team-page.tsx';
const SEASON_SOURCE = 'app/routes/season-route.tsx';

const TeamParamsSchema = z.object({ teamSlug: z.string().check(z.maxLength(80)) });
const SeasonParamsSchema = z.object({ seasonRef: z.string().check(z.maxLength(80)) });

export function registerAppPages(app: FastifyInstance, deps: HttpDeps, writer: AppPageWriter): void {
  app.get('/squares', async (_request, reply) => {
    const now = deps.now();
    const games = await listUpcomingSportsGames(deps.db, 'NFL', now);
    const events = primeTimeEvents(games, now, `${writer.origin()}/squares`);
    return writer.send(reply, writer.page('/squares', renderHub(now), events, HUB_SOURCE), 200);
  });

  // The league pages do not change: each is written once.
  for (const segment of ['nfl', 'ncaa', 'mlb'] as const satisfies readonly CreateLeagueSegment[]) {
    let html: string | undefined;
    app.get(`/squares/${segment}`, (_request, reply) => {
      html ??= writer.page(`/squares/${segment}`, renderLeague(segment), [], LEAGUE_SOURCE);
      return writer.send(reply, html, 200);
    });
  }

  for (const segment of ['nfl', 'ncaa'] as const) {
    const league = segment === 'nfl' ? 'NFL' : 'NcaaFootball';
    app.get(`/squares/${segment}/:teamSlug`, (request, reply) => {
      const params = TeamParamsSchema.safeParse(request.params);
      const team = params.success ? findTeamBySlug(league, params.data.teamSlug) : undefined;
      if (!team) return writer.notFound(reply, request.url.split('?')[0] ?? '/');
      return writer.send(reply, writer.page(`/squares/${segment}/${team.slug}`, renderTeam(segment, team), [], TEAM_SOURCE), 200);
    });
  }

  /**
   * `path` is the address asked for (the app matches its markup by it), `canonical` the page's one
   * address. `unmade`: what a public challenge's page says before the season clock first made it
   * (a fresh install): the page is still there, with no game today.
   */
  const seasonPage = async (reply: FastifyReply, path: string, canonical: string, ref: SeasonRef, unmade?: SeasonView) => {
    let view: SeasonView;
    try {
      view = await readSeasonPage(deps.db, ref, deps.now(), deps.seasonReads);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
      if (!unmade) return writer.notFound(reply, path);
      view = unmade;
    }
    return writer.send(reply, writer.page(canonical, renderSeason(path, view), [], SEASON_SOURCE), 200);
  };
  const unmadeView = (tag: 'publicNflPickem' | 'publicMlbPickem'): SeasonView | undefined => {
    const found = PUBLIC_SEASONS.find((season) => season.tag === tag);
    return found && { season: { name: found.name(deps.now().getUTCFullYear()), cadence: found.cadence, tag }, latest: null };
  };
  // Its other names are the same page: the canonical address is the first.
  for (const path of NFL_POOL_PATHS) app.get(path, (_request, reply) => seasonPage(reply, path, NFL_POOL_PATHS[0], 'publicNflPickem', unmadeView('publicNflPickem')));
  app.get(MLB_POOL_PATH, (_request, reply) => seasonPage(reply, MLB_POOL_PATH, MLB_POOL_PATH, 'publicMlbPickem', unmadeView('publicMlbPickem')));
  app.get('/seasons/:seasonRef', (request, reply) => {
    const params = SeasonParamsSchema.safeParse(request.params);
    const ref = params.success ? SeasonRefSchema.safeParse(params.data.seasonRef) : undefined;
    if (!ref?.success) return writer.notFound(reply, request.url.split('?')[0] ?? '/');
    const path = `/seasons/${encodeURIComponent(ref.data)}`;
    return seasonPage(reply, path, path, ref.data);
  });
}
