import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-tokens.js';
import { sessionTokenHash } from '../services/sessions.service.js';
import { commandKey } from './rate-limits.js';

const request = (ip: string, token?: string) =>
  ({ ip, headers: token === undefined ? {} : { cookie: `${SESSION_COOKIE}=${token}` } }) as unknown as FastifyRequest;

/** A lookup over a fixed table of live sessions that counts its calls. */
function sessions(owners: Record<string, string>, fail = false) {
  const calls: string[] = [];
  const byHash = new Map(Object.entries(owners).map(([token, uid]) => [sessionTokenHash(token)!, uid]));
  const lookup = (tokenHash: string) => {
    calls.push(tokenHash);
    return fail ? Promise.reject(new Error('database down')) : Promise.resolve(byHash.get(tokenHash));
  };
  return { calls, lookup };
}

describe('commandKey', () => {
  it('keys a live session by address and user, and anything else by address alone', async () => {
    const { lookup } = sessions({ 'live-token': 'u1' });
    const key = commandKey(lookup);
    expect(await key(request('203.0.113.7', 'live-token'))).toBe('203.0.113.7 u1');
    expect(await key(request('203.0.113.7', 'made-up'))).toBe('203.0.113.7');
    expect(await key(request('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('looks a token up once, not once per command', async () => {
    const { calls, lookup } = sessions({ 'live-token': 'u1' });
    const key = commandKey(lookup);
    for (let i = 0; i < 5; i++) await key(request('203.0.113.7', 'live-token'));
    for (let i = 0; i < 3; i++) await key(request('203.0.113.7', 'made-up'));
    expect(calls).toHaveLength(2);
  });

  it('does not remember a failed lookup: the next command asks again', async () => {
    const { calls, lookup } = sessions({ 'live-token': 'u1' }, true);
    const key = commandKey(lookup);
    expect(await key(request('203.0.113.7', 'live-token'))).toBe('203.0.113.7');
    expect(await key(request('203.0.113.7', 'live-token'))).toBe('203.0.113.7');
    expect(calls).toHaveLength(2);
  });

  it('never looks up a cookie too long to be a session', async () => {
    const { calls, lookup } = sessions({});
    expect(await commandKey(lookup)(request('203.0.113.7', 'x'.repeat(500)))).toBe('203.0.113.7');
    expect(calls).toHaveLength(0);
  });
});
