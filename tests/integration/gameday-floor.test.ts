// The gameday bench's floor (bench/gameday-floor-server.ts) stands in for the app's instances: a
// socket subscribes as to the app and gets a snapshot of each topic, a tick posted to one bare
// instance reaches a league socket held by the other (over NOTIFY) with the next version and the
// data of the app's update of that tick, and a claim does one INSERT. PostgreSQL only: the bench runs on it.
import { EventEmitter, once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openPostgresDatabase } from '../../src/server/db/postgres-database.js';
import type { Database } from '../../src/server/db/database.js';
import { startBareInstance } from '../../bench/gameday-floor.js';
import { FLOOR_TABLE } from '../../bench/gameday-floor-protocol.js';
import type { GamedayFloorCommand } from '../../bench/gameday-floor-protocol.js';
import { freePort, waitForExit } from '../../bench/lib.js';
import { createTestDatabaseUrl, dropTestDatabase } from '../setup/test-databases.js';

const TOPIC = 'sports-league:NFL';
/** The app's ticks' league updates: the kickoff's games whole, then a live part. */
const FRAMES = ['{"kind":"games","games":[{"id":"g1","status":"Q1"}]}', '{"kind":"games","games":[],"live":[{"id":"g1","status":"Q2"}]}'];

interface Frame {
  type: string;
  topic: string;
  version: number;
  data: unknown;
}

describe('the gameday floor on PostgreSQL', () => {
  let url: string;
  let db: Database;
  const instances: ChildProcess[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    url = await createTestDatabaseUrl();
    db = await openPostgresDatabase({ url, poolSize: 2 });
    await db.query(`create table ${FLOOR_TABLE} (id bigserial primary key, path text not null, body text not null)`);
    ports.push(await freePort(), await freePort());
    const started = ports.map((port) => startBareInstance(port, url, TOPIC, FRAMES));
    instances.push(...started.map((s) => s.child));
    await Promise.all(started.map((s) => s.listening));
  });

  afterAll(async () => {
    for (const child of instances) if (child.connected) child.send({ cmd: 'close' } satisfies GamedayFloorCommand);
    await Promise.all(instances.map((child) => waitForExit(child, 5_000)));
    await db.close();
    await dropTestDatabase(url);
  });

  it('snapshots every subscribed topic and fans a tick out from one instance to the other', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${ports[0]!}/api/live`);
    const frames: Frame[] = [];
    // Every frame is kept as it comes (two may arrive in one read, before a second listener could be added).
    const counted = new EventEmitter();
    ws.on('message', (raw: Buffer) => {
      frames.push(JSON.parse(raw.toString()) as Frame);
      counted.emit('frame');
    });
    const framesHeld = async (n: number) => {
      while (frames.length < n) await once(counted, 'frame');
    };
    await once(ws, 'open');
    ws.send(JSON.stringify({ type: 'subscribe', topic: 'game:abc' }));
    ws.send(JSON.stringify({ type: 'subscribe', topic: TOPIC }));
    await framesHeld(2);
    expect(frames.map((f) => [f.type, f.topic, f.version])).toEqual([
      ['snapshot', 'game:abc', 0],
      ['snapshot', TOPIC, 0],
    ]);
    const tick = (version: number) => fetch(`http://127.0.0.1:${ports[1]!}/api/dev/sim/tick`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ version }) });
    // Tick k writes the app's update of tick k, and starts over past the last.
    for (const version of [1, 2, 3]) {
      expect((await tick(version)).status).toBe(200);
      await framesHeld(2 + version);
    }
    expect(frames.slice(2)).toEqual([1, 2, 3].map((version) => ({ type: 'update', topic: TOPIC, version, data: JSON.parse(FRAMES[(version - 1) % 2]!) as unknown })));
    ws.close();
  });

  it('answers a claim with one INSERT', async () => {
    const before = await db.query<{ n: string }>(`select count(*) as n from ${FLOOR_TABLE} where path <> 'warm-up'`);
    const path = '/api/games/floor-1/squares/1/claim';
    const answer = await fetch(`http://127.0.0.1:${ports[0]!}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initials: 'AAA' }) });
    expect(answer.status).toBe(200);
    const rows = await db.query<{ path: string; body: string }>(`select path, body from ${FLOOR_TABLE} where path <> 'warm-up'`);
    expect(Number(before.rows[0]!.n)).toBe(0);
    expect(rows.rows).toEqual([{ path, body: '{"initials":"AAA"}' }]);
  });
});
