import { describe, expect, it } from 'vitest';
import { createStore, splitByPosition } from './store.js';

describe('splitByPosition: each position hears only of its own changes', () => {
  const setup = () => {
    const store = createStore<readonly string[]>(['a', 'b', 'c']);
    const at = splitByPosition(store, (value) => value);
    const heard: number[] = [];
    const stops = [0, 1, 2].map((key) => at(key).subscribe(() => heard.push(key)));
    return { store, at, heard, stops };
  };

  it('reads the key’s value', () => {
    const { store, at } = setup();
    expect(at(1).get()).toBe('b');
    store.set(['a', 'x', 'c']);
    expect(at(1).get()).toBe('x');
  });

  it('a change tells the keys whose value changed, and no other', () => {
    const { store, heard } = setup();
    store.set(['a', 'x', 'c']);
    expect(heard).toEqual([1]);
    store.set(['y', 'x', 'z']);
    expect(heard).toEqual([1, 0, 2]);
    store.set(['y', 'x', 'z']);
    expect(heard).toEqual([1, 0, 2]);
  });

  it('the same key gives the same readable', () => {
    const { at } = setup();
    expect(at(2)).toBe(at(2));
  });

  it('an unsubscribed key hears nothing', () => {
    const { store, heard, stops } = setup();
    stops[0]?.();
    store.set(['q', 'b', 'c']);
    expect(heard).toEqual([]);
  });

  it('holds one subscription to the source while any key is subscribed', () => {
    const store = createStore<readonly string[]>(['a', 'b']);
    let active = 0;
    const counted = {
      get: store.get,
      subscribe: (listener: () => void) => {
        active++;
        const stop = store.subscribe(listener);
        return () => {
          active--;
          stop();
        };
      },
    };
    const at = splitByPosition(counted, (value) => value);
    const stops = [at(0).subscribe(() => undefined), at(1).subscribe(() => undefined), at(1).subscribe(() => undefined)];
    expect(active).toBe(1);
    stops.forEach((stop) => stop());
    expect(active).toBe(0);
    at(0).subscribe(() => undefined);
    expect(active).toBe(1);
  });
});
