import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { REALTIME_PATH } from '../../contracts/realtime.js';
import { isAllowedOrigin, readCookie } from '../auth/origin-policy.js';
import { SESSION_COOKIE } from '../auth/session-tokens.js';
import type { Database } from '../db/database.js';
import { findUserBySessionToken, sessionTokenHash } from '../services/sessions.service.js';
import type { Hub } from './hub.js';
import type { SessionSockets } from './session-sockets.js';

export interface LiveEndpointOptions {
  allowedOrigins: readonly string[];
  /** Closes a socket when its session ends, on any instance. */
  sessions: SessionSockets;
  /** TRUST_PROXY: the proxy's X-Forwarded-Host names the app's own host too. */
  trustProxy?: boolean;
  now: () => Date;
  onError: (error: unknown) => void;
}

/** Client messages are tiny (subscribe/unsubscribe); anything larger is hostile. */
const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

/** The one WebSocket endpoint: checks Origin and session at the upgrade, then hands the socket to the hub. */
export function attachLiveEndpoint(server: Server, db: Database, hub: Hub, options: LiveEndpointOptions): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES, perMessageDeflate: false });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (request.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) return refuse(socket, 404, 'Not Found');
    if (!isAllowedOrigin(request.headers, options.allowedOrigins, options.trustProxy)) return refuse(socket, 403, 'Forbidden');
    const token = readCookie(request.headers, SESSION_COOKIE);
    const generation = options.sessions.generation;
    findUserBySessionToken(db, token, options.now()).then(
      (user) => {
        const session = sessionTokenHash(token);
        if (!user || session === undefined) return refuse(socket, 401, 'Unauthorized');
        wss.handleUpgrade(request, socket, head, (ws) => {
          options.sessions.admit(ws, user.uid, session, generation);
          hub.attach(ws, user);
        });
      },
      (error: unknown) => {
        options.onError(error);
        refuse(socket, 503, 'Service Unavailable');
      },
    );
  });
  return wss;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}
