import pg from 'pg';
import type { NotificationHandler } from './database.js';

export interface ListenerOptions {
  url: string;
  /** Told of every loss of the listening connection and every failed attempt to get it back. */
  onError?: (error: Error) => void;
  /** The first wait before reconnecting, doubled per failed attempt up to maxBackoffMs. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * LISTEN on one dedicated connection. When the server drops it (restart, failover, network), one
 * reconnect loop tries again with growing waits until a new connection listens on every channel,
 * then calls every handler with null: notifications sent meanwhile were lost, so receivers re-read
 * what they follow (the topic log holds it).
 */
export function createPostgresListener(options: ListenerOptions) {
  const firstBackoffMs = options.firstBackoffMs ?? 100;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const handlers = new Map<string, Set<NotificationHandler>>();
  /** The connection listening on every channel; undefined while there is none. */
  let client: pg.Client | undefined;
  let firstConnection: Promise<void> | undefined;
  let reconnecting = false;
  let closed = false;
  let wakeUp: (() => void) | undefined;

  const open = async (): Promise<pg.Client> => {
    // keepAlive: a half-open connection (a vanished server or network) ends in an error instead of silence.
    const next = new pg.Client({ connectionString: options.url, keepAlive: true });
    next.on('notification', (message) => {
      if (client !== next) return;
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // Every connection has its 'error' listener from the start: without one, its loss would end the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('Connection terminated: the listening connection ended')));
    try {
      await next.connect();
      // One channel at a time until none is left, so channels added while this runs are listened too.
      const listened = new Set<string>();
      const unlistened = () => [...handlers.keys()].find((channel) => !listened.has(channel));
      for (let channel = unlistened(); channel !== undefined; channel = unlistened()) {
        await next.query(`listen ${quoteIdent(channel)}`);
        listened.add(channel);
      }
      return next;
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  /** The current connection failed or ended: drop it and start the one reconnect loop. */
  const lost = (which: pg.Client, error: Error) => {
    if (which !== client) return; // a candidate still in `open` (its caller sees the failure), or already dropped
    client = undefined;
    options.onError?.(error);
    void which.end().catch(() => undefined);
    if (!closed) void reconnect();
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  const reconnect = async () => {
    if (reconnecting) return;
    reconnecting = true;
    try {
      for (let attempt = 0; !closed; attempt++) {
        // Jittered, so instances that lost the same server do not all come back in one instant.
        const backoff = Math.min(maxBackoffMs, firstBackoffMs * 2 ** attempt);
        await pause(backoff / 2 + Math.random() * (backoff / 2));
        if (closed) return;
        try {
          const next = await open();
          if (closed) {
            await next.end().catch(() => undefined);
            return;
          }
          client = next;
          break;
        } catch (error) {
          options.onError?.(error instanceof Error ? error : new Error(String(error)));
        }
      }
    } finally {
      reconnecting = false;
    }
    if (closed || !client) return;
    for (const set of [...handlers.values()]) for (const handler of [...set]) handler(null);
  };

  /** Runs a statement on the current connection; if that connection is lost meanwhile, the reconnect covers it. */
  const onCurrent = async (sql: string) => {
    const current = client;
    if (!current) return;
    await current.query(sql).catch((error: unknown) => {
      if (client === current) throw error;
    });
  };

  return {
    async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
      const existing = handlers.get(channel);
      if (existing) existing.add(handler);
      else {
        handlers.set(channel, new Set([handler]));
        if (!client && !reconnecting) {
          // The first connection: a failure here is the caller's (a server cannot start without it).
          firstConnection ??= open().then(
            (next) => {
              client = next;
            },
            (error: unknown) => {
              firstConnection = undefined;
              throw error;
            },
          );
          await firstConnection;
        }
        // LISTEN is idempotent: a channel the connection's `open` already listened is harmless here.
        await onCurrent(`listen ${quoteIdent(channel)}`);
      }
      return async () => {
        const set = handlers.get(channel);
        set?.delete(handler);
        if (set && set.size === 0) {
          handlers.delete(channel);
          await onCurrent(`unlisten ${quoteIdent(channel)}`);
        }
      };
    },
    /** Whether a connection is listening now (false during an outage, until the reconnect succeeds). */
    get connected(): boolean {
      return client !== undefined;
    },
    async close(): Promise<void> {
      closed = true;
      wakeUp?.();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
