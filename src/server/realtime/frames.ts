import type { Socket } from 'node:net';
import * as ws from 'ws';
import type { WebSocket } from 'ws';

/*
 * Prebuilt WebSocket frames, written straight to the socket under a `ws` connection.
 * A fan-out sends the same update to thousands of sockets: `ws.send` frames it again for
 * each one and writes header and payload separately, and that per-socket work was most of
 * the fan-out's cost (docs/benchmarks/history.md, finding (a)). Here a frame is built once and
 * the same bytes go to every socket, several frames in one write when a socket needs more
 * than one.
 *
 * `ws` has no public API for this, so two internals are used: `Sender.frame` (the framing
 * `ws.send` itself uses, exported by the package but not typed by @types/ws) and the
 * connection's `_socket`. Both are checked here and covered by the realtime tests.
 * Writing past `ws` is safe only while its Sender never queues frames of its own: it does
 * so only for permessage-deflate (off on our endpoint) and Blob data (never sent).
 */

interface FrameOptions {
  fin: boolean;
  opcode: number;
  mask: boolean;
  readOnly: boolean;
  rsv1: boolean;
}

type Frame = (data: Buffer, options: FrameOptions) => Buffer[];

const frame: Frame = (() => {
  const { Sender } = ws as unknown as { Sender?: { frame?: Frame } };
  if (typeof Sender?.frame !== 'function') throw new Error('ws no longer exports Sender.frame: src/server/realtime/frames.ts needs updating');
  return Sender.frame.bind(Sender);
})();

/** FIN, text opcode; a server's frames are never masked (RFC 6455 §5.1). */
const TEXT: FrameOptions = { fin: true, opcode: 0x1, mask: false, readOnly: true, rsv1: false };

/** One complete text frame (header and payload) carrying `payload`, a UTF-8 JSON text. */
export function textFrame(payload: Buffer): Buffer {
  return Buffer.concat(frame(payload, TEXT));
}

/** The TCP socket under an open `ws` connection. */
export function rawSocket(connection: WebSocket): Socket {
  const socket = (connection as unknown as { _socket?: Socket | null })._socket;
  if (!socket || typeof socket.write !== 'function') throw new Error('ws connection has no _socket: src/server/realtime/frames.ts needs updating');
  return socket;
}
