// The load client's side of a socket-load benchmark (feed-tick-client, leaderboard-fanout-client):
// opening a socket subscribed to its topics, recognising update frames by their first bytes
// (no JSON.parse on the hot path), and closing down.
import { Buffer } from 'node:buffer';
import WebSocket from 'ws';

const UPDATE_PREFIX = Buffer.from('{"type":"update",');

/** An `update` frame, told by its first bytes. */
export const isUpdate = (data: Buffer) =>
  data.length >= UPDATE_PREFIX.length && data.compare(UPDATE_PREFIX, 0, UPDATE_PREFIX.length, 0, UPDATE_PREFIX.length) === 0;

export interface SocketTarget {
  url: string;
  cookie: string;
  topics: readonly string[];
  /** The source address (127.0.0.2–127.0.0.9 spread the sockets over more ephemeral ports). */
  localAddress: string;
}

/**
 * Opens a socket, subscribes it to every topic and resolves once each has sent its snapshot.
 * Update frames go to `onUpdate`; anything else but a snapshot is noted in `unexpected` (at most 5).
 */
export function openSubscribed<S extends { ws: WebSocket }>(
  target: SocketTarget,
  socketOf: (ws: WebSocket) => S,
  onUpdate: (socket: S, data: Buffer) => void,
  unexpected: string[],
): Promise<S> {
  const { url, cookie, topics, localAddress } = target;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { cookie }, localAddress, perMessageDeflate: false, skipUTF8Validation: true, handshakeTimeout: 120_000 });
    const socket = socketOf(ws);
    let snapshots = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(socket);
    };
    ws.on('open', () => {
      for (const topic of topics) ws.send(JSON.stringify({ type: 'subscribe', topic }));
    });
    ws.on('message', (data: Buffer) => {
      if (isUpdate(data)) return onUpdate(socket, data);
      const message = JSON.parse(data.toString('utf8')) as { type: string };
      if (message.type === 'snapshot' && ++snapshots === topics.length) return settle();
      if (message.type !== 'snapshot' && unexpected.length < 5) unexpected.push(`server sent ${data.toString('utf8').slice(0, 200)}`);
    });
    ws.on('unexpected-response', (_request, response) => settle(new Error(`upgrade refused: ${response.statusCode}`)));
    ws.on('error', (error) => settle(error));
    ws.on('close', () => settle(new Error('closed before its snapshots')));
  });
}

/** The `close` command: drop every socket, then exit once the terminations are on their way. */
export function closeAndExit(sockets: readonly { ws: WebSocket }[]): void {
  for (const socket of sockets) socket.ws.terminate();
  setTimeout(() => process.exit(0), 50);
}
