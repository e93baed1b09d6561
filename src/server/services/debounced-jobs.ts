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
}

export function createDebouncedJobs<K extends string = string>(run: (key: K) => Promise<boolean>, options: DebouncedJobsOptions): DebouncedJobs<K> {
  const timers = new Map<K, NodeJS.Timeout>();
  const running = new Set<K>();
  const again = new Set<K>();
  const failures = new Map<K, number>();
  let closed = false;

  const start = (key: K, delayMs: number) => {
    if (closed || timers.has(key)) return;
    const timer = setTimeout(() => execute(key), delayMs);
    timer.unref();
    timers.set(key, timer);
  };

  function execute(key: K): void {
    timers.delete(key);
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
    },
  };
}
