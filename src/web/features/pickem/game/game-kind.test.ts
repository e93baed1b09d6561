import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGameKind, parseGamePath } from './game-kind.js';

const ID = 'game_abcdefghijklmno';

describe('/games/{id} dispatch (squares view for squares games, else pick\'em)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the id and the join page from the path', () => {
    expect(parseGamePath(`/games/${ID}`)).toEqual({ gameId: ID, join: false });
    expect(parseGamePath(`/games/${ID}/join`)).toEqual({ gameId: ID, join: true });
    expect(parseGamePath(`/webview/games/${ID}`)).toEqual({ gameId: ID, join: false });
  });

  it('asks GET /api/games/{id}/kind once per game', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ type: 'Questions' }), { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchGameKind(ID)).toEqual({ kind: 'Questions' });
    expect(await fetchGameKind(ID)).toEqual({ kind: 'Questions' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toContain(`/api/games/${ID}/kind`);
  });

  it('Squares games get the squares page', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ type: 'Squares' }), { status: 200 })));
    expect(await fetchGameKind('game_squaresabcdefgh')).toEqual({ kind: 'Squares' });
  });

  it('a 404 or an impossible id is missing (the page says so); other failures can be retried', async () => {
    const body = JSON.stringify({ error: { code: 'not_found', message: 'Game not found', correlationId: 'c1' } });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status: 404 })));
    expect(await fetchGameKind('game_missingabcdefgh')).toEqual({ missing: true });
    expect(await fetchGameKind('not-an-id')).toEqual({ missing: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    expect(await fetchGameKind('game_offlineabcdefgh')).toEqual({ failed: true });
  });
});
