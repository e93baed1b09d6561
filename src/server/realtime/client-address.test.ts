import Fastify from 'fastify';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressReader } from './client-address.js';
import type { TrustProxy } from './client-address.js';

/** What Fastify's request.ip and clientAddress each say for the same raw request. */
async function bothSay(trustProxy: TrustProxy, remoteAddress: string, forwardedFor: string | undefined): Promise<{ fastify: string; ours: string }> {
  const app = Fastify({ trustProxy: typeof trustProxy === 'boolean' ? trustProxy : [...trustProxy] });
  let raw: IncomingMessage | undefined;
  app.get('/', (request) => {
    raw = request.raw;
    return { ip: request.ip };
  });
  const response = await app.inject({ method: 'GET', url: '/', remoteAddress, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
  await app.close();
  if (!raw) throw new Error('no request');
  return { fastify: (response.json<{ ip: string }>()).ip, ours: clientAddressReader(trustProxy)(raw) };
}

describe('clientAddress', () => {
  it.each([
    [false, '10.0.0.1', undefined, '10.0.0.1'],
    [false, '10.0.0.1', '203.0.113.9', '10.0.0.1'],
    [true, '10.0.0.1', undefined, '10.0.0.1'],
    [true, '10.0.0.1', '203.0.113.9', '203.0.113.9'],
    [true, '10.0.0.1', '203.0.113.9, 198.51.100.2', '203.0.113.9'],
    [true, '10.0.0.1', ' , 198.51.100.2,\t', '198.51.100.2'],
    [true, '10.0.0.1', '', '10.0.0.1'],
    [true, '::1', '2001:db8::5 ,::ffff:192.0.2.1', '2001:db8::5'],
    [['10.0.0.0/8'], '10.0.0.1', '203.0.113.9, 198.51.100.2', '198.51.100.2'],
    [['10.0.0.0/8'], '192.0.2.7', '203.0.113.9', '192.0.2.7'],
    [['loopback', '10.0.0.0/8'], '127.0.0.1', '203.0.113.9, 10.1.2.3', '203.0.113.9'],
  ] as [TrustProxy, string, string | undefined, string][])('trustProxy %s, socket %s, X-Forwarded-For %j → %s, as Fastify request.ip', async (trust, remote, forwarded, expected) => {
    const { fastify, ours } = await bothSay(trust, remote, forwarded);
    expect(ours).toBe(expected);
    expect(ours).toBe(fastify);
  });
});
