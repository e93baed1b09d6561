// The content pages as data: what every page must carry, links only to pages that exist, the
// privacy policy's required facts, and every underdog-bonus figure quoted equal to what the app
// computes for those odds.
import { describe, expect, it } from 'vitest';
import { underdogPointsFromOdds } from '../../domain/pickem/points.js';
import { REDIRECTS, matchAppRoute } from '../site-routes.js';
import { CONTENT_PAGES, contentPageAt, type ContentBlock, type ContentPage } from './index.js';

/** Where a page's closing button may lead: the game type menu or a page that creates a pool. */
const CREATE_ROUTES = new Set([
  '/games/new',
  '/games/new/football-pickem',
  '/games/new/baseball-pickem',
  '/games/new/basketball-pickem',
  '/games/new/props',
  '/squares',
  '/squares/nfl',
  '/squares/ncaa',
  '/squares/mlb',
  '/squares/baby-shower',
]);

const LINK = /\[([^\]]+)\]\(([^)]*)\)/g;

/** Text that may carry links: paragraphs, list items and steps. */
function linkedTexts(page: ContentPage): string[] {
  return page.sections.flatMap((section) =>
    section.blocks.flatMap((block: ContentBlock) => ('p' in block ? [block.p] : 'list' in block ? block.list : 'steps' in block ? block.steps : [])),
  );
}

/** Text that is shown or offered as plain text (headings, table cells, FAQ, meta): no links there. */
function plainTexts(page: ContentPage): string[] {
  return [
    page.title,
    page.description,
    page.heading,
    page.lead,
    page.cta.text,
    page.cta.label,
    ...page.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => ('table' in block ? [block.table.caption, ...block.table.head, ...block.table.rows.flat()] : [])),
    ]),
    ...(page.questions ?? []).flatMap((question) => [question.q, question.a]),
  ];
}

function allText(page: ContentPage): string {
  return [...linkedTexts(page), ...plainTexts(page)].join('\n');
}

/** A page may link to a page of the app (one without a parameter in its path), a redirect, or another content page. */
const isKnownPath = (path: string) => matchAppRoute(path)?.pattern === path || path in REDIRECTS || CONTENT_PAGES.some((page) => page.path === path);

describe('content pages', () => {
  it('has the seventeen pages, each at its own path', () => {
    expect(CONTENT_PAGES).toHaveLength(17);
    expect(new Set(CONTENT_PAGES.map((page) => page.path)).size).toBe(CONTENT_PAGES.length);
    expect(contentPageAt('/learning-center/squares-basics')?.heading).toBe('Squares basics');
  });

  describe.each(CONTENT_PAGES.map((page) => [page.path, page] as const))('%s', (_path, page) => {
    it('has a title of at most 60 characters ending in the site name (the about page is named for itself)', () => {
      expect(page.title.length).toBeLessThanOrEqual(60);
      if (page.path === '/about') expect(page.title).toBe('What is Sportsball');
      else expect(page.title).toMatch(/ \| Sportsball$/);
    });

    it('has a description of at most 160 characters, a heading and a lead', () => {
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.heading.trim()).not.toBe('');
      expect(page.lead.length).toBeGreaterThan(40);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('has at least 3 sections, none empty', () => {
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of page.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.blocks.length).toBeGreaterThan(0);
      }
    });

    it('links only to the site’s own pages, and only from paragraphs, lists and steps', () => {
      for (const text of linkedTexts(page)) {
        for (const [, label, href] of text.matchAll(LINK)) {
          expect(label!.trim()).not.toBe('');
          expect(isKnownPath(href ?? ''), `${href} in ${page.path}`).toBe(true);
        }
        // Nothing else that looks like markup: every bracket belongs to a link.
        expect(text.replace(LINK, '')).not.toMatch(/[[\]]/);
      }
      for (const text of plainTexts(page)) expect(text).not.toMatch(/[[\]]/);
    });

    it('ends with a way to create a pool', () => {
      expect(CREATE_ROUTES).toContain(page.cta.to);
      expect(page.cta.label.trim()).not.toBe('');
      expect(page.cta.text.trim()).not.toBe('');
    });
  });

  it('gives the about page its create-first-pool button and its game types', () => {
    const about = contentPageAt('/about')!;
    expect(about.cta).toMatchObject({ label: 'Create your first pool', to: '/games/new' });
    const text = allText(about);
    expect(text).toContain('(/nfl-squares)');
    expect(text).toContain('(/nfl-pickem)');
    expect(about.sections.map((section) => section.heading)).toEqual(expect.arrayContaining(['How it works', 'Popular game types', 'Why choose Sportsball']));
  });

  it('lists every learning-center article on the learning center', () => {
    const text = allText(contentPageAt('/learning-center')!);
    const articles = CONTENT_PAGES.filter((page) => page.path.startsWith('/learning-center/'));
    expect(articles).toHaveLength(7);
    for (const article of articles) {
      expect(article.kind).toBe('article');
      expect(text).toContain(`(${article.path})`);
    }
  });

  describe('the privacy policy', () => {
    const privacy = contentPageAt('/privacy')!;
    const text = allText(privacy);

    it('is dated January 2025 and sets the minimum age at 13', () => {
      expect(privacy.updated).toBe('2025-01-15');
      expect(privacy.lead).toContain('January 2025');
      expect(text).toMatch(/aged 13 and over/);
    });

    it.each([
      'Email address',
      'Display handle',
      'avatar',
      'Games',
      'Picks',
      'Results',
      'Jelly-bean balances and transactions',
      'Usage data',
      'iOS purchase history',
    ])('lists %s among the data collected', (item) => {
      const list = privacy.sections.find((section) => section.heading === 'The data we collect')!.blocks.find((block) => 'list' in block);
      expect(list && 'list' in list ? list.list.join('\n') : '').toContain(item);
    });

    it('says how to delete an account and what stays under Deleted host', () => {
      expect(text).toContain('Delete account');
      expect(text).toContain('Type DELETE');
      expect(text.match(/Deleted host/g)?.length).toBeGreaterThanOrEqual(2);
    });

    it('says what the mail provider and the analytics receive, and that the only cookie kept is the session', () => {
      expect(text).toMatch(/mail provider[^.]*receives your email address and the sign-in link/);
      expect(text).toMatch(/no third-party analytics script/);
      expect(text).toMatch(/skipped for bots/);
      expect(text).toMatch(/never contain your email address or your picks/);
      expect(text).toMatch(/error-reporting service \(Sentry\)/);
      expect(text).toMatch(/session cookie/);
    });
  });

  describe('underdog bonus figures', () => {
    /** '1.5 (−200)' → 1.5, after checking that the American line in brackets is the same price. */
    function decimalOdds(cell: string): number {
      const match = /^(\d+(?:\.\d+)?)(?: \(([+−])(\d+)\))?$/.exec(cell);
      expect(match, cell).not.toBeNull();
      const decimal = Number(match![1]);
      if (match![2]) {
        const line = Number(match![3]);
        expect(match![2] === '+' ? 1 + line / 100 : 1 + 100 / line, cell).toBeCloseTo(decimal, 2);
      }
      return decimal;
    }

    const points = (cell: string) => Number(/^([\d.]+) points$/.exec(cell)?.[1]);

    const tables = CONTENT_PAGES.flatMap((page) =>
      page.sections.flatMap((section) =>
        section.blocks.flatMap((block) => ('table' in block && block.table.caption.startsWith('What the underdog bonus pays') ? [[page.path, block.table] as const] : [])),
      ),
    );

    it('are quoted on the pick’em pages', () => {
      expect(tables.map(([path]) => path)).toEqual(expect.arrayContaining(['/learning-center/pickem-basics', '/learning-center/pickem-strategy']));
    });

    it.each(tables)('in %s equal what the app pays for those odds', (_path, table) => {
      expect(table.head).toEqual(['Favourite’s odds', 'Underdog’s odds', 'Favourite pick', 'Underdog pick']);
      for (const [favourite, underdog, favouritePoints, underdogPoints] of table.rows) {
        const expected = underdogPointsFromOdds({ away: decimalOdds(favourite!), home: decimalOdds(underdog!) });
        expect(expected).not.toBeNull();
        expect([points(favouritePoints!), points(underdogPoints!)]).toEqual([expected!.away, expected!.home]);
      }
    });

    it('in the prose equal what the app pays for those odds', () => {
      const prose = CONTENT_PAGES.map(allText).join('\n');
      const quotes = [...prose.matchAll(/decimal odds of (\d+(?:\.\d+)?) and (\d+(?:\.\d+)?)[^.]*?worth (\d+(?:\.\d+)?) points/g)];
      expect(quotes.length).toBeGreaterThanOrEqual(2);
      for (const [, favourite, underdog, quoted] of quotes) {
        expect(underdogPointsFromOdds({ away: Number(favourite), home: Number(underdog) })?.home).toBe(Number(quoted));
      }
    });
  });
});
