import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAllowance } from './client-allowance.js';
import type { ClientKey } from './client-allowance.js';
import { RATE_LIMITED_MESSAGE, toHttpError } from './error-status.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server with one limited route; the client is named by the `x-client` header. */
async function serve(max: number, key: ClientKey, clock: { ms: number }) {
  app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    const http = toHttpError(error);
    return reply.status(http.status).send({ error: { code: http.code, message: http.message } });
  });
  let handled = 0;
  app.post('/limited', { onRequest: clientAllowance({ max, windowMs: 60_000, key, now: () => clock.ms }) }, (_request, reply) => {
    handled++;
    return reply.status(204).send();
  });
  await app.ready();
  const post = (client: string) => app!.inject({ method: 'POST', url: '/limited', headers: { 'x-client': client } });
  return { post, handled: () => handled };
}

const byHeader: ClientKey = (request) => String(request.headers['x-client']);

describe('clientAllowance', () => {
  it('allows max requests per client in a window, then refuses with 429, its headers and Retry-After, without running the handler', async () => {
    const clock = { ms: 1_000_000 };
    const { post, handled } = await serve(3, byHeader, clock);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post('a'));
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 429, 429]);
    expect(handled()).toBe(3);
    expect(Object.keys(answers[0]!.headers).filter((name) => name.startsWith('x-ratelimit') || name === 'retry-after')).toEqual([]);
    expect(answers[3]!.json()).toEqual({ error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE } });
    expect(answers[3]!.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '60', 'retry-after': '60' });
    clock.ms += 45_000;
    expect((await post('a')).headers['retry-after']).toBe('15');
  });

  it('counts each client apart, and opens a new window once the last one is over', async () => {
    const clock = { ms: 1_000_000 };
    const { post } = await serve(1, byHeader, clock);
    expect((await post('a')).statusCode).toBe(204);
    expect((await post('b')).statusCode).toBe(204);
    expect((await post('a')).statusCode).toBe(429);
    clock.ms += 59_999;
    expect((await post('a')).statusCode).toBe(429);
    clock.ms += 1;
    expect((await post('a')).statusCode).toBe(204);
    expect((await post('a')).statusCode).toBe(429);
  });

  it('waits for a key that needs a lookup, and counts it in the same bucket as a known one', async () => {
    const clock = { ms: 1_000_000 };
    let calls = 0;
    const key: ClientKey = (request) => (calls++ % 2 === 0 ? Promise.resolve(String(request.headers['x-client'])) : String(request.headers['x-client']));
    const { post } = await serve(2, key, clock);
    expect([(await post('a')).statusCode, (await post('a')).statusCode, (await post('a')).statusCode]).toEqual([204, 204, 429]);
  });

  it('answers a failed key lookup as an error, not as an allowance', async () => {
    const clock = { ms: 1_000_000 };
    const { post, handled } = await serve(2, () => Promise.reject(new Error('database down')), clock);
    expect((await post('a')).statusCode).toBe(500);
    expect(handled()).toBe(0);
  });
});
