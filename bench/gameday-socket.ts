// One socket of the gameday load client (bench/gameday-client.ts): subscribes to its topics,
// reconnects as the web app's live client does when its connection drops (after its backoff,
// subscribing again with the versions it holds) and tallies every topic's versions: a gap
// is a missed update, a version held already a duplicate, a snapshot after a reconnection a
// resume that could not replay.
import WebSocket from 'ws';
import { reconnectDelay } from '../src/web/lib/live-client.js';
import { nowMs } from './lib.js';

/** What the sockets of one load client counted. */
export interface Tally {
  missed: number;
  duplicated: number;
  resnapshots: number;
  /** From a drop to the socket open again and subscribed. */
  reconnectMs: number[];
  /** Reconnection attempts refused or failed (nginx's 502/504 when no instance answered in time), each tried again. */
  failedAttempts: number;
}

export const emptyTally = (): Tally => ({ missed: 0, duplicated: 0, resnapshots: 0, reconnectMs: [], failedAttempts: 0 });

export interface GamedaySocketOptions {
  url: string;
  cookie: string;
  topics: string[];
  tally: Tally;
  /** Each update frame, as it comes (the feed's arrival times). */
  onUpdate?: (topic: string) => void;
  /** An opening handshake not answered by then fails (default HANDSHAKE_TIMEOUT_MS) instead of waiting forever. */
  handshakeTimeoutMs?: number;
  /** The wait before reconnection attempt `attempt` (0: the first after a drop). */
  pause?: (attempt: number) => Promise<void>;
}

/**
 * ws waits for an upgrade's answer forever by default; a connection queued at a proxy that cannot
 * accept it (a worker at its file limit) would then hang the run with no error at all.
 */
export const HANDSHAKE_TIMEOUT_MS = 30_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// The web app's own backoff (src/web/lib/live-client.ts: exponential, half of each step random).
// A fixed short pause instead sent every socket a killed instance dropped back every ~375 ms while
// the survivor was still taking the first ones: a retry storm no browser makes, which at 20,000
// sockets kept the survivor's accept queue full and nginx marking it failed.
const defaultPause = (attempt: number) => wait(reconnectDelay(attempt, Math.random()));

export class GamedaySocket {
  readonly held = new Map<string, number>();
  /** When the connection dropped, while it is down. */
  droppedAt: number | undefined;
  private ws: WebSocket | undefined;
  private closed = false;
  private readonly pause: (attempt: number) => Promise<void>;

  constructor(private readonly options: GamedaySocketOptions) {
    this.pause = options.pause ?? defaultPause;
  }

  get topics(): readonly string[] {
    return this.options.topics;
  }

  /** Opens the connection and subscribes; rejects if it cannot open. */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const { url, cookie } = this.options;
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`, {
        headers: { cookie, origin: url },
        handshakeTimeout: this.options.handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS,
      });
      let opened = false;
      // Only the current connection's frames count, as in the web app's live client.
      ws.on('message', (data) => {
        if (this.ws === ws) this.onFrame(data as Buffer);
      });
      ws.once('open', () => {
        opened = true;
        if (this.closed) return ws.terminate();
        this.ws = ws;
        // Back once open again and subscribed: a resume that missed nothing gets no frame at all.
        if (this.droppedAt !== undefined) {
          this.options.tally.reconnectMs.push(nowMs() - this.droppedAt);
          this.droppedAt = undefined;
        }
        for (const topic of this.options.topics) {
          const since = this.held.get(topic);
          ws.send(JSON.stringify(since === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, since }));
        }
        resolve();
      });
      ws.on('error', (error) => {
        if (!opened) reject(error);
      });
      ws.once('close', () => {
        // A refused handshake closes too, right after its error: whoever called open() retries it.
        // Reconnecting here as well would leave two connections for one client, each counting
        // every later update (the server's was once per socket), so only a drop reconnects.
        if (!opened) return reject(new Error('closed before it opened'));
        if (this.closed || this.ws !== ws) return;
        this.droppedAt ??= nowMs();
        void this.reconnect();
      });
    });
  }

  close(): void {
    this.closed = true;
    this.ws?.terminate();
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      await this.pause(attempt);
      if (this.closed) return;
      try {
        return await this.open();
      } catch {
        // Tried again after the next pause.
        this.options.tally.failedAttempts++;
      }
    }
  }

  private onFrame(raw: Buffer): void {
    const frame = JSON.parse(raw.toString('utf8')) as { type: string; topic?: string; version?: number };
    if (frame.type === 'error' || frame.topic === undefined || frame.version === undefined) return;
    const { tally } = this.options;
    const held = this.held.get(frame.topic);
    if (frame.type === 'snapshot') {
      if (held !== undefined) tally.resnapshots++;
      if (held !== undefined && frame.version < held) tally.duplicated++;
    } else if (held !== undefined) {
      if (frame.version <= held) tally.duplicated++;
      else if (frame.version > held + 1) tally.missed += frame.version - held - 1;
    }
    this.held.set(frame.topic, Math.max(held ?? 0, frame.version));
    if (frame.type === 'update') this.options.onUpdate?.(frame.topic);
  }
}
