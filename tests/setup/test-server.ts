// Boots the real server (HTTP + WebSocket + database) on port 0 for integration tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startServer } from '../../src/server/app.js';
import type { RunningServer, ServerHooks } from '../../src/server/app.js';
import { parseEnv } from '../../src/server/env.js';
import { createTestDatabaseUrl, dropTestDatabase } from './test-databases.js';
import type { Engine } from './test-databases.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';

export interface TestServer extends RunningServer {
  engine: Engine;
  /** The server's DATA_DIR (mail outbox, secret file). */
  dataDir: string;
  /** Stops the server and removes its database. */
  stop(): Promise<void>;
}

/** hooks: e.g. `{ now }` for a test clock, or `accountSteps` to watch promotions. */
export async function startTestServer(engine: Engine, env: Record<string, string> = {}, hooks: ServerHooks = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-test-'));
  const databaseUrl = engine === 'postgres' ? await createTestDatabaseUrl() : undefined;
  const server = await startServer(
    parseEnv({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      // Every test client is 127.0.0.1: limits per address are tested on their own, with low values.
      RATE_LIMIT_COMMANDS: '100000',
      RATE_LIMIT_SESSIONS: '100000',
      RATE_LIMIT_SIGN_IN_MAILS: '100000',
      RATE_LIMIT_GAME_CODES: '100000',
      // Tests about sports turn the feed poller on; elsewhere it would only add load.
      SPORTS_POLLING: 'false',
      // A tick's pools follow at once: a test waits for them through the test controls anyway.
      POOLS_FOLLOW_DELAY_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    }),
    hooks,
  );
  return {
    ...server,
    engine,
    dataDir,
    async stop() {
      await server.close();
      if (databaseUrl) await dropTestDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs JSON like a browser on the same origin would. */
export function postJson(server: { url: string }, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(server.url + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A new anonymous session; returns the Cookie header value. */
export async function anonymousCookie(server: { url: string }): Promise<string> {
  const response = await postJson(server, '/api/session/anonymous', {});
  const setCookie = response.headers.get('set-cookie');
  if (!response.ok || !setCookie) throw new Error(`no session: ${response.status}`);
  return setCookie.split(';')[0]!;
}

/** A WebSocket client that records every server message, with a helper to wait for the next ones. */
/** The HTTP status a WebSocket upgrade to /api/live gets with these headers (101 when it opens). */
export const upgradeStatus = (server: { url: string }, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(server.url.replace(/^http/, 'ws') + '/api/live', { headers });
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('error', reject);
  });

export class LiveTestClient {
  readonly messages: ServerMessage[] = [];
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse((data as Buffer).toString('utf8')) as ServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async connect(server: { url: string }, cookie: string, headers: Record<string, string> = {}): Promise<LiveTestClient> {
    const ws = new WebSocket(server.url.replace(/^http/, 'ws') + '/api/live', { headers: { cookie, ...headers } });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
    return new LiveTestClient(ws);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves once `count` messages in total have arrived (fails after the timeout). */
  async waitFor(count: number, timeoutMs = 5_000): Promise<ServerMessage[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} messages, got ${this.messages.length}: ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
