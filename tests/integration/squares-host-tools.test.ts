// The squares host tools over real HTTP on a real database (docs/product/squares.md#host-tools,
// decision 032): release and reassign anyone's square while open, edit the settings, the price
// and paid marks, the birth result and its correction, each in the public activity log; every
// refusal with its code and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateSquaresGame, SquaresGame } from '../../src/contracts/squares.js';
import { babyShowerInput, claimOk, createGame, gameCommand, readGame, refusal, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson } from '../setup/test-server.js';
import { startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const settings = (overrides: Record<string, unknown> = {}) => ({ name: 'Sunday Squares', description: 'Office pool', entryLimit: null, payouts: ['$25'], priceCents: null, ...overrides });
/** What a refused command must leave as it was. */
const unchanged = (game: SquaresGame) => ({ squares: game.squares, activityLog: game.activityLog, name: game.name, entryLimit: game.entryLimit, priceCents: game.priceCents, payouts: game.payouts });

describe.each(engines)('squares host tools on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let player: string;
  let other: string;

  const newGame = async (overrides: Partial<Extract<CreateSquaresGame, { variant: 'SportsGame' }>> = {}) => {
    const sports = await storeSportsGame(server.db);
    return (await createGame(server, host, sportsGameInput(sports.id, overrides))).gameId;
  };
  const square = (game: SquaresGame, index: number) => game.squares.find((s) => s.square === index);

  beforeAll(async () => {
    server = await startTestServer(engine);
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    player = await anonymousCookie(server);
    other = await anonymousCookie(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  describe('release', () => {
    it("frees a player's square, logged with who, what and when", async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 12, { initials: 'PL' });
      expect((await gameCommand(server, host, gameId, 'squares/12/host-release', { from: 'PL' })).status).toBe(200);
      const game = await readGame(server, gameId);
      expect(square(game, 12)).toBeUndefined();
      expect(game.activityLog.map(({ subject, change, by }) => ({ subject, change, by }))).toEqual([{ subject: 'Row 2, column 3', change: 'Released from PL', by: 'Host' }]);
      expect(Date.parse(game.activityLog[0]!.at)).not.toBeNaN();
      // The square is free for anyone, the initials for their player.
      await claimOk(server, other, gameId, 12, { initials: 'OT' });
      await claimOk(server, player, gameId, 13, { initials: 'PL' });
    });

    it('refuses a non-host (403), a free square and a locked game, changing nothing', async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 12, { initials: 'PL' });
      const before = unchanged(await readGame(server, gameId));
      expect(await refusal(await gameCommand(server, player, gameId, 'squares/12/host-release', { from: 'PL' }))).toMatchObject({ status: 403, code: 'forbidden', message: 'Only the host can do that' });
      expect(await refusal(await gameCommand(server, other, gameId, 'squares/12/host-release', { from: 'PL' }))).toMatchObject({ status: 403, code: 'forbidden' });
      expect((await gameCommand(server, undefined, gameId, 'squares/12/host-release', { from: 'PL' })).status).toBe(401);
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/40/host-release', { from: 'PL' }))).toMatchObject({ status: 409, message: 'Nobody holds that square.' });
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/12/host-release', { from: 'PL', extra: 1 }))).toMatchObject({ status: 400 });
      expect(unchanged(await readGame(server, gameId))).toEqual(before);
      expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
      const locked = unchanged(await readGame(server, gameId));
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/12/host-release', { from: 'PL' }))).toMatchObject({ status: 409, code: 'game_locked' });
      expect(unchanged(await readGame(server, gameId))).toEqual(locked);
    });
    it('refuses a square that changed hands since the host looked at it: nobody loses a square they just claimed', async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 12, { initials: 'PL' });
      // The host saw PL on square 12; PL released it and OT claimed it meanwhile.
      expect((await gameCommand(server, player, gameId, 'squares/12/release')).status).toBe(200);
      await claimOk(server, other, gameId, 12, { initials: 'OT' });
      const before = unchanged(await readGame(server, gameId));
      for (const [path, body] of [['squares/12/host-release', { from: 'PL' }], ['squares/12/reassign', { from: 'PL', initials: 'NW' }]] as const) {
        expect(await refusal(await gameCommand(server, host, gameId, path, body))).toMatchObject({
          status: 409,
          code: 'conflict',
          message: 'That square changed hands a moment ago. Look at it again.',
        });
      }
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/12/host-release', {}))).toMatchObject({ status: 400 });
      expect(unchanged(await readGame(server, gameId))).toEqual(before);
      expect(square(await readGame(server, gameId), 12)).toMatchObject({ entryName: 'OT' });
    });
  });

  describe('reassign', () => {
    it('moves a square to new initials, held by the host on their behalf and unpaid, and logs it', async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 3, { initials: 'PL' });
      expect((await gameCommand(server, host, gameId, 'squares/3/paid', { paid: true })).status).toBe(200);
      expect((await gameCommand(server, host, gameId, 'squares/3/reassign', { from: 'PL', initials: 'nw', displayName: 'New Person' })).status).toBe(200);
      const game = await readGame(server, gameId);
      expect(square(game, 3)).toMatchObject({ entryName: 'NW', onBehalf: true, paid: false, entryOwner: { name: 'New Person', avatar: null } });
      expect(game.activityLog.map((r) => r.change)).toEqual(['Marked paid (PL)', 'Reassigned PL → NW']);
      // PL's label was freed with their last square; the host may claim more under NW.
      await claimOk(server, other, gameId, 4, { initials: 'PL' });
      await claimOk(server, host, gameId, 5, { initials: 'NW', onBehalf: true });
    });

    it("refuses initials another player holds ('Initials already taken'), the same initials, a non-host and a locked game", async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 3, { initials: 'PL' });
      await claimOk(server, other, gameId, 4, { initials: 'OT' });
      const before = unchanged(await readGame(server, gameId));
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/3/reassign', { from: 'PL', initials: 'ot' }))).toMatchObject({ status: 409, code: 'initials_taken', message: 'Initials already taken' });
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/3/reassign', { from: 'PL', initials: 'PL' }))).toMatchObject({ status: 409, code: 'conflict', message: 'That square already carries those initials' });
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/3/reassign', { from: 'PL', initials: '' }))).toMatchObject({ status: 400, message: 'Initials required' });
      expect(await refusal(await gameCommand(server, player, gameId, 'squares/4/reassign', { from: 'OT', initials: 'PL' }))).toMatchObject({ status: 403, code: 'forbidden' });
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/9/reassign', { from: 'PL', initials: 'ZZ' }))).toMatchObject({ status: 409, message: 'Nobody holds that square.' });
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/100/reassign', { from: 'PL', initials: 'ZZ' }))).toMatchObject({ status: 400 });
      expect(unchanged(await readGame(server, gameId))).toEqual(before);
      expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/3/reassign', { from: 'PL', initials: 'ZZ' }))).toMatchObject({ status: 409, code: 'game_locked' });
      expect(square(await readGame(server, gameId), 3)).toMatchObject({ entryName: 'PL' });
    });
  });

  describe('settings', () => {
    it('edits name, description, payouts, limit and price, logging what changed', async () => {
      const gameId = await newGame({ payouts: ['$25'] });
      const edit = settings({ name: '  Family Pool ', description: 'Bring snacks', entryLimit: 4, payouts: ['$10', '$10', '$10', '$20'], priceCents: 250 });
      expect((await gameCommand(server, host, gameId, 'squares/settings', edit)).status).toBe(200);
      const game = await readGame(server, gameId);
      expect(game).toMatchObject({ name: 'Family Pool', description: 'Bring snacks', entryLimit: 4, payouts: ['$10', '$10', '$10', '$20'], priceCents: 250 });
      expect(game.activityLog.map(({ subject, change }) => ({ subject, change }))).toEqual([
        {
          subject: 'Settings',
          change: 'Name: Sunday Squares → Family Pool; Description changed; Payouts: $25 → $10, $10, $10, $20; Squares per player: no limit → 4 per player; Price: free → $2.50 a square',
        },
      ]);
      // Saving the same settings again changes and logs nothing.
      expect((await gameCommand(server, host, gameId, 'squares/settings', { ...edit, name: 'Family Pool' })).status).toBe(200);
      expect((await readGame(server, gameId)).activityLog).toHaveLength(1);
    });

    it('refuses what creation refuses, and a non-host, changing nothing', async () => {
      const gameId = await newGame();
      const before = unchanged(await readGame(server, gameId));
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/settings', settings({ payouts: ['1', '2', '3', '4', '5'] })))).toMatchObject({
        status: 400,
        code: 'invalid_input',
        message: 'At most 4 payouts, one per paying period',
      });
      for (const bad of [{ name: '' }, { name: '   ' }, { entryLimit: 0 }, { entryLimit: 101 }, { priceCents: 0 }, { priceCents: 100_001 }, { priceCents: 2.5 }, { extra: true }]) {
        expect((await gameCommand(server, host, gameId, 'squares/settings', settings(bad))).status, JSON.stringify(bad)).toBe(400);
      }
      expect(await refusal(await gameCommand(server, player, gameId, 'squares/settings', settings({ name: 'Mine' })))).toMatchObject({ status: 403, code: 'forbidden' });
      expect((await gameCommand(server, undefined, gameId, 'squares/settings', settings({ name: 'Mine' }))).status).toBe(401);
      expect(unchanged(await readGame(server, gameId))).toEqual(before);
    });

    it('a limit below what a player holds keeps their squares and blocks new claims', async () => {
      const gameId = await newGame();
      for (const index of [1, 2, 3]) await claimOk(server, player, gameId, index, { initials: 'PL' });
      expect((await gameCommand(server, host, gameId, 'squares/settings', settings({ entryLimit: 2 }))).status).toBe(200);
      expect((await readGame(server, gameId)).squares.filter((s) => s.entryName === 'PL')).toHaveLength(3);
      expect(await refusal(await postJson(server, `/api/games/${gameId}/squares/4/claim`, { initials: 'PL' }, { cookie: player }))).toMatchObject({
        status: 409,
        code: 'entry_limit',
        message: 'You hold 3 squares, more than the 2 a player may now hold in this game',
      });
    });

    it('after the lock: name and price may change, the limit may not', async () => {
      const gameId = await newGame();
      expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
      expect((await gameCommand(server, host, gameId, 'squares/settings', settings({ name: 'Renamed', priceCents: 500 }))).status).toBe(200);
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/settings', settings({ name: 'Renamed', priceCents: 500, entryLimit: 3 })))).toMatchObject({
        status: 409,
        code: 'game_locked',
      });
      expect(await readGame(server, gameId)).toMatchObject({ name: 'Renamed', priceCents: 500, entryLimit: null });
    });
  });

  describe('baby shower birth result', () => {
    it('is logged when entered, and a correction re-settles and is logged; before the lock it is refused', async () => {
      const { gameId } = await createGame(server, host, babyShowerInput());
      const birth = { birthWeightLbs: 7, birthWeightOz: 12, birthDate: '2030-06-23', babyName: 'Quinn' };
      expect(await refusal(await gameCommand(server, host, gameId, 'birth-result', birth))).toMatchObject({ status: 409, message: 'Enter the birth result after locking the game' });
      expect((await readGame(server, gameId)).activityLog).toEqual([]);
      for (let i = 0; i < 100; i += 1) await claimOk(server, host, gameId, i, { initials: `H${i % 10}`.slice(0, 3), onBehalf: i % 10 !== 0 });
      expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
      expect((await gameCommand(server, host, gameId, 'birth-result', birth)).status).toBe(200);
      const first = await readGame(server, gameId);
      expect(first.gamePhase).toBe('Over');
      const winner = first.results[0]!.entryName;
      expect(first.activityLog.map((r) => [r.subject, r.change])).toEqual([['Birth result', `Settled: 2030-06-23, 7 lb 12 oz: ${winner} wins`]]);
      expect(await refusal(await gameCommand(server, player, gameId, 'birth-result', { ...birth, birthWeightOz: 3 }))).toMatchObject({ status: 403 });
      expect((await gameCommand(server, host, gameId, 'birth-result', { ...birth, birthDate: '2030-06-24', birthWeightOz: 3 })).status).toBe(200);
      const corrected = await readGame(server, gameId);
      expect(corrected.correctedAt).not.toBeNull();
      expect(corrected.results[0]!.square).not.toBe(first.results[0]!.square);
      expect(corrected.activityLog.at(-1)).toMatchObject({
        subject: 'Birth result',
        change: `Corrected: 2030-06-23, 7 lb 12 oz: ${winner} wins → 2030-06-24, 7 lb 3 oz: ${corrected.results[0]!.entryName} wins`,
      });
    });
  });

  describe('races', () => {
    it('a host release racing a claim of the same square and the holder’s own release: one outcome each, consistent', async () => {
      const gameId = await newGame();
      for (let round = 0; round < 8; round += 1) {
        const index = 20 + round;
        await claimOk(server, player, gameId, index, { initials: 'PL' });
        const [hostRelease, ownRelease, otherClaim] = await Promise.all([
          gameCommand(server, host, gameId, `squares/${index}/host-release`, { from: 'PL' }),
          gameCommand(server, player, gameId, `squares/${index}/release`),
          postJson(server, `/api/games/${gameId}/squares/${index}/claim`, { initials: 'OT' }, { cookie: other }),
        ]);
        // Some order of the three commands, one after another, gives exactly these answers and this square.
        const held = square(await readGame(server, gameId), index);
        const observed = { hostRelease: hostRelease.status === 200, ownRelease: ownRelease.status === 200, otherClaim: otherClaim.status === 200, holder: held?.entryName ?? null };
        expect(serialOutcomes()).toContainEqual(observed);
        // A refusal is a refusal (409 taken or free, 403 not yours), never an error.
        for (const answer of [hostRelease, ownRelease, otherClaim]) expect([200, 403, 409]).toContain(answer.status);
        const log = (await readGame(server, gameId)).activityLog;
        expect(log.filter((r) => r.subject === `Row 3, column ${round + 1}`)).toHaveLength(hostRelease.status === 200 ? 1 : 0);
      }
    });
  });
});

/**
 * Every outcome of the race run one command at a time, in each order, from PL holding the
 * square: the host's release frees the square only from PL, whom the host saw on it, the
 * player's own release only their own square, the other player's claim only a free one.
 */
function serialOutcomes() {
  type Step = 'hostRelease' | 'ownRelease' | 'otherClaim';
  const orders: Step[][] = [
    ['hostRelease', 'ownRelease', 'otherClaim'], ['hostRelease', 'otherClaim', 'ownRelease'],
    ['ownRelease', 'hostRelease', 'otherClaim'], ['ownRelease', 'otherClaim', 'hostRelease'],
    ['otherClaim', 'hostRelease', 'ownRelease'], ['otherClaim', 'ownRelease', 'hostRelease'],
  ];
  return orders.map((order) => {
    let holder: string | null = 'PL';
    const ok = { hostRelease: false, ownRelease: false, otherClaim: false };
    for (const step of order) {
      if (step === 'hostRelease' && holder === 'PL') [ok.hostRelease, holder] = [true, null];
      if (step === 'ownRelease' && holder === 'PL') [ok.ownRelease, holder] = [true, null];
      if (step === 'otherClaim' && holder === null) [ok.otherClaim, holder] = [true, 'OT'];
    }
    return { ...ok, holder };
  });
}
