// What the web's ContentArticle and the server's HTML renderer share (decision 037): how text with
// links is split, how the date reads, which pages are dated and which articles the learning center
// lists. Both render the same markup from these, so the app replaces the server's page without a jump.
import type { ContentPage } from './types.js';

/** A run of text, or a link to one of the site's own pages. */
export type InlinePart = { readonly text: string } | { readonly label: string; readonly to: string };

/**
 * `[label](/path)` to a site path is a link; anything else is text, shown as written (the renderers
 * escape it). Only paths from the root count: a full address or `//host` stays text.
 */
const LINK = /\[([^\]\n]+)\]\((\/(?!\/)[^)\s]*)\)/g;

export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', to = ''] = match;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ label, to });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-01-15` → `January 15, 2025`, the same on the server and in every browser's time zone. */
export function formatUpdated(updated: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(updated);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return updated;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** Articles and the privacy policy say when they were last updated; other pages do not. */
export const showsUpdated = (page: ContentPage): boolean => page.kind === 'article' || page.path === '/privacy';

export const LEARNING_CENTER_PATH = '/learning-center';

/** The learning center lists the articles below it, in the order the pages are kept. */
export const learningArticles = (pages: readonly ContentPage[]): ContentPage[] =>
  pages.filter((page) => page.path.startsWith(`${LEARNING_CENTER_PATH}/`));

/** The heading of the learning center's list of articles and of a page's questions. */
export const ARTICLES_HEADING = 'Articles';
export const QUESTIONS_HEADING = 'Questions and answers';
