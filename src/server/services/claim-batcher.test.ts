import { EventEmitter, once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { createBatcher } from './claim-batcher.js';
import type { Outcome } from './claim-batcher.js';

/**
 * A run that records its batches and answers each job n with n * 10, refusing odd ones when
 * asked. A held run's batches stay running until the test calls `release()`, so a test
 * decides what arrives while a batch runs instead of sleeping through one.
 */
function recorder(options: { refuseOdd?: boolean; failBatch?: number; held?: boolean } = {}) {
  const batches: Array<{ key: string; jobs: number[] }> = [];
  const started = new EventEmitter();
  const gates: Array<() => void> = [];
  const run = async (key: string, jobs: number[]): Promise<Outcome<number>[]> => {
    batches.push({ key, jobs });
    started.emit('batch');
    if (options.held) await new Promise<void>((resolve) => gates.push(resolve));
    else await Promise.resolve();
    if (options.failBatch === batches.length) throw new Error('batch failed');
    return jobs.map((n) => (options.refuseOdd && n % 2 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, value: n * 10 }));
  };
  /** Resolves once `n` batches have started. */
  const batchStarted = async (n: number) => {
    while (batches.length < n) await once(started, 'batch');
  };
  /** Lets the oldest running batch finish. */
  const release = () => gates.shift()?.();
  return { batches, run, batchStarted, release };
}

describe('createBatcher', () => {
  it('runs the jobs that arrive while a batch runs together in the next one, each answered on its own', async () => {
    const { batches, run, batchStarted, release } = recorder({ held: true });
    const submit = createBatcher(run, { maxBatch: 100 });
    const first = submit('g', 1);
    await batchStarted(1);
    const rest = [2, 3, 4].map((n) => submit('g', n));
    release();
    await batchStarted(2);
    release();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([{ key: 'g', jobs: [1] }, { key: 'g', jobs: [2, 3, 4] }]);
  });

  it('gathers the jobs submitted in one turn of the event loop into one batch', async () => {
    const { batches, run } = recorder();
    const submit = createBatcher(run, { maxBatch: 100 });
    expect(await Promise.all([1, 2, 3].map((n) => submit('g', n)))).toEqual([10, 20, 30]);
    expect(batches).toEqual([{ key: 'g', jobs: [1, 2, 3] }]);
  });

  it('keeps keys apart and batches at most maxBatch jobs', async () => {
    const { batches, run } = recorder();
    const submit = createBatcher(run, { maxBatch: 2 });
    await Promise.all([submit('a', 1), submit('b', 2), submit('a', 3), submit('a', 5)]);
    expect(batches).toEqual([
      { key: 'a', jobs: [1, 3] },
      { key: 'b', jobs: [2] },
      { key: 'a', jobs: [5] },
    ]);
  });

  it('a refused job does not affect the others', async () => {
    const refusing = createBatcher(recorder({ refuseOdd: true }).run, { maxBatch: 100 });
    const results = await Promise.allSettled([1, 2, 3].map((n) => refusing('g', n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['refused 1', 20, 'refused 3']);
  });

  it('a batch that throws because of one job: that job fails alone, the others run in halves, in arrival order', async () => {
    const batches: number[][] = [];
    // Like a statement that the database refuses for one job's value: the whole batch throws.
    const run = async (_key: string, jobs: number[]): Promise<Outcome<number>[]> => {
      batches.push(jobs);
      await Promise.resolve();
      if (jobs.includes(3)) throw new Error('job 3 broke the batch');
      return jobs.map((n) => ({ ok: true, value: n * 10 }));
    };
    const submit = createBatcher(run, { maxBatch: 100 });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => submit('g', n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([10, 20, 'job 3 broke the batch', 40, 50]);
    expect(batches).toEqual([[1, 2, 3, 4, 5], [1, 2, 3], [1, 2], [3], [4, 5]]);
  });

  it('an error that fails any batch is not split: its jobs all reject at once, and later batches run', async () => {
    const { batches, run, batchStarted, release } = recorder({ failBatch: 1, held: true });
    const failing = createBatcher(run, { maxBatch: 100, splits: () => false });
    const first = Promise.allSettled([failing('g', 1), failing('g', 2)]);
    await batchStarted(1);
    const later = failing('g', 3);
    release();
    await batchStarted(2);
    release();
    expect((await first).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await later).toBe(30);
    expect(batches).toEqual([{ key: 'g', jobs: [1, 2] }, { key: 'g', jobs: [3] }]);
  });

  it('under load, lingers for more jobs before the next batch: until fillTo have come or lingerMs has passed', async () => {
    // Only the linger's timer is faked: the batcher's setImmediate (reading waiting I/O) stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { batches, run, batchStarted, release } = recorder({ held: true });
      const submit = createBatcher(run, { maxBatch: 100, lingerMs: 40, fillTo: 3 });
      /** Resolves once the batcher has armed its linger timer. */
      const lingering = async () => {
        while (vi.getTimerCount() === 0) await nextTurn();
      };
      const first = submit('g', 1);
      await batchStarted(1);
      const second = submit('g', 2);
      release();
      expect(await first).toBe(10);
      // The first batch is over; the next waits for a third job (the clock stands still meanwhile).
      await lingering();
      expect(batches).toEqual([{ key: 'g', jobs: [1] }]);
      const third = submit('g', 3);
      await nextTurn();
      expect(batches, 'two of three jobs: still lingering').toHaveLength(1);
      const fourth = submit('g', 4);
      await batchStarted(2);
      release();
      expect(await Promise.all([second, third, fourth])).toEqual([20, 30, 40]);
      expect(batches).toEqual([{ key: 'g', jobs: [1] }, { key: 'g', jobs: [2, 3, 4] }]);

      // Short of fillTo, the jobs that came still run once lingerMs has passed, and not before.
      const fewer = [5, 6].map((n) => submit('g', n));
      await lingering();
      vi.advanceTimersByTime(39);
      await nextTurn();
      expect(batches).toHaveLength(2);
      vi.advanceTimersByTime(1);
      await batchStarted(3);
      release();
      expect(await Promise.all(fewer)).toEqual([50, 60]);
      expect(batches.slice(2)).toEqual([{ key: 'g', jobs: [5, 6] }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never lingers before the first batch of a quiet key', async () => {
    const { batches, run } = recorder();
    // Lingering here would outlast the test's timeout.
    const submit = createBatcher(run, { maxBatch: 100, lingerMs: 60_000, fillTo: 3 });
    expect(await submit('g', 1)).toBe(10);
    expect(batches).toEqual([{ key: 'g', jobs: [1] }]);
  });
});
