// (c) Cold start: `node dist/server/main.js` to the first 200 from /api/health
// (polled every 20 ms), on a fresh DATA_DIR (PGlite creates and migrates its
// database) and again on the same, existing DATA_DIR.
import fs from 'node:fs';
import type { Benchmark, Result } from './lib.js';
import { atMost, info, median, result, round, startServer, tempDataDir } from './lib.js';

const RUNS = Number(process.env.BENCH_COLD_RUNS) || 3;

const coldStart: Benchmark = {
  name: 'cold-start',
  description: `Built server to first request served, fresh DATA_DIR and restart (median of ${RUNS})`,
  async run(): Promise<Result[]> {
    const fresh: number[] = [];
    const restart: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const dataDir = tempDataDir('cold');
      try {
        // Spawned without the bash wrapper, so no shell start-up is timed.
        const first = await startServer({ dataDir, raiseFdLimit: false });
        fresh.push(first.readyAt - first.startedAt);
        await first.stop();
        const second = await startServer({ dataDir, raiseFdLimit: false });
        restart.push(second.readyAt - second.startedAt);
        await second.stop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      info(`run ${i + 1}: fresh ${Math.round(fresh.at(-1) ?? NaN)} ms, restart ${Math.round(restart.at(-1) ?? NaN)} ms`);
    }
    return [
      result('cold-start.fresh_data_dir', round(median(fresh) / 1000, 2), 's', atMost(5)),
      result('cold-start.restart', round(median(restart) / 1000, 2), 's'),
    ];
  },
};

export default coldStart;
