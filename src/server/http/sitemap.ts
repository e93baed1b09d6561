// robots.txt and sitemap.xml (docs/product/site.md#robots-and-sitemap): every public page with its
// absolute address; nothing private (games, the admin dashboard, the mobile app's views).
import type { ContentPage } from '../../contracts/content/types.js';
import { SITEMAP_PATHS, teamSquaresPath } from '../../contracts/site-routes.js';
import { NCAA_TEAMS, NFL_TEAMS } from '../../domain/sports/teams/index.js';
import { escapeHtml } from './game-pages.js';

/** Paths crawlers are asked to leave alone: private games, the dashboard, the API, the app's webviews. */
export const DISALLOWED = ['/admin', '/api/', '/games/', '/webview/'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Every public page's path: the fixed pages, the content pages, then each NFL team's and school's page. */
export function sitemapPaths(pages: readonly ContentPage[]): string[] {
  return [
    ...SITEMAP_PATHS,
    ...pages.map((page) => page.path),
    ...NFL_TEAMS.map((team) => teamSquaresPath('nfl', team.slug)),
    ...NCAA_TEAMS.map((team) => teamSquaresPath('ncaa', team.slug)),
  ];
}

export function sitemapXml(origin: string, pages: readonly ContentPage[]): string {
  const updated = new Map(pages.map((page) => [page.path, page.updated]));
  const urls = sitemapPaths(pages).map((path) => {
    const lastmod = updated.get(path);
    return `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
