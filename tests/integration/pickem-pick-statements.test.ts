// A game's picks in batches (decision 048): concurrent picks share one transaction — the game row
// FOR SHARE, the entries FOR UPDATE with the game's questions in one statement, one write, the
// owners' own entries and their topic events — five statements however many picks; each pick is
// still judged on its own (only the owner picks, never after a lock, only offered choices, at most
// the game's maximum), a refused pick writes nothing, and the later of two picks on one question wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryId, GameId } from '../../src/contracts/ids.js';
import type { SetAnswer } from '../../src/contracts/pickem.js';
import { REFUSAL_CODES } from '../../src/contracts/refusal-codes.js';
import { refusalText } from '../../src/domain/refusals.js';
import type { Refusal } from '../../src/domain/refusals.js';
import type { Database, Queryable } from '../../src/server/db/database.js';
import { createPickBatcher, setAnswer } from '../../src/server/services/pickem-picks.service.js';
import type { PickDeps } from '../../src/server/services/pickem-picks.service.js';
import { createPickem, joinOk, propsInput } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const yesNo = [
  { choiceText: 'Yes', points: 10 },
  { choiceText: 'No', points: 15 },
];

describe.each(engines)('a game’s picks in batches on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  /** A props pool of four questions, its host's entry, and picks counted by statement and by announced topic. */
  async function pool(overrides: { maxAnswers?: number } = {}) {
    const hostCookie = await anonymousCookie(server);
    const lockTime = new Date(Date.now() + 86_400_000).toISOString();
    const questions = ['Rain?', 'Cake?', 'Speech?', 'Dance?'].map((prompt) => ({ type: 'PropsQuestion' as const, prompt, lockTime, choices: yesNo }));
    const gameId = (await createPickem(server, hostCookie, propsInput(new Date(lockTime), { questions, ...overrides }))).gameId;
    // An anonymous host plays their own pool (others may join only a signed-in host's).
    const entryId = (await joinOk(server, hostCookie, gameId)).entryId;
    const { rows } = await server.db.query<{ uid: string }>('select uid from pickem_entries where id = $1', [entryId]);
    const player = { uid: rows[0]!.uid, type: 'anonymous' as const };

    const counted = { statements: 0, announced: [] as string[] };
    const counting = (tx: Queryable): Queryable => ({ query: (sql, params) => ((counted.statements += 1), tx.query(sql, params)) });
    const db: Database = Object.assign(Object.create(server.db) as Database, {
      transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: Parameters<Database['transaction']>[1]) => server.db.transaction((tx) => fn(counting(tx)), options),
    });
    const deps: PickDeps = { picks: createPickBatcher({ db, publisher: { announce: (topic) => void counted.announced.push(topic) }, now: () => new Date() }) };
    const answers = async () =>
      (await server.db.query<{ question: number; choice: string }>('select question, choice from pickem_answers where entry_id = $1 order by question', [entryId])).rows;
    /** Sent in one tick, as requests read together are: they form one batch. */
    const sendTogether = (picks: Array<{ uid?: string; entryId?: EntryId; input: SetAnswer }>) =>
      Promise.allSettled(picks.map((p) => setAnswer(deps, { uid: p.uid ?? player.uid, type: 'anonymous' }, gameId, p.entryId ?? entryId, p.input)));
    return { gameId, entryId, player, counted, deps, answers, sendTogether };
  }

  /** A pick's answer as the caller gets it: saved, or its refusal's code and text. */
  const code = (settled: PromiseSettledResult<void>) => {
    if (settled.status === 'fulfilled') return 'saved';
    const error = settled.reason as { code?: string; message?: string };
    return `${error.code}: ${error.message}`;
  };
  const refused = (refusal: Refusal) => `${REFUSAL_CODES[refusal.reason]}: ${refusalText(refusal)}`;

  it('answers each pick of a batch on its own, stores only the good ones, and keeps the later of two', async () => {
    const { gameId, player, counted, answers, sendTogether } = await pool();
    await server.db.query('update pickem_questions set locked_at = now(), lock_time = now() where game_id = $1 and question = 2', [gameId]);

    const settled = await sendTogether([
      { input: { question: 0, choice: 'Yes' } },
      { uid: 'someone-else', input: { question: 1, choice: 'No' } },
      { input: { question: 1, choice: 'Maybe' } },
      { input: { question: 9, choice: 'Yes' } },
      { input: { question: 2, choice: 'Yes' } },
      { entryId: 'forgedforgedforged00' as EntryId, input: { question: 1, choice: 'Yes' } },
      { input: { question: 3, choice: 'Yes' } },
      { input: { question: 0, choice: 'No' } },
      { input: { question: 3, choice: null } },
    ]);
    expect(settled.map(code)).toEqual([
      'saved',
      refused({ reason: 'entryNotFound' }),
      refused({ reason: 'choiceNotOffered' }),
      refused({ reason: 'noQuestion' }),
      refused({ reason: 'picksLocked' }),
      refused({ reason: 'entryNotFound' }),
      'saved',
      'saved',
      'saved',
    ]);
    // One transaction for the nine: the game, the entries with the questions, the write, the owner's entries, the topic event.
    expect(counted.statements).toBe(5);
    expect(await answers()).toEqual([{ question: 0, choice: 'No' }]);
    // Only the owner's topic hears of it, once.
    expect(counted.announced).toEqual([`pickem-entries:${gameId}:${player.uid}`]);
  });

  it('counts a batch’s earlier picks against the game’s maximum', async () => {
    const { counted, answers, sendTogether } = await pool({ maxAnswers: 2 });
    const first = await sendTogether([{ input: { question: 0, choice: 'Yes' } }]);
    expect(first.map(code)).toEqual(['saved']);
    counted.statements = 0;

    const settled = await sendTogether([
      { input: { question: 1, choice: 'Yes' } },
      { input: { question: 2, choice: 'Yes' } },
      { input: { question: 1, choice: 'No' } },
      { input: { question: 0, choice: null } },
      { input: { question: 3, choice: 'No' } },
    ]);
    expect(settled.map(code)).toEqual(['saved', refused({ reason: 'maxAnswers', limit: 2, props: true }), 'saved', 'saved', 'saved']);
    // The answers held are read once more, for the count.
    expect(counted.statements).toBe(6);
    expect(await answers()).toEqual([
      { question: 1, choice: 'No' },
      { question: 3, choice: 'No' },
    ]);
  });

  it('refuses every pick of a batch on a game that is not there, and writes nothing', async () => {
    const { entryId, deps, player } = await pool();
    const settled = await Promise.allSettled([0, 1].map((question) => setAnswer(deps, player, 'nosuchgamenosuchgam' as GameId, entryId, { question, choice: 'Yes' })));
    expect(settled.map(code)).toEqual([refused({ reason: 'gameNotFound' }), refused({ reason: 'gameNotFound' })]);
  });
});
