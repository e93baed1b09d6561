// PostgreSQL going away under traffic (`pg_ctl -m immediate stop`, then start) is survived: the
// process stays up, commands answer 503 database_unavailable meanwhile, readiness reports the
// database down and then up while liveness stays up, every acknowledged claim is stored, a socket subscribed before the
// outage gets what changed after it, and the sports ingest is led again.
// On a throwaway cluster of its own (durable: an immediate stop must not lose committed rows),
// since this test stops and starts it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { SquaresGameEventSchema } from '../../src/contracts/squares.js';
import { ReadinessSchema } from '../../src/contracts/system.js';
import { SPORTS_INGEST_LOCK } from '../../src/server/app.js';
import { babyShowerInput, claim, createGame, readGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { startPostgresCluster } from '../setup/postgres-server.js';
import type { PostgresCluster } from '../setup/postgres-server.js';
import { spawnServer, stopServers, waitUntilReady } from '../setup/server-process.js';
import type { ServerProcess } from '../setup/server-process.js';
import { LiveTestClient, anonymousCookie } from '../setup/test-server.js';

/** Players of the burst, one square each; the squares after them stay free for the change after the outage. */
const PLAYERS = 90;
const SQUARE_AFTER_OUTAGE = 95;
const WORKERS = 4;
/** Claims acknowledged before PostgreSQL is stopped: the stop lands in the middle of the burst. */
const ACKED_BEFORE_CRASH = 20;

const initialsOf = (i: number) => `P${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;

/** The server under test; `until` fails at once, with its output, if it dies. */
let server: ServerProcess;

/** Polls `check` until it holds (each poll is a request or a query; nothing is timed). */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.resolve().then(check).catch(() => false))) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`the server died while waiting for ${what}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The squares an update frame says were claimed. */
function claimedSquares(message: ServerMessage): number[] {
  if (message.type !== 'update') return [];
  const event = SquaresGameEventSchema.safeParse(message.data);
  if (!event.success) return [];
  if (event.data.kind === 'square.claimed') return [event.data.square.square];
  if (event.data.kind === 'squares.updated') return event.data.squares.map((s) => s.square);
  return [];
}

async function readiness(server: { url: string }): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/api/ready`);
  return { status: response.status, body: await response.json() };
}

async function ingestLockHeld(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query("select 1 from pg_locks where locktype = 'advisory' and objid = $1 and granted", [SPORTS_INGEST_LOCK]);
    return rows.length === 1;
  } finally {
    await client.end();
  }
}

describe('PostgreSQL restarted under traffic', { timeout: 180_000 }, () => {
  let cluster: PostgresCluster;
  let dataDir: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster({ durable: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-outage-'));
    server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: cluster.url, SPORTS_POLLING: 'true', LOG_LEVEL: 'fatal' });
    await waitUntilReady(server);
  }, 120_000);
  afterAll(async () => {
    await stopServers();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the process up, answers 503 meanwhile, and loses no acknowledged claim', async () => {
    const withDir = { url: server.url, dataDir };
    const host = (await signInByEmail(withDir, uniqueEmail('host'))).cookie;
    const { gameId } = await createGame(server, host, babyShowerInput());
    const players = await Promise.all(Array.from({ length: PLAYERS + 1 }, () => anonymousCookie(server)));
    await until('the ingest leader', () => ingestLockHeld(cluster.url));

    const live = await LiveTestClient.connect(server, host);
    live.send({ type: 'subscribe', topic: `game:${gameId}` });
    await live.waitFor(1);
    expect(live.messages[0]?.type).toBe('snapshot');
    // Open before the outage, subscribing during it.
    const subscribesDuring = await LiveTestClient.connect(server, players[0]!);
    const closeCode = new Promise<number>((resolve) => subscribesDuring.ws.once('close', (code) => resolve(code)));

    // The burst: workers claim square i for player i. A worker refused with 503 waits for the
    // database to be back before its next claim, so the burst spans the outage.
    let acked = 0;
    let next = 0;
    const outcomes: Array<{ square: number; status: number; code?: string; message?: string }> = [];
    let crashed: Promise<void> | undefined;
    let markBack!: () => void;
    const back = new Promise<void>((resolve) => (markBack = resolve));
    const crash = () => (crashed ??= cluster.crash());
    const worker = async () => {
      for (let i = next++; i < PLAYERS; i = next++) {
        const response = await claim(server, players[i], gameId, i, { initials: initialsOf(i) }).catch(() => undefined);
        if (!response) {
          outcomes.push({ square: i, status: 0, code: 'no_answer' });
          await back;
        } else if (response.ok) {
          outcomes.push({ square: i, status: response.status });
          if (++acked === ACKED_BEFORE_CRASH) void crash();
        } else {
          const { error } = ErrorBodySchema.parse(await response.json());
          outcomes.push({ square: i, status: response.status, code: error.code, message: error.message });
          await back;
        }
      }
    };
    const burst = Promise.all(Array.from({ length: WORKERS }, worker));

    await until('the crash', () => crashed !== undefined);
    await crashed;
    await until('readiness to report the database down', async () => ReadinessSchema.parse((await readiness(server)).body).checks.database === 'failed');
    const down = await readiness(server);
    expect(down).toMatchObject({ status: 503, body: { ready: false, checks: { database: 'failed' }, error: { code: 'database_unavailable' } } });
    // Liveness does not ask the database: the process is alive, only not ready.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await until('a command refused while the database is down', () => outcomes.some((o) => o.status === 503));
    // A subscription the database cannot answer is refused, and the socket closed to be reopened later.
    subscribesDuring.send({ type: 'subscribe', topic: `game:${gameId}` });
    expect(await subscribesDuring.waitFor(1, 30_000)).toEqual([
      { type: 'error', code: 'database_unavailable', message: 'The database is unavailable. Try again in a moment.', topic: `game:${gameId}` },
    ]);
    expect(await closeCode).toBe(1013);

    await cluster.restart();
    await until('readiness to report the database up', async () => (await readiness(server)).status === 200);
    expect(ReadinessSchema.parse((await readiness(server)).body)).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', listener: 'ok' } });
    markBack();
    await burst;

    // The process never died; every refusal was the clear 503.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    for (const refused of outcomes.filter((o) => o.status !== 200)) {
      expect(refused).toMatchObject({ status: 503, code: 'database_unavailable', message: 'The database is unavailable. Try again in a moment.' });
    }
    // Every acknowledged claim is stored, with its player's initials.
    const ackedSquares = outcomes.filter((o) => o.status === 200).map((o) => o.square);
    expect(ackedSquares.length).toBeGreaterThan(ACKED_BEFORE_CRASH);
    const stored = new Map((await readGame(server, gameId)).squares.map((s) => [s.square, s.entryName]));
    for (const square of ackedSquares) expect(stored.get(square), `square ${square}`).toBe(initialsOf(square));

    // The socket subscribed before the outage gets a change made after it.
    const response = await claim(server, players[PLAYERS], gameId, SQUARE_AFTER_OUTAGE, { initials: 'AFT' });
    expect(response.status).toBe(200);
    await until('the update on the socket', () => live.messages.some((m) => claimedSquares(m).includes(SQUARE_AFTER_OUTAGE)));
    // It missed nothing: one snapshot, then every version in order, holding every acknowledged claim.
    const [snapshot, ...updates] = live.messages;
    const versions = updates.map((m) => (m.type === 'error' ? NaN : m.version));
    const from = snapshot?.type === 'snapshot' ? snapshot.version : NaN;
    expect(versions).toEqual(versions.map((_, i) => from + i + 1));
    const seen = new Set(updates.flatMap(claimedSquares));
    for (const square of ackedSquares) expect(seen.has(square), `square ${square} on the socket`).toBe(true);
    await live.close();

    // The ingest leader is elected again on the restarted server.
    await until('the ingest leader after the restart', () => ingestLockHeld(cluster.url));
    expect(server.child.exitCode).toBeNull();
  });
});
