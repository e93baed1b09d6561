// A lean WebSocket client (RFC 6455) for the load generators that hold hundreds of sockets
// (fanout-client.ts, claims-client.ts). It speaks the protocol itself over plain TCP sockets,
// read into one shared buffer (net's `onread`, no stream per socket): the upgrade, then
// unfragmented frames from the server, answering pings. With `ws`, reading an update cost a
// load generator about 8 µs of user CPU per socket, as much as the server spent sending it, so
// on 2 cores the client's own reading set the measured latency.
import { Buffer } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
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

export interface LeanSocketOptions {
  cookie?: string;
  localAddress?: string;
  /** Each text frame's payload; the buffer is only valid during the call. */
  onText: (payload: Buffer) => void;
  /** A frame the reader does not accept; the socket is destroyed after this. */
  onProtocolError: (error: Error) => void;
  onClose: () => void;
}

export interface LeanSocket {
  conn: net.Socket;
  /** Resolves once the server has accepted the upgrade (with the right Sec-WebSocket-Accept). */
  upgraded: Promise<void>;
  /** Sends a small text frame. */
  send: (text: string) => void;
}

/** Opens a WebSocket to `url` (http://host:port/path). */
export function openLeanSocket(url: string, options: LeanSocketOptions): LeanSocket {
  const { hostname, port, pathname } = new URL(url);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1').update(key + WEBSOCKET_GUID).digest('base64');
  let onChunk = (chunk: Buffer) => onHead(chunk);
  const conn = net.connect({
    host: hostname,
    port: Number(port),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    onread: {
      buffer: READ_BUFFER,
      callback: (bytes: number) => {
        onChunk(READ_BUFFER.subarray(0, bytes));
        return true;
      },
    },
  });
  conn.setNoDelay(true);
  let upgrade!: { resolve(): void; reject(error: Error): void };
  const upgraded = new Promise<void>((resolve, reject) => (upgrade = { resolve, reject }));
  const onFrames = frameReader(conn, options.onText);
  const onData = (chunk: Buffer) => {
    try {
      onFrames(chunk);
    } catch (error) {
      options.onProtocolError(error instanceof Error ? error : new Error(String(error)));
      conn.destroy();
    }
  };
  let head = Buffer.alloc(0);
  const onHead = (chunk: Buffer) => {
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    const [status = '', ...headers] = head.subarray(0, end).toString('latin1').split('\r\n');
    if (!/^HTTP\/1\.1 101 /.test(status)) return upgrade.reject(new Error(`upgrade refused: ${status}`));
    const given = headers.find((line) => /^sec-websocket-accept:/i.test(line))?.replace(/^[^:]*:\s*/, '');
    if (given !== accept) return upgrade.reject(new Error('upgrade without the right Sec-WebSocket-Accept'));
    onChunk = onData;
    upgrade.resolve();
    if (head.length > end + 4) onData(head.subarray(end + 4));
  };
  conn.on('connect', () =>
    conn.write(
      `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n${options.cookie ? `Cookie: ${options.cookie}\r\n` : ''}\r\n`,
    ),
  );
  conn.on('error', (error) => upgrade.reject(error));
  conn.on('close', () => {
    upgrade.reject(new Error('closed before the upgrade'));
    options.onClose();
  });
  return { conn, upgraded, send: (text) => conn.write(clientFrame(0x1, Buffer.from(text))) };
}
