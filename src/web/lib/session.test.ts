import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldSkipAnonymousSession, signInAnonymously } from './session.js';

const UID = 'abcdefghijklmnopqrst';
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const unavailable = () => json(503, { error: { code: 'database_unavailable', message: 'Try later', correlationId: 'c' } });

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

  it('tries 5 times, doubling the wait from 1000 ms', async () => {
    vi.stubGlobal('fetch', vi.fn(unavailable));
    const waits: number[] = [];
    const error = await signInAnonymously({ sleep: (ms) => (waits.push(ms), Promise.resolve()) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'database_unavailable' });
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('does not retry a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementationOnce(() => json(200, { user: null }))
        .mockImplementation(() => json(403, { error: { code: 'bot_session_refused', message: 'Bots get no session', correlationId: 'c' } })),
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

describe('the page session (who the visitor is)', () => {
  async function freshSession() {
    vi.resetModules();
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari/604.1' });
    vi.stubGlobal('location', { pathname: '/', search: '' });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    return import('./session.js');
  }

  it('starts no anonymous session while the page signs in by itself, then does once released', async () => {
    const session = await freshSession();
    vi.stubGlobal('fetch', vi.fn(() => json(200, { user: { type: 'anonymous', uid: UID } })));
    session.holdAnonymousSession();
    await expect(session.ensureSession()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(session.getSessionUser()).toBeUndefined();
    session.releaseAnonymousSession();
    await expect(session.ensureSession()).resolves.toMatchObject({ uid: UID });
    expect(session.getSessionUser()).toMatchObject({ type: 'anonymous', uid: UID });
  });

  it('records the user a sign-in answered with, for every reader', async () => {
    const session = await freshSession();
    const seen: unknown[] = [];
    session.replaceSession({ type: 'anonymous', uid: UID as never });
    seen.push(session.getSessionUser());
    session.replaceSession(null);
    seen.push(session.getSessionUser());
    expect(seen).toEqual([{ type: 'anonymous', uid: UID }, null]);
  });
});
