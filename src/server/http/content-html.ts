// The content pages and the not-found page as HTML strings (decision 037): the same markup and class
// names as the app's ContentArticle and PageNotFound, from the same data, so a reader without
// JavaScript, a crawler or a link preview gets the page, and the app replaces it without a jump.
// Every piece of text is escaped; `[label](/path)` links to the site's own pages are the only markup.
import {
  ARTICLES_HEADING,
  QUESTIONS_HEADING,
  formatUpdated,
  learningArticles,
  LEARNING_CENTER_PATH,
  parseInline,
  showsUpdated,
} from '../../contracts/content/article-parts.js';
import type { ContentBlock, ContentPage } from '../../contracts/content/types.js';
import { PAGE_NOT_FOUND_ACTION, PAGE_NOT_FOUND_TEXT, PAGE_NOT_FOUND_TITLE } from '../../contracts/site-routes.js';
import { escapeHtml } from './game-pages.js';

const inline = (text: string): string =>
  parseInline(text)
    .map((part) => ('to' in part ? `<a href="${escapeHtml(part.to)}">${escapeHtml(part.label)}</a>` : escapeHtml(part.text)))
    .join('');

const items = (list: readonly string[]) => list.map((item) => `<li>${inline(item)}</li>`).join('');

function block(content: ContentBlock): string {
  if ('p' in content) return `<p>${inline(content.p)}</p>`;
  if ('list' in content) return `<ul class="content-list">${items(content.list)}</ul>`;
  if ('steps' in content) return `<ol class="content-steps">${items(content.steps)}</ol>`;
  const { caption, head, rows } = content.table;
  const headRow = head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`).join('');
  return (
    `<div class="content-table" role="region" aria-label="${escapeHtml(caption)}" tabindex="0"><table>` +
    `<caption>${escapeHtml(caption)}</caption><thead><tr>${headRow}</tr></thead><tbody>${body}</tbody></table></div>`
  );
}

const section = (heading: string, body: string) => `<section class="content-section"><h2>${escapeHtml(heading)}</h2>${body}</section>`;

/** The page's article; `data-prerendered` tells the app which path it belongs to. */
export function renderContentArticle(page: ContentPage, pages: readonly ContentPage[]): string {
  const header = [
    `<h1 class="content-article__title">${escapeHtml(page.heading)}</h1>`,
    page.lead !== '' ? `<p class="content-article__lead">${inline(page.lead)}</p>` : '',
    showsUpdated(page)
      ? `<p class="content-article__updated">Last updated <time datetime="${escapeHtml(page.updated)}">${escapeHtml(formatUpdated(page.updated))}</time></p>`
      : '',
  ].join('');
  const sections = page.sections.map((s) => section(s.heading, s.blocks.map(block).join(''))).join('');
  const articles = page.path === LEARNING_CENTER_PATH ? learningArticles(pages) : [];
  const cards = articles
    .map((a) => `<li><a class="content-card" href="${escapeHtml(a.path)}"><strong>${escapeHtml(a.heading)}</strong><span>${escapeHtml(a.description)}</span></a></li>`)
    .join('');
  const questions = page.questions ?? [];
  const faq = questions.map((q) => `<div><dt>${escapeHtml(q.q)}</dt><dd>${inline(q.a)}</dd></div>`).join('');
  return (
    `<article class="content-article" data-prerendered="${escapeHtml(page.path)}">` +
    `<header class="content-article__header">${header}</header>` +
    sections +
    (cards ? section(ARTICLES_HEADING, `<ul class="content-cards">${cards}</ul>`) : '') +
    (faq ? section(QUESTIONS_HEADING, `<dl class="content-faq">${faq}</dl>`) : '') +
    `<aside class="content-cta" aria-label="Create a pool"><p>${inline(page.cta.text)}</p>` +
    `<a class="content-cta__button" href="${escapeHtml(page.cta.to)}">${escapeHtml(page.cta.label)}</a></aside>` +
    `</article>`
  );
}

/** The not-found page for `path` (the app's PageNotFound, as markup). */
export function renderNotFound(path: string): string {
  return (
    `<article class="content-article" data-testid="page-not-found" data-prerendered="${escapeHtml(path)}">` +
    `<header class="content-article__header"><h1 class="content-article__title">${escapeHtml(PAGE_NOT_FOUND_TITLE)}</h1>` +
    `<p class="content-article__lead">${escapeHtml(PAGE_NOT_FOUND_TEXT)}</p></header>` +
    `<p><a class="content-cta__button" href="/">${escapeHtml(PAGE_NOT_FOUND_ACTION)}</a></p></article>`
  );
}

/** Structured data for search engines: an article as `Article`, questions as `FAQPage`. */
export function structuredData(page: ContentPage, url: string): object[] {
  const data: object[] = [];
  if (page.kind === 'article') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.heading,
      description: page.description,
      dateModified: page.updated,
      mainEntityOfPage: url,
      publisher: { '@type': 'Organization', name: 'Sportsball' },
    });
  }
  if (page.questions && page.questions.length > 0) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: page.questions.map((q) => ({
        '@type': 'Question',
        name: q.q,
        // Plain text: a link's label stays, its markup goes.
        acceptedAnswer: { '@type': 'Answer', text: parseInline(q.a).map((part) => ('to' in part ? part.label : part.text)).join('') },
      })),
    });
  }
  return data;
}

/** JSON inside `<script>`: `<` is written as `\u003c`, so no text can close the element. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
