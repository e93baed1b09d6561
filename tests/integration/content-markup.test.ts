// The server writes a content page with the same markup the app draws (decision 037): the app then
// replaces the server's page without anything moving. Both render a page with every kind of block,
// and each real page, and the two strings must be the same.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../src/contracts/content/index.js';
import type { ContentPage } from '../../src/contracts/content/types.js';
import { renderContentArticle, renderNotFound, structuredData } from '../../src/server/http/content-html.js';
import { PageNotFound } from '../../src/web/components/page-not-found.js';
import { ContentArticle } from '../../src/web/features/learn/content-article.js';
import { FIXTURE_ARTICLE } from '../setup/content-fixture.js';

const inRouter = (element: ReturnType<typeof createElement>) => renderToStaticMarkup(createElement(MemoryRouter, null, element));
/** React writes `'` as `&#x27;` (the server `&#39;`) and marks router links, and keeps `dateTime`'s case (HTML ignores it); the server's page names its path. */
const normal = (html: string) => html.replace(/ data-discover="true"/g, '').replace(/ dateTime=/g, ' datetime=').replace(/&#x27;/g, '&#39;').replace(/ data-prerendered="[^"]*"/, '');

const pages: ContentPage[] = [FIXTURE_ARTICLE, ...CONTENT_PAGES];

describe('content page markup', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s: the server writes what the app draws', (_path, page) => {
    const app = inRouter(createElement(ContentArticle, { page, pages: [...pages] }));
    expect(normal(renderContentArticle(page, pages))).toBe(normal(app));
  });

  it('the not-found page is the same in both', () => {
    expect(normal(renderNotFound('/nothing'))).toBe(normal(inRouter(createElement(PageNotFound))));
  });

  it('escapes every text and links only to site paths', () => {
    const html = renderContentArticle(FIXTURE_ARTICLE, [FIXTURE_ARTICLE]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h1 class="content-article__title">Every &lt;block&gt; kind</h1>');
    expect(html).toContain('<a href="/learning-center/squares-basics">the basics</a>');
    expect(html).toContain('[elsewhere](https://evil.example)');
    expect(html).not.toContain('href="https://evil.example"');
    expect(html).toContain('<caption>Payouts per quarter</caption>');
    expect(html).toContain('<ol class="content-steps">');
    expect(html).toContain('<dt>Is it &lt;free&gt;?</dt>');
    expect(html).toContain('Last updated <time datetime="2025-01-15">January 15, 2025</time>');
  });

  it('offers an article as an Article and its questions as an FAQPage', () => {
    const data = structuredData(FIXTURE_ARTICLE, 'https://sportsball.example/learning-center/fixture') as Array<Record<string, unknown>>;
    expect(data.map((d) => d['@type'])).toEqual(['Article', 'FAQPage']);
    expect(data[1]).toMatchObject({ mainEntity: [{ name: 'Is it <free>?', acceptedAnswer: { text: 'Yes: see about.' } }] });
    expect(structuredData({ ...FIXTURE_ARTICLE, kind: 'page', questions: [] }, 'x')).toEqual([]);
  });
});
