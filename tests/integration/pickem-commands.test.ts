// Pick'em commands over real HTTP on a real database (docs/product/pickem.md, "Bad input"): each
// command, and each refusal with its exact text and nothing changed. The server's clock is the
// test's (startServer's `now` hook), so locks happen when the test moves time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameKindSchema } from '../../src/contracts/pickem.js';
import type { CreateQuestionsGame } from '../../src/contracts/pickem.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import { MeSchema } from '../../src/contracts/users.js';
import { entryNameKey } from '../../src/domain/people/promotion.js';
import { probabilitiesFromPoints, underdogPoints } from '../../src/domain/pickem/index.js';
import { impliedProbabilities } from '../../src/domain/sports/index.js';
import { pickemSettlementListener } from '../../src/server/services/pickem-settlement.service.js';
import { applyFeedGames } from '../../src/server/services/sports-games.service.js';
import { underdogPoints as previewUnderdogPoints } from '../../src/web/features/pickem/create/create-choices.js';
import {
  createPickem,
  entryCommand,
  eventually,
  joinGame,
  joinOk,
  ownEntries,
  pickOk,
  propsInput,
  readPickem,
  slateInput,
} from '../factories/pickem-games.js';
import { createGame, refusal, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { serviceContext } from '../setup/service-context.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const HOUR = 3_600_000;

describe.each(engines)('pick’em commands on %s', (engine) => {
  let server: TestServer;
  let services: ReturnType<typeof serviceContext>;
  let clock = new Date();
  let host: string;
  let hostUid: string;
  let player: string;
  let playerUid: string;
  let other: string;

  const uidOf = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;
  const count = async (sql: string, params: unknown[] = []) => Number((await server.db.query<{ n: number }>(sql, params)).rows[0]?.n);
  /** Sports games kicking off `hoursAhead` from the test clock. */
  const sportsGames = async (n: number, hoursAhead = 24) => {
    const games = [];
    for (let i = 0; i < n; i++) games.push(await storeSportsGame(server.db, { gameTime: new Date(clock.getTime() + hoursAhead * HOUR + i * 60_000).toISOString() }, clock));
    return games;
  };
  const newSlate = async (overrides: Partial<CreateQuestionsGame> = {}, cookie = host, hoursAhead = 24) => {
    const games = await sportsGames(3, hoursAhead);
    const { gameId } = await createPickem(server, cookie, slateInput(games.map((g) => g.id), overrides));
    return { gameId, sports: games };
  };
  /** Everything a refused command could have changed in a game. */
  const state = async (gameId: string) => ({
    entries: (await server.db.query('select id, uid, entry_name, submitted from pickem_entries where game_id = $1 order by id', [gameId])).rows,
    answers: (await server.db.query('select a.* from pickem_answers a join pickem_entries e on e.id = a.entry_id where e.game_id = $1 order by 1, 2', [gameId])).rows,
    tiebreakers: (await server.db.query('select t.* from pickem_tiebreaker_answers t join pickem_entries e on e.id = t.entry_id where e.game_id = $1 order by 1', [gameId])).rows,
  });

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => clock });
    services = serviceContext(server.db, { now: () => clock });
    const signedIn = await signInByEmail(server, uniqueEmail('host'));
    host = signedIn.cookie;
    hostUid = signedIn.body.user!.uid;
    await fetch(`${server.url}/api/me/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: host },
      body: JSON.stringify({ handle: `host_${Date.now() % 100000}` }),
    });
    player = await anonymousCookie(server);
    playerUid = await uidOf(player);
    other = await anonymousCookie(server);
  });
  afterAll(async () => {
    await services.close();
    await server.stop();
  });

  describe('create', () => {
    it('creates a pending slate: locks at kickoff, 10 points a side, probability from the odds; /kind tells the page', async () => {
      const games = await sportsGames(2);
      const created = await createPickem(
        server,
        host,
        slateInput([], {
          pickemQuestionType: 'UnderdogBonus',
          questions: [
            { type: 'UnderdogBonusPick', sportsGameId: games[0]!.id },
            { type: 'OffPick', sportsGameId: games[1]!.id },
          ],
          tiebreaker: { type: 'TotalPointsPick', sportsGameId: games[0]!.id },
        }),
      );
      const game = await readPickem(server, created.gameId);
      const odds = games[0]!.odds!.vegasOdds!;
      const points = underdogPoints(impliedProbabilities(odds.away, odds.home)!);
      expect(game).toMatchObject({
        id: created.gameId,
        type: 'Questions',
        code: created.code,
        host: { uid: hostUid, isAnonymous: false },
        pickemQuestionType: 'UnderdogBonus',
        sportsLeague: 'NFL',
        gamePhase: 'Pending',
        firstLockTime: new Date(games[0]!.gameTime).toISOString(),
        tiebreaker: { type: 'TotalPointsPick', sportsGameId: games[0]!.id, locked: false, result: null },
        entries: [],
        auditLog: [],
        season: null,
      });
      expect(game.questions[0]).toMatchObject({
        index: 0,
        type: 'UnderdogBonusPick',
        locked: false,
        phase: 'Pending',
        pickShares: null,
        lockTime: new Date(games[0]!.gameTime).toISOString(),
        choices: [
          { key: 'Away', points: points.away, result: null },
          { key: 'Home', points: points.home, result: null },
        ],
      });
      // The favourite earns 10, and the points invert to the odds' probabilities (docs/product/pickem.md).
      expect(Math.min(points.away, points.home)).toBe(10);
      expect(probabilitiesFromPoints(points).home).toBeCloseTo(impliedProbabilities(odds.away, odds.home)!.home, 2);
      expect(game.questions[1]).toMatchObject({ type: 'OffPick', choices: [{ points: 10 }, { points: 10 }] });
      const kind = GameKindSchema.parse(await (await fetch(`${server.url}/api/games/${created.gameId}/kind`)).json());
      expect(kind).toEqual({ type: 'Questions' });
      expect(await count('select count(*)::int as n from user_games where uid = $1 and game_id = $2', [hostUid, created.gameId])).toBe(1);
    });

    it('the create page previews the underdog points the server stores (odds that round, odds that hit the cap)', async () => {
      const at = (i: number) => new Date(clock.getTime() + 24 * HOUR + i * 60_000).toISOString();
      const games = [
        await storeSportsGame(server.db, { gameTime: at(0), odds: { spread: -3.5, overUnder: 44, vegasOdds: { away: 3.6, home: 1.3 } } }, clock),
        await storeSportsGame(server.db, { gameTime: at(1), odds: { spread: -30, overUnder: 44, vegasOdds: { away: 900, home: 1.001 } } }, clock),
      ];
      const created = await createPickem(
        server,
        host,
        slateInput([], {
          pickemQuestionType: 'UnderdogBonus',
          questions: games.map((g) => ({ type: 'UnderdogBonusPick' as const, sportsGameId: g.id })),
          tiebreaker: null,
        }),
      );
      const game = await readPickem(server, created.gameId);
      const stored = game.questions.map((q) => ({ away: q.choices[0]!.points, home: q.choices[1]!.points }));
      expect(stored).toEqual(games.map((g) => previewUnderdogPoints(g)));
      expect(stored).toEqual([
        { away: 27.69, home: 10 },
        { away: 1000, home: 10 },
      ]);
    });

    it('GET /api/games/{id} and /kind serve squares games too, and 404 an unknown game', async () => {
      const sports = await storeSportsGame(server.db, {}, clock);
      const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
      expect(GameKindSchema.parse(await (await fetch(`${server.url}/api/games/${gameId}/kind`)).json())).toEqual({ type: 'Squares' });
      expect((await (await fetch(`${server.url}/api/games/${gameId}`)).json()) as { type: string }).toMatchObject({ type: 'Squares' });
      expect(await refusal(await fetch(`${server.url}/api/games/AAAAAAAAAAAAAAAAAAAA/kind`))).toMatchObject({ status: 404, message: 'Game not found' });
    });

    const refusals: Array<[string, () => Promise<CreateQuestionsGame>, number, string]> = [
      [
        'a props question in a slate',
        async () => slateInput([(await sportsGames(1))[0]!.id], { questions: propsInput(new Date(clock.getTime() + HOUR)).questions }),
        400,
        'questions.0: props questions belong in a props game',
      ],
      [
        'a game that has started',
        async () => slateInput([(await storeSportsGame(server.db, { status: 'Q1', periodScores: { away: [0], home: [3] } }, clock)).id]),
        400,
        'That game has already started. Pick an upcoming game.',
      ],
      ['an unknown sports game', () => Promise.resolve(slateInput(['no-such-game'])), 404, 'That sports game was not found.'],
      [
        'a game against the spread without a spread',
        async () => {
          const game = await storeSportsGame(server.db, { odds: null, gameTime: new Date(clock.getTime() + 24 * HOUR).toISOString() }, clock);
          return slateInput([], { pickemQuestionType: 'VsSpread', questions: [{ type: 'VsSpreadPick', sportsGameId: game.id }] });
        },
        400,
        'questions.0: Dolphins at Packers has no spread yet: take it off the board or drop it',
      ],
      ['a props lock time in the past', () => Promise.resolve(propsInput(new Date(clock.getTime() - HOUR))), 400, 'questions.0.lockTime: must be in the future'],
    ];

    it.each(refusals)('refuses %s and creates nothing', async (_name, build, status, message) => {
      const input = await build();
      const before = await count('select count(*)::int as n from games');
      expect(await refusal(await postJson(server, '/api/pickem/games', input, { cookie: host }))).toMatchObject({ status, message });
      expect(await count('select count(*)::int as n from games')).toBe(before);
    });
  });

  describe('entries and picks', () => {
    it('an anonymous player joins with a generated name, picks, changes, clears, sets the tiebreaker and submits', async () => {
      const { gameId } = await newSlate({ tiebreaker: null });
      const { entryId, entryName } = await joinOk(server, player, gameId);
      expect(entryName).toMatch(/^\S+ \S+ ([1-9]|[1-8]\d|9[0-8])$/);
      await pickOk(server, player, gameId, entryId, 0, 'Home');
      await pickOk(server, player, gameId, entryId, 1, 'Away');
      await pickOk(server, player, gameId, entryId, 1, 'Home');
      await pickOk(server, player, gameId, entryId, 0, null);
      expect(await ownEntries(server.db, gameId, playerUid)).toMatchObject({
        entries: [{ id: entryId, entryName, submitted: false, answers: [{ question: 1, choice: 'Home' }], tiebreakerAnswer: null }],
      });
      expect((await entryCommand(server, player, gameId, entryId, 'submit')).status).toBe(200);
      const game = await readPickem(server, gameId);
      expect(game.entries).toEqual([
        expect.objectContaining({ id: entryId, uid: playerUid, entryName, entryOwner: null, submitted: true, answers: [], tiebreakerAnswer: null, score: 0, rank: 1 }),
      ]);
      expect(await count('select count(*)::int as n from user_games where uid = $1 and game_id = $2', [playerUid, gameId])).toBe(1);
    });

    it('generated names are unique in a game; a signed-in player starts under their handle, numbered when taken, and may rename', async () => {
      const { gameId } = await newSlate();
      const names = [];
      for (let i = 0; i < 12; i++) names.push((await joinOk(server, await anonymousCookie(server), gameId)).entryName);
      expect(new Set(names.map(entryNameKey)).size).toBe(12);
      const first = await joinOk(server, host, gameId);
      const second = await joinOk(server, host, gameId);
      expect(first.entryName).toMatch(/^host_\d+$/);
      expect(second.entryName).toBe(`${first.entryName} 2`);
      expect((await entryCommand(server, host, gameId, second.entryId, 'name', { entryName: '  Second Try ' })).status).toBe(200);
      expect((await readPickem(server, gameId)).entries.find((e) => e.id === second.entryId)?.entryName).toBe('Second Try');
      expect(await refusal(await entryCommand(server, host, gameId, first.entryId, 'name', { entryName: 'second_try' }))).toMatchObject({
        status: 409,
        message: 'That entry name is already taken',
      });
    });

    it('the tiebreaker is required to submit, 0–150 and an integer', async () => {
      const sports = await sportsGames(1);
      const withTiebreaker = await createPickem(server, host, slateInput([sports[0]!.id], { tiebreaker: { type: 'TotalPointsPick', sportsGameId: sports[0]!.id } }));
      const { entryId } = await joinOk(server, player, withTiebreaker.gameId);
      const before = await state(withTiebreaker.gameId);
      expect(await refusal(await entryCommand(server, player, withTiebreaker.gameId, entryId, 'submit'))).toEqual({
        status: 409,
        code: 'conflict',
        message: 'Set Tiebreaker to Submit!',
      });
      expect(await refusal(await entryCommand(server, player, withTiebreaker.gameId, entryId, 'tiebreaker', { value: 151 }))).toMatchObject({ status: 400 });
      expect(await refusal(await entryCommand(server, player, withTiebreaker.gameId, entryId, 'tiebreaker', { value: 42.5 }))).toMatchObject({ status: 400 });
      expect(await refusal(await entryCommand(server, player, withTiebreaker.gameId, entryId, 'tiebreaker', { value: -1 }))).toMatchObject({ status: 400 });
      expect(await state(withTiebreaker.gameId)).toEqual(before);
      expect((await entryCommand(server, player, withTiebreaker.gameId, entryId, 'tiebreaker', { value: 42 })).status).toBe(200);
      expect((await entryCommand(server, player, withTiebreaker.gameId, entryId, 'submit')).status).toBe(200);
      expect((await ownEntries(server.db, withTiebreaker.gameId, playerUid)).entries[0]).toMatchObject({ submitted: true, tiebreakerAnswer: 42 });
      // Before its lock, nobody else sees the tiebreaker answer.
      expect((await readPickem(server, withTiebreaker.gameId)).entries[0]).toMatchObject({ tiebreakerAnswer: null });
    });

    type Case = { gameId: string; cookie: string; path: string; body: unknown };
    const cases: Array<[string, () => Promise<Case>, number, string]> = [
      [
        'an unknown question',
        async () => {
          const { gameId } = await newSlate();
          const { entryId } = await joinOk(server, player, gameId);
          return { gameId, cookie: player, path: `entries/${entryId}/answers`, body: { question: 7, choice: 'Home' } };
        },
        400,
        'That question does not exist',
      ],
      [
        'a choice not offered',
        async () => {
          const { gameId } = await newSlate();
          const { entryId } = await joinOk(server, player, gameId);
          return { gameId, cookie: player, path: `entries/${entryId}/answers`, body: { question: 0, choice: 'Draw' } };
        },
        400,
        'That choice is not offered',
      ],
      [
        'a pick on a game taken off the board',
        async () => {
          const games = await sportsGames(1);
          const { gameId } = await createPickem(server, host, slateInput([], { questions: [{ type: 'OffPick', sportsGameId: games[0]!.id }] }));
          const { entryId } = await joinOk(server, player, gameId);
          return { gameId, cookie: player, path: `entries/${entryId}/answers`, body: { question: 0, choice: 'Home' } };
        },
        400,
        'That choice is not offered',
      ],
      [
        'more answers than maxAnswers',
        async () => {
          const { gameId } = await newSlate({ maxAnswers: 1 });
          const { entryId } = await joinOk(server, player, gameId);
          await pickOk(server, player, gameId, entryId, 0, 'Home');
          return { gameId, cookie: player, path: `entries/${entryId}/answers`, body: { question: 1, choice: 'Home' } };
        },
        409,
        'You can pick at most 1 game',
      ],
      [
        'a forged entry id',
        async () => {
          const { gameId } = await newSlate();
          await joinOk(server, player, gameId);
          return { gameId, cookie: player, path: 'entries/AAAAAAAAAAAAAAAAAAAA/answers', body: { question: 0, choice: 'Home' } };
        },
        404,
        'Entry not found',
      ],
      [
        'another player’s entry',
        async () => {
          const { gameId } = await newSlate();
          const { entryId } = await joinOk(server, player, gameId);
          return { gameId, cookie: other, path: `entries/${entryId}/answers`, body: { question: 0, choice: 'Away' } };
        },
        404,
        'Entry not found',
      ],
      [
        'another player’s submit',
        async () => {
          const { gameId } = await newSlate();
          const { entryId } = await joinOk(server, player, gameId);
          return { gameId, cookie: other, path: `entries/${entryId}/submit`, body: {} };
        },
        404,
        'Entry not found',
      ],
      [
        'a pick’em command on a squares game',
        async () => {
          const sports = await storeSportsGame(server.db, {}, clock);
          const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
          return { gameId, cookie: player, path: 'entries', body: {} };
        },
        400,
        "Game is not a pick'em game",
      ],
      [
        'a submit to a squares game',
        async () => {
          const sports = await storeSportsGame(server.db, {}, clock);
          const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
          return { gameId, cookie: player, path: 'entries/AAAAAAAAAAAAAAAAAAAA/submit', body: {} };
        },
        400,
        "Game is not a pick'em game",
      ],
      [
        'joining an anonymous host’s game',
        async () => {
          const anonHost = await anonymousCookie(server);
          const { gameId } = await newSlate({}, anonHost);
          return { gameId, cookie: player, path: 'entries', body: {} };
        },
        403,
        'Game owner is anonymous',
      ],
      [
        'an anonymous host’s third entry',
        async () => {
          const anonHost = await anonymousCookie(server);
          const { gameId } = await newSlate({}, anonHost);
          await joinOk(server, anonHost, gameId);
          await joinOk(server, anonHost, gameId);
          return { gameId, cookie: anonHost, path: 'entries', body: {} };
        },
        403,
        'Sign in to add more entries',
      ],
      [
        'a second entry with oneEntryPerUser',
        async () => {
          const { gameId } = await newSlate({ oneEntryPerUser: true });
          await joinOk(server, player, gameId);
          return { gameId, cookie: player, path: 'entries', body: {} };
        },
        409,
        'You already have an entry in this game',
      ],
      [
        'an entry beyond entryLimit',
        async () => {
          const { gameId } = await newSlate({ entryLimit: 2 });
          await joinOk(server, player, gameId);
          await joinOk(server, player, gameId);
          return { gameId, cookie: player, path: 'entries', body: {} };
        },
        409,
        'You can have at most 2 entries in this game',
      ],
      [
        'an anonymous player naming their entry',
        async () => ({ gameId: (await newSlate()).gameId, cookie: player, path: 'entries', body: { entryName: 'Mine' } }),
        403,
        'Sign in required to customize entry name',
      ],
      [
        'an anonymous player renaming their entry',
        async () => {
          const { gameId } = await newSlate();
          const { entryId } = await joinOk(server, player, gameId);
          return { gameId, cookie: player, path: `entries/${entryId}/name`, body: { entryName: 'Mine' } };
        },
        403,
        'Sign in required to customize entry name',
      ],
      [
        'a non-host settling a prop',
        async () => {
          const { gameId } = await createPickem(server, host, propsInput(new Date(clock.getTime() + HOUR)));
          return { gameId, cookie: player, path: 'props/0/settle', body: { winners: ['Yes'] } };
        },
        403,
        'Only the host can do that',
      ],
      [
        'an unknown game',
        () => Promise.resolve({ gameId: 'AAAAAAAAAAAAAAAAAAAA', cookie: player, path: 'entries', body: {} }),
        404,
        'Game not found',
      ],
    ];

    it.each(cases)('refuses %s and changes nothing', async (_name, setup, status, message) => {
      const { gameId, cookie, path, body } = await setup();
      const before = await state(gameId);
      const response = await postJson(server, `/api/games/${gameId}/${path}`, body, { cookie });
      expect(await refusal(response)).toMatchObject({ status, message });
      expect(await state(gameId)).toEqual(before);
    });

    it('an entry beyond the game’s limits answers entry_limit, which clients tell from other conflicts', async () => {
      const one = await newSlate({ oneEntryPerUser: true });
      await joinOk(server, player, one.gameId);
      expect(await refusal(await postJson(server, `/api/games/${one.gameId}/entries`, {}, { cookie: player }))).toEqual({
        status: 409,
        code: 'entry_limit',
        message: 'You already have an entry in this game',
      });
      const two = await newSlate({ entryLimit: 1 });
      await joinOk(server, player, two.gameId);
      expect(await refusal(await postJson(server, `/api/games/${two.gameId}/entries`, {}, { cookie: player }))).toEqual({
        status: 409,
        code: 'entry_limit',
        message: 'You can have at most 1 entry in this game',
      });
    });

    it('cancel deletes the entry and its picks and takes the game off the player’s My Games', async () => {
      const { gameId } = await newSlate();
      const { entryId } = await joinOk(server, player, gameId);
      await pickOk(server, player, gameId, entryId, 0, 'Home');
      expect((await entryCommand(server, player, gameId, entryId, 'cancel')).status).toBe(200);
      expect(await state(gameId)).toEqual({ entries: [], answers: [], tiebreakers: [] });
      expect(await count('select count(*)::int as n from user_games where uid = $1 and game_id = $2', [playerUid, gameId])).toBe(0);
    });
  });

  describe('locks on the server’s clock', () => {
    it('after the first kickoff every pick, tiebreaker, join, submit and cancel is refused; the lock job publishes the lock', async () => {
      const { gameId, sports } = await newSlate({}, host, 1);
      const withTiebreaker = await createPickem(server, host, slateInput([sports[1]!.id], { tiebreaker: { type: 'TotalPointsPick', sportsGameId: sports[1]!.id } }));
      const { entryId } = await joinOk(server, player, gameId);
      await pickOk(server, player, gameId, entryId, 0, 'Home');
      const tb = await joinOk(server, player, withTiebreaker.gameId);
      expect((await readPickem(server, gameId)).entries[0]?.answers).toEqual([]);

      clock = new Date(clock.getTime() + 2 * HOUR);
      const before = await state(gameId);
      const locked = { status: 409, code: 'game_locked', message: 'Picks are locked for this game' };
      expect(await refusal(await entryCommand(server, player, gameId, entryId, 'answers', { question: 1, choice: 'Home' }))).toEqual(locked);
      expect(await refusal(await entryCommand(server, player, gameId, entryId, 'answers', { question: 0, choice: null }))).toEqual(locked);
      expect(await refusal(await entryCommand(server, player, gameId, entryId, 'cancel'))).toEqual(locked);
      expect(await refusal(await entryCommand(server, player, gameId, entryId, 'submit'))).toEqual(locked);
      expect(await refusal(await joinGame(server, other, gameId))).toEqual(locked);
      expect(await refusal(await entryCommand(server, player, withTiebreaker.gameId, tb.entryId, 'tiebreaker', { value: 30 }))).toEqual(locked);
      expect(await state(gameId)).toEqual(before);

      // The feed never said the games started: the server's clock locks them, visibly.
      const game = await eventually(() => readPickem(server, gameId), (g) => g.questions.every((q) => q.locked));
      expect(game.entries[0]?.answers).toEqual([{ question: 0, choice: 'Home' }]);
      expect(game.questions[0]?.pickShares).toEqual([
        { key: 'Away', share: 0 },
        { key: 'Home', share: 1 },
      ]);
      expect(game.questions[1]?.pickShares).toEqual([
        { key: 'Away', share: 0 },
        { key: 'Home', share: 0 },
      ]);
    });

    it('with late entry, questions not yet started stay open; props lock at their own lockTime', async () => {
      const early = await sportsGames(1, 1);
      const late = await sportsGames(1, 5);
      const { gameId } = await createPickem(server, host, slateInput([early[0]!.id, late[0]!.id], { allowLateEntry: true }));
      const props = await createPickem(server, host, propsInput(new Date(clock.getTime() + 3 * HOUR)));
      const { entryId } = await joinOk(server, player, gameId);
      const prop = await joinOk(server, player, props.gameId);
      clock = new Date(clock.getTime() + 2 * HOUR);
      expect(await refusal(await entryCommand(server, player, gameId, entryId, 'answers', { question: 0, choice: 'Home' }))).toMatchObject({
        message: 'Picks are locked for this game',
      });
      await pickOk(server, player, gameId, entryId, 1, 'Away');
      await pickOk(server, player, props.gameId, prop.entryId, 0, 'Yes');
      const game = await eventually(() => readPickem(server, gameId), (g) => g.questions[0]!.locked);
      expect(game.questions[1]?.locked).toBe(false);
      expect(game.entries[0]?.answers).toEqual([]);
      clock = new Date(clock.getTime() + 2 * HOUR);
      expect(await refusal(await entryCommand(server, player, props.gameId, prop.entryId, 'answers', { question: 1, choice: 'No' }))).toMatchObject({
        message: 'Picks are locked for this game',
      });
      const propsGame = await eventually(() => readPickem(server, props.gameId), (g) => g.questions.every((q) => q.locked) && g.tiebreaker!.locked);
      expect(propsGame.entries[0]?.answers).toEqual([{ question: 0, choice: 'Yes' }]);
    });
    it('a rescheduled kickoff moves the lock while NS; the first non-NS status locks, and nothing reopens it', async () => {
      const [sports] = await sportsGames(1, 1);
      const { gameId } = await createPickem(server, host, slateInput([sports!.id]));
      const { entryId } = await joinOk(server, player, gameId);
      // The feed as the ingest stores it: the same transaction runs the pick'em listener.
      const feed = (game: SportsGame) =>
        applyFeedGames({ db: server.db, publisher: { announce: () => undefined }, listeners: [pickemSettlementListener(services.context)], now: () => clock }, [game]);
      const later = new Date(clock.getTime() + 3 * HOUR).toISOString();
      await feed({ ...sports!, gameTime: later });
      let game = await readPickem(server, gameId);
      expect(game.questions[0]).toMatchObject({ lockTime: later, locked: false });
      expect(game.firstLockTime).toBe(later);
      clock = new Date(clock.getTime() + 2 * HOUR);
      await pickOk(server, player, gameId, entryId, 0, 'Away');
      // Warmup before the scheduled time: locked now, at the server's time.
      await feed({ ...sports!, gameTime: later, status: 'Warmup' });
      game = await readPickem(server, gameId);
      expect(game.questions[0]).toMatchObject({ locked: true, lockTime: clock.toISOString() });
      expect(game.entries[0]?.answers).toEqual([{ question: 0, choice: 'Away' }]);
      // Back to NS and delayed again: still locked.
      await feed({ ...sports!, gameTime: new Date(clock.getTime() + 5 * HOUR).toISOString(), status: 'NS' });
      expect((await readPickem(server, gameId)).questions[0]?.locked).toBe(true);
      expect(await refusal(await entryCommand(server, player, gameId, entryId, 'answers', { question: 0, choice: 'Home' }))).toMatchObject({
        message: 'Picks are locked for this game',
      });
    });
    it('refuses a pick once the feed has stored its game as started, before the pool has followed the change', async () => {
      const [sports] = await sportsGames(1, 3);
      const { gameId } = await createPickem(server, host, slateInput([sports!.id]));
      const { entryId } = await joinOk(server, player, gameId);
      await pickOk(server, player, gameId, entryId, 0, 'Away');
      // The games' transaction alone: the pools follow it in transactions of their own (decision 045),
      // and none has run here yet.
      await applyFeedGames({ db: server.db, publisher: { announce: () => undefined }, listeners: [], now: () => clock }, [{ ...sports!, status: 'Q1' }]);
      expect((await readPickem(server, gameId)).questions[0]?.locked).toBe(false);
      const before = await state(gameId);
      expect(await refusal(await entryCommand(server, player, gameId, entryId, 'answers', { question: 0, choice: 'Home' }))).toMatchObject({
        message: 'Picks are locked for this game',
      });
      expect(await state(gameId)).toEqual(before);
    });
  });

  describe('host settlement of props', () => {
    it('settles, corrects and voids props and the tiebreaker, audited; scores and ranks follow', async () => {
      const { gameId } = await createPickem(server, host, propsInput(new Date(clock.getTime() + HOUR)));
      const a = await joinOk(server, player, gameId);
      const b = await joinOk(server, other, gameId);
      await pickOk(server, player, gameId, a.entryId, 0, 'Yes');
      await pickOk(server, player, gameId, a.entryId, 1, 'No');
      await pickOk(server, other, gameId, b.entryId, 0, 'No');
      await pickOk(server, other, gameId, b.entryId, 1, 'No');
      await entryCommand(server, player, gameId, a.entryId, 'tiebreaker', { value: 20 });
      await entryCommand(server, other, gameId, b.entryId, 'tiebreaker', { value: 30 });
      clock = new Date(clock.getTime() + 2 * HOUR);

      const settle = (question: number, body: unknown) => postJson(server, `/api/games/${gameId}/props/${question}/settle`, body, { cookie: host });
      expect(await refusal(await settle(0, { winners: ['Maybe'] }))).toMatchObject({ status: 400, message: 'That choice is not offered' });
      expect(await refusal(await settle(5, { winners: ['Yes'] }))).toMatchObject({ status: 400, message: 'That question does not exist' });
      expect((await settle(0, { winners: ['No'] })).status).toBe(200);
      expect((await settle(0, { winners: ['Yes'] })).status).toBe(200);
      expect((await settle(1, { winners: [], void: true })).status).toBe(200);
      let game = await readPickem(server, gameId);
      expect(game.questions.map((q) => q.choices.map((c) => c.result))).toEqual([
        ['W', 'L'],
        ['Void', 'Void'],
      ]);
      expect(game.entries.map((e) => [e.id, e.score, e.rank])).toEqual([
        [a.entryId, 10, 1],
        [b.entryId, 0, 2],
      ]);
      expect(game.auditLog.map((r) => [r.subject, r.change])).toEqual([
        ['Question 1', 'Settled: No'],
        ['Question 1', 'Corrected: No → Yes'],
        ['Question 2', 'Settled: Void'],
      ]);
      expect(game.gamePhase).toBe('Live');

      const tiebreaker = (result: number) => postJson(server, `/api/games/${gameId}/tiebreaker/settle`, { result }, { cookie: host });
      expect((await tiebreaker(31)).status).toBe(200);
      game = await readPickem(server, gameId);
      expect(game).toMatchObject({ gamePhase: 'Over', tiebreaker: { result: 31, locked: true } });
      expect(game.entries.map((e) => e.tiebreakerAnswer)).toEqual([20, 30]);
      expect(game.auditLog.at(-1)).toMatchObject({ subject: 'Tiebreaker', change: 'Tiebreaker set to 31' });
    });
  });
});
