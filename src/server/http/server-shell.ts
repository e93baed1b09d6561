// The app's shell as the server writes it around the pages it writes (decision 047): the skip link
// and the main navigation with the app's class names, so the app's own shell replaces it without a
// change of look; and, on pages that read without the app, the app's entry script moved out of the
// critical path. There the menu is a `<details>` of plain links that works with no script at all,
// and a tiny inline loader fetches the app once the page has loaded and the browser is idle.
import { createHash } from 'node:crypto';
import { escapeHtml as e } from './game-pages.js';

/**
 * Loads the entry named in its script tag's `data-entry`, always after the page's first paint, so
 * the entry is never on the first paint's critical path: on a page that reads without the app, after
 * the `load` event and the first paint, when the browser is idle (2 s at most) — it is not needed
 * before the page is interactive; with `data-now` (the home page, which is the app) right after the
 * first paint. `load` can come a frame before the first paint, and Lighthouse's simulation counts a
 * high-priority script requested before the observed paint into FCP and LCP.
 *
 * It sits in the head, inline, about 680 bytes, allowed by its hash in the Content-Security-Policy
 * (APP_LOADER_HASH, in security-headers.ts) rather than a file: a file would be one more request and,
 * on the home page, bytes against the home page's script budget. Written minified, in plain ES5;
 * spelled out: read `data-entry`; `l()` appends `<script type="module" crossorigin src=entry>`;
 * `p(n)` runs n in a task once the first paint is reported (a `paint` PerformanceObserver, buffered;
 * the next animation frame where paint timing is missing; 3 s at most, so the app always comes);
 * `data-now` → on DOMContentLoaded (the root is parsed), p(l); else on `load`, p(idle → l).
 */
export const APP_LOADER_SOURCE =
  '(function(d,w){var t=d.currentScript,e=t&&t.getAttribute("data-entry");if(!e)return;function l(){var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=e;d.head.appendChild(s)}function i(){w.requestIdleCallback?w.requestIdleCallback(l,{timeout:2e3}):l()}function p(n){var P=w.PerformanceObserver,k=0;function f(){k||(k=1,w.setTimeout(n,0))}w.setTimeout(f,3e3);if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(){o.disconnect();f()});o.observe({type:"paint",buffered:!0})}else w.requestAnimationFrame(f)}t.hasAttribute("data-now")?d.addEventListener("DOMContentLoaded",function(){p(l)},{once:!0}):w.addEventListener("load",function(){p(i)},{once:!0})})(document,window);';

/** The loader's CSP source expression: the only inline script a page may run. */
export const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SOURCE).digest('base64')}'`;

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * index.html with the entry's module script (and its modulepreloads) replaced by the loader, which
 * fetches the same entry after the page has loaded (`when: 'idle'`) or as soon as the HTML is
 * parsed (`'now'`). Unchanged when there is no entry script.
 */
export function deferEntryScript(indexHtml: string, when: 'idle' | 'now' = 'idle'): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (entry === undefined) return indexHtml;
  const now = when === 'now' ? ' data-now' : '';
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `\n    <script data-entry="${e(entry)}"${now}>${APP_LOADER_SOURCE}</script>`);
}

// The app's icons (src/web/components/icons.tsx), as the shell draws them.
const icon = (paths: string) =>
  `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;
const HOME_ICON = icon('<path d="M3.5 10.5 12 3.5l8.5 7"></path><path d="M5.5 9v10.5h4.75V14.5h3.5v5h4.75V9"></path>');
const GAMES_ICON = icon(
  '<rect x="3.5" y="3.5" width="17" height="17" rx="3"></rect><path d="M3.5 9.2h17M3.5 14.8h17M9.2 3.5v17M14.8 3.5v17"></path>',
);
const MENU_ICON = icon('<path d="M4 6.5h16M4 12h16M4 17.5h16"></path>');

/** The menu's pages (src/web/app/menu-sheet.tsx): those that need no account and no app to reach. */
export const SERVER_MENU_LINKS = [
  { to: '/football-pool', title: 'Weekly NFL challenge', hint: "Free pick'em for everyone, paid in jelly beans" },
  { to: '/games/new', title: 'Create your own pool', hint: "Squares, pick'em or props" },
  { to: '/about', title: 'What is Sportsball', hint: "How it works and why it's free" },
  { to: '/learning-center', title: 'Learning Center', hint: "Guides to squares and pick'em" },
] as const;

const navLink = (to: string, label: string, svg: string, current: boolean) =>
  `<li><a ${current ? 'aria-current="page" class="bottom-nav__item active"' : 'class="bottom-nav__item"'} href="${to}">${svg}<span>${label}</span></a></li>`;

const menu = () =>
  `<li><details class="server-menu"><summary class="bottom-nav__item">${MENU_ICON}<span>Menu</span></summary>` +
  `<div class="server-menu__panel"><ul class="menu-list">${SERVER_MENU_LINKS.map(
    (item) =>
      `<li><a class="menu-item" href="${item.to}"><span class="menu-item__text">${e(item.title)}<small>${e(item.hint)}</small></span></a></li>`,
  ).join('')}</ul></div></details></li>`;

/**
 * The skip link and the main navigation as the app's shell draws them for a visitor (Home, My
 * Games, Menu), `pathname` marking Home current on the home page as the app's NavLink does.
 */
export function serverShellNav(pathname: string): string {
  return (
    '<a class="skip-link" href="#main">Skip to content</a>' +
    '<nav class="bottom-nav" aria-label="Main"><ul class="bottom-nav__list">' +
    navLink('/', 'Home', HOME_ICON, pathname === '/') +
    navLink('/games', 'My Games', GAMES_ICON, pathname === '/games') +
    menu() +
    '</ul></nav>'
  );
}
