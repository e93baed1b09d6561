import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a rate limit counts a client by, from Fastify's `request.ip` (the socket's
 * peer, or the forwarded client only with TRUST_PROXY). An IPv6 client is its /64: one
 * home or phone holds a whole /64 and could step through its addresses one request at a
 * time. An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is the IPv4 address.
 * Anything that is not an address (a forwarded header can say anything) counts as itself.
 */
export function clientAddress(ip: string): string {
  // Every IPv6 form has a colon: an IPv4 peer (the usual case) skips the two patterns below,
  // which were a visible share of the analytics ingest's limiter (decision 055).
  if (!ip.includes(':')) return ip.slice(0, 64);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip.slice(0, 64);
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, as lowercase hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
  let text = ip.toLowerCase().split('%')[0]!;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16).toString(16));
}
