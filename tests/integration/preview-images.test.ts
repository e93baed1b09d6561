// Game preview images (docs/product/site.md#link-previews): /og/games/{id}/preview.png draws a squares
// game's grid or a pick'em game's leaderboard as a 1200×630 PNG, cached by what it shows, limited per
// client address, and a 404 for a game that is not there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPickem, joinOk, slateInput } from '../factories/pickem-games.js';
import { claimOk, createGame, gameCommand, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { anonymousCookie } from '../setup/test-server.js';
import { startGamePagesServer } from '../setup/game-pages.js';
import { engines } from '../setup/test-databases.js';
import type { TestServer } from '../setup/test-server.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the PNG's IHDR chunk (bytes 16–23). */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe.each(engines)('game preview images on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let stop: () => Promise<void>;
  const image = (gameId: string, headers: Record<string, string> = {}) => fetch(`${server.url}/og/games/${gameId}/preview.png`, { headers });

  beforeAll(async () => {
    ({ server, host, stop } = await startGamePagesServer(engine, { RATE_LIMIT_PREVIEW_IMAGES: '12' }));
  });
  afterAll(() => stop());

  const expectPng = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    return bytes;
  };

  it("a squares game's grid, cached until a square changes hands", async () => {
    const sports = await storeSportsGame(server.db);
    const { gameId } = await createGame(server, host, sportsGameInput(sports.id, { name: '<b>Office</b> & "friends"' }));
    const player = await anonymousCookie(server);
    await claimOk(server, player, gameId, 0, { initials: 'AB' });

    const first = await image(gameId);
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(etag).toMatch(/^"[\w-]+"$/);
    await expectPng(first);

    // Unchanged: the client's copy is still good.
    const again = await image(gameId, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);

    // A new claim is a new picture.
    await claimOk(server, player, gameId, 55, { initials: 'AB' });
    const changed = await image(gameId, { 'if-none-match': etag ?? '' });
    expect(changed.headers.get('etag')).not.toBe(etag);
    await expectPng(changed);

    // Locked: the digits are drawn, and so is a new picture.
    expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
    const locked = await image(gameId);
    expect(locked.headers.get('etag')).not.toBe(changed.headers.get('etag'));
    await expectPng(locked);
  });

  it("a pick'em game's leaderboard", async () => {
    const sports = await storeSportsGame(server.db);
    const { gameId } = await createPickem(server, host, slateInput([sports.id]));
    await joinOk(server, await anonymousCookie(server), gameId);
    await expectPng(await image(gameId));
  });

  it('a game that is not there is a 404; an id that cannot be one is refused', async () => {
    const missing = await image('A'.repeat(20));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await image('not-an-id')).status).toBe(400);
    expect((await image('..%2F..%2Fetc')).status).toBeGreaterThanOrEqual(400);
  });

  it('each client address may ask for only so many images a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await image('B'.repeat(20))).status);
    expect(statuses).toContain(429);
  });
});
