// Our own analytics, the browser's half (docs/product/site.md#analytics, decision 042): events
// wait here and go to POST /api/events every 10 s, and when the page is hidden (a fetch with
// keepalive, which outlives the page; sendBeacon cannot send the JSON type the API requires).
// Nothing is sent for a bot. Types only from the contracts: this module is in the home page's
// script, and must stay a few hundred bytes.
import type { ClientEvent } from '../../contracts/analytics.js';
import { isBotMode } from './bot.js';

const FLUSH_MS = 10_000;
/** The server refuses larger batches (EVENT_BATCH_MAX_EVENTS). */
const MAX_BATCH = 50;
const CLIENT_ID_KEY = 'sb_cid';

let queue: ClientEvent[] = [];
let started = false;
/** The route pattern of the page on screen (`/games/:gameId`): error reports carry it too. */
export let currentRoute = '/';

/** A random id this browser keeps, for the events of a visitor with no session yet. */
function clientId(): string | undefined {
  try {
    let id = localStorage.getItem(CLIENT_ID_KEY);
    if (!id) localStorage.setItem(CLIENT_ID_KEY, (id = crypto.randomUUID()));
    return id;
  } catch {
    return undefined; // storage refused (private mode): the session's user id is enough
  }
}

export function flushEvents(): void {
  while (queue.length > 0) {
    const events = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    fetch('/api/events', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: clientId(), events }),
    }).catch(() => undefined); // analytics never bother the player
  }
}

export function track(event: ClientEvent): void {
  if (isBotMode()) return;
  queue.push(event);
  if (!started) {
    started = true;
    setInterval(flushEvents, FLUSH_MS);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushEvents());
  }
}

/** A page came on screen: its route pattern, never its address (ids, codes and queries stay out). */
export function trackPageView(route: string): void {
  currentRoute = route;
  track({ name: 'page_view', props: { route } });
}
