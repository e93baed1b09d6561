// Load generator for the fan-out benchmark, run as a child process with IPC
// (bench/fanout.ts starts one or more). Opens N WebSockets spread over source
// addresses 127.0.0.2–127.0.0.9, subscribes each to one topic, then
// timestamps every update it receives.
//
// It speaks WebSocket (RFC 6455) itself over plain TCP sockets, read into one shared
// buffer (net's `onread`, no stream per socket): the upgrade, then unfragmented frames
// from the server, answering pings. With `ws`, reading an update cost this process
// about 8 µs of user CPU per socket, as much as the server spent sending it, so on 2
// cores the client's own reading set the measured latency.
import { Buffer } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ClientCommand, ClientEvent, ClientReport } from './fanout-protocol.js';
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

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const HANDSHAKE_TIMEOUT_MS = 120_000;
/** Every socket reads into this buffer; what must outlive a read (a partial frame) is copied. */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

/** A client frame: FIN, the opcode, masked (RFC 6455 §5.3) with a zero key, so the payload goes as is. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length > 125) throw new Error('client frames here are small');
  return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

/**
 * Reads the server's frames from a socket's chunks: whole text frames go to `onText`, pings
 * are answered, a close is answered and ends the socket. Anything else is a protocol error.
 */
function frameReader(conn: net.Socket, onText: (payload: Buffer) => void): (chunk: Buffer) => void {
  let pending: Buffer | null = null;
  return (chunk) => {
    const buf = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let at = 0;
    while (buf.length - at >= 2) {
      const b0 = buf[at] ?? 0;
      const b1 = buf[at + 1] ?? 0;
      if (b1 & 0x80) throw new Error('the server sent a masked frame');
      let length = b1 & 0x7f;
      let header = 2;
      if (length === 126) {
        if (buf.length - at < 4) break;
        length = buf.readUInt16BE(at + 2);
        header = 4;
      } else if (length === 127) {
        if (buf.length - at < 10) break;
        length = Number(buf.readBigUInt64BE(at + 2));
        header = 10;
      }
      if (buf.length - at < header + length) break;
      const payload = buf.subarray(at + header, at + header + length);
      at += header + length;
      const opcode = b0 & 0x0f;
      if (!(b0 & 0x80) || (opcode !== 0x1 && opcode !== 0x8 && opcode !== 0x9 && opcode !== 0xa)) {
        throw new Error(`unexpected frame: first byte ${b0.toString(16)}`);
      }
      if (opcode === 0x1) onText(payload);
      else if (opcode === 0x9) conn.write(clientFrame(0xa, payload));
      else if (opcode === 0x8) {
        conn.end(clientFrame(0x8, payload.subarray(0, 2)));
        return;
      }
    }
    if (at < buf.length) pending = Buffer.from(buf.subarray(at));
  };
}

function openOne(url: string, cookie: string, topic: string, localAddress: string): Promise<Socket> {
  const { hostname, port, pathname } = new URL(url);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1').update(key + WEBSOCKET_GUID).digest('base64');
  return new Promise((resolve, reject) => {
    let onChunk = (chunk: Buffer) => onHead(chunk);
    const conn = net.connect({
      host: hostname,
      port: Number(port),
      localAddress,
      onread: {
        buffer: READ_BUFFER,
        callback: (bytes: number) => {
          onChunk(READ_BUFFER.subarray(0, bytes));
          return true;
        },
      },
    });
    conn.setNoDelay(true);
    const socket: Socket = { conn, version: -1, snapshotVersion: -1 };
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        conn.destroy();
        reject(error);
      } else resolve(socket);
    };
    const timer = setTimeout(() => settle(new Error('no upgrade within 120 s')), HANDSHAKE_TIMEOUT_MS);
    const onFrames = frameReader(conn, (payload) => handleMessage(socket, payload, () => settle()));
    const onData = (chunk: Buffer) => {
      try {
        onFrames(chunk);
      } catch (error) {
        errors++;
        send({ type: 'log', message: error instanceof Error ? error.message : String(error) });
        conn.destroy();
      }
    };
    let head = Buffer.alloc(0);
    const onHead = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [status = '', ...headers] = head.subarray(0, end).toString('latin1').split('\r\n');
      if (!/^HTTP\/1\.1 101 /.test(status)) return settle(new Error(`upgrade refused: ${status}`));
      const given = headers.find((line) => /^sec-websocket-accept:/i.test(line))?.replace(/^[^:]*:\s*/, '');
      if (given !== accept) return settle(new Error('upgrade without the right Sec-WebSocket-Accept'));
      onChunk = onData;
      conn.write(clientFrame(0x1, Buffer.from(JSON.stringify({ type: 'subscribe', topic }))));
      if (head.length > end + 4) onData(head.subarray(end + 4));
    };
    conn.on('connect', () =>
      conn.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
      ),
    );
    conn.on('error', (error) => settle(error));
    conn.on('close', () => {
      if (settled) closedEarly++;
      settle(new Error('closed before the snapshot'));
    });
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
