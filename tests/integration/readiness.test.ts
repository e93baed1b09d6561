// Liveness and readiness apart: /api/health answers while the process runs, whatever the database
// does; /api/ready says whether a load balancer should send traffic here — the database answers,
// every migration of this build is applied, the LISTEN connection is up — and which check failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema, ReadinessSchema } from '../../src/contracts/system.js';
import { startServer } from '../../src/server/app.js';
import type { RunningServer } from '../../src/server/app.js';
import { parseEnv } from '../../src/server/env.js';
import { startPostgresCluster } from '../setup/postgres-server.js';
import type { PostgresCluster } from '../setup/postgres-server.js';
import { engines } from '../setup/test-databases.js';
import { startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

async function ready(server: { url: string }) {
  const response = await fetch(`${server.url}/api/ready`);
  return { status: response.status, body: ReadinessSchema.parse(await response.json()) };
}

const allOk = { database: 'ok', migrations: 'ok', listener: 'ok' };

describe.each(engines)('readiness on %s', (engine) => {
  let server: TestServer;
  const LAST_MIGRATION = '014_admin_audit.sql';
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('is not ready while a migration of this build is missing, and says which check failed', async () => {
    // Before the first readiness question: once all migrations were seen applied, that is kept.
    await server.db.query('delete from schema_migrations where name = $1', [LAST_MIGRATION]);
    const missing = await ready(server);
    expect(missing.status).toBe(503);
    expect(missing.body).toMatchObject({ ready: false, checks: { database: 'ok', migrations: 'failed', listener: 'ok' }, error: { code: 'database_unavailable', message: 'Not ready: migrations failed.' } });
    await server.db.query('insert into schema_migrations (name) values ($1)', [LAST_MIGRATION]);
    expect(await ready(server)).toEqual({ status: 200, body: { ready: true, checks: allOk } });
  });

  it('keeps liveness apart from readiness', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(HealthSchema.parse(await response.json())).toEqual({ status: 'ok', database: engine, version: expect.any(String) as string });
  });
});

describe('readiness with PostgreSQL stopped', { timeout: 120_000 }, () => {
  let cluster: PostgresCluster;
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-ready-'));
    server = await startServer(parseEnv({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: cluster.url, SPORTS_POLLING: 'false' }));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Asks until the answer holds (each poll is a request; nothing is timed). */
  async function readyUntil(holds: (answer: Awaited<ReturnType<typeof ready>>) => boolean) {
    for (;;) {
      const answer = await ready(server);
      if (holds(answer)) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers 503 naming the database and the listener while it is down, live all along, and ready again after', async () => {
    expect(await ready(server)).toEqual({ status: 200, body: { ready: true, checks: allOk } });
    await cluster.crash();
    // A successful probe answers for a second, so the listener may be seen lost first.
    const down = await readyUntil((answer) => answer.body.checks.database === 'failed');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ ready: false, checks: { database: 'failed', listener: 'failed' }, error: { code: 'database_unavailable' } });
    expect(down.body.error?.message).toMatch(/^Not ready: database, migrations, listener failed\.$/);
    // Liveness never asks the database.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await cluster.restart();
    expect((await readyUntil((answer) => answer.status === 200)).body).toEqual({ ready: true, checks: allOk });
  });
});
