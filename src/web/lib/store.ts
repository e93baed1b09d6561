// A value the whole page shares, read by components with useSyncExternalStore.
import { useRef, useSyncExternalStore } from 'react';

/** A value components read, and are told about when it changes. */
export interface Readable<T> {
  readonly get: () => T;
  readonly subscribe: (listener: () => void) => () => void;
}

export interface Store<T> extends Readable<T> {
  readonly set: (value: T) => void;
  readonly use: () => T;
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
    subscribe,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}

interface SliceMemo<T, S> {
  value: T;
  select: (value: T) => S;
  slice: S;
}

/**
 * One slice of a readable value: the component re-renders when its slice changes (by `isEqual`),
 * not whenever the value does. So one claim re-renders the one square of a 10x10 grid it changed
 * and the parts that count squares, not the whole game page (issue #5 §12).
 */
export function useSlice<T, S>(source: Readable<T>, select: (value: T) => S, isEqual: (a: S, b: S) => boolean = Object.is): S {
  const memo = useRef<SliceMemo<T, S> | null>(null);
  const getSlice = (): S => {
    const value = source.get();
    const last = memo.current;
    if (last && last.value === value && last.select === select) return last.slice;
    const next = select(value);
    // An equal slice keeps its identity, so React sees no change.
    const slice = last && isEqual(last.slice, next) ? last.slice : next;
    memo.current = { value, select, slice };
    return slice;
  };
  return useSyncExternalStore(source.subscribe, getSlice, getSlice);
}

/**
 * A readable split by key: one subscription to `source`, after whose changes each key's
 * subscribers are told only if `valueAt(value, key)` changed (by identity). So the one square a
 * claim changed hears of it, and the other 99 of a 10x10 grid run nothing (issue #5 §12).
 * Each key's readable is the same object every time it is asked for.
 */
export function splitByKey<T, V>(source: Readable<T>, valueAt: (value: T, key: number) => V): (key: number) => Readable<V> {
  const listeners = new Map<number, Set<() => void>>();
  const readers = new Map<number, Readable<V>>();
  let last: T | undefined;
  let unsubscribe: (() => void) | null = null;

  const onChange = () => {
    const before = last as T;
    const now = source.get();
    last = now;
    for (const [key, own] of listeners) {
      if (Object.is(valueAt(before, key), valueAt(now, key))) continue;
      for (const listener of [...own]) listener();
    }
  };

  const subscribe = (key: number, listener: () => void) => {
    if (!unsubscribe) {
      last = source.get();
      unsubscribe = source.subscribe(onChange);
    }
    const own = listeners.get(key) ?? new Set();
    own.add(listener);
    listeners.set(key, own);
    return () => {
      own.delete(listener);
      if (own.size === 0) listeners.delete(key);
      if (listeners.size === 0 && unsubscribe) {
        unsubscribe();
        unsubscribe = null;
      }
    };
  };

  return (key) => {
    let reader = readers.get(key);
    if (!reader) {
      reader = { get: () => valueAt(source.get(), key), subscribe: (listener) => subscribe(key, listener) };
      readers.set(key, reader);
    }
    return reader;
  };
}

/** The value of a readable, re-rendering when it changes. */
export function useReadable<T>(source: Readable<T>): T {
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
