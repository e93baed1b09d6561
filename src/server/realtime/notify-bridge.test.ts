import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { NOTIFY_RETRY_FIRST_MS, TOPICS_CHANNEL, createNotifyBridge } from './notify-bridge.js';

/** A database whose NOTIFYs fail while `down` is true, recording the ones that went out. */
function fakeDatabase() {
  const state = { down: false, sent: [] as string[], attempts: 0 };
  const notify = (channel: string, payload: string) => {
    state.attempts++;
    if (state.down) return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(channel).toBe(TOPICS_CHANNEL);
    state.sent.push(payload);
    return Promise.resolve();
  };
  const db = { notify } as unknown as Database;
  return { db, state };
}

describe('notify bridge when a NOTIFY fails', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the topic again, backing off, until it goes out', async () => {
    const { db, state } = fakeDatabase();
    const errors: unknown[] = [];
    const bridge = createNotifyBridge(db, (error) => errors.push(error));
    state.down = true;
    bridge.publisher.announce('game:g1');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.attempts).toBe(1);
    expect(errors).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(NOTIFY_RETRY_FIRST_MS);
    expect(state.attempts).toBe(2);
    // Backing off: the third try waits twice as long.
    await vi.advanceTimersByTimeAsync(NOTIFY_RETRY_FIRST_MS);
    expect(state.attempts).toBe(2);

    state.down = false;
    await vi.advanceTimersByTimeAsync(NOTIFY_RETRY_FIRST_MS);
    expect(state.sent).toEqual(['game:g1']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.sent).toEqual(['game:g1']);
    bridge.stop();
  });

  it('stops retrying once stopped', async () => {
    const { db, state } = fakeDatabase();
    const bridge = createNotifyBridge(db, () => undefined);
    state.down = true;
    bridge.publisher.announce('site-config');
    await vi.advanceTimersByTimeAsync(0);
    bridge.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.attempts).toBe(1);
  });
});
