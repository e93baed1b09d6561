// A live socket that behaves as the web app's (src/web/lib/live-client.ts) when its connection
// drops: it reconnects and subscribes again to each topic with the version it holds (`since`),
// so the server replays what it missed from the topic log. It records every frame per topic.
import WebSocket from 'ws';
import type { ServerMessage } from '../../src/contracts/realtime.js';

export interface Received {
  type: 'snapshot' | 'update' | 'error';
  version: number;
  /** Which connection (0 = the first) the frame came on. */
  connection: number;
  data: unknown;
}

export class ResumingClient {
  readonly frames = new Map<string, Received[]>();
  /** How many times the connection dropped and was opened again. */
  reconnects = 0;
  private ws: WebSocket | undefined;
  private closed = false;
  private waiters: Array<() => void> = [];

  constructor(
    private readonly url: string,
    private readonly cookie: string,
    private readonly topics_: string[],
  ) {
    for (const topic of topics_) this.frames.set(topic, []);
  }

  /** Opens the first connection and subscribes; resolves once every topic's snapshot is in. */
  async start(): Promise<void> {
    await this.open(0);
    await this.until(() => this.topics_.every((topic) => this.held(topic) !== undefined));
  }

  topics(): string[] {
    return [...this.topics_];
  }

  /** The newest version held of `topic` (undefined before its snapshot). */
  held(topic: string): number | undefined {
    return this.frames.get(topic)?.findLast((frame) => frame.type !== 'error')?.version;
  }

  /** Resolves once `done()` holds, re-checked after every frame; rejects after the timeout. */
  async until(done: () => boolean, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting; frames: ${JSON.stringify(Object.fromEntries([...this.frames].map(([t, f]) => [t, f.map((x) => `${x.type}:${x.version}@${x.connection}`)])))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.closed = true;
    this.ws?.close();
  }

  private async open(connection: number): Promise<void> {
    const ws = new WebSocket(`${this.url.replace(/^http/, 'ws')}/api/live`, { headers: { cookie: this.cookie, origin: this.url } });
    this.ws = ws;
    ws.on('message', (raw) => {
      const message = JSON.parse((raw as Buffer).toString('utf8')) as ServerMessage;
      const topic = message.topic ?? '';
      const version = message.type === 'error' ? -1 : message.version;
      const data = message.type === 'error' ? message.code : message.data;
      this.frames.get(topic)?.push({ type: message.type, version, connection, data });
      for (const wake of this.waiters.splice(0)) wake();
    });
    let opened = false;
    ws.once('close', () => {
      // A refused attempt closes too, after its error: the loop that made it tries again. Only a
      // drop starts a reconnection, or one client would hold two sockets and get every update twice.
      if (this.closed || !opened) return;
      this.reconnects++;
      void this.reconnect(connection + 1);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => {
        opened = true;
        resolve();
      });
      ws.once('error', reject);
    });
    for (const topic of this.topics_) {
      const since = this.held(topic);
      ws.send(JSON.stringify(since === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, since }));
    }
  }

  /** Tries again every 100 ms (through the balancer, which by then sends it to a live instance). */
  private async reconnect(connection: number): Promise<void> {
    while (!this.closed) {
      try {
        await this.open(connection);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}

/**
 * What is wrong with one topic's frames, if anything: the first is a snapshot, then every frame
 * is an update exactly one version after the one before (none missed, none twice), and a
 * reconnection resumed from the log rather than starting again from a snapshot.
 */
export function sequenceProblems(frames: Received[]): string[] {
  const problems: string[] = [];
  if (frames[0]?.type !== 'snapshot') problems.push(`first frame is ${frames[0]?.type ?? 'missing'}, not a snapshot`);
  for (let i = 1; i < frames.length; i++) {
    const [before, frame] = [frames[i - 1]!, frames[i]!];
    if (frame.type !== 'update') problems.push(`frame ${i} is ${frame.type} (${JSON.stringify(frame.data).slice(0, 80)}) on connection ${frame.connection}`);
    else if (frame.version !== before.version + 1) problems.push(`v${before.version} then v${frame.version} on connection ${frame.connection}`);
  }
  return problems;
}
