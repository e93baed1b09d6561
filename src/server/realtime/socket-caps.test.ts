import { describe, expect, it } from 'vitest';
import { SocketCounter } from './socket-caps.js';

describe('SocketCounter', () => {
  it('gives at most `cap` slots per key, and one back per release however often it is called', () => {
    const counter = new SocketCounter(2);
    const a = counter.tryTake('s');
    const b = counter.tryTake('s');
    expect(a && b).toBeTruthy();
    expect(counter.tryTake('s')).toBeUndefined();
    expect(counter.tryTake('other')).toBeDefined();
    a?.();
    a?.();
    expect(counter.count('s')).toBe(1);
    expect(counter.tryTake('s')).toBeDefined();
    expect(counter.tryTake('s')).toBeUndefined();
  });
});
