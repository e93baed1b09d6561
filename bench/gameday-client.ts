// Load client for the gameday benchmark (bench/gameday.ts), a child process with IPC. Opens its
// share of the sockets through nginx, each subscribed to a pool's game topic and the league's;
// behaves as the web app's live client when a connection drops (reconnects after a short random
// pause, subscribes again with the versions it holds) and checks every topic's versions: a gap
// is a missed update, a version held already a duplicate, a snapshot after a reconnection a resume
// that could not replay. Per feed tick it notes when each socket got the league update after it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { errorText, nowMs } from './lib.js';

export type GamedayCommand =
  | { cmd: 'connect'; url: string; cookie: string; plans: string[][]; concurrency: number }
  | { cmd: 'tick'; tick: number; at: number }
  | { cmd: 'report' };

export type GamedayEvent =
  | { type: 'ready'; sockets: number; failures: number; firstError: string | null }
  | {
      type: 'report';
      missed: number;
      duplicated: number;
      resnapshots: number;
      reconnectMs: number[];
      pendingReconnects: number;
      feed: Record<number, number[]>;
      /** This client's own event-loop delay over the run: what of the feed → screen time is the load client's. */
      lagP99Ms: number;
      lagMaxMs: number;
    }
  | { type: 'error'; message: string };

interface Socket {
  url: string;
  cookie: string;
  topics: string[];
  held: Map<string, number>;
  ws?: WebSocket;
  droppedAt?: number;
}

const LEAGUE = 'sports-league:';
const sockets: Socket[] = [];
let missed = 0;
let duplicated = 0;
let resnapshots = 0;
const reconnectMs: number[] = [];
let tick = 0;
let tickAt = 0;
const feed: Record<number, number[]> = {};
const feedSeen = new Set<Socket>();
let closing = false;

const send = (event: GamedayEvent) => process.send?.(event);
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

function onFrame(socket: Socket, raw: Buffer): void {
  const frame = JSON.parse(raw.toString('utf8')) as { type: string; topic?: string; version?: number };
  if (frame.type === 'error' || frame.topic === undefined || frame.version === undefined) return;
  const held = socket.held.get(frame.topic);
  if (frame.type === 'snapshot') {
    if (held !== undefined) resnapshots++;
    if (held !== undefined && frame.version < held) duplicated++;
  } else if (held !== undefined) {
    if (frame.version <= held) duplicated++;
    else if (frame.version > held + 1) missed += frame.version - held - 1;
  }
  socket.held.set(frame.topic, Math.max(held ?? 0, frame.version));
  if (frame.type === 'update' && frame.topic.startsWith(LEAGUE) && tickAt > 0 && !feedSeen.has(socket)) {
    feedSeen.add(socket);
    (feed[tick] ??= []).push(nowMs() - tickAt);
  }
}

function open(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${socket.url.replace(/^http/, 'ws')}/api/live`, { headers: { cookie: socket.cookie, origin: socket.url } });
    socket.ws = ws;
    ws.on('message', (data) => onFrame(socket, data as Buffer));
    ws.once('open', () => {
      // Back once open again through nginx and subscribed: a resume that missed nothing gets no frame at all.
      if (socket.droppedAt !== undefined) {
        reconnectMs.push(nowMs() - socket.droppedAt);
        socket.droppedAt = undefined;
      }
      for (const topic of socket.topics) {
        const since = socket.held.get(topic);
        ws.send(JSON.stringify(since === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, since }));
      }
      resolve();
    });
    ws.once('error', reject);
    ws.once('close', () => {
      if (closing) return;
      socket.droppedAt ??= nowMs();
      // The web app's first retry comes after a short random pause, so a crowd does not arrive at once.
      setTimeout(() => void reopen(socket), 100 + Math.random() * 400);
    });
  });
}

async function reopen(socket: Socket): Promise<void> {
  for (;;) {
    if (closing) return;
    try {
      return await open(socket);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
    }
  }
}

async function connect(url: string, cookie: string, plans: string[][], concurrency: number): Promise<void> {
  let next = 0;
  let failures = 0;
  let firstError: string | null = null;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < plans.length) {
        const socket: Socket = { url, cookie, topics: plans[next++]!, held: new Map() };
        try {
          await open(socket);
          sockets.push(socket);
        } catch (error) {
          failures++;
          firstError ??= errorText(error);
        }
      }
    }),
  );
  // Ready once every socket holds a snapshot of each of its topics.
  while (sockets.some((s) => s.held.size < s.topics.length)) await new Promise((resolve) => setTimeout(resolve, 50));
  send({ type: 'ready', sockets: sockets.length, failures, firstError });
}

process.on('message', (command: GamedayCommand) => {
  if (command.cmd === 'connect') {
    connect(command.url, command.cookie, command.plans, command.concurrency).catch((error: unknown) => send({ type: 'error', message: errorText(error) }));
  } else if (command.cmd === 'tick') {
    tick = command.tick;
    tickAt = command.at;
    feedSeen.clear();
  } else {
    const pendingReconnects = sockets.filter((s) => s.droppedAt !== undefined).length;
    const lagP99Ms = lag.percentile(99) / 1e6;
    send({ type: 'report', missed, duplicated, resnapshots, reconnectMs, pendingReconnects, feed, lagP99Ms, lagMaxMs: lag.max / 1e6 });
    closing = true;
    for (const socket of sockets) socket.ws?.terminate();
    setTimeout(() => process.exit(0), 200);
  }
});
