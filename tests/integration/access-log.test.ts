// The access log as the real entry point writes it (src/server/main.ts as a child process, at
// LOG_LEVEL=info as in production): one JSON line per request with its correlation id and the
// path without its query, none for health checks, written although lines are gathered before
// they reach stdout (decision 051). The log does not depend on the database: PGlite only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitOf, spawnServer, stopServers, waitUntilReady } from '../setup/server-process.js';
import type { ServerProcess } from '../setup/server-process.js';

const tempPaths = new Set<string>();

afterEach(async () => {
  await stopServers();
  for (const p of tempPaths) fs.rmSync(p, { recursive: true, force: true });
  tempPaths.clear();
});

async function startInfoServer(): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-access-log-'));
  tempPaths.add(dataDir);
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SPORTS_POLLING: 'false' });
  await waitUntilReady(server);
  return server;
}

interface LogLine {
  level: number;
  msg: string;
  correlationId?: string;
  method?: string;
  path?: string;
  status?: number;
}

const requestLines = (server: ServerProcess): LogLine[] =>
  server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === 'request');

describe('access log', { timeout: 120_000 }, () => {
  it('writes one line per request with its correlation id and no query string, none for health checks', async () => {
    const server = await startInfoServer();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const correlationId = 'access-log-test-0001';
    const config = await fetch(`${server.url}/api/config?token=secret-value`, { headers: { 'x-correlation-id': correlationId } });
    expect(config.status).toBe(200);
    expect(config.headers.get('x-correlation-id')).toBe(correlationId);

    await vi.waitFor(() => expect(requestLines(server).some((line) => line.correlationId === correlationId)).toBe(true), { timeout: 10_000, interval: 50 });
    // Lines keep their order: a health check's line, had it been written, would come first.
    const lines = requestLines(server);
    expect(lines.filter((line) => line.path === '/api/health')).toEqual([]);
    expect(lines.filter((line) => line.correlationId === correlationId)).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', path: '/api/config', status: 200 }),
    ]);
    expect(server.stdout()).not.toContain('secret-value');
  });

  it("binds a request's own lines to its correlation id", async () => {
    const server = await startInfoServer();
    const correlationId = 'access-log-test-0003';
    // A NUL in the query: refused by the input guard, and the refusal logged through request.log.
    const refused = await fetch(`${server.url}/api/config?q=%00`, { headers: { 'x-correlation-id': correlationId } });
    expect(refused.status).toBe(400);
    const lines = () =>
      server
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.correlationId === correlationId);
    await vi.waitFor(() => expect(lines()).toHaveLength(2), { timeout: 10_000, interval: 50 });
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, msg: 'request refused' }),
      expect.objectContaining({ level: 30, msg: 'request', path: '/api/config', status: 400 }),
    ]);
  });

  it("writes no line for a browser's stored analytics batch, and one for a refused batch", async () => {
    const server = await startInfoServer();
    const post = (correlationId: string, body: unknown) =>
      fetch(`${server.url}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, 'x-correlation-id': correlationId }, body: JSON.stringify(body) });
    const stored = 'access-log-test-0004';
    const refused = 'access-log-test-0005';
    expect((await post(stored, { clientId: 'client-access-log-abcdef', events: [{ name: 'page_view', props: { route: '/' } }] })).status).toBe(204);
    expect((await post(refused, { events: [{ name: 'page_view', props: { route: '/', email: 'x@example.com' } }] })).status).toBe(400);
    await vi.waitFor(() => expect(requestLines(server).some((line) => line.correlationId === refused)).toBe(true), { timeout: 10_000, interval: 50 });
    // Lines keep their order: the stored batch's line, had it been written, would come first.
    const lines = requestLines(server).filter((line) => line.path === '/api/events');
    expect(lines).toEqual([expect.objectContaining({ correlationId: refused, method: 'POST', status: 400 })]);
  });

  it('writes the lines gathered before a graceful shutdown', async () => {
    const server = await startInfoServer();
    const correlationId = 'access-log-test-0002';
    expect((await fetch(`${server.url}/api/config`, { headers: { 'x-correlation-id': correlationId } })).status).toBe(200);
    expect(server.child.kill('SIGTERM')).toBe(true);
    expect(await exitOf(server)).toBe(0);
    expect(requestLines(server).filter((line) => line.correlationId === correlationId)).toHaveLength(1);
  });
});
