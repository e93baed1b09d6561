// (c) Cold start: `node dist/server/main.js` to the first 200 from /api/health
// (polled every 20 ms), on a fresh DATA_DIR (PGlite creates and migrates its
// database) and again on the same, existing DATA_DIR. Each beside its floor in the same run:
// a bare Node process that opens PGlite on a directory in the same state (bench/pglite-floor.mjs).
import fs from 'node:fs';
import path from 'node:path';
import type { Benchmark, Result } from './lib.js';
import { againstFloor, atMost, benchDir, buildSnapshot, info, median, nowMs, round, spawnNode, startServer, tempDataDir, waitForExit } from './lib.js';

const RUNS = Number(process.env.BENCH_COLD_RUNS) || 3;

/** Milliseconds from spawning the bare PGlite process to its "ready" line. */
async function barePglite(dataDir: string): Promise<number> {
  const template = path.join(buildSnapshot(), 'dist/server/db/pglite-template.tar.gz');
  const startedAt = nowMs();
  const child = spawnNode([path.join(benchDir, 'pglite-floor.mjs'), dataDir, template], { raiseFdLimit: false, stdout: 'pipe', stderr: 'inherit' });
  const readyAt = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve(nowMs());
    });
    child.once('exit', (code) => reject(new Error(`the bare PGlite process exited (${code}) before it was ready`)));
  });
  await waitForExit(child);
  return readyAt - startedAt;
}

const coldStart: Benchmark = {
  name: 'cold-start',
  description: `Built server to first request served, fresh DATA_DIR and restart (median of ${RUNS})`,
  async run(): Promise<Result[]> {
    const fresh: number[] = [];
    const restart: number[] = [];
    const freshFloor: number[] = [];
    const restartFloor: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const dataDir = tempDataDir('cold');
      const floorDir = tempDataDir('cold-floor');
      try {
        freshFloor.push(await barePglite(floorDir));
        restartFloor.push(await barePglite(floorDir));
        // Spawned without the bash wrapper, so no shell start-up is timed.
        const first = await startServer({ dataDir, raiseFdLimit: false });
        fresh.push(first.readyAt - first.startedAt);
        await first.stop();
        const second = await startServer({ dataDir, raiseFdLimit: false });
        restart.push(second.readyAt - second.startedAt);
        await second.stop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.rmSync(floorDir, { recursive: true, force: true });
      }
      const last = (values: number[]) => Math.round(values.at(-1) ?? NaN);
      info(`run ${i + 1}: fresh ${last(fresh)} ms (bare PGlite ${last(freshFloor)} ms), restart ${last(restart)} ms (bare PGlite ${last(restartFloor)} ms)`);
    }
    const seconds = (values: number[]) => round(median(values) / 1000, 2);
    return [
      // The product's promise (a first start within 5 s) stays absolute; the ratio shows what the app adds to opening its database.
      { ...againstFloor('cold-start.fresh_data_dir', seconds(fresh), seconds(freshFloor), 's'), target: atMost(5) },
      againstFloor('cold-start.restart', seconds(restart), seconds(restartFloor), 's'),
    ];
  },
};

export default coldStart;
