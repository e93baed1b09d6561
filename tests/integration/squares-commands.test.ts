// Squares commands over real HTTP on a real database (docs/product/squares.md): each command,
// and each refusal with its text and no change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameCodeSchema, GameIdSchema } from '../../src/contracts/squares.js';
import type { CreateSquaresGame, SquaresGame } from '../../src/contracts/squares.js';
import { MeSchema } from '../../src/contracts/users.js';
import { sha256Hex, verifyDraw, squarePosition, hexToBytes } from '../../src/domain/squares/index.js';
import { upsertSportsGame } from '../../src/server/db/repositories/sports-games.repository.js';
import {
  babyShowerInput,
  claim,
  claimOk,
  createGame,
  gameCommand,
  readGame,
  refusal,
  sportsGameInput,
  storeSportsGame,
} from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const uidOf = async (server: TestServer, cookie: string) =>
  MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;
const count = async (server: TestServer, sql: string, params: unknown[] = []) => Number((await server.db.query<{ n: number }>(sql, params)).rows[0]?.n);

describe.each(engines)('squares commands on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let hostUid: string;
  let player: string;
  let playerUid: string;
  let other: string;

  /** A fresh NFL game hosted by the signed-in host. */
  const newGame = async (overrides: Partial<Extract<CreateSquaresGame, { variant: 'SportsGame' }>> = {}) => {
    const sports = await storeSportsGame(server.db);
    return (await createGame(server, host, sportsGameInput(sports.id, overrides))).gameId;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    const signedIn = await signInByEmail(server, uniqueEmail('host'));
    host = signedIn.cookie;
    hostUid = signedIn.body.user!.uid;
    player = await anonymousCookie(server);
    playerUid = await uidOf(server, player);
    other = await anonymousCookie(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  describe('create', () => {
    it('creates a pending game with a short code, a committed seed and the host’s My Games row', async () => {
      const sports = await storeSportsGame(server.db);
      const created = await createGame(server, host, sportsGameInput(sports.id, { name: '  Big Game  ', payouts: ['$10'] }));
      expect(GameIdSchema.safeParse(created.gameId).success).toBe(true);
      expect(GameCodeSchema.safeParse(created.code).success).toBe(true);

      const game = await readGame(server, created.gameId);
      expect(game).toMatchObject({
        id: created.gameId,
        type: 'Squares',
        code: created.code,
        name: 'Big Game',
        host: { uid: hostUid, isAnonymous: false },
        size: 100,
        variant: 'SportsGame',
        sportsGameId: sports.id,
        sportsLeague: 'NFL',
        gameStartTime: new Date(sports.gameTime).toISOString(),
        payouts: ['$10'],
        gamePhase: 'Pending',
        lockedAt: null,
        lockedBy: null,
        targetScores: null,
        squares: [],
        results: [],
        babyShower: null,
      });
      // The seed is never sent while Pending; its stored value is what the hash commits to.
      expect(game.draw).toEqual({ seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) as string, seed: null, gridHash: null, lockedSquares: null });
      const { rows } = await server.db.query<{ seed: string }>('select seed from squares_games where game_id = $1', [created.gameId]);
      expect(sha256Hex(hexToBytes(rows[0]!.seed))).toBe(game.draw.seedHash);
      expect(await count(server, 'select count(*)::int as n from user_games where uid = $1 and game_id = $2', [hostUid, created.gameId])).toBe(1);
    });

    it('a baby shower starts at noon Pacific on the due date, with one paying result', async () => {
      const { gameId } = await createGame(server, host, babyShowerInput({ dueDate: '2030-06-15' }));
      const game = await readGame(server, gameId);
      expect(game).toMatchObject({
        variant: 'BabyShower',
        sportsGameId: null,
        sportsLeague: null,
        gameStartTime: '2030-06-15T19:00:00.000Z',
        changeTargetScores: 'SameAllGame',
        babyShower: { parentNames: 'Pat & Sam', dueDate: '2030-06-15', theme: 'yellow', birthResult: null },
      });
      const tooMany = await postJson(server, '/api/squares/games', babyShowerInput({ payouts: ['a', 'b'] }), { cookie: host });
      expect(await refusal(tooMany)).toMatchObject({ status: 400, message: 'At most 1 payout, one per paying period' });
    });

    it('anonymous players may create (they sign in before others can join)', async () => {
      const sports = await storeSportsGame(server.db);
      const { gameId } = await createGame(server, other, sportsGameInput(sports.id));
      expect((await readGame(server, gameId)).host).toMatchObject({ isAnonymous: true, publicId: null });
    });

    type Built = [CreateSquaresGame, string | undefined];
    const refusals: Array<[string, (id: string) => Built | Promise<Built>, number, string]> = [
      ['an unknown sports game', () => [sportsGameInput('no-such-game'), undefined], 404, 'That sports game was not found.'],
      [
        'an NBA game',
        async () => [sportsGameInput((await storeSportsGame(server.db, { sport: 'Basketball', sportsLeague: 'NBA' })).id), undefined],
        400,
        'Squares pools are offered on NFL, college football and MLB games.',
      ],
      [
        'a game in play',
        async () => [sportsGameInput((await storeSportsGame(server.db, { status: 'Q1', periodScores: { away: [0], home: [3] } })).id), undefined],
        400,
        'That game has already started. Pick an upcoming game.',
      ],
      [
        'a game whose kickoff has passed',
        async () => [sportsGameInput((await storeSportsGame(server.db, { gameTime: new Date(Date.now() - 60_000).toISOString() })).id), undefined],
        400,
        'That game has already started. Pick an upcoming game.',
      ],
      ['100 squares paying halves', (id) => [sportsGameInput(id, { scoringPeriods: 'Halves' }), undefined], 400, 'scoringPeriods: a 100-square game pays every period'],
      [
        'more payouts than paying periods',
        (id) => [sportsGameInput(id, { size: 25, scoringPeriods: 'Final', payouts: ['$1', '$2'] }), undefined],
        400,
        'At most 1 payout, one per paying period',
      ],
      ['size 50', (id) => [{ ...sportsGameInput(id), size: 50 } as unknown as CreateSquaresGame, undefined], 400, 'size: Invalid input'],
      ['no session', (id) => [sportsGameInput(id), ''], 401, 'Your session has ended. Reload the page to continue.'],
    ];

    it.each(refusals)('refuses %s and creates nothing', async (_name, build, status, message) => {
      const sports = await storeSportsGame(server.db);
      const [input, cookie] = await build(sports.id);
      const before = await count(server, 'select count(*)::int as n from games');
      const response = await postJson(server, '/api/squares/games', input, cookie === '' ? {} : { cookie: cookie ?? host });
      const error = await refusal(response);
      expect(error.status).toBe(status);
      expect(error.message.startsWith(message)).toBe(true);
      expect(await count(server, 'select count(*)::int as n from games')).toBe(before);
    });
  });

  describe('claim', () => {
    it('claims a free square with normalised initials and the typed display name; the first claim adds My Games', async () => {
      const gameId = await newGame();
      expect((await claim(server, player, gameId, 37, { initials: ' ab ', displayName: '  Alex B  ' })).status).toBe(200);
      const game = await readGame(server, gameId);
      expect(game.squares).toEqual([
        { square: 37, uid: playerUid, entryName: 'AB', entryOwner: { name: 'Alex B', avatar: null }, onBehalf: false, paid: false, created: expect.any(String) as string },
      ]);
      expect(await count(server, 'select count(*)::int as n from user_games where uid = $1 and game_id = $2', [playerUid, gameId])).toBe(1);
      await claimOk(server, player, gameId, 38, { initials: 'AB' });
      expect(await count(server, 'select count(*)::int as n from user_games where uid = $1 and game_id = $2', [playerUid, gameId])).toBe(1);
    });

    it('a signed-in player without a typed name shows their public face', async () => {
      const gameId = await newGame();
      const { cookie } = await signInByEmail(server, uniqueEmail('face'));
      await fetch(`${server.url}/api/me/profile`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ realName: 'Robin Face', avatarId: 12 }),
      });
      await claimOk(server, cookie, gameId, 5, { initials: 'RF' });
      expect((await readGame(server, gameId)).squares[0]?.entryOwner).toEqual({ name: 'Robin Face', avatar: { set: 'avatars-1', id: 12 } });
    });

    it('the host claims on behalf of an offline player, under that player’s initials and name', async () => {
      const gameId = await newGame();
      await claimOk(server, host, gameId, 0, { initials: 'gm', displayName: 'Grandma', onBehalf: true });
      expect((await readGame(server, gameId)).squares[0]).toMatchObject({ uid: hostUid, entryName: 'GM', entryOwner: { name: 'Grandma', avatar: null }, onBehalf: true });
    });

    type Setup = { gameId: string; square: number | string; cookie: string; body?: { initials: string; onBehalf?: boolean } };
    const cases: Array<[string, () => Setup | Promise<Setup>, number, string, string]> = [
      [
        'a taken square',
        async () => {
          const gameId = await newGame();
          await claimOk(server, other, gameId, 10, { initials: 'OT' });
          return { gameId, square: 10, cookie: player };
        },
        409,
        'square_taken',
        'That square is already taken',
      ],
      ['a square off a 5x5 grid', async () => ({ gameId: await newGame({ size: 25, scoringPeriods: 'Final', payouts: [] }), square: 25, cookie: player }), 400, 'invalid_input', 'That square is not on the grid'],
      ['square 100', async () => ({ gameId: await newGame(), square: 100, cookie: player }), 400, 'invalid_input', 'That square is not on the grid'],
      [
        'a locked game',
        async () => {
          const gameId = await newGame();
          expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
          return { gameId, square: 1, cookie: player };
        },
        409,
        'game_locked',
        'This game is locked. Squares can no longer change.',
      ],
      [
        'a game whose kickoff time has come (before the feed says so)',
        async () => {
          const sports = await storeSportsGame(server.db);
          const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
          await upsertSportsGame(server.db, { ...sports, gameTime: new Date(Date.now() - 1000).toISOString() }, new Date(), null);
          return { gameId, square: 1, cookie: player };
        },
        409,
        'game_locked',
        'This game is locked. Squares can no longer change.',
      ],
      ['empty initials', async () => ({ gameId: await newGame(), square: 1, cookie: player, body: { initials: '   ' } }), 400, 'invalid_input', 'Initials required'],
      [
        'initials another player uses',
        async () => {
          const gameId = await newGame();
          await claimOk(server, other, gameId, 2, { initials: 'ZZ' });
          return { gameId, square: 1, cookie: player, body: { initials: 'zz ' } };
        },
        409,
        'initials_taken',
        'Initials already taken',
      ],
      ['initials longer than the field', async () => ({ gameId: await newGame(), square: 1, cookie: player, body: { initials: 'x'.repeat(11) } }), 400, 'invalid_input', 'initials: Too big: expected string to have <=10 characters'],
      ['a forged game id', () => ({ gameId: 'not-a-game', square: 1, cookie: player }), 400, 'invalid_input', 'gameId: Invalid string: must match pattern /^[A-Za-z0-9_-]{20}$/'],
      ['a game that does not exist', () => ({ gameId: 'A'.repeat(20), square: 1, cookie: player }), 404, 'not_found', 'Game not found'],
      [
        'an anonymous host’s third square',
        async () => {
          const sports = await storeSportsGame(server.db);
          const anonHost = await anonymousCookie(server);
          const { gameId } = await createGame(server, anonHost, sportsGameInput(sports.id));
          await claimOk(server, anonHost, gameId, 0, { initials: 'AH' });
          await claimOk(server, anonHost, gameId, 1, { initials: 'AH' });
          return { gameId, square: 2, cookie: anonHost, body: { initials: 'AH' } };
        },
        403,
        'sign_in_required',
        'Sign in to add more entries',
      ],
      [
        'a player while the host is anonymous',
        async () => {
          const sports = await storeSportsGame(server.db);
          const { gameId } = await createGame(server, await anonymousCookie(server), sportsGameInput(sports.id));
          return { gameId, square: 3, cookie: player };
        },
        403,
        'host_anonymous',
        'Game owner is anonymous',
      ],
      [
        'a square past the entry limit',
        async () => {
          const gameId = await newGame({ entryLimit: 2 });
          await claimOk(server, player, gameId, 0, { initials: 'AB' });
          await claimOk(server, player, gameId, 1, { initials: 'AB' });
          return { gameId, square: 2, cookie: player };
        },
        409,
        'entry_limit',
        '2 of 2 squares: the most one player can hold in this game',
      ],
      ['an on-behalf claim by a player', async () => ({ gameId: await newGame(), square: 4, cookie: player, body: { initials: 'GM', onBehalf: true } }), 403, 'forbidden', 'Only the host can do that'],
    ];

    it.each(cases)('refuses %s, with its text, and changes nothing', async (_name, setup, status, code, message) => {
      const { gameId, square, cookie, body } = await setup();
      const before = GameIdSchema.safeParse(gameId).success && gameId !== 'A'.repeat(20) ? await readGame(server, gameId) : null;
      const response = await claim(server, cookie, gameId, square, body ?? { initials: 'AB' });
      expect(await refusal(response)).toEqual({ status, code, message });
      if (before) expect(await readGame(server, gameId)).toEqual(before);
    });

    it('refuses without a session', async () => {
      const gameId = await newGame();
      expect((await refusal(await claim(server, undefined, gameId, 1, { initials: 'AB' }))).status).toBe(401);
    });
  });

  describe('release', () => {
    it('releases your own square; the host releases an on-behalf square; nobody releases someone else’s', async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 1, { initials: 'PL' });
      await claimOk(server, other, gameId, 2, { initials: 'OT' });
      await claimOk(server, host, gameId, 3, { initials: 'GM', onBehalf: true });

      const before = await readGame(server, gameId);
      for (const [cookie, square] of [
        [player, 2],
        [host, 1],
        [player, 50],
      ] as const) {
        const response = await gameCommand(server, cookie, gameId, `squares/${square}/release`);
        expect(await refusal(response)).toEqual({ status: 403, code: 'forbidden', message: 'You can only release your own squares' });
      }
      expect(await readGame(server, gameId)).toEqual(before);

      expect((await gameCommand(server, player, gameId, 'squares/1/release')).status).toBe(200);
      expect((await gameCommand(server, host, gameId, 'squares/3/release')).status).toBe(200);
      expect((await readGame(server, gameId)).squares.map((s) => s.square)).toEqual([2]);
      // The square is free again for anyone.
      await claimOk(server, other, gameId, 1, { initials: 'OT' });
    });

    it('refuses on a locked game', async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 1, { initials: 'PL' });
      await gameCommand(server, host, gameId, 'lock', { allowEmpty: true });
      const before = await readGame(server, gameId);
      expect(await refusal(await gameCommand(server, player, gameId, 'squares/1/release'))).toMatchObject({
        status: 409,
        message: 'This game is locked. Squares can no longer change.',
      });
      expect(await readGame(server, gameId)).toEqual(before);
    });
  });

  describe('initials', () => {
    it('relabels all of the player’s own squares in one batch, leaving on-behalf squares and freeing the old initials', async () => {
      const gameId = await newGame();
      await claimOk(server, host, gameId, 1, { initials: 'HO' });
      await claimOk(server, host, gameId, 2, { initials: 'HO' });
      await claimOk(server, host, gameId, 3, { initials: 'GM', onBehalf: true });
      expect((await gameCommand(server, host, gameId, 'initials', { initials: 'hq', displayName: 'Host Q' })).status).toBe(200);
      const squares = (await readGame(server, gameId)).squares;
      expect(squares.map((s) => [s.square, s.entryName, s.entryOwner?.name])).toEqual([
        [1, 'HQ', 'Host Q'],
        [2, 'HQ', 'Host Q'],
        [3, 'GM', undefined],
      ]);
      await claimOk(server, player, gameId, 4, { initials: 'HO' });
    });

    it('refuses initials another player uses, empty initials, and a locked game, changing nothing', async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 1, { initials: 'PL' });
      await claimOk(server, other, gameId, 2, { initials: 'OT' });
      const before = await readGame(server, gameId);
      expect(await refusal(await gameCommand(server, player, gameId, 'initials', { initials: 'ot' }))).toEqual({
        status: 409,
        code: 'initials_taken',
        message: 'Initials already taken',
      });
      expect(await refusal(await gameCommand(server, player, gameId, 'initials', { initials: '' }))).toMatchObject({ status: 400, message: 'Initials required' });
      await gameCommand(server, host, gameId, 'lock', { allowEmpty: true });
      const locked = await readGame(server, gameId);
      expect(await refusal(await gameCommand(server, player, gameId, 'initials', { initials: 'NEW' }))).toMatchObject({ status: 409, code: 'game_locked' });
      expect(await readGame(server, gameId)).toEqual(locked);
      expect(locked.squares).toEqual(before.squares);
    });
  });

  describe('paid', () => {
    it('the host marks squares paid, also after the lock; others cannot; a free square cannot be', async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 9, { initials: 'PL' });
      expect((await gameCommand(server, host, gameId, 'squares/9/paid', { paid: true })).status).toBe(200);
      expect((await readGame(server, gameId)).squares[0]?.paid).toBe(true);

      const before = await readGame(server, gameId);
      expect(await refusal(await gameCommand(server, player, gameId, 'squares/9/paid', { paid: false }))).toEqual({
        status: 403,
        code: 'forbidden',
        message: 'Only the host can do that',
      });
      expect(await refusal(await gameCommand(server, host, gameId, 'squares/10/paid', { paid: true }))).toMatchObject({ status: 409, message: 'Nobody holds that square.' });
      expect(await readGame(server, gameId)).toEqual(before);

      await gameCommand(server, host, gameId, 'lock', { allowEmpty: true });
      expect((await gameCommand(server, host, gameId, 'squares/9/paid', { paid: false })).status).toBe(200);
      expect((await readGame(server, gameId)).squares[0]?.paid).toBe(false);
    });
  });

  describe('lock', () => {
    it('is for the host only, asks to confirm empty squares, then draws digits anyone can verify', async () => {
      const gameId = await newGame({ changeTargetScores: 'ChangeEveryPeriod' });
      await claimOk(server, player, gameId, 11, { initials: 'PL' });
      await claimOk(server, other, gameId, 22, { initials: 'OT' });
      const before = await readGame(server, gameId);

      expect(await refusal(await gameCommand(server, player, gameId, 'lock', { allowEmpty: true }))).toEqual({
        status: 403,
        code: 'forbidden',
        message: 'Only the host can do that',
      });
      expect(await refusal(await gameCommand(server, host, gameId, 'lock', { allowEmpty: false }))).toEqual({
        status: 409,
        code: 'conflict',
        message: '98 squares are still empty. Confirm to lock the game with empty squares.',
      });
      expect(await refusal(await gameCommand(server, host, gameId, 'lock', {}))).toMatchObject({ status: 400 });
      expect(await readGame(server, gameId)).toEqual(before);

      expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
      const game = await readGame(server, gameId);
      expect(game).toMatchObject({ gamePhase: 'Live', lockedBy: 'host', lockedAt: expect.any(String) as string, results: [] });
      expect(game.targetScores).toHaveLength(4);
      for (const set of game.targetScores!) {
        expect(set.rows.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(set.cols.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      }
      expect(game.draw.seedHash).toBe(before.draw.seedHash);
      expect(game.draw.lockedSquares).toEqual(game.squares.map(({ square, uid, entryName }) => ({ square, uid, entryName })));
      expect(before.draw.lockedSquares).toBeNull();
      const verification = verifyDraw({
        seed: game.draw.seed!,
        seedHash: game.draw.seedHash,
        gridHash: game.draw.gridHash!,
        squares: game.squares,
        size: game.size,
        targetScores: game.targetScores!,
      });
      expect(verification).toEqual({ seedMatches: true, gridMatches: true, digitsMatch: true, ok: true });

      expect(await refusal(await gameCommand(server, host, gameId, 'lock', { allowEmpty: true }))).toMatchObject({ status: 409, code: 'game_locked' });
    });

    it('a 5x5 game draws two digits per axis cell', async () => {
      const gameId = await newGame({ size: 25, scoringPeriods: 'Halves', payouts: ['$5', '$10'] });
      await gameCommand(server, host, gameId, 'lock', { allowEmpty: true });
      const [set] = (await readGame(server, gameId)).targetScores!;
      expect(set!.rows.map((cell) => cell.length)).toEqual([2, 2, 2, 2, 2]);
      expect(set!.cols.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });
  });

  describe('delete', () => {
    it('is for the host only, and removes the game, its squares, labels and summaries', async () => {
      const gameId = await newGame();
      await claimOk(server, player, gameId, 1, { initials: 'PL' });
      expect(await refusal(await gameCommand(server, player, gameId, 'delete'))).toEqual({ status: 403, code: 'forbidden', message: 'Only the host can do that' });
      expect((await readGame(server, gameId)).squares).toHaveLength(1);

      expect((await gameCommand(server, host, gameId, 'delete')).status).toBe(200);
      expect(await refusal(await fetch(`${server.url}/api/games/${gameId}`))).toEqual({ status: 404, code: 'not_found', message: 'Game not found' });
      for (const table of ['games', 'squares_games', 'squares_entries', 'squares_labels', 'user_games']) {
        const column = table === 'games' ? 'id' : 'game_id';
        expect(await count(server, `select count(*)::int as n from ${table} where ${column} = $1`, [gameId])).toBe(0);
      }
      expect(await refusal(await gameCommand(server, host, gameId, 'delete'))).toMatchObject({ status: 404, message: 'Game not found' });
    });
  });

  describe('birth result', () => {
    it('needs the lock, the host and a baby shower; then settles by the birth day and the ounces and ends the game', async () => {
      const { gameId } = await createGame(server, host, babyShowerInput());
      await claimOk(server, player, gameId, 0, { initials: 'PL' });
      const birth = { birthWeightLbs: 7, birthWeightOz: 12, birthDate: '2030-06-23', babyName: ' Quinn ' };

      expect(await refusal(await gameCommand(server, host, gameId, 'birth-result', birth))).toEqual({
        status: 409,
        code: 'conflict',
        message: 'Enter the birth result after locking the game',
      });
      await gameCommand(server, host, gameId, 'lock', { allowEmpty: true });
      expect(await refusal(await gameCommand(server, player, gameId, 'birth-result', birth))).toMatchObject({ status: 403, message: 'Only the host can do that' });
      expect(await refusal(await gameCommand(server, host, gameId, 'birth-result', { ...birth, birthWeightOz: 16 }))).toMatchObject({ status: 400 });
      expect(await refusal(await gameCommand(server, host, gameId, 'birth-result', { ...birth, birthDate: '2030-02-30' }))).toMatchObject({
        status: 400,
        message: 'birthDate: not a calendar date',
      });
      const sportsGameId = await newGame();
      expect(await refusal(await gameCommand(server, host, sportsGameId, 'birth-result', birth))).toMatchObject({ status: 400 });
      expect((await readGame(server, gameId)).gamePhase).toBe('Live');

      expect((await gameCommand(server, host, gameId, 'birth-result', birth)).status).toBe(200);
      const game: SquaresGame = await readGame(server, gameId);
      expect(game.gamePhase).toBe('Over');
      expect(game.babyShower?.birthResult).toMatchObject({ birthWeightLbs: 7, birthWeightOz: 12, birthDate: '2030-06-23', babyName: 'Quinn' });
      const [result] = game.results;
      const digitSet = game.targetScores![0]!;
      // Rows: the birth day's last digit (23 → 3); columns: the ounces' last digit (12 → 2).
      expect(result).toMatchObject({ label: 'Birth', scores: { away: 23, home: 12 } });
      expect(digitSet.rows[result!.rowCol[0]]).toEqual([3]);
      expect(digitSet.cols[result!.rowCol[1]]).toEqual([2]);
      expect(squarePosition(result!.square, 100)).toEqual({ row: result!.rowCol[0], col: result!.rowCol[1] });
      expect(game.correctedAt).toBeNull();

      // A typo fixed afterwards re-settles visibly.
      expect((await gameCommand(server, host, gameId, 'birth-result', { ...birth, birthWeightOz: 13 })).status).toBe(200);
      const fixed = await readGame(server, gameId);
      expect(fixed.results[0]?.scores).toEqual({ away: 23, home: 13 });
      expect(fixed.correctedAt).not.toBeNull();
    });
  });
});
