import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** TRUST_PROXY as the environment gives it: off, every hop, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | readonly string[];

/**
 * The client's address for a raw request (a WebSocket upgrade), exactly as Fastify's `request.ip`
 * gives it for HTTP requests — through the same proxy-addr rules: the socket's remote address, or,
 * when TRUST_PROXY trusts the hops it came through, the client X-Forwarded-For names behind them.
 * Without TRUST_PROXY the header is ignored, so a client cannot pick the address its sockets are
 * counted under.
 */
export function clientAddressReader(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyAddr.compile([...trustProxy]);
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1] ?? request.socket.remoteAddress ?? '';
  };
}
