import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentThenNavigate, generateTakeoverCode, safeThenNavigate } from './account-api.js';

const CODE = 'abcdefghijklmnopqrstuvwxyz012345';
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const failure = (status: number, code: string) => () => json(status, { error: { code, message: code, correlationId: 'c' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('generateTakeoverCode', () => {
  it('answers the code', async () => {
    vi.stubGlobal('fetch', vi.fn(() => json(200, { takeoverCode: CODE })));
    await expect(generateTakeoverCode()).resolves.toBe(CODE);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/auth/takeover-code');
  });

  it('tries up to 10 times, 5 s apart, while the server or the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(failure(503, 'database_unavailable')));
    const waits: number[] = [];
    const error = await generateTakeoverCode({ wait: (ms) => (waits.push(ms), Promise.resolve()) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'database_unavailable' });
    expect(fetch).toHaveBeenCalledTimes(10);
    expect(waits).toEqual(Array(9).fill(5000));
  });

  it('gets there after failures', async () => {
    vi.stubGlobal('fetch', vi.fn().mockImplementationOnce(failure(502, 'bad_gateway')).mockImplementation(() => json(200, { takeoverCode: CODE })));
    await expect(generateTakeoverCode({ wait: () => Promise.resolve() })).resolves.toBe(CODE);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal (a signed-in visitor has nothing to take over)', async () => {
    vi.stubGlobal('fetch', vi.fn(failure(403, 'forbidden')));
    await expect(generateTakeoverCode({ wait: () => Promise.resolve() })).rejects.toMatchObject({ status: 403 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("throws the spec's error for an answer that breaks the contract", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(() => json(200, { takeoverCode: 'short' })));
    await expect(generateTakeoverCode({ attempts: 1 })).rejects.toThrow('Invalid response from bottleneck function');
  });
});

describe('where a sign-in comes back to', () => {
  it.each([
    ['/games', '?tab=2', '/games?tab=2'],
    ['/', '', '/'],
    ['/finish-email-sign-in', '?token=x', '/'],
    ['/auth-complete', '', '/'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(currentThenNavigate({ pathname, search })).toBe(expected);
  });

  it.each([
    ['/games', '/games'],
    ['/games?x=1#y', '/games?x=1#y'],
    [null, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
  ])('thenNavigate %s → %s', (value, expected) => {
    expect(safeThenNavigate(value)).toBe(expected);
  });
});
