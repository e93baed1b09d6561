// Each entry's picks row (030_pickem_entry_picks.sql; decision 049, amended) is what the podium
// keys its contenders from: it must say exactly what the entry's answers say, after picks through
// the server (one, several in a batch, a change, a clear), a lock, a host's settlement and a void,
// a cancelled entry, and answers written by any other statement — or a contender would be
// grouped with picks it does not hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { createPickBatcher, setAnswer } from '../../src/server/services/pickem-picks.service.js';
import { createPickem, entryCommand, joinOk, pickOk, propsInput } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('each entry’s picks row on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  /** Every entry of the game: its picks row (null: none) and its answers as the same object. */
  async function picksAndAnswers(gameId: GameId) {
    const { rows } = await server.db.query<{ id: string; picks: Record<string, string> | null; answers: Record<string, string> }>(
      `select e.id, p.picks,
              coalesce((select jsonb_object_agg(a.question::text, a.choice) from pickem_answers a where a.entry_id = e.id), '{}'::jsonb) as answers
         from pickem_entries e left join pickem_entry_picks p on p.entry_id = e.id where e.game_id = $1 order by e.id`,
      [gameId],
    );
    return rows;
  }
  const expectInStep = async (gameId: GameId) => {
    const rows = await picksAndAnswers(gameId);
    for (const row of rows) expect({ id: row.id, picks: row.picks ?? {} }).toEqual({ id: row.id, picks: row.answers });
    return rows;
  };

  it('says what the answers say after picks, a batch, a clear, a lock, a settlement and a void', async () => {
    const host = await anonymousCookie(server);
    const lockTime = new Date(Date.now() + 86_400_000);
    const yesNo = [
      { choiceText: 'Yes', points: 10 },
      { choiceText: 'No', points: 15 },
    ];
    const questions = ['Rain?', 'Cake?', 'Speech?', 'Dance?'].map((prompt) => ({ type: 'PropsQuestion' as const, prompt, lockTime: lockTime.toISOString(), choices: yesNo }));
    const gameId = (await createPickem(server, host, propsInput(lockTime, { questions }))).gameId;
    const a = (await joinOk(server, host, gameId)).entryId;
    const b = (await joinOk(server, host, gameId)).entryId;

    await pickOk(server, host, gameId, a, 0, 'Yes');
    await pickOk(server, host, gameId, a, 2, 'No');
    await pickOk(server, host, gameId, b, 1, 'No');
    await pickOk(server, host, gameId, b, 3, 'Yes');
    // Picks sent together form one batch: one statement writes several entries' answers.
    const { rows } = await server.db.query<{ uid: string }>('select uid from pickem_entries where id = $1', [a]);
    const player = { uid: rows[0]!.uid, type: 'anonymous' as const };
    const deps = { picks: createPickBatcher({ db: server.db, publisher: { announce: () => undefined }, now: () => new Date() }) };
    await Promise.all([
      setAnswer(deps, player, gameId, a, { question: 0, choice: 'No' }),
      setAnswer(deps, player, gameId, a, { question: 1, choice: 'Yes' }),
      setAnswer(deps, player, gameId, b, { question: 1, choice: null }),
      setAnswer(deps, player, gameId, b, { question: 3, choice: 'No' }),
    ]);
    const expected = new Map<string, Record<string, string>>([
      [a, { 0: 'No', 1: 'Yes', 2: 'No' }],
      [b, { 3: 'No' }],
    ]);
    for (const row of await expectInStep(gameId)) expect(row.answers).toEqual(expected.get(row.id));

    // A lock, a host's settlement and a void change no answer, and the row stays as it was.
    await server.db.query('update pickem_questions set locked_at = now(), lock_time = now() where game_id = $1 and question in (0, 1)', [gameId]);
    const settle = (question: number, body: unknown) => postJson(server, `/api/games/${gameId}/props/${question}/settle`, body, { cookie: host });
    expect((await settle(0, { winners: ['No'] })).status).toBe(200);
    expect((await settle(1, { winners: [], void: true })).status).toBe(200);
    await pickOk(server, host, gameId, b, 2, 'Yes');
    await expectInStep(gameId);

    // A pick on a locked question is refused and changes nothing.
    const refused = await entryCommand(server, host, gameId, b, 'answers', { question: 0, choice: 'Yes' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await expectInStep(gameId);
  });

  it('follows answers written by any statement, and leaves no row behind a cancelled entry', async () => {
    const host = await anonymousCookie(server);
    const lockTime = new Date(Date.now() + 86_400_000);
    const gameId = (await createPickem(server, host, propsInput(lockTime))).gameId;
    const a = (await joinOk(server, host, gameId)).entryId;
    const b = (await joinOk(server, host, gameId)).entryId;
    await pickOk(server, host, gameId, a, 0, 'Yes');
    await pickOk(server, host, gameId, b, 1, 'No');

    await server.db.query("insert into pickem_answers (entry_id, question, choice) values ($1, 1, 'No'), ($2, 0, 'Yes')", [a, b]);
    await server.db.query("update pickem_answers set choice = 'No' where entry_id = $1 and question = 0", [a]);
    await server.db.query('delete from pickem_answers where entry_id = $1 and question = 1', [b]);
    const expected = new Map<string, Record<string, string>>([
      [a, { 0: 'No', 1: 'No' }],
      [b, { 0: 'Yes' }],
    ]);
    for (const row of await expectInStep(gameId)) expect(row.picks).toEqual(expected.get(row.id));

    expect((await entryCommand(server, host, gameId, b, 'cancel')).status).toBe(200);
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from pickem_entry_picks where entry_id = $1', [b]);
    expect(rows[0]!.n).toBe(0);
    await expectInStep(gameId);
  });
});
