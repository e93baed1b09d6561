import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient, reconnectDelay, type SocketLike } from './live-client.js';
import { SESSION_ENDED_CLOSE_CODE } from '../../contracts/realtime.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.drop();
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) } as MessageEvent);
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

function setup(options: { prepare?: () => Promise<boolean> } = {}) {
  const sockets: FakeSocket[] = [];
  const client = new LiveClient({
    url: () => 'ws://test/api/live',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    prepare: options.prepare,
  });
  const last = () => {
    const socket = sockets[sockets.length - 1];
    if (!socket) throw new Error('no socket yet');
    return socket;
  };
  return { client, sockets, last };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reconnectDelay', () => {
  it.each([
    [0, 0, 250],
    [0, 1, 500],
    [1, 1, 1000],
    [3, 0.5, 3000],
    [10, 1, 10_000],
    [30, 0, 5000],
  ])('attempt %i with random %d waits %i ms', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, random)).toBe(expected);
  });
});

describe('LiveClient', () => {
  it('opens one socket for many topics and subscribes each once', async () => {
    const { client, sockets, last } = setup();
    const a = vi.fn();
    client.subscribe('site-config', a);
    client.subscribe('site-config', vi.fn());
    client.subscribe('game:abc', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('connecting');
    last().open();
    expect(client.state).toBe('open');
    expect(last().sent).toEqual([
      { type: 'subscribe', topic: 'site-config' },
      { type: 'subscribe', topic: 'game:abc' },
    ]);
  });

  it('keeps the newest version and ignores repeats and older ones', async () => {
    const { client, last } = setup();
    const listener = vi.fn();
    client.subscribe('site-config', listener);
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().receive({ type: 'snapshot', topic: 'site-config', version: 4, data: 'four' });
    last().receive({ type: 'update', topic: 'site-config', version: 4, data: 'again' });
    last().receive({ type: 'update', topic: 'site-config', version: 2, data: 'old' });
    expect(client.getTopic('site-config')).toMatchObject({ data: 'four', version: 4 });
    last().receive({ type: 'update', topic: 'site-config', version: 5, data: 'five' });
    expect(client.getTopic('site-config')).toMatchObject({ data: 'five', version: 5, state: 'open' });
    expect(listener).toHaveBeenCalledTimes(3); // open, 4, 5
  });

  it('ignores malformed messages and data that fails the topic check', async () => {
    const { client, last } = setup();
    client.subscribe('site-config', vi.fn(), (data) => typeof data === 'string');
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().receive('not json');
    last().receive({ type: 'snapshot', topic: 'site-config', version: -1, data: 'x' });
    last().receive({ type: 'snapshot', topic: 'site-config', version: 1, data: 42 });
    expect(client.getTopic('site-config').version).toBeUndefined();
    last().receive({ type: 'snapshot', topic: 'site-config', version: 2, data: 'ok' });
    expect(client.getTopic('site-config')).toMatchObject({ data: 'ok', version: 2 });
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  describe('a merged topic (updates are changes)', () => {
    // A tiny delta topic: the snapshot is a list, each update adds or replaces one item by id.
    type Item = { id: string; n: number };
    const isItems = (data: unknown) => Array.isArray(data) && data.every((item) => typeof (item as Item).id === 'string');
    const isItem = (data: unknown) => typeof data === 'object' && data !== null && typeof (data as Item).id === 'string';
    const mergeItems = vi.fn((previous: unknown, update: unknown) => {
      const list = previous as Item[];
      const item = update as Item;
      return list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];
    });
    const merged = { snapshot: isItems, update: isItem, merge: mergeItems };

    async function subscribed() {
      const harness = setup();
      const listener = vi.fn();
      harness.client.subscribe('list:a', listener, merged);
      await vi.advanceTimersByTimeAsync(0);
      harness.last().open();
      return { ...harness, listener };
    }

    it('replaces on a snapshot and merges each update into what it holds, without mutating it', async () => {
      const { client, last } = await subscribed();
      const snapshot = [{ id: 'x', n: 1 }];
      last().receive({ type: 'snapshot', topic: 'list:a', version: 3, data: snapshot });
      expect(client.getTopic('list:a')).toMatchObject({ data: [{ id: 'x', n: 1 }], version: 3 });

      last().receive({ type: 'update', topic: 'list:a', version: 4, data: { id: 'y', n: 2 } });
      last().receive({ type: 'update', topic: 'list:a', version: 5, data: { id: 'x', n: 9 } });
      expect(client.getTopic('list:a')).toMatchObject({ data: [{ id: 'x', n: 9 }, { id: 'y', n: 2 }], version: 5 });
      expect(snapshot).toEqual([{ id: 'x', n: 1 }]);

      // A new snapshot (e.g. a resume the log could not serve) replaces the merged state whole.
      last().receive({ type: 'snapshot', topic: 'list:a', version: 9, data: [{ id: 'z', n: 0 }] });
      expect(client.getTopic('list:a')).toMatchObject({ data: [{ id: 'z', n: 0 }], version: 9 });
    });

    it('applies a repeated or older update only once', async () => {
      const { client, last } = await subscribed();
      last().receive({ type: 'snapshot', topic: 'list:a', version: 1, data: [] });
      const add = { type: 'update', topic: 'list:a', version: 2, data: { id: 'y', n: 1 } };
      last().receive(add);
      last().receive(add);
      last().receive({ ...add, version: 1, data: { id: 'old', n: 0 } });
      expect(client.getTopic('list:a')).toMatchObject({ data: [{ id: 'y', n: 1 }], version: 2 });
    });

    it('checks snapshots and updates against their own schemas and skips what fails', async () => {
      const { client, last, listener } = await subscribed();
      last().receive({ type: 'snapshot', topic: 'list:a', version: 1, data: { id: 'not a list' } });
      expect(client.getTopic('list:a').version).toBeUndefined();
      last().receive({ type: 'snapshot', topic: 'list:a', version: 2, data: [{ id: 'x', n: 1 }] });
      last().receive({ type: 'update', topic: 'list:a', version: 3, data: [{ id: 'a list' }] });
      last().receive({ type: 'update', topic: 'list:a', version: 4, data: { id: 'y', n: 2 } });
      expect(client.getTopic('list:a')).toMatchObject({ data: [{ id: 'x', n: 1 }, { id: 'y', n: 2 }], version: 4 });
      expect(console.warn).toHaveBeenCalledTimes(2);
      expect(listener).toHaveBeenCalledTimes(3); // open, 2, 4
    });

    it('skips an update that arrives before any snapshot, or that the merge rejects', async () => {
      const { client, last } = await subscribed();
      last().receive({ type: 'update', topic: 'list:a', version: 1, data: { id: 'y', n: 1 } });
      expect(client.getTopic('list:a').data).toBeUndefined();
      last().receive({ type: 'snapshot', topic: 'list:a', version: 2, data: [] });
      mergeItems.mockImplementationOnce(() => {
        throw new Error('boom');
      });
      last().receive({ type: 'update', topic: 'list:a', version: 3, data: { id: 'y', n: 1 } });
      expect(client.getTopic('list:a')).toMatchObject({ data: [], version: 2 });
      expect(console.warn).toHaveBeenCalledTimes(2);
    });

    it('resumes from the version of the merged state and keeps merging the catch-up updates', async () => {
      const { client, last } = await subscribed();
      last().receive({ type: 'snapshot', topic: 'list:a', version: 5, data: [{ id: 'x', n: 1 }] });
      last().drop();
      await vi.advanceTimersByTimeAsync(375);
      last().open();
      expect(last().sent).toEqual([{ type: 'subscribe', topic: 'list:a', since: 5 }]);
      last().receive({ type: 'update', topic: 'list:a', version: 6, data: { id: 'x', n: 2 } });
      expect(client.getTopic('list:a')).toMatchObject({ data: [{ id: 'x', n: 2 }], version: 6 });
    });
  });

  it('starts a seeded topic from the version read over HTTP, and asks only for what came after', async () => {
    const { client, last } = setup();
    client.seed('game:abc', { n: 1 }, 9);
    const listener = vi.fn();
    client.subscribe('game:abc', listener);
    expect(client.getTopic('game:abc')).toMatchObject({ data: { n: 1 }, version: 9 });
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'game:abc', since: 9 }]);
    last().receive({ type: 'update', topic: 'game:abc', version: 9, data: { n: 0 } });
    last().receive({ type: 'update', topic: 'game:abc', version: 10, data: { n: 2 } });
    expect(client.getTopic('game:abc')).toMatchObject({ data: { n: 2 }, version: 10 });
  });

  it('uses a seed once, and never over a topic it already follows', async () => {
    const { client, last } = setup();
    client.subscribe('game:abc', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().receive({ type: 'snapshot', topic: 'game:abc', version: 3, data: 'live' });
    client.seed('game:abc', 'read', 9);
    expect(client.getTopic('game:abc')).toMatchObject({ data: 'live', version: 3 });

    client.seed('game:def', 'read', 4);
    const stop = client.subscribe('game:def', vi.fn());
    stop();
    await vi.advanceTimersByTimeAsync(0);
    client.subscribe('game:def', vi.fn());
    expect(client.getTopic('game:def').data).toBeUndefined();
    expect(last().sent).toEqual([
      { type: 'subscribe', topic: 'game:abc' },
      { type: 'subscribe', topic: 'game:def', since: 4 },
      { type: 'unsubscribe', topic: 'game:def' },
      { type: 'subscribe', topic: 'game:def' },
    ]);
  });

  it('reconnects with backoff and resubscribes from the version it holds', async () => {
    const { client, sockets, last } = setup();
    client.subscribe('site-config', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().receive({ type: 'snapshot', topic: 'site-config', version: 7, data: {} });

    last().drop();
    expect(client.state).toBe('reconnecting');
    expect(client.getConnection().downSince).not.toBeNull();
    await vi.advanceTimersByTimeAsync(374);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 500 ms step, half of it random: 375 ms
    expect(sockets).toHaveLength(2);

    last().drop(); // the second attempt fails before opening: the next wait doubles
    await vi.advanceTimersByTimeAsync(749);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);

    last().open();
    expect(client.getConnection()).toEqual({ state: 'open', downSince: null });
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'site-config', since: 7 }]);
  });

  it('retryNow skips the wait', async () => {
    const { client, sockets, last } = setup();
    client.subscribe('site-config', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    last().drop();
    client.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
  });

  it('unsubscribes when the last reference goes, but not on a quick remount', async () => {
    const { client, last } = setup();
    const first = client.subscribe('game:abc', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    first();
    client.subscribe('game:abc', vi.fn())(); // StrictMode-style remount then unmount
    const kept = client.subscribe('game:abc', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'game:abc' }]);
    kept();
    await vi.advanceTimersByTimeAsync(0);
    expect(last().sent).toEqual([
      { type: 'subscribe', topic: 'game:abc' },
      { type: 'unsubscribe', topic: 'game:abc' },
    ]);
  });

  it('stays idle when there is no session to connect with', async () => {
    const { client, sockets } = setup({ prepare: () => Promise.resolve(false) });
    client.subscribe('site-config', vi.fn());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(0);
    expect(client.state).toBe('connecting');
  });

  it('reconnect opens a new socket at once (the session changed) and resumes from the held version', async () => {
    const { client, sockets, last } = setup();
    client.subscribe('site-config', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    const first = last();
    first.open();
    first.receive({ type: 'snapshot', topic: 'site-config', version: 3, data: 'three' });
    client.reconnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.readyState).toBe(3);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'site-config', since: 3 }]);
    expect(client.getTopic('site-config')).toMatchObject({ data: 'three', state: 'open' });
  });

  it('reconnect lets a socket still connecting open before closing it (browsers log closing it early)', async () => {
    const { client, sockets, last } = setup();
    client.subscribe('site-config', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    const connecting = last();
    client.reconnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
    expect(connecting.readyState).toBe(0);
    connecting.open();
    expect(connecting.readyState).toBe(3);
    expect(connecting.sent).toEqual([]);
    last().open();
    expect(client.state).toBe('open');
  });

  it('reconnect wakes a client that stayed idle for want of a session', async () => {
    let ready = false;
    const { client, sockets } = setup({ prepare: () => Promise.resolve(ready) });
    client.subscribe('site-config', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    ready = true;
    client.reconnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
  });
});

describe('a socket closed because its session ended', () => {
  it('re-reads the session, then reconnects at once (no backoff) and resumes its topics', async () => {
    const sockets: FakeSocket[] = [];
    let settle!: () => void;
    const sessionEnded = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const client = new LiveClient({
      url: () => 'ws://test/api/live',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      random: () => 0.5,
      sessionEnded,
    });
    client.subscribe('site-config', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'snapshot', topic: 'site-config', version: 3, data: 'three' });

    sockets[0]!.readyState = 3;
    sockets[0]!.onclose?.({ code: SESSION_ENDED_CLOSE_CODE } as CloseEvent);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(client.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(0);
    // Not before the session is known again.
    expect(sockets).toHaveLength(1);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'subscribe', topic: 'site-config', since: 3 }]);
  });

  it('does not open a second socket when re-reading the session reconnected already', async () => {
    const sockets: FakeSocket[] = [];
    const client: LiveClient = new LiveClient({
      url: () => 'ws://test/api/live',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      random: () => 0.5,
      sessionEnded: () => {
        client.reconnect();
        return Promise.resolve();
      },
    });
    client.subscribe('site-config', vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.readyState = 3;
    sockets[0]!.onclose?.({ code: SESSION_ENDED_CLOSE_CODE } as CloseEvent);
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(2);
  });
});
