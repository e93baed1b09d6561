// docs/product/site.md#app-shell-and-menu: the navigation is hidden for bots, or when forceBot=true;
// docs/product/accounts.md: bots get no anonymous session and no analytics.
// The user-agent rule is the domain's, so the page and the server agree on who is a bot.
import { isBotUserAgent } from '../../domain/people/bots.js';

/** `?forceBot=true` lets us (and tests) see the page the way a crawler does. */
export function hasForceBotParam(search: string): boolean {
  return new URLSearchParams(search).get('forceBot') === 'true';
}

let botMode: boolean | undefined;

/** Decided once per page load, from the first URL: bot mode does not change while browsing. */
export function isBotMode(): boolean {
  botMode ??= isBotUserAgent(navigator.userAgent) || hasForceBotParam(location.search);
  return botMode;
}
