// The home page's hero as the server writes it (decision 047): the same markup and class names as the
// app's HomePage (src/web/features/content/home-page.tsx), so the largest text of the page paints from
// the HTML and the home page's stylesheet, before any script, and the app's identical hero replaces it
// without moving. `data-prerendered` keeps it on screen while the home page's chunk downloads.
import { HOME_HERO_CTA, HOME_HERO_LEDE, HOME_HERO_MORE, HOME_HERO_TITLE } from '../../contracts/content/home-text.js';
import { escapeHtml as e } from './game-pages.js';

/** The app's module for the home page (src/web-relative): its stylesheets are linked into the page. */
export const HOME_SOURCE = 'app/routes/home-route.tsx';

// The Sportsball mark at the hero's size (src/web/components/logo.tsx).
const BALL =
  '<svg class="logo__ball" width="44" height="44" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><defs>' +
  '<radialGradient id="sb-ball-server" cx="0.36" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffb06b"></stop>' +
  '<stop offset="0.55" stop-color="#ff6a13"></stop><stop offset="1" stop-color="#d94a00"></stop></radialGradient></defs>' +
  '<circle cx="34" cy="32" r="26" fill="url(#sb-ball-server)"></circle>' +
  '<g fill="none" stroke="#0b1630" stroke-width="3.2" stroke-linecap="round"><circle cx="34" cy="32" r="26"></circle>' +
  '<path d="M34 6v52"></path><path d="M8 32h52"></path>' +
  '<path d="M15.5 13.8c6.6 4.6 10.5 11.3 10.5 18.2s-3.9 13.6-10.5 18.2"></path>' +
  '<path d="M52.5 13.8c-6.6 4.6-10.5 11.3-10.5 18.2s3.9 13.6 10.5 18.2"></path></g></svg>';
const LOGO = `<span class="logo logo--lg logo--night">${BALL}<span class="logo__word">Sports<span class="logo__word-accent">ball</span></span></span>`;
const PLUS =
  '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 5v14M5 12h14"></path></svg>';

/** The hero inside the home page's column, marked as the server's copy of `/`. */
export function renderHomeHero(): string {
  return (
    '<div class="home" data-prerendered="/"><section class="home-hero" aria-labelledby="home-title"><div class="home-hero__inner">' +
    LOGO +
    `<h1 id="home-title" class="home-hero__title">${e(HOME_HERO_TITLE)}</h1>` +
    `<p class="home-hero__lede">${e(HOME_HERO_LEDE)}</p>` +
    '<div class="home-hero__actions">' +
    `<a class="button button--primary home-hero__cta" href="/games/new">${PLUS} ${e(HOME_HERO_CTA)}</a>` +
    `<a class="button button--on-night" href="#what-is">${e(HOME_HERO_MORE)}</a>` +
    '</div></div></section></div>'
  );
}
