/**
 * A value shown for a while (a button's SHARED, a toast): `show(value)` hands it to `set` at
 * once and null `ms` later; showing again restarts the wait. `dispose()` (on unmount) cancels a
 * pending clear, so nothing is set on a component that is gone.
 */
export function transient<T>(set: (value: T | null) => void, ms: number): { show(value: T): void; dispose(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    show(value) {
      clearTimeout(timer);
      set(value);
      timer = setTimeout(() => {
        timer = undefined;
        set(null);
      }, ms);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
