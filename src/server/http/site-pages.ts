// The pages the server writes itself (decision 037, docs/product/site.md): the content pages as
// complete HTML, the redirects as 301s, robots.txt and sitemap.xml, and the answer for every other
// path: the app's page (200) where the app has one, else a 404 that still loads the app, which
// shows its not-found page. Nothing here reads the query string into a page.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_PAGES, type ContentPage } from '../../contracts/content/index.js';
import { APP_ROUTE_PATTERNS, matchAppRoute, PAGE_NOT_FOUND_PAGE_TITLE, PAGE_NOT_FOUND_TEXT, REDIRECTS } from '../../contracts/site-routes.js';
import { findTeamBySlug } from '../../domain/sports/teams/index.js';
import { publicUrl } from '../auth/origin-policy.js';
import { jsonForScript, renderContentArticle, renderNotFound, structuredData } from './content-html.js';
import { registerAppPages } from './app-pages.js';
import { pageStylesheets } from './page-styles.js';
import { escapeHtml, PREVIEW_IMAGE } from './game-pages.js';
import type { HttpDeps } from './http-deps.js';
import { sendHtml } from './html-reply.js';
import { renderHomeHero, HOME_SOURCE } from './home-html.js';
import { deferEntryScript, serverShellNav } from './server-shell.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** The built page's own title, description, preview tags and empty root, replaced per page. */
const TITLE = /<title>[^<]*<\/title>/;
const HEAD_TAGS = /\s*<meta\s+(?:name="description"|property="og:(?:title|description|url|image|type)"|name="twitter:[a-z]+")[^>]*>/g;
const ROOT = /<div id="root"><\/div>/;

interface PageParts {
  title: string;
  description: string;
  /** Absolute canonical address; none for the not-found page. */
  url: string | null;
  type: 'article' | 'website';
  /** The markup inside #root, in the shell's column (the app draws the same column). */
  body: string;
  jsonLd: readonly object[];
  /** The page's own stylesheets beyond the entry's (page-styles.ts). */
  styles?: readonly string[];
  /** The path the navigation marks as current (the app's NavLink does the same); none by default. */
  navPath?: string;
}

/** index.html with this page's head and body. Replacers are functions: page text may hold `$`. */
export function pageDocument(indexHtml: string, origin: string, parts: PageParts): string {
  const meta: Array<[string, string, string]> = [
    ['name', 'description', parts.description],
    ['property', 'og:type', parts.type],
    ['property', 'og:title', parts.title],
    ['property', 'og:description', parts.description],
    ['property', 'og:image', `${origin}${PREVIEW_IMAGE}`],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', parts.title],
    ['name', 'twitter:description', parts.description],
  ];
  if (parts.url !== null) meta.push(['property', 'og:url', parts.url]);
  const tags = [
    ...meta.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
    ...(parts.url !== null ? [`<link rel="canonical" href="${escapeHtml(parts.url)}" />`] : []),
    ...parts.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    ...(parts.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
  ].join('\n    ');
  return indexHtml
    .replace(HEAD_TAGS, '')
    .replace(TITLE, () => `<title>${escapeHtml(parts.title)}</title>`)
    .replace('</head>', () => `  ${tags}\n  </head>`)
    .replace(
      ROOT,
      () => `<div id="root">${serverShellNav(parts.navPath ?? '')}<main id="main" class="shell-main shell-main--with-nav">${parts.body}</main></div>`,
    );
}

const TEAM_LEAGUES = { '/squares/nfl/:teamSlug': 'NFL', '/squares/ncaa/:teamSlug': 'NcaaFootball' } as const;

/** Whether the app has a page at `pathname`: one of its routes, and for a team page a team we know. */
export function isAppPage(pathname: string): boolean {
  const match = matchAppRoute(pathname, APP_ROUTE_PATTERNS);
  if (match === null) return false;
  const league = TEAM_LEAGUES[match.pattern as keyof typeof TEAM_LEAGUES] as (typeof TEAM_LEAGUES)[keyof typeof TEAM_LEAGUES] | undefined;
  return league === undefined || findTeamBySlug(league, match.params.teamSlug ?? '') !== undefined;
}

/** The wrapper's fallback class (app-pages-html.ts), the first class attribute to end with it. */
const SERVER_PAGE_CLASS = ' server-page"';

/** The built stylesheets at `hrefs` (absolute paths in the build) as one `<style>`; none for none. */
function inlineStyles(webDist: string, hrefs: readonly string[]): string {
  const css = hrefs.map((href) => fs.readFileSync(path.join(webDist, href), 'utf8')).join('\n');
  // A stylesheet cannot end the element early: `</style` never occurs in built CSS, but make sure.
  return css === '' ? '' : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
}

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export interface SitePages {
  /** The answer for a GET no route took: the app (200) or the not-found page (404). */
  sendApp: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

export function registerSitePages(app: FastifyInstance, deps: HttpDeps, webDist: string | null): SitePages {
  // Never the request's Host header: canonical addresses and the sitemap say where the site is.
  const origin = () => publicUrl(deps.env.PUBLIC_URL, (app.server.address() as AddressInfo).port);

  app.get('/robots.txt', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robotsTxt(origin())));
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(sitemapXml(origin(), CONTENT_PAGES)),
  );

  // Old and alternative addresses move for good; the query goes along (the app keeps it too).
  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(from, (request, reply) => reply.header('cache-control', 'no-cache').redirect(`${to}${queryOf(request.url)}`, 301));
  }

  const builtHtml = webDist === null ? null : fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const send = sendHtml;
  if (builtHtml === null) return { sendApp: (_request, reply) => reply.status(404).send() };
  // The pages the server writes read and navigate without the app: the app's entry loads after them
  // (server-shell.ts), so a page needs no more than the loader's few hundred bytes of script before
  // it is interactive. Every other answer is the built page as it is.
  const indexHtml = deferEntryScript(builtHtml);

  // Pages do not change while the server runs: each is written once, on its first request.
  const written = new Map<string, string>();
  const contentDocument = (page: ContentPage) => {
    let html = written.get(page.path);
    if (html === undefined) {
      const url = `${origin()}${page.path}`;
      html = pageDocument(indexHtml, origin(), {
        title: page.title,
        description: page.description,
        url,
        type: page.kind === 'article' ? 'article' : 'website',
        body: renderContentArticle(page, CONTENT_PAGES),
        jsonLd: structuredData(page, url),
      });
      written.set(page.path, html);
    }
    return html;
  };
  for (const page of CONTENT_PAGES) app.get(page.path, (_request, reply) => send(reply, contentDocument(page), 200));

  const notFound = (reply: FastifyReply, pathname: string) => {
    const html = pageDocument(indexHtml, origin(), {
      title: PAGE_NOT_FOUND_PAGE_TITLE,
      description: PAGE_NOT_FOUND_TEXT,
      url: null,
      type: 'website',
      body: renderNotFound(pathname),
      jsonLd: [],
    });
    return send(reply, html, 404);
  };
  const stylesOf = pageStylesheets(webDist ?? '');
  registerAppPages(app, deps, {
    page: (pagePath, parts, jsonLd = [], source) => {
      const styles = source ? stylesOf(source) : [];
      // With the page's own styles the fallback column (`server-page`) goes: the page looks as the app draws it.
      const body = styles.length > 0 ? parts.body.replace(SERVER_PAGE_CLASS, '"') : parts.body;
      return pageDocument(indexHtml, origin(), { ...parts, body, url: `${origin()}${pagePath}`, type: 'website', jsonLd, styles });
    },
    send,
    notFound,
    origin,
  });

  // The home page is the app: its entry starts loading as soon as the HTML is parsed, but through the
  // loader rather than in the head, so no script stands before the first paint. Its hero is written
  // here, with the home page's own stylesheet inlined (one request fewer before the first paint), so
  // the largest text paints from the HTML and the app's identical hero replaces it in place.
  let home: string | undefined;
  const homeDocument = () =>
    (home ??= deferEntryScript(builtHtml, 'now')
      .replace('</head>', () => `  ${inlineStyles(webDist ?? '', stylesOf(HOME_SOURCE, true))}\n  </head>`)
      .replace(ROOT, () => `<div id="root">${serverShellNav('/')}<main id="main" class="shell-main shell-main--with-nav">${renderHomeHero()}</main></div>`));

  return {
    sendApp: (request, reply) => {
      const pathname = pathOf(request.url);
      // A content page asked with a trailing slash is the same page.
      const content = CONTENT_PAGES.find((page) => pathname === `${page.path}/`);
      if (content) return send(reply, contentDocument(content), 200);
      if (pathname === '/') return send(reply, homeDocument(), 200);
      if (isAppPage(pathname)) return send(reply, builtHtml, 200);
      return notFound(reply, pathname);
    },
  };
}
