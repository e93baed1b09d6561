// Every pick'em command that changes what a player submitted closes when the feed has stored a
// game as started, before the pool has followed the change (docs/product/pickem.md#locks): the
// pools follow the feed in transactions of their own (decision 045), and no command may slip into
// that moment. Each command is accepted while the game is NS, then refused with the usual locked
// refusal, changing nothing, once the game is stored as started — its lock time still ahead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateQuestionsGame } from '../../src/contracts/pickem.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import { applyFeedGames } from '../../src/server/services/sports-games.service.js';
import { createPickem, entryCommand, joinGame, joinOk, pickOk, readPickem, slateInput } from '../factories/pickem-games.js';
import { refusal, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const HOUR = 3_600_000;
const LOCKED = { status: 409, code: 'game_locked', message: 'Picks are locked for this game' };

describe.each(engines)('pick’em commands once the feed stores a game as started, on %s', (engine) => {
  let server: TestServer;
  const clock = new Date();
  let host: string;
  let player: string;

  /** Two sports games kicking off in 3 and 4 hours: every lock time stays ahead in these tests. */
  const twoGames = async () => [
    await storeSportsGame(server.db, { gameTime: new Date(clock.getTime() + 3 * HOUR).toISOString() }, clock),
    await storeSportsGame(server.db, { gameTime: new Date(clock.getTime() + 4 * HOUR).toISOString() }, clock),
  ];
  const newSlate = async (games: readonly SportsGame[], overrides: Partial<CreateQuestionsGame> = {}) =>
    (await createPickem(server, host, slateInput(games.map((g) => g.id), overrides))).gameId;
  /** The feed stores the game as started; no pool follows it yet (no listener runs), so nothing is locked in the pool. */
  const start = async (gameId: string, sports: SportsGame) => {
    await applyFeedGames({ db: server.db, publisher: { announce: () => undefined }, listeners: [], now: () => clock }, [{ ...sports, status: 'Q1' }]);
    const game = await readPickem(server, gameId);
    expect(game.questions.every((q) => !q.locked && Date.parse(q.lockTime) > clock.getTime())).toBe(true);
    expect(game.tiebreaker?.locked ?? false).toBe(false);
  };
  /** Everything a refused command could have changed in a game. */
  const state = async (gameId: string) => ({
    entries: (await server.db.query('select id, uid, entry_name, submitted from pickem_entries where game_id = $1 order by id', [gameId])).rows,
    answers: (await server.db.query('select a.* from pickem_answers a join pickem_entries e on e.id = a.entry_id where e.game_id = $1 order by 1, 2', [gameId])).rows,
    tiebreakers: (await server.db.query('select t.* from pickem_tiebreaker_answers t join pickem_entries e on e.id = t.entry_id where e.game_id = $1 order by 1', [gameId])).rows,
    audit: (await server.db.query('select subject, change from pickem_audit_log where game_id = $1 order by id', [gameId])).rows,
  });
  const command = (gameId: string, entryId: string, name: string, body: unknown = {}) => entryCommand(server, player, gameId, entryId, name, body);

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => clock });
    host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    player = await anonymousCookie(server);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('a pick: its own game started closes it; with late entry the later game stays open, without it the whole slate closes', async () => {
    const late = await twoGames();
    const lateId = await newSlate(late, { allowLateEntry: true });
    const lateEntry = (await joinOk(server, player, lateId)).entryId;
    await pickOk(server, player, lateId, lateEntry, 0, 'Away');
    await start(lateId, late[0]!);
    let before = await state(lateId);
    expect(await refusal(await command(lateId, lateEntry, 'answers', { question: 0, choice: 'Home' }))).toEqual(LOCKED);
    expect(await state(lateId)).toEqual(before);
    await pickOk(server, player, lateId, lateEntry, 1, 'Home');

    const slate = await twoGames();
    const gameId = await newSlate(slate);
    const { entryId } = await joinOk(server, player, gameId);
    await pickOk(server, player, gameId, entryId, 1, 'Away');
    await start(gameId, slate[0]!);
    before = await state(gameId);
    // The refresh will lock the slate at its first lock, now: the check says so already.
    expect(await refusal(await command(gameId, entryId, 'answers', { question: 1, choice: 'Home' }))).toEqual(LOCKED);
    expect(await refusal(await command(gameId, entryId, 'answers', { question: 0, choice: 'Home' }))).toEqual(LOCKED);
    expect(await state(gameId)).toEqual(before);
  });

  it('the tiebreaker: its TotalPointsPick game started closes it, even with late entry and the questions open', async () => {
    const games = await twoGames();
    const gameId = await newSlate(games, { allowLateEntry: true, tiebreaker: { type: 'TotalPointsPick', sportsGameId: games[1]!.id } });
    const { entryId } = await joinOk(server, player, gameId);
    expect((await command(gameId, entryId, 'tiebreaker', { value: 41 })).status).toBe(200);
    await start(gameId, games[1]!);
    const before = await state(gameId);
    expect(await refusal(await command(gameId, entryId, 'tiebreaker', { value: 42 }))).toEqual(LOCKED);
    expect(await state(gameId)).toEqual(before);
    // The question on the other game is still open.
    await pickOk(server, player, gameId, entryId, 0, 'Home');
  });

  it('the tiebreaker without late entry closes with the slate’s first game', async () => {
    const games = await twoGames();
    const gameId = await newSlate(games, { tiebreaker: { type: 'TotalPointsPick', sportsGameId: games[1]!.id } });
    const { entryId } = await joinOk(server, player, gameId);
    expect((await command(gameId, entryId, 'tiebreaker', { value: 41 })).status).toBe(200);
    await start(gameId, games[0]!);
    const before = await state(gameId);
    expect(await refusal(await command(gameId, entryId, 'tiebreaker', { value: 42 }))).toEqual(LOCKED);
    expect(await state(gameId)).toEqual(before);
  });

  it('joining: accepted while any question is open, refused once every game of the slate is closed', async () => {
    const games = await twoGames();
    const gameId = await newSlate(games);
    await joinOk(server, player, gameId);
    await start(gameId, games[0]!);
    const before = await state(gameId);
    expect(await refusal(await joinGame(server, player, gameId))).toEqual(LOCKED);
    expect(await state(gameId)).toEqual(before);
  });

  it('submitting and cancelling an entry: accepted before, refused once the slate’s game is stored as started', async () => {
    const games = await twoGames();
    const gameId = await newSlate(games);
    const first = (await joinOk(server, player, gameId)).entryId;
    const second = (await joinOk(server, player, gameId)).entryId;
    const third = (await joinOk(server, player, gameId)).entryId;
    expect((await command(gameId, first, 'submit')).status).toBe(200);
    expect((await command(gameId, third, 'cancel')).status).toBe(200);
    await start(gameId, games[0]!);
    const before = await state(gameId);
    expect(await refusal(await command(gameId, second, 'submit'))).toEqual(LOCKED);
    expect(await refusal(await command(gameId, second, 'cancel'))).toEqual(LOCKED);
    expect(await state(gameId)).toEqual(before);
  });

  it('the host’s removal of an entry: accepted before, refused once a game is stored as started, even with late entry', async () => {
    const games = await twoGames();
    const gameId = await newSlate(games, { allowLateEntry: true });
    const remove = (entryId: string) => postJson(server, `/api/pickem/games/${gameId}/entries/${entryId}/remove`, {}, { cookie: host });
    const first = (await joinOk(server, player, gameId)).entryId;
    const second = (await joinOk(server, player, gameId)).entryId;
    await pickOk(server, player, gameId, second, 0, 'Away');
    expect((await remove(first)).status).toBe(200);
    await start(gameId, games[0]!);
    const before = await state(gameId);
    expect(await refusal(await remove(second))).toEqual({ status: 409, code: 'game_locked', message: 'Entries can no longer be removed: picks have locked' });
    expect(await state(gameId)).toEqual(before);
  });
});
