import type { IncomingMessage } from 'node:http';

/**
 * The client's address for a raw request (a WebSocket upgrade), as Fastify's `request.ip` gives
 * it for HTTP requests: the socket's remote address, or, only when TRUST_PROXY is on (every hop
 * trusted), the leftmost non-empty entry of X-Forwarded-For. Without TRUST_PROXY the header is
 * ignored, so a client cannot pick the address its sockets are counted under.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const remote = request.socket.remoteAddress ?? '';
  if (!trustProxy) return remote;
  const header = request.headers['x-forwarded-for'];
  if (typeof header !== 'string') return remote;
  for (const entry of header.split(',')) {
    const address = entry.replace(/^[ \t]+|[ \t]+$/g, '');
    if (address) return address;
  }
  return remote;
}
