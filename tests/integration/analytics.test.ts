// Our own analytics and error reports (decisions 042 and 043): events from the browser and from
// the commands land in analytics_events (a view of the stored runs), skipped for bots, flagged internal for players who
// opted out; bad batches and floods are refused and store nothing; error reports group by
// fingerprint; a 5xx is recorded with its correlation id; the Admin Dashboard reads the figures.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAnalyticsSchema, AdminErrorsSchema } from '../../src/contracts/analytics.js';
import { MeSchema } from '../../src/contracts/users.js';
import { insertEvents } from '../../src/server/db/repositories/analytics.repository.js';
import { createAnalyticsRecorder } from '../../src/server/services/analytics-recorder.js';
import { readAnalytics } from '../setup/analytics-oracle.js';
import { babyShowerInput, claimOk, createGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const ADMIN = `analytics.admin.${process.pid}@example.com`;
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CLIENT_ID = 'client-abcdefghijklmnop';

describe.each(engines)('analytics and error reports on %s', (engine) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: ADMIN, RATE_LIMIT_EVENTS: '1000' });
    admin = (await signInByEmail(server, ADMIN)).cookie;
  });
  afterAll(async () => {
    await server.stop();
  });

  const uidOf = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;
  const events = async (where: string, params: unknown[] = []) => {
    await server.flushAnalytics();
    return (await server.db.query<{ name: string; uid: string | null; client_id: string | null; internal: boolean; props: Record<string, unknown> }>(`select name, uid, client_id, internal, props from analytics_events where ${where} order by run_id, n`, params)).rows;
  };
  const send = (body: unknown, headers: Record<string, string> = {}) => postJson(server, '/api/events', body, headers);
  const postRaw = (body: string) => fetch(`${server.url}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body });

  it('stores a browser batch under the session user, or the client id without a session', async () => {
    const cookie = await anonymousCookie(server);
    const uid = await uidOf(cookie);
    expect((await send({ events: [{ name: 'page_view', props: { route: '/games/:gameId' } }, { name: 'about_click', props: { route: '/' } }] }, { cookie })).status).toBe(204);
    expect(await events('uid = $1', [uid])).toEqual([
      { name: 'page_view', uid, client_id: null, internal: false, props: { route: '/games/:gameId' } },
      { name: 'about_click', uid, client_id: null, internal: false, props: { route: '/' } },
    ]);
    expect((await send({ clientId: CLIENT_ID, events: [{ name: 'demo_view', props: { demo: 'squares' } }] })).status).toBe(204);
    expect(await events('client_id = $1', [CLIENT_ID])).toMatchObject([{ name: 'demo_view', uid: null }]);
  });

  it("answers a batch with the security headers, and not the allowance's headers", async () => {
    const response = await send({ clientId: CLIENT_ID, events: [{ name: 'page_view', props: { route: '/' } }] });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-correlation-id')).toBeTruthy();
    expect([...response.headers.keys()].filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  });

  it("stores a batch sent with a session's cookie after sign-out as the client's, not the player's", async () => {
    const { cookie } = await signInByEmail(server, uniqueEmail('signout'));
    const uid = await uidOf(cookie);
    const clientId = 'client-signed-out-abcdef';
    // The first batch makes the route remember whose the token is.
    expect((await send({ clientId, events: [{ name: 'page_view', props: { route: '/' } }] }, { cookie })).status).toBe(204);
    // The revocation's notice closes the session's socket; the route hears the same notice, in the same turn.
    const socket = await LiveTestClient.connect(server, cookie);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    expect((await postJson(server, '/api/auth/sign-out', {}, { cookie })).status).toBe(200);
    expect(await closed).toBe(4401);
    expect((await send({ clientId, events: [{ name: 'about_click', props: { route: '/' } }] }, { cookie })).status).toBe(204);
    expect(await events("uid = $1 and name <> 'sign_up'", [uid])).toEqual([{ name: 'page_view', uid, client_id: null, internal: false, props: { route: '/' } }]);
    expect(await events('client_id = $1', [clientId])).toEqual([{ name: 'about_click', uid: null, client_id: clientId, internal: false, props: { route: '/' } }]);
  });

  it('keeps nothing from a bot, and answers it as if it had', async () => {
    const before = (await events('true')).length;
    const response = await send({ clientId: 'bot-client-abcdefghij', events: [{ name: 'page_view', props: { route: '/' } }] }, { 'user-agent': BOT_UA });
    expect(response.status).toBe(204);
    const error = await postJson(server, '/api/errors', { kind: 'error', name: 'TypeError', message: 'x', stack: '', route: '/', version: '1.0.0' }, { 'user-agent': BOT_UA });
    expect(error.status).toBe(204);
    expect((await events('true')).length).toBe(before);
    expect((await server.db.query('select * from error_groups')).rows).toEqual([]);
  });

  it("flags an opted-out player's events internal, the browser's and the commands' alike", async () => {
    const { cookie } = await signInByEmail(server, uniqueEmail('optout'));
    const uid = await uidOf(cookie);
    const put = await fetch(`${server.url}/api/me/profile`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ analyticsOptOut: true }) });
    expect(put.status).toBe(200);
    await send({ events: [{ name: 'page_view', props: { route: '/' } }] }, { cookie });
    const { gameId } = await createGame(server, cookie, babyShowerInput());
    expect(await events("uid = $1 and name <> 'sign_up'", [uid])).toEqual([
      { name: 'page_view', uid, client_id: null, internal: true, props: { route: '/' } },
      { name: 'create_game', uid, client_id: null, internal: true, props: { gameId, gameType: 'Squares', kind: 'BabyShower' } },
    ]);
  });

  it('records create, join and first claim, and delete, from the commands', async () => {
    const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    const player = await anonymousCookie(server);
    const { gameId } = await createGame(server, host, babyShowerInput());
    await claimOk(server, player, gameId, 7, { initials: 'PL' });
    await claimOk(server, player, gameId, 8, { initials: 'PL' });
    expect((await postJson(server, `/api/games/${gameId}/delete`, {}, { cookie: host })).status).toBe(200);
    const rows = await events("props->>'gameId' = $1", [gameId]);
    expect(rows.map((r) => [r.name, r.uid])).toEqual([
      ['create_game', await uidOf(host)],
      ['join', await uidOf(player)],
      ['first_claim', await uidOf(player)],
      ['delete_game', await uidOf(host)],
    ]);
  });

  const bad: Array<[string, () => Promise<Response>, number]> = [
    ['51 events', () => send({ events: Array.from({ length: 51 }, () => ({ name: 'page_view', props: { route: '/' } })) }), 400],
    ['more than 16 kB', () => send({ events: [{ name: 'page_view', props: { route: '/' } }], padding: 'x'.repeat(17_000) }), 413],
    ['an unknown event', () => send({ events: [{ name: 'page_view', props: { route: '/' } }, { name: 'sign_up', props: {} }] }), 400],
    ['a malformed event', () => send({ events: [{ name: 'share', props: { gameId: 'not-a-game', method: 'copy' } }] }), 400],
    ['an email in the props', () => send({ events: [{ name: 'page_view', props: { route: '/', email: 'a@b.example' } }] }), 400],
    ['no events', () => send({ events: [] }), 400],
    // The batch's parser skips the hostile-input walk (event-batch-parser.ts): its schema refuses these itself.
    ['a NUL in an unknown key', () => send({ events: [{ name: 'page_view', props: { route: '/', 'a\u0000b': 'x' } }] }), 400],
    ['an unpaired surrogate in a prop', () => send({ events: [{ name: 'page_view', props: { route: '/\uD800' } }] }), 400],
    ['a body nested 5,000 deep', () => postRaw(`{"events":[{"name":"page_view","props":{"route":"/","deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}}]}`), 400],
    ['a __proto__ key', () => postRaw('{"events":[{"name":"page_view","props":{"route":"/","__proto__":{"internal":true}}}]}'), 400],
    ['a malformed error report', () => postJson(server, '/api/errors', { kind: 'error', name: 'E', message: 'm', stack: 's', route: 'https://example.com/', version: '1' }), 400],
  ];
  it.each(bad)('refuses %s whole and stores nothing', async (_label, request, status) => {
    const before = (await events('true')).length;
    expect((await request()).status).toBe(status);
    expect((await events('true')).length).toBe(before);
    expect((await server.db.query('select * from error_groups')).rows).toEqual([]);
  });

  it('groups client errors by fingerprint, whatever the message says', async () => {
    const stack = (n: number) => `TypeError: no ${n}\n    at claim (http://localhost/assets/index-abc.js:1:200)\n    at run (http://localhost/assets/index-abc.js:1:90)`;
    for (const n of [1, 2]) {
      const report = { kind: 'error', name: 'TypeError', message: `no ${n}`, stack: stack(n), route: '/games/:gameId', version: '1.2.3' };
      expect((await postJson(server, '/api/errors', report)).status).toBe(204);
    }
    await postJson(server, '/api/errors', { kind: 'unhandledrejection', name: 'RangeError', message: 'other', stack: '', route: '/', version: '1.2.3' });
    const groups = AdminErrorsSchema.parse(await (await fetch(`${server.url}/api/admin/errors`, { headers: { cookie: admin } })).json()).groups;
    expect(groups.filter((g) => g.source === 'client').map((g) => [g.name, g.count]).sort()).toEqual([
      ['RangeError', 1],
      ['TypeError', 2],
    ]);
    expect(groups.find((g) => g.name === 'TypeError')).toMatchObject({ message: 'no 2', route: '/games/:gameId', version: '1.2.3' });
    expect(await events("name = 'error'")).toHaveLength(3);
  });

  it('records a 5xx with its correlation id', async () => {
    await server.db.query('alter table games rename to games_away');
    let correlationId: string | null;
    try {
      const response = await fetch(`${server.url}/api/admin/analytics`, { headers: { cookie: admin } });
      expect(response.status).toBe(500);
      correlationId = response.headers.get('x-correlation-id');
    } finally {
      await server.db.query('alter table games_away rename to games');
    }
    await expect.poll(async () => (await server.db.query('select correlation_id, route from error_groups where source = $1', ['server'])).rows).toEqual([
      { correlation_id: correlationId, route: 'GET /api/admin/analytics' },
    ]);
  });

  it('shows the admin daily players, games per kind and the funnel; anyone else gets 403', async () => {
    const host = (await signInByEmail(server, uniqueEmail('funnel'))).cookie;
    const { gameId } = await createGame(server, host, babyShowerInput());
    await send({ events: [{ name: 'share', props: { gameId, method: 'copy' } }] }, { cookie: host });
    await claimOk(server, await anonymousCookie(server), gameId, 1, { initials: 'ZZ' });
    await server.flushAnalytics();
    const response = await fetch(`${server.url}/api/admin/analytics`, { headers: { cookie: admin } });
    const figures = AdminAnalyticsSchema.parse(await response.json());
    expect(figures.dailyPlayers).toHaveLength(30);
    expect(figures.dailyPlayers.at(-1)?.players).toBeGreaterThanOrEqual(3);
    expect(figures.gamesByType).toContainEqual({ gameType: 'Squares', kind: 'BabyShower', games: expect.any(Number) as number });
    expect(figures.funnel.created).toBeGreaterThanOrEqual(1);
    expect(figures.funnel.shared).toBe(1);
    expect(figures.funnel.joined).toBeGreaterThanOrEqual(1);
    for (const path of ['/api/admin/analytics', '/api/admin/errors']) {
      expect((await fetch(server.url + path, { headers: { cookie: host } })).status).toBe(403);
      expect((await fetch(server.url + path)).status).toBe(403);
    }
  });

  it('queues at most its limit of events, in order, and writes runs whole in INSERTs of at most batchSize events', async () => {
    const recorder = createAnalyticsRecorder({ db: server.db, now: () => new Date(), onError: (error) => expect.fail(String(error)), flushMs: 60_000, batchSize: 2, maxQueued: 4 });
    const view = (route: string) => ({ name: 'page_view' as const, props: { route } });
    recorder.recordAll([view('/a'), view('/b'), view('/c')], { clientId: 'client-recorder-one-abcdef' });
    recorder.recordAll([view('/d'), view('/e')], { clientId: 'client-recorder-two-abcdef' });
    recorder.recordAll([view('/f')], { clientId: 'client-recorder-two-abcdef' });
    await recorder.close();
    const rows = (await server.db.query<{ client_id: string; route: string; run_id: string }>("select client_id, props->>'route' as route, run_id::text from analytics_events where client_id like 'client-recorder-%' order by run_id, n")).rows;
    expect(rows.map((r) => [r.client_id, r.route])).toEqual([
      ['client-recorder-one-abcdef', '/a'],
      ['client-recorder-one-abcdef', '/b'],
      ['client-recorder-one-abcdef', '/c'],
      ['client-recorder-two-abcdef', '/d'],
    ]);
    expect(new Set(rows.slice(0, 3).map((r) => r.run_id)).size).toBe(1);
  });

  // A browser's batch is one row, however many events it holds: the per-row price (heap tuple,
  // WAL, index entries) is paid once per batch (decision 042). The events inside keep their order.
  it('stores a browser batch as one run of events, in order', async () => {
    const cookie = await anonymousCookie(server);
    const uid = await uidOf(cookie);
    const batch = Array.from({ length: 50 }, (_, i) => ({ name: 'page_view', props: { route: `/r${i}` } }));
    expect((await send({ events: batch }, { cookie })).status).toBe(204);
    await server.flushAnalytics();
    const runs = (await server.db.query<{ n: number; funnel: boolean }>('select json_array_length(events) as n, funnel from analytics_event_runs where uid = $1', [uid])).rows;
    expect(runs).toEqual([{ n: 50, funnel: false }]);
    expect((await events('uid = $1', [uid])).map((e) => e.props.route)).toEqual(batch.map((e) => e.props.route));
  });

  // Pairs, not objects (migration 031): a batch of 50 page views stays under the size past which
  // the database compresses a row as it writes it, which was most of PGlite's cost per batch.
  it('stores a batch of 50 page views as [name, props] pairs, small enough to be stored uncompressed', async () => {
    const cookie = await anonymousCookie(server);
    const uid = await uidOf(cookie);
    const batch = Array.from({ length: 50 }, (_, i) => ({ name: 'page_view', props: { route: i % 2 ? '/games/:gameId' : '/' } }));
    expect((await send({ events: batch }, { cookie })).status).toBe(204);
    await server.flushAnalytics();
    const [run] = (await server.db.query<{ first: unknown; stored: number; text: number }>('select events->0 as first, pg_column_size(events) as stored, octet_length(events::text) as text from analytics_event_runs where uid = $1', [uid])).rows;
    expect(run?.first).toEqual(['page_view', { route: '/' }]);
    expect(run?.stored).toBeGreaterThanOrEqual(run?.text ?? Infinity);
  });

  // Migration 031 rewrote the runs stored as objects into pairs: its UPDATE, run again on a run
  // written the old way (inside a transaction undone afterwards), gives the same events back.
  it('rewrites a run stored as objects into pairs, times and order kept', async () => {
    const update = fs.readFileSync(new URL('../../src/server/db/migrations/031_analytics_event_pairs.sql', import.meta.url), 'utf8').split(/;\s*\n/).find((statement) => statement.includes('update analytics_event_runs'));
    const rolledBack = new Error('rolled back');
    const seen = await server.db
      .transaction(async (tx) => {
        await tx.query('delete from analytics_event_runs');
        await tx.query(
          `insert into analytics_event_runs (at, uid, client_id, internal, funnel, events) values ('2020-01-01T10:00:00Z', 'old-format', null, false, true,
             '[{"name":"page_view","props":{"route":"/"}},{"name":"create_game","at":"2020-01-01T10:00:05+00:00","props":{"gameId":"g","gameType":"Squares","kind":"Classic"}}]')`,
        );
        await tx.query(update!);
        const stored = (await tx.query<{ events: unknown }>('select events from analytics_event_runs')).rows;
        const view = (await tx.query<{ name: string; at: Date; props: unknown }>('select name, at, props from analytics_events order by run_id, n')).rows;
        throw Object.assign(rolledBack, { seen: { stored, view } });
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
        return (rolledBack as Error & { seen: unknown }).seen;
      });
    expect(seen).toEqual({
      stored: [{ events: [['page_view', { route: '/' }], ['create_game', { gameId: 'g', gameType: 'Squares', kind: 'Classic' }, '2020-01-01T10:00:05+00:00']] }],
      view: [
        { name: 'page_view', at: new Date('2020-01-01T10:00:00Z'), props: { route: '/' } },
        { name: 'create_game', at: new Date('2020-01-01T10:00:05Z'), props: { gameId: 'g', gameType: 'Squares', kind: 'Classic' } },
      ],
    });
  });

  it('starts a new run for another player, and at midnight UTC, so each day counts its players', async () => {
    const at = (iso: string) => new Date(iso);
    const [a, b] = [`run-a-${process.pid}`, `run-b-${process.pid}`];
    await insertEvents(server.db, [
      { name: 'page_view', at: at('2020-03-01T23:59:59.900Z'), uid: a, clientId: null, props: { route: '/' } },
      { name: 'page_view', at: at('2020-03-01T23:59:59.950Z'), uid: b, clientId: null, props: { route: '/' } },
      { name: 'create_game', at: at('2020-03-01T23:59:59.990Z'), uid: b, clientId: null, props: { gameId: 'x', gameType: 'Squares', kind: 'Classic' } },
      { name: 'page_view', at: at('2020-03-02T00:00:00.100Z'), uid: b, clientId: null, props: { route: '/' } },
    ]);
    const runs = (await server.db.query<{ uid: string; n: number; funnel: boolean }>('select uid, json_array_length(events) as n, funnel from analytics_event_runs where uid in ($1, $2) order by id', [a, b])).rows;
    expect(runs).toEqual([
      { uid: a, n: 1, funnel: false },
      { uid: b, n: 2, funnel: true },
      { uid: b, n: 1, funnel: false },
    ]);
    const figures = await readAnalytics(server.db, at('2020-03-01T00:00:00Z'));
    expect(figures.dailyPlayers.filter((d) => d.day <= '2020-03-02')).toEqual([
      { day: '2020-03-01', players: 2 },
      { day: '2020-03-02', players: 1 },
    ]);
    expect(figures.gamesByType).toContainEqual({ gameType: 'Squares', kind: 'Classic', games: 1 });
  });

  // A run is nearly always page views: writing one adds a btree entry for its player only
  // (promotion and account deletion find a player's runs), yet the dashboard's reads still find
  // their runs through an index rather than a scan of the table.
  it("indexes runs by player, the funnel's runs apart and every run by time range", async () => {
    const indexes = (await server.db.query<{ indexdef: string }>("select indexdef from pg_indexes where tablename = 'analytics_event_runs' order by indexname")).rows.map((r) => r.indexdef);
    expect(indexes.filter((def) => / USING btree /.test(def) && !/ WHERE /.test(def)).map((def) => def.replace(/.* USING btree /, ''))).toEqual(['(uid)']);
    expect(indexes.some((def) => / USING brin \(at\)/.test(def))).toBe(true);
    const plan = await server.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const explain = async (sql: string) => (await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
      return {
        days: await explain("select count(*) from analytics_event_runs where at >= '2026-01-01' and not internal"),
        funnel: await explain("select count(*) from analytics_event_runs where funnel and at >= '2026-01-01' and not internal"),
      };
    });
    expect(plan.days).toContain('analytics_event_runs_at');
    expect(plan.funnel).toContain('analytics_event_runs_funnel');
  });
});

describe.each(engines)('analytics floods on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT_EVENTS: '3' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('refuses a client past its allowance per minute with 429, and stores nothing of it', async () => {
    const batch = { clientId: CLIENT_ID, events: [{ name: 'page_view', props: { route: '/' } }] };
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await postJson(server, '/api/events', batch)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const refused = await postJson(server, '/api/events', batch);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    await server.flushAnalytics();
    expect((await server.db.query('select name from analytics_events where client_id = $1', [CLIENT_ID])).rows).toHaveLength(3);
  });

  it("counts each session in a bucket of its own, as every command's limit does", async () => {
    const [first, second] = [await anonymousCookie(server), await anonymousCookie(server)];
    const clientId = 'client-two-sessions-abcdef';
    const batch = { clientId, events: [{ name: 'page_view', props: { route: '/' } }] };
    const statuses = [];
    for (const cookie of [first, first, first, first, second, second, second, second]) statuses.push((await postJson(server, '/api/events', batch, { cookie })).status);
    expect(statuses).toEqual([204, 204, 204, 429, 204, 204, 204, 429]);
  });

  it('holds error reports to an allowance of their own', async () => {
    const report = { kind: 'error', name: 'Error', message: 'flood', stack: '', route: '/', version: '1.0.0' };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await postJson(server, '/api/errors', report)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
