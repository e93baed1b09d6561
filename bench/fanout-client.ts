// Load generator for the fan-out benchmark, run as a child process with IPC
// (bench/fanout.ts starts one or more). Opens N WebSockets spread over source
// addresses 127.0.0.2–127.0.0.9, subscribes each to one topic, then
// timestamps every update it receives. The sockets are lean-websocket's, which
// cost this process far less per update than `ws`.
import { Buffer } from 'node:buffer';
import type net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ClientCommand, ClientEvent, ClientReport } from './fanout-protocol.js';
import { openLeanSocket } from './lean-websocket.js';
import { errorText, nowMs } from './lib.js';

const UPDATE_PREFIX = Buffer.from('{"type":"update",');
const VERSION_KEY = Buffer.from('"version":');

/**
 * The version of an update frame without JSON.parse (the server writes type,
 * topic, version, data in that order); -1 for anything else.
 */
function updateVersion(buf: Buffer): number {
  if (buf.length < UPDATE_PREFIX.length || buf.compare(UPDATE_PREFIX, 0, UPDATE_PREFIX.length, 0, UPDATE_PREFIX.length) !== 0) return -1;
  let i = buf.indexOf(VERSION_KEY, UPDATE_PREFIX.length);
  if (i < 0) return -1;
  i += VERSION_KEY.length;
  let version = 0;
  let digits = 0;
  for (; i < buf.length; i++) {
    const c = buf[i] ?? 0;
    if (c < 48 || c > 57) break;
    version = version * 10 + (c - 48);
    digits++;
  }
  return digits ? version : -1;
}

/** BENCH_CLIENT_PARSE=json parses every message with JSON.parse instead. */
const parseMode = process.env.BENCH_CLIENT_PARSE === 'json' ? 'json' : 'fast';

interface Socket {
  conn: net.Socket;
  version: number;
  snapshotVersion: number;
}

interface ServerFrame {
  type: string;
  version?: number;
}

const sockets: Socket[] = [];
let expected = 0;
const counts = new Map<number, number>();
const firstAt = new Map<number, number>();
const lastAt = new Map<number, number>();
let deliveries = 0;
let duplicates = 0;
let outOfOrder = 0;
let errors = 0;
let closedEarly = 0;
let measuring: { cpu: NodeJS.CpuUsage; at: number } | undefined;
const lag = monitorEventLoopDelay({ resolution: 10 });

const send = (message: ClientEvent) => process.send?.(message);

function onUpdate(socket: Socket, version: number): void {
  const at = nowMs();
  deliveries++;
  if (version <= socket.version) {
    if (version === socket.version) duplicates++;
    else outOfOrder++;
    return;
  }
  if (version !== socket.version + 1) outOfOrder++;
  socket.version = version;
  const n = (counts.get(version) ?? 0) + 1;
  counts.set(version, n);
  if (n === 1) firstAt.set(version, at);
  lastAt.set(version, at);
  if (n === expected) send({ type: 'done', version, at, first: firstAt.get(version) ?? at });
}

function handleMessage(socket: Socket, data: Buffer, onSnapshot: () => void): void {
  if (parseMode === 'fast') {
    const version = updateVersion(data);
    if (version >= 0) return onUpdate(socket, version);
  }
  const message = JSON.parse(data.toString('utf8')) as ServerFrame;
  if (message.type === 'update' && message.version !== undefined) return onUpdate(socket, message.version);
  if (message.type === 'snapshot' && message.version !== undefined) {
    socket.version = message.version;
    socket.snapshotVersion = message.version;
    return onSnapshot();
  }
  errors++;
  if (errors <= 3) send({ type: 'log', message: `server sent ${data.toString('utf8')}` });
}

const HANDSHAKE_TIMEOUT_MS = 120_000;

function openOne(url: string, cookie: string, topic: string, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        ws.conn.destroy();
        reject(error);
      } else resolve(socket);
    };
    const timer = setTimeout(() => settle(new Error('no upgrade within 120 s')), HANDSHAKE_TIMEOUT_MS);
    const ws = openLeanSocket(url, {
      cookie,
      localAddress,
      onText: (payload) => handleMessage(socket, payload, () => settle()),
      onProtocolError: (error) => {
        errors++;
        send({ type: 'log', message: error.message });
      },
      onClose: () => {
        if (settled) closedEarly++;
        settle(new Error('closed before the snapshot'));
      },
    });
    const socket: Socket = { conn: ws.conn, version: -1, snapshotVersion: -1 };
    ws.upgraded.then(
      () => ws.send(JSON.stringify({ type: 'subscribe', topic })),
      (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

async function connectAll(command: Extract<ClientCommand, { cmd: 'connect' }>): Promise<void> {
  const { url, cookie, topic, sockets: total, concurrency, addresses } = command;
  const started = nowMs();
  let next = 0;
  let failures = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      try {
        sockets.push(await openOne(url, cookie, topic, addresses[i % addresses.length] ?? '127.0.0.1'));
      } catch (error) {
        failures++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  expected = sockets.length;
  send({
    type: 'ready',
    sockets: sockets.length,
    failures,
    firstError,
    connectMs: nowMs() - started,
    snapshotVersions: [...new Set(sockets.map((s) => s.snapshotVersion))],
  });
}

function report(): ClientReport {
  lag.disable();
  const cpu = measuring ? process.cpuUsage(measuring.cpu) : { user: 0, system: 0 };
  const result: ClientReport = {
    type: 'report',
    sockets: expected,
    deliveries,
    duplicates,
    outOfOrder,
    errors,
    closedEarly,
    lastAt: Math.max(0, ...lastAt.values()),
    incompleteVersions: [...counts].filter(([, n]) => n < expected).length,
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: measuring ? nowMs() - measuring.at : 0,
    lagP99Ms: lag.percentile(99) / 1e6,
  };
  counts.clear();
  firstAt.clear();
  lastAt.clear();
  deliveries = 0;
  return result;
}

process.on('message', (command: ClientCommand) => {
  switch (command.cmd) {
    case 'connect':
      connectAll(command).catch((error: unknown) => send({ type: 'error', message: errorText(error) }));
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
      for (const socket of sockets) socket.conn.destroy();
      setTimeout(() => process.exit(0), 50);
      break;
  }
});

process.on('disconnect', () => process.exit(0));
send({ type: 'started', pid: process.pid, parseMode });
