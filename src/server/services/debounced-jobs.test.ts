import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedJobs } from './debounced-jobs.js';

const OPTIONS = { debounceMs: 100, retryMs: 1_000, maxRetries: 3 };

/** A job that records when it ran (ms of fake time) and answers what `outcomes` says, in turn; past them, true. */
function recorder(outcomes: Array<boolean | Error> = [], durationMs = 0, concurrency?: number) {
  const runs: Array<{ key: string; at: number }> = [];
  const errors: unknown[] = [];
  const run = async (key: string) => {
    runs.push({ key, at: Date.now() });
    if (durationMs > 0) await new Promise((resolve) => setTimeout(resolve, durationMs));
    const outcome = outcomes.shift() ?? true;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  const jobs = createDebouncedJobs(run, { ...OPTIONS, onError: (error) => errors.push(error), ...(concurrency !== undefined && { concurrency }) });
  return { runs, errors, jobs };
}

describe('createDebouncedJobs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a key once after the debounce however often it was scheduled, and keys apart', async () => {
    const { runs, jobs } = recorder();
    jobs.schedule('a');
    await vi.advanceTimersByTimeAsync(50);
    jobs.schedule('a');
    jobs.schedule('b');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual([
      { key: 'a', at: 100 },
      { key: 'b', at: 150 },
    ]);
  });

  it('runs a key again after a run that was scheduled while it ran, or that answered false', async () => {
    const { runs, jobs } = recorder([true, false, true], 30);
    jobs.schedule('a');
    await vi.advanceTimersByTimeAsync(110);
    jobs.schedule('a'); // while the first run is under way
    await vi.advanceTimersByTimeAsync(1_000);
    // 100: the first run; 130 + 100: the one asked for meanwhile, which answers false; 260 + 100: once more.
    expect(runs.map((r) => r.at)).toEqual([100, 230, 360]);
  });

  it('tries a failed run again after retryMs, and stops retrying once it succeeds', async () => {
    const { runs, errors, jobs } = recorder([new Error('connection reset')]);
    jobs.schedule('a');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.map((r) => r.at)).toEqual([100, 1_100]);
    expect(errors).toEqual([new Error('connection reset')]);
  });

  it('gives up after maxRetries failures in a row, and a later schedule starts afresh', async () => {
    const failing = Array.from({ length: 5 }, (_, i) => new Error(`failure ${i + 1}`));
    const { runs, errors, jobs } = recorder(failing);
    jobs.schedule('a');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs.map((r) => r.at)).toEqual([100, 1_100, 2_100, 3_100]);
    expect(errors).toHaveLength(4);
    jobs.schedule('a');
    await vi.advanceTimersByTimeAsync(10_000);
    // The fifth failure is retried (the count started over); the retry succeeds.
    expect(runs.map((r) => r.at)).toEqual([100, 1_100, 2_100, 3_100, 10_100, 11_100]);
  });

  it('runs nothing once closed, not even a pending retry', async () => {
    const { runs, jobs } = recorder([new Error('worker exited')]);
    jobs.schedule('a');
    await vi.advanceTimersByTimeAsync(100);
    jobs.close();
    jobs.schedule('b');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.map((r) => r.key)).toEqual(['a']);
  });

  it('runs at most `concurrency` keys at once, the others in the order their debounce ended', async () => {
    const { runs, jobs } = recorder([], 1_000, 2);
    for (const key of ['a', 'b', 'c', 'd', 'e']) jobs.schedule(key);
    // Asked again while it waits its turn: it still runs once.
    await vi.advanceTimersByTimeAsync(500);
    jobs.schedule('e');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual([
      { key: 'a', at: 100 },
      { key: 'b', at: 100 },
      { key: 'c', at: 1_100 },
      { key: 'd', at: 1_100 },
      { key: 'e', at: 2_100 },
    ]);
  });

  it('runs every key at once without a bound', async () => {
    const { runs, jobs } = recorder([], 1_000);
    for (const key of ['a', 'b', 'c']) jobs.schedule(key);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.map((r) => r.at)).toEqual([100, 100, 100]);
  });

  it('starts nothing waiting its turn once closed', async () => {
    const { runs, jobs } = recorder([], 1_000, 1);
    jobs.schedule('a');
    jobs.schedule('b');
    await vi.advanceTimersByTimeAsync(500);
    jobs.close();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.map((r) => r.key)).toEqual(['a']);
  });
});
