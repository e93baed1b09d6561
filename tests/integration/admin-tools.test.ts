// The Admin Dashboard's tools: find a game (code, id, name prefix) or a user (email, handle
// prefix); delete a game, rename a pool or a pick'em entry, sign a user out everywhere — each with
// its audit row, renames reaching open pages live; bad input (unknown game, over-long name, empty
// search) and anyone but an admin change nothing. Feed health shows what the leader stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminActionsSchema, AdminFeedHealthSchema, AdminSearchResultSchema, ENTRY_NAME_TOO_LONG, POOL_NAME_TOO_LONG } from '../../src/contracts/admin-tools.js';
import { createPickem, joinOk, propsInput } from '../factories/pickem-games.js';
import { createGame, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { databaseChecksum } from '../setup/security-world.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const ADMIN = `tools.admin.${process.pid}@example.com`;
const HOUR = 3_600_000;

describe.each(engines)('admin tools on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let host: string;
  const now = new Date();

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: ADMIN }, { now: () => now });
    admin = (await signInByEmail(server, ADMIN)).cookie;
    host = (await signInByEmail(server, uniqueEmail('toolhost'))).cookie;
  });
  afterAll(async () => {
    await server.stop();
  });

  const get = (path: string, cookie: string | undefined) => fetch(server.url + path, { headers: cookie ? { cookie } : {} });
  const post = (path: string, body: unknown, cookie: string | undefined) => postJson(server, path, body, cookie ? { cookie } : {});
  const search = async (q: string) => AdminSearchResultSchema.parse(await (await get(`/api/admin/search?q=${encodeURIComponent(q)}`, admin)).json());
  const auditActions = async () => (await server.db.query<{ action: string; target: string }>('select action, target from admin_audit_log order by id')).rows;

  it('finds a game by code, id and the start of its name, bounded; a user by email and handle prefix', async () => {
    const sports = await storeSportsGame(server.db, {}, now);
    const game = await createGame(server, host, sportsGameInput(sports.id, { name: 'Zebra Crossing Pool' }));
    expect((await search(game.code)).games.map((g) => g.id)).toEqual([game.gameId]);
    expect((await search(game.code.toLowerCase())).games.map((g) => g.id)).toEqual([game.gameId]);
    expect((await search(game.gameId)).games.map((g) => g.id)).toEqual([game.gameId]);
    expect((await search('zebra cross')).games.map((g) => g.name)).toEqual(['Zebra Crossing Pool']);
    // A wildcard is a character, not a pattern.
    expect((await search('%')).games).toEqual([]);
    for (let i = 0; i < 25; i++) await createGame(server, host, sportsGameInput(sports.id, { name: `Many Pool ${i}` }));
    expect((await search('many pool')).games).toHaveLength(20);

    const email = uniqueEmail('findme');
    await signInByEmail(server, email);
    const { cookie } = await signInByEmail(server, email);
    const found = await search(email.toUpperCase());
    expect(found.users.map((u) => u.email)).toEqual([email]);
    expect(found.users[0]!.liveSessions).toBe(2);
    // Only the whole address finds by email: its start does not.
    expect((await search(email.slice(0, 8))).users.map((u) => u.email)).not.toContain(email);

    const handle = `Quokka_${process.pid % 10_000}`;
    const saved = await fetch(`${server.url}/api/me/profile`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ handle }) });
    expect(saved.status).toBe(200);
    expect((await search('@quok')).users.map((u) => u.handle)).toEqual([handle]);
  });

  it('finds by name, handle and real name through their prefix indexes, never by reading the table', async () => {
    // The tables are small here, so a sequential scan would win on cost: forbidding it shows whether the index can answer at all.
    const plans = await server.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const plan = async (sql: string) => (await tx.query<Record<string, string>>(`explain ${sql}`, ['zeb'])).rows.map((r) => Object.values(r)[0]).join('\n');
      return {
        games: await plan("select id from games where lower(name) ~>=~ $1::text and lower(name) ~<~ ($1::text || chr(1114111)) order by lower(name) limit 20"),
        handles: await plan("select uid from users where search_handle ~>=~ $1::text and search_handle ~<~ ($1::text || chr(1114111)) order by search_handle limit 20"),
        names: await plan("select uid from users where real_name is not null and lower(real_name) ~>=~ $1::text and lower(real_name) ~<~ ($1::text || chr(1114111)) order by lower(real_name) limit 20"),
      };
    });
    expect(plans.games).toContain('games_name_prefix');
    expect(plans.handles).toContain('users_search_handle_prefix');
    expect(plans.names).toContain('users_real_name_prefix');
  });

  it('an empty search is a 400 and reads nothing', async () => {
    const response = await get('/api/admin/search?q=%20%20', admin);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Type something to search for');
    expect((await get('/api/admin/search', admin)).status).toBe(400);
  });

  it('renames a squares pool and a pick\'em pool and entry, live on open pages, each audited', async () => {
    const sports = await storeSportsGame(server.db, {}, now);
    const squares = await createGame(server, host, sportsGameInput(sports.id, { name: 'Rude Name' }));
    const page = await LiveTestClient.connect(server, await anonymousCookie(server));
    page.send({ type: 'subscribe', topic: `game:${squares.gameId}` });
    await page.waitFor(1);
    const renamed = await post(`/api/admin/games/${squares.gameId}/rename`, { name: '  Friendly Pool  ' }, admin);
    expect(renamed.status).toBe(200);
    const actions = AdminActionsSchema.parse(await renamed.json()).actions;
    expect(actions[0]).toMatchObject({ actorEmail: ADMIN, action: 'renamePool', target: `Game ${squares.code}`, before: 'Rude Name', after: 'Friendly Pool' });
    expect((await page.waitFor(2))[1]).toMatchObject({ type: 'update', data: { kind: 'game.edited', name: 'Friendly Pool' } });
    await page.close();

    const player = (await signInByEmail(server, uniqueEmail('entrant'))).cookie;
    const pickem = await createPickem(server, host, propsInput(new Date(now.getTime() + HOUR), { name: 'Bad Pickem' }));
    const { entryId } = await joinOk(server, player, pickem.gameId, { entryName: 'Rude Entry' });
    const pickemPage = await LiveTestClient.connect(server, await anonymousCookie(server));
    pickemPage.send({ type: 'subscribe', topic: `game:${pickem.gameId}` });
    await pickemPage.waitFor(1);
    expect((await post(`/api/admin/games/${pickem.gameId}/rename`, { name: 'Good Pickem' }, admin)).status).toBe(200);
    expect(JSON.stringify((await pickemPage.waitFor(2))[1])).toContain('Good Pickem');
    expect((await post(`/api/admin/games/${pickem.gameId}/entries/${entryId}/rename`, { name: 'Nice Entry' }, admin)).status).toBe(200);
    expect(JSON.stringify((await pickemPage.waitFor(3))[2])).toContain('Nice Entry');
    await pickemPage.close();
    expect((await search(pickem.code)).games[0]).toMatchObject({ name: 'Good Pickem', entries: [{ id: entryId, name: 'Nice Entry' }] });
    expect((await auditActions()).slice(-3).map((r) => r.action)).toEqual(['renamePool', 'renamePool', 'renameEntry']);
  });

  it('deletes a game of either kind through its kind, audited; an unknown game is a 404', async () => {
    const sports = await storeSportsGame(server.db, {}, now);
    const squares = await createGame(server, host, sportsGameInput(sports.id, { name: 'Doomed Squares' }));
    const pickem = await createPickem(server, host, propsInput(new Date(now.getTime() + HOUR), { name: 'Doomed Pickem' }));
    for (const game of [squares, pickem]) {
      const deleted = await post(`/api/admin/games/${game.gameId}/delete`, {}, admin);
      expect(deleted.status).toBe(200);
      expect(AdminActionsSchema.parse(await deleted.json()).actions[0]).toMatchObject({ action: 'deleteGame', target: `Game ${game.code}`, after: 'deleted' });
      expect((await get(`/api/games/${game.gameId}`, host)).status).toBe(404);
    }
    const before = await databaseChecksum(server);
    expect((await post(`/api/admin/games/${'x'.repeat(20)}/delete`, {}, admin)).status).toBe(404);
    expect((await post(`/api/admin/games/${'x'.repeat(20)}/rename`, { name: 'Anything' }, admin)).status).toBe(404);
    expect(await databaseChecksum(server)).toBe(before);
  });

  it('an over-long name is a 400 with the form limit\'s words, and changes nothing', async () => {
    const sports = await storeSportsGame(server.db, {}, now);
    const game = await createGame(server, host, sportsGameInput(sports.id, { name: 'Kept Name' }));
    const before = await databaseChecksum(server);
    const refused = await post(`/api/admin/games/${game.gameId}/rename`, { name: 'x'.repeat(61) }, admin);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(POOL_NAME_TOO_LONG);
    expect((await post(`/api/admin/games/${game.gameId}/rename`, { name: '   ' }, admin)).status).toBe(400);
    expect(await databaseChecksum(server)).toBe(before);

    const player = (await signInByEmail(server, uniqueEmail('longname'))).cookie;
    const pickem = await createPickem(server, host, propsInput(new Date(now.getTime() + HOUR)));
    const { entryId } = await joinOk(server, player, pickem.gameId, { entryName: 'Short' });
    await joinOk(server, (await signInByEmail(server, uniqueEmail('taken'))).cookie, pickem.gameId, { entryName: 'Taken Name' });
    const kept = await databaseChecksum(server);
    const tooLong = await post(`/api/admin/games/${pickem.gameId}/entries/${entryId}/rename`, { name: 'y'.repeat(31) }, admin);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain(ENTRY_NAME_TOO_LONG);
    expect((await post(`/api/admin/games/${pickem.gameId}/entries/${'z'.repeat(20)}/rename`, { name: 'Nobody' }, admin)).status).toBe(404);
    expect((await post(`/api/admin/games/${pickem.gameId}/entries/${entryId}/rename`, { name: 'taken name' }, admin)).status).toBe(409);
    expect(await databaseChecksum(server)).toBe(kept);
  });

  it('signs a user out everywhere: their sessions end, their open socket is closed, audited', async () => {
    const email = uniqueEmail('signout');
    const victim = (await signInByEmail(server, email)).cookie;
    const socket = await LiveTestClient.connect(server, victim);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    const [user] = (await search(email)).users;
    const done = await post(`/api/admin/users/${user!.uid}/sign-out`, {}, admin);
    expect(done.status).toBe(200);
    expect(AdminActionsSchema.parse(await done.json()).actions[0]).toMatchObject({ action: 'signOutEverywhere', target: `User ${email}`, before: '1 live sessions' });
    expect(await closed).toBe(4401);
    const me = (await (await get('/api/me', victim)).json()) as { user: unknown };
    expect(me.user).toBeNull();
  });

  it('anyone but an admin gets 403 on every tool and nothing changes', async () => {
    const other = (await signInByEmail(server, uniqueEmail('notadmin'))).cookie;
    const anonymous = await anonymousCookie(server);
    const sports = await storeSportsGame(server.db, {}, now);
    const game = await createGame(server, host, sportsGameInput(sports.id));
    const before = await databaseChecksum(server);
    for (const cookie of [undefined, anonymous, other, host]) {
      for (const path of ['/api/admin/feeds', '/api/admin/search?q=x', '/api/admin/actions']) expect((await get(path, cookie)).status).toBe(403);
      expect((await post(`/api/admin/games/${game.gameId}/delete`, {}, cookie)).status).toBe(403);
      expect((await post(`/api/admin/games/${game.gameId}/rename`, { name: 'Hijacked' }, cookie)).status).toBe(403);
    }
    expect(await databaseChecksum(server)).toBe(before);
  });

  it('feed health: last success, last error and its time, the request budget, stale started games', async () => {
    const league = 'NFL';
    const lastSuccess = new Date(now.getTime() - 2 * HOUR);
    const errorAt = new Date(now.getTime() - HOUR);
    await server.db.query(
      `insert into sports_feeds (sports_league, provider, last_success_at, failing_since, last_error, last_error_at, requests_day, requests_used, requests_limit)
       values ($1, 'simulator', $2, $3, 'HTTP 500 from the provider', $3, $4, 42, 100)
       on conflict (sports_league) do update set last_success_at = excluded.last_success_at, failing_since = excluded.failing_since,
         last_error = excluded.last_error, last_error_at = excluded.last_error_at, requests_day = excluded.requests_day,
         requests_used = excluded.requests_used, requests_limit = excluded.requests_limit`,
      [league, lastSuccess, errorAt, now.toISOString().slice(0, 10)],
    );
    const started = await storeSportsGame(server.db, { sportsLeague: league, status: 'Q2', gameTime: new Date(now.getTime() - HOUR).toISOString() }, now);
    const health = AdminFeedHealthSchema.parse(await (await get('/api/admin/feeds', admin)).json());
    const feed = health.feeds.find((f) => f.sportsLeague === league);
    expect(feed).toMatchObject({
      lastSuccessAt: lastSuccess.toISOString(),
      lastErrorAt: errorAt.toISOString(),
      lastError: 'HTTP 500 from the provider',
      requests: { used: 42, limit: 100 },
    });
    expect(feed!.staleGames.map((g) => g.id)).toContain(started.id);
  });
});
