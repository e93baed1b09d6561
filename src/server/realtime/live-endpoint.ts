import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { REALTIME_PATH } from '../../contracts/realtime.js';
import { isAllowedOrigin, readCookie } from '../auth/origin-policy.js';
import { SESSION_COOKIE } from '../auth/session-tokens.js';
import type { Database } from '../db/database.js';
import { findUserBySessionToken, sessionTokenHash } from '../services/sessions.service.js';
import type { SessionUser } from '../services/sessions.service.js';
import { clientAddressReader } from './client-address.js';
import type { TrustProxy } from './client-address.js';
import type { Hub } from './hub.js';
import type { SessionSockets } from './session-sockets.js';
import { SocketCounter } from './socket-caps.js';

export interface LiveEndpointOptions {
  allowedOrigins: readonly string[];
  /** Closes a socket when its session ends, on any instance. */
  sessions: SessionSockets;
  /** TRUST_PROXY: count sockets under the forwarded client, as HTTP's request.ip does, and let X-Forwarded-Host name the app's own host. */
  trustProxy: TrustProxy;
  /** Open sockets one session may hold (a page holds one; each tab is a page). */
  socketsPerSession: number;
  /** Open sockets and pending upgrades one client address may hold. */
  socketsPerAddress: number;
  now: () => Date;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Client messages are tiny (subscribe/unsubscribe); anything larger is hostile. */
const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

/**
 * The one WebSocket endpoint: checks Origin, the per-address and per-session socket caps and the
 * session at the upgrade, then hands the socket to the hub. Nothing thrown here ends the process:
 * a failure is logged once with the upgrade's correlation id and the socket is refused or closed.
 */
export function attachLiveEndpoint(server: Server, db: Database, hub: Hub, options: LiveEndpointOptions): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES, perMessageDeflate: false });
  const readAddress = clientAddressReader(options.trustProxy);
  const perAddress = new SocketCounter(options.socketsPerAddress);
  const perSession = new SocketCounter(options.socketsPerSession);

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer, correlationId: string) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) return refuse(socket, 404, 'Not Found');
    if (!isAllowedOrigin(request.headers, options.allowedOrigins, options.trustProxy !== false)) return refuse(socket, 403, 'Forbidden');
    const address = readAddress(request);
    // Taken before the session lookup, so upgrades under way count too.
    const releaseAddress = perAddress.tryTake(address);
    if (!releaseAddress) return tooMany(socket, correlationId, { address }, 'too many live sockets from one address');
    holdUntilClosed(socket, releaseAddress);
    const token = readCookie(request.headers, SESSION_COOKIE);
    const generation = options.sessions.generation;
    findUserBySessionToken(db, token, options.now())
      .then(
        (user) => guarded(socket, correlationId, () => admit(request, socket, head, correlationId, token, user, generation)),
        (error: unknown) => {
          options.log.error({ err: error, correlationId }, 'live upgrade could not read the session');
          refuse(socket, 503, 'Service Unavailable');
        },
      )
      .catch(() => socket.destroy());
  };

  const admit = (
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    correlationId: string,
    token: string | undefined,
    user: SessionUser | undefined,
    generation: number,
  ) => {
    const session = sessionTokenHash(token);
    if (!user || session === undefined) return refuse(socket, 401, 'Unauthorized');
    if (socket.destroyed) return;
    const releaseSession = perSession.tryTake(session);
    if (!releaseSession) return tooMany(socket, correlationId, { uid: user.uid }, 'too many live sockets for one session');
    holdUntilClosed(socket, releaseSession);
    wss.handleUpgrade(request, socket, head, (ws) => connect(ws, user, session, generation, correlationId));
  };

  const connect = (ws: WebSocket, user: SessionUser, session: string, generation: number, correlationId: string) => {
    try {
      options.sessions.admit(ws, user.uid, session, generation);
      hub.attach(ws, user, correlationId);
    } catch (error) {
      options.log.error({ err: error, correlationId }, 'live connection failed');
      ws.close(1011, 'Internal error');
    }
  };

  const tooMany = (socket: Duplex, correlationId: string, about: object, message: string) => {
    options.log.warn({ ...about, correlationId }, message);
    refuse(socket, 429, 'Too Many Requests');
  };

  /** Runs one step of an upgrade; a throw is logged once and refuses the socket instead of ending the process. */
  const guarded = (socket: Duplex, correlationId: string, step: () => void) => {
    try {
      step();
    } catch (error) {
      options.log.error({ err: error, correlationId }, 'live upgrade failed');
      refuse(socket, 500, 'Internal Server Error');
    }
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const correlationId = randomUUID();
    guarded(socket, correlationId, () => upgrade(request, socket, head, correlationId));
  });
  return wss;
}

/** Slots a socket holds: given back when it closes, or at once when its upgrade is refused. */
const heldSlots = new WeakMap<Duplex, Array<() => void>>();

function holdUntilClosed(socket: Duplex, release: () => void): void {
  if (socket.destroyed) return release();
  const held = heldSlots.get(socket);
  if (held) held.push(release);
  else heldSlots.set(socket, [release]);
  socket.once('close', release);
}

function refuse(socket: Duplex, status: number, reason: string): void {
  for (const release of heldSlots.get(socket) ?? []) release();
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}
