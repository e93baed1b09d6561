import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldSkipAnonymousSession, signInAnonymously } from './session.js';

const UID = 'abcdefghijklmnopqrst';
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const unavailable = () => json(503, { error: { code: 'unavailable', message: 'Try later', correlationId: 'c' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signInAnonymously', () => {
  it('keeps an existing session', async () => {
    vi.stubGlobal('fetch', vi.fn(() => json(200, { user: { type: 'anonymous', uid: UID } })));
    await expect(signInAnonymously()).resolves.toEqual({ type: 'anonymous', uid: UID });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('starts an anonymous session when there is none', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => json(200, { user: null }))
      .mockImplementationOnce(() => json(200, { user: { type: 'anonymous', uid: UID } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(signInAnonymously()).resolves.toMatchObject({ uid: UID });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/session/anonymous');
  });

  it('tries 5 times, doubling the wait from 1000 ms (SPEC §9)', async () => {
    vi.stubGlobal('fetch', vi.fn(unavailable));
    const waits: number[] = [];
    const error = await signInAnonymously({ sleep: (ms) => (waits.push(ms), Promise.resolve()) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unavailable' });
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('does not retry a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementationOnce(() => json(200, { user: null }))
        .mockImplementation(() => json(403, { error: { code: 'bot', message: 'Bots get no session', correlationId: 'c' } })),
    );
    await expect(signInAnonymously({ sleep: () => Promise.resolve() })).rejects.toMatchObject({ status: 403 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('shouldSkipAnonymousSession', () => {
  it.each([
    ['/finish-email-sign-in', '?email=a%40b.c&anonUid=x', true],
    ['/webview/games/abc', '?token=t', true],
    ['/webview/games/abc', '', false],
    ['/games', '?token=t', false],
    ['/', '', false],
  ])('%s%s → %s', (pathname, search, skip) => {
    expect(shouldSkipAnonymousSession(pathname, search)).toBe(skip);
  });
});
