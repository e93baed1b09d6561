import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, INVALID_RESPONSE_MESSAGE, InvalidResponseError } from './api-client.js';

const ThingSchema = z.object({ name: z.string() });

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fetchMock = vi.fn(() => Promise.resolve(new Response(text, { status, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('returns data that matches the schema, sending JSON with same-origin credentials', async () => {
    const fetchMock = respond(200, { name: 'Sportsball' });
    await expect(apiPost('/api/things', { a: 1 }, ThingSchema)).resolves.toEqual({ name: 'Sportsball' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' }),
    );
  });

  it('throws the error, and warns, when a response does not match', async () => {
    respond(200, { name: 42 });
    const error = await apiGet('/api/things', ThingSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toBe(INVALID_RESPONSE_MESSAGE);
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('throws the same error for a body that is not JSON', async () => {
    respond(200, '<html>');
    await expect(apiGet('/api/things', ThingSchema)).rejects.toThrow('Invalid response from bottleneck function');
  });

  it('turns an error body into a typed ApiError', async () => {
    respond(403, { error: { code: 'bot_session_refused', message: 'No sessions for bots', correlationId: 'c-1' } });
    const error = (await apiGet('/api/things', ThingSchema).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'bot_session_refused', message: 'No sessions for bots', correlationId: 'c-1', status: 403 });
    expect(error.retryable).toBe(false);
  });

  it('reports network failures and bare server errors as retryable ApiErrors', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiGet('/api/things', ThingSchema)).rejects.toMatchObject({ code: 'network_error', status: 0, retryable: true });
    respond(502, 'Bad Gateway');
    await expect(apiGet('/api/things', ThingSchema)).rejects.toMatchObject({ code: 'http_502', retryable: true });
  });
});
