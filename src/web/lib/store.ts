// A value the whole page shares, read by components with useSyncExternalStore.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get: () => T;
  set: (value: T) => void;
  use: () => T;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const get = () => value;
  return {
    get,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
