// Load generator for the feed-tick benchmark (bench/feed-tick.ts), run as a child process with
// IPC. Opens one WebSocket per plan, spread over source addresses 127.0.0.2–127.0.0.9, subscribes
// it to the plan's topics, then per armed tick counts each socket's update frames until it has
// all of them. Frames are recognised by their first bytes (no JSON.parse), except on the first
// socket of each group, which parses and checks every frame.
import type { Buffer } from 'node:buffer';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type WebSocket from 'ws';
import type { SocketPlan, TickCommand, TickEvent, TickReport } from './feed-tick-protocol.js';
import { errorText, nowMs } from './lib.js';
import { closeAndExit, openSubscribed } from './socket-load-client.js';

interface Socket {
  ws: WebSocket;
  plan: SocketPlan;
  checked: boolean;
  count: number;
}

const sockets: Socket[] = [];
let tick = 0;
let remaining = 0;
let first = Infinity;
let last = 0;
const lastByGroup: Record<string, number> = {};
let deliveries = 0;
let extras = 0;
const unexpected: string[] = [];
let measuring: { cpu: NodeJS.CpuUsage; at: number } | undefined;
const lag = monitorEventLoopDelay({ resolution: 10 });

const send = (message: TickEvent) => process.send?.(message);

interface Frame {
  type?: string;
  topic?: string;
  data?: {
    kind?: string;
    game?: { periodScores?: { away?: unknown[] }; game?: { periodScores?: { away?: unknown[] } } };
    periodScores?: { away?: unknown[] };
    games?: Array<{ game?: { periodScores?: { away?: unknown[] } } }>;
    live?: Array<{ periodScores?: { away?: unknown[] } }>;
  };
}

/** What one tick publishes, on each kind of topic: the driven score (away's first period is the tick number), or a settlement. */
function check(socket: Socket, data: Buffer): void {
  const frame = JSON.parse(data.toString('utf8')) as Frame;
  const topic = frame.topic ?? '';
  let ok = socket.plan.topics.includes(topic);
  // The game whole (the first tick starts it), or its live parts once it is in play.
  if (topic.startsWith('sports-game:')) ok &&= (frame.data?.game?.periodScores ?? frame.data?.periodScores)?.away?.[0] === tick;
  else if (topic.startsWith('sports-league:')) {
    // The games whole (the first tick starts them), or their live parts (the games already in play).
    const scores = [...(frame.data?.games ?? []).map((stored) => stored.game?.periodScores), ...(frame.data?.live ?? []).map((live) => live.periodScores)];
    ok &&= frame.data?.kind === 'games' && scores.length > 0 && scores.every((periodScores) => periodScores?.away?.[0] === tick);
  }
  else if (topic.startsWith('game:')) ok &&= frame.data?.kind === 'game.settled';
  else ok = false;
  if (!ok && unexpected.length < 5) unexpected.push(`tick ${tick}: ${data.toString('utf8').slice(0, 200)}`);
}

function onUpdate(socket: Socket, data: Buffer): void {
  const at = nowMs();
  deliveries++;
  if (socket.checked) check(socket, data);
  socket.count++;
  if (socket.count > socket.plan.perTick) {
    extras++;
    return;
  }
  if (socket.count < socket.plan.perTick) return;
  first = Math.min(first, at);
  last = Math.max(last, at);
  lastByGroup[socket.plan.group] = Math.max(lastByGroup[socket.plan.group] ?? 0, at);
  if (--remaining === 0) send({ type: 'done', tick, first, last, lastByGroup: { ...lastByGroup } });
}

async function connectAll(command: Extract<TickCommand, { cmd: 'connect' }>): Promise<void> {
  const { url, cookie, plans, concurrency, addresses } = command;
  const checkedGroups = new Set<string>();
  let next = 0;
  let failures = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (next < plans.length) {
      const i = next++;
      const plan = plans[i];
      if (!plan) continue;
      const checked = !checkedGroups.has(plan.group);
      checkedGroups.add(plan.group);
      try {
        const target = { url, cookie, topics: plan.topics, localAddress: addresses[i % addresses.length] ?? '127.0.0.1' };
        sockets.push(await openSubscribed(target, (ws): Socket => ({ ws, plan, checked, count: 0 }), onUpdate, unexpected));
      } catch (error) {
        failures++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, plans.length) }, worker));
  send({ type: 'ready', sockets: sockets.length, failures, firstError });
}

function report(): TickReport {
  lag.disable();
  const cpu = measuring ? process.cpuUsage(measuring.cpu) : { user: 0, system: 0 };
  const result: TickReport = {
    type: 'report',
    deliveries,
    extras,
    unexpected: unexpected.splice(0),
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: measuring ? nowMs() - measuring.at : 0,
    lagP99Ms: lag.percentile(99) / 1e6,
  };
  deliveries = 0;
  extras = 0;
  return result;
}

process.on('message', (command: TickCommand) => {
  switch (command.cmd) {
    case 'connect':
      connectAll(command).catch((error: unknown) => send({ type: 'error', message: errorText(error) }));
      break;
    case 'arm':
      tick = command.tick;
      remaining = sockets.length;
      first = Infinity;
      last = 0;
      for (const key of Object.keys(lastByGroup)) delete lastByGroup[key];
      for (const socket of sockets) socket.count = 0;
      send({ type: 'armed', tick });
      break;
    case 'measure':
      lag.reset();
      lag.enable();
      measuring = { cpu: process.cpuUsage(), at: nowMs() };
      break;
    case 'report':
      send(report());
      break;
    case 'close':
      closeAndExit(sockets);
      break;
  }
});

process.on('disconnect', () => process.exit(0));
send({ type: 'started', pid: process.pid });
