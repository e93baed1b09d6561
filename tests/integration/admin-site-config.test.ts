// The Admin Dashboard's site config in production: an admin schedules maintenance (time and
// message), clears it and sets the minimum client version; each change is one audit row (who,
// what, when, before, after) written in the change's own transaction, and reaches every open
// page live. Bad input and anyone but an admin: a clear 4xx, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSiteConfigSchema } from '../../src/contracts/admin.js';
import { SiteConfigSchema } from '../../src/contracts/system.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const ADMIN = `ops.admin.${process.pid}@example.com`;
const DAY = 24 * 3_600_000;

describe.each(engines)('admin site config on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  // A fixed server clock: "in the future" and "within a year" are judged against it.
  const now = new Date('2026-11-26T12:00:00.000Z');
  const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: ADMIN }, { now: () => now });
    admin = (await signInByEmail(server, ADMIN)).cookie;
  });
  afterAll(async () => {
    await server.stop();
  });

  const change = (cookie: string | undefined, body: unknown) => postJson(server, '/api/admin/site-config', body, cookie ? { cookie } : {});
  const stored = async () => ({
    config: (await server.db.query('select maintenance_time, maintenance_message, min_client_version from site_config')).rows,
    audit: (await server.db.query('select id from admin_audit_log')).rows.length,
  });
  const auditRows = async () =>
    (await server.db.query<{ actor_email: string; action: string; before: unknown; after: unknown; at: Date | string }>('select actor_email, action, before, after, at from admin_audit_log order by id')).rows;

  it('schedules, clears and sets the version, one audit row each, live on an open page', async () => {
    const page = await LiveTestClient.connect(server, await anonymousCookie(server));
    page.send({ type: 'subscribe', topic: 'site-config' });
    await page.waitFor(1);
    const before = SiteConfigSchema.parse(page.messages[0]?.type === 'snapshot' ? page.messages[0].data : undefined);

    const scheduled = await change(admin, { action: 'scheduleMaintenance', maintenanceTime: inDays(2), message: '  Upgrading the score feeds  ' });
    expect(scheduled.status).toBe(200);
    const view = AdminSiteConfigSchema.parse(await scheduled.json());
    const after = { ...before, maintenanceTime: inDays(2), maintenanceMessage: 'Upgrading the score feeds' };
    expect(view.config).toEqual(after);
    expect(view.audit[0]).toMatchObject({ actorEmail: ADMIN, action: 'scheduleMaintenance', at: now.toISOString(), before, after });
    expect((await page.waitFor(2))[1]).toMatchObject({ type: 'update', topic: 'site-config', data: after });

    expect((await change(admin, { action: 'setMinClientVersion', minClientVersion: '0.3.0' })).status).toBe(200);
    expect((await page.waitFor(3))[2]).toMatchObject({ data: { ...after, minClientVersion: '0.3.0' } });
    expect((await change(admin, { action: 'clearMaintenance' })).status).toBe(200);
    expect((await page.waitFor(4))[3]).toMatchObject({ data: { maintenanceTime: null, maintenanceMessage: null, minClientVersion: '0.3.0' } });

    const rows = await auditRows();
    expect(rows.map((r) => [r.actor_email, r.action])).toEqual([
      [ADMIN, 'scheduleMaintenance'],
      [ADMIN, 'setMinClientVersion'],
      [ADMIN, 'clearMaintenance'],
    ]);
    expect(rows[1]).toMatchObject({ before: after, after: { ...after, minClientVersion: '0.3.0' } });
    expect(rows[2]).toMatchObject({ before: { ...after, minClientVersion: '0.3.0' }, after: { maintenanceTime: null, maintenanceMessage: null } });
    const read = AdminSiteConfigSchema.parse(await (await fetch(`${server.url}/api/admin/site-config`, { headers: { cookie: admin } })).json());
    expect(read.audit.map((entry) => entry.action)).toEqual(['clearMaintenance', 'setMinClientVersion', 'scheduleMaintenance']);
    await page.close();
  });

  it.each([
    ['a time in the past', { action: 'scheduleMaintenance', maintenanceTime: inDays(-1 / 24), message: '' }, 'maintenanceTime: must be in the future.'],
    ['the time it is now', { action: 'scheduleMaintenance', maintenanceTime: inDays(0), message: '' }, 'maintenanceTime: must be in the future.'],
    ['a time beyond a year', { action: 'scheduleMaintenance', maintenanceTime: inDays(367), message: '' }, 'maintenanceTime: must be within a year from now.'],
    ['a time that is no time', { action: 'scheduleMaintenance', maintenanceTime: 'tomorrow', message: '' }, /^maintenanceTime: /],
    ['a message of two lines', { action: 'scheduleMaintenance', maintenanceTime: inDays(1), message: 'one\ntwo' }, 'message: must be one line of text.'],
    ['a message too long', { action: 'scheduleMaintenance', maintenanceTime: inDays(1), message: 'x'.repeat(141) }, /^message: /],
    ['a version that is not one', { action: 'setMinClientVersion', minClientVersion: '1.2' }, 'minClientVersion: must be a version like 1.4.0'],
    ['an unset version', { action: 'setMinClientVersion', minClientVersion: null }, /^minClientVersion: /],
    ['an unknown action', { action: 'dropDatabase' }, /^action: /],
    ['an extra field', { action: 'clearMaintenance', minClientVersion: '9.9.9' }, /./],
  ])('refuses %s with 400, changing nothing', async (_what, body, message) => {
    const before = await stored();
    const response = await change(admin, body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid_input');
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses everyone but an admin with 403, changing nothing', async () => {
    const signedIn = (await signInByEmail(server, uniqueEmail('not-admin'))).cookie;
    const anonymous = await anonymousCookie(server);
    for (const cookie of [signedIn, anonymous, undefined]) {
      const before = await stored();
      const response = await change(cookie, { action: 'scheduleMaintenance', maintenanceTime: inDays(1), message: 'x' });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
      expect((await fetch(`${server.url}/api/admin/site-config`, { headers: cookie ? { cookie } : {} })).status).toBe(403);
      expect(await stored()).toEqual(before);
    }
  });

  it('tells anyone the server clock, for the debug page', async () => {
    const response = await fetch(`${server.url}/api/time`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ now: now.toISOString() });
  });

  it('stores no change whose audit row cannot be written', async () => {
    const before = await stored();
    await server.db.query('alter table admin_audit_log rename to admin_audit_log_away');
    try {
      const response = await change(admin, { action: 'setMinClientVersion', minClientVersion: '7.7.7' });
      expect(response.status).toBe(500);
    } finally {
      await server.db.query('alter table admin_audit_log_away rename to admin_audit_log');
    }
    expect(await stored()).toEqual(before);
  });
});
