// The floor under the claims benchmark: bare single-row INSERTs, as many and at the same
// open-loop rate as the claims it is compared with, on the same engine (the same PostgreSQL
// server, or a PGlite of its own: a PGlite directory belongs to one process), through the
// server's own database layer (PostgreSQL: its pool of 10 connections). Each INSERT commits on
// its own; latency runs from its intended start (or its actual one when early), as the claims' does.
import fs from 'node:fs';
import { openDatabase } from '../src/server/db/open-database.js';
import { latencyOrigin, nowMs, sleep, tempDataDir } from './lib.js';

export interface InsertFloorOptions {
  /** The server's DATABASE_URL; empty: PGlite. */
  databaseUrl: string;
  rate: number;
  seconds: number;
  warmupSeconds: number;
}

export async function bareInsertLatencies(options: InsertFloorOptions): Promise<number[]> {
  const dataDir = tempDataDir('insert-floor');
  const db = await openDatabase({ databaseUrl: options.databaseUrl || undefined, dataDir });
  try {
    await db.query('create table if not exists bench_insert_floor (id bigserial primary key, square int not null, uid text not null, initials text not null)');
    await openLoop(db.query.bind(db), options.rate, options.warmupSeconds);
    return await openLoop(db.query.bind(db), options.rate, options.seconds);
  } finally {
    await db.query('drop table if exists bench_insert_floor').catch(() => undefined);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function openLoop(query: (sql: string, params: unknown[]) => Promise<unknown>, rate: number, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const inFlight: Array<Promise<void>> = [];
  const start = nowMs() + 50;
  for (let i = 0; i < Math.round(rate * seconds); i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - nowMs();
    if (wait > 1) await sleep(wait);
    const origin = latencyOrigin(due);
    inFlight.push(
      query('insert into bench_insert_floor (square, uid, initials) values ($1, $2, $3)', [i % 100, `player-${i % 500}`, 'AAA']).then(() => {
        latencies.push(nowMs() - origin);
      }),
    );
  }
  await Promise.all(inFlight);
  return latencies;
}
