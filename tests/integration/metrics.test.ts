// GET /metrics: Prometheus text behind METRICS_TOKEN. Read by a strict text-format parser, it
// names the expected families with their types; its route labels are only registered patterns,
// however many made-up paths were asked for; no token set means no such path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { babyShowerInput, claimOk, createGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { parsePrometheusText } from '../setup/prometheus-text.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const TOKEN = 'metrics-test-token-0123456789';

const scrape = (server: { url: string }, authorization?: string) =>
  fetch(`${server.url}/metrics`, { headers: authorization === undefined ? {} : { authorization } });

describe.each(engines)('metrics on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await server.stop();
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token of the same length', `Bearer ${TOKEN.replace(/.$/, 'x')}`],
    ['a shorter token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token without the Bearer scheme', TOKEN],
    ['the token as Basic credentials', `Basic ${TOKEN}`],
  ])('refuses %s with 401', async (_what, authorization) => {
    const response = await scrape(server, authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('serves the figures in the text format, labelled by route pattern only', async () => {
    // Something to count: a claim (a batch), an open socket with a subscription, made-up paths.
    const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    const { gameId } = await createGame(server, host, babyShowerInput());
    const live = await LiveTestClient.connect(server, host);
    live.send({ type: 'subscribe', topic: `game:${gameId}` });
    await live.waitFor(1);
    await claimOk(server, await anonymousCookie(server), gameId, 7, { initials: 'MT' });
    await live.waitFor(2);
    for (let i = 0; i < 20; i++) await fetch(`${server.url}/api/made-up-${i}-${'x'.repeat(i)}?q=${i}`);
    await fetch(`${server.url}/api/games/${gameId}`);

    const response = await scrape(server, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    const families = parsePrometheusText(text);
    const types = Object.fromEntries([...families.values()].map((f) => [f.name, f.type]));
    expect(types).toMatchObject({
      sportsball_http_request_duration_seconds: 'histogram',
      sportsball_claim_batch_size: 'histogram',
      sportsball_claim_batch_duration_seconds: 'histogram',
      sportsball_fanout_lag_seconds: 'histogram',
      sportsball_notify_lag_seconds: 'histogram',
      sportsball_feed_polls_total: 'counter',
      sportsball_feed_last_success_timestamp_seconds: 'gauge',
      sportsball_live_sockets: 'gauge',
      sportsball_live_subscriptions: 'gauge',
      sportsball_db_listener_up: 'gauge',
      sportsball_db_pool_connections: 'gauge',
      process_resident_memory_bytes: 'gauge',
    });
    const value = (name: string, labels: Record<string, string> = {}) =>
      [...families.values()].flatMap((f) => f.samples).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
    expect(value('sportsball_live_sockets')).toBe(1);
    expect(value('sportsball_live_subscriptions')).toBe(1);
    expect(value('sportsball_db_listener_up')).toBe(1);
    expect(value('sportsball_claim_batch_size_count')).toBeGreaterThanOrEqual(1);
    // The claim's own update reached the subscribed socket: one fan-out at least.
    expect(value('sportsball_fanout_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    // The NOTIFY probe sent at start was heard back through the instance's own LISTEN.
    expect(value('sportsball_notify_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(value('sportsball_db_pool_connections', { state: 'max' })).toBe(engine === 'postgres' ? 10 : undefined);
    expect(value('sportsball_http_request_duration_seconds_count', { route: '/api/games/:gameId', method: 'GET', status_class: '2xx' })).toBe(1);

    // Every route label is a registered pattern or 'unmatched': the made-up paths added none.
    const patterns = new Set([...server.routes.map((r) => r.url), 'unmatched']);
    const routeLabels = new Set(families.get('sportsball_http_request_duration_seconds')!.samples.map((s) => s.labels.route!));
    expect([...routeLabels].filter((route) => !patterns.has(route))).toEqual([]);
    expect(value('sportsball_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' })).toBe(20);
    expect(text).not.toContain('made-up');
    await live.close();
  });
});

describe('metrics without a token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers 404 to everyone, a bearer included', async () => {
    for (const authorization of [undefined, 'Bearer anything-at-all-here']) {
      const response = await scrape(server, authorization);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});

describe('metrics of the sports feed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { METRICS_TOKEN: TOKEN, SPORTS_POLLING: 'true' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('counts each league poll by outcome and says when each league last polled well', async () => {
    const sample = async (name: string, labels: Record<string, string>) => {
      const families = parsePrometheusText(await (await scrape(server, `Bearer ${TOKEN}`)).text());
      return [...families.values()].flatMap((f) => f.samples).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
    };
    await expect.poll(() => sample('sportsball_feed_polls_total', { league: 'NFL', outcome: 'ok' }), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    expect(await sample('sportsball_feed_last_success_timestamp_seconds', { league: 'NFL' })).toBeGreaterThan(0);
  });
});
