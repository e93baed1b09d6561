/**
 * A job per key, run off the request path: `schedule(key)` runs it once after `debounceMs`
 * however often it was asked meanwhile. A key asked for while it runs, or whose run answers
 * false (what it read changed under it), runs again `debounceMs` after that run ends. A run
 * that throws (a dropped connection, a worker that died) is tried again after `retryMs`, up to
 * `maxRetries` times in a row, so one transient failure does not leave the key's result stale
 * until something else schedules it.
 */
export interface DebouncedJobs<K extends string = string> {
  schedule(key: K): void;
  /** No further runs; a run under way finishes. */
  close(): void;
}

export interface DebouncedJobsOptions {
  debounceMs: number;
  retryMs: number;
  maxRetries: number;
  onError: (error: unknown) => void;
  /**
   * Runs under way at once, at most (default: no bound). A key whose debounce ends while that many
   * run waits its turn, first come first served, so a burst of keys (a kickoff that moves every
   * pool at once) takes that many database connections, not one per key.
   */
  concurrency?: number;
}

export function createDebouncedJobs<K extends string = string>(run: (key: K) => Promise<boolean>, options: DebouncedJobsOptions): DebouncedJobs<K> {
  const timers = new Map<K, NodeJS.Timeout>();
  const running = new Set<K>();
  const again = new Set<K>();
  const failures = new Map<K, number>();
  /** Keys whose debounce has ended, waiting for a run to end (insertion order is their turn). */
  const ready = new Set<K>();
  const limit = options.concurrency ?? Infinity;
  let closed = false;

  const start = (key: K, delayMs: number) => {
    if (closed || timers.has(key) || ready.has(key)) return;
    const timer = setTimeout(() => due(key), delayMs);
    timer.unref();
    timers.set(key, timer);
  };

  function due(key: K): void {
    timers.delete(key);
    if (running.size >= limit) ready.add(key);
    else execute(key);
  }

  /** A run ended: the longest-waiting ready key takes its place. */
  function next(): void {
    if (closed) return;
    for (const key of ready) {
      if (running.size >= limit) return;
      ready.delete(key);
      execute(key);
    }
  }

  function execute(key: K): void {
    running.add(key);
    let retry = false;
    run(key)
      .then((done) => {
        failures.delete(key);
        if (!done) again.add(key);
      })
      .catch((error: unknown) => {
        options.onError(error);
        const count = (failures.get(key) ?? 0) + 1;
        retry = count <= options.maxRetries;
        if (retry) failures.set(key, count);
        else failures.delete(key);
      })
      .finally(() => {
        running.delete(key);
        // Asked again meanwhile: that run starts soon and reads afresh, so it stands for the retry too.
        if (again.delete(key)) start(key, options.debounceMs);
        else if (retry) start(key, options.retryMs);
        next();
      });
  }

  return {
    schedule(key) {
      if (running.has(key)) again.add(key);
      else start(key, options.debounceMs);
    },
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      ready.clear();
    },
  };
}
