// How a test sees a socket end: the close code and reason the server sent.
import type { LiveTestClient } from './test-server.js';

export interface SocketClose {
  code: number;
  reason: string;
}

/** Resolves when the socket closes; call it right after connecting so no close is missed. */
export function whenClosed(client: LiveTestClient): Promise<SocketClose> {
  return new Promise((resolve) => {
    client.ws.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString('utf8') }));
  });
}

/** Whether the socket is still open (the server has not closed it). */
export function isOpen(client: LiveTestClient): boolean {
  return client.ws.readyState === client.ws.OPEN;
}
