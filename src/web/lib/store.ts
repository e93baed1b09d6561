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
  const readable: Readable<T> = { get, subscribe };
  return {
    ...readable,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    use: () => useReadable(readable),
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
 * and the parts that count squares, not the whole game page (docs/BENCHMARKS.md).
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
 * A readable list split by position: one subscription to `source`, after whose changes each
 * position's subscribers are told only if the item there changed (by identity). So the one
 * square a claim changed hears of it, and the other 99 of a 10x10 grid run nothing (docs/product/squares.md
 * §12). `listOf` should return the same list for the same value (e.g. cached). Each position's
 * readable is the same object every time it is asked for.
 */
export function splitByPosition<T, V>(source: Readable<T>, listOf: (value: T) => readonly (V | undefined)[]): (position: number) => Readable<V | undefined> {
  const listeners = new Map<number, Set<() => void>>();
  const readers = new Map<number, Readable<V | undefined>>();
  let last: readonly (V | undefined)[] = [];
  let unsubscribe: (() => void) | null = null;

  const onChange = () => {
    const before = last;
    last = listOf(source.get());
    if (last === before) return;
    for (const [position, own] of listeners) {
      if (Object.is(before[position], last[position])) continue;
      for (const listener of [...own]) listener();
    }
  };

  const subscribe = (position: number, listener: () => void) => {
    if (!unsubscribe) {
      last = listOf(source.get());
      unsubscribe = source.subscribe(onChange);
    }
    const own = listeners.get(position) ?? new Set();
    own.add(listener);
    listeners.set(position, own);
    return () => {
      own.delete(listener);
      if (own.size === 0) listeners.delete(position);
      if (listeners.size === 0 && unsubscribe) {
        unsubscribe();
        unsubscribe = null;
      }
    };
  };

  return (position) => {
    let reader = readers.get(position);
    if (!reader) {
      reader = { get: () => listOf(source.get())[position], subscribe: (listener) => subscribe(position, listener) };
      readers.set(position, reader);
    }
    return reader;
  };
}

/** The value of a readable, re-rendering when it changes. */
export function useReadable<T>(source: Readable<T>): T {
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
