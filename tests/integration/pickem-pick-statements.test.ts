// A pick's statements (decision 046): the game row FOR SHARE, then the entry FOR UPDATE with the
// game's questions in one statement, the answer, the owner's own entries and their topic event —
// five in its transaction — and the lock rules unchanged: only the owner picks, never after a lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODES } from '../../src/contracts/refusal-codes.js';
import type { Database, Queryable } from '../../src/server/db/database.js';
import { setAnswer } from '../../src/server/services/pickem-entries.service.js';
import { createPickem, joinOk, propsInput, readPickem } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('a pick’s statements on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('is five statements in its transaction, by the owner only, and refused once its question locks', async () => {
    const hostCookie = await anonymousCookie(server);
    const gameId = (await createPickem(server, hostCookie, propsInput(new Date(Date.now() + 86_400_000)))).gameId;
    // An anonymous host plays their own pool (others may join only a signed-in host's).
    const entry = await joinOk(server, hostCookie, gameId);
    const entryId = entry.entryId;
    const { rows } = await server.db.query<{ uid: string }>('select uid from pickem_entries where id = $1', [entryId]);
    const player = { uid: rows[0]!.uid, type: 'anonymous' as const };

    let statements = 0;
    const counting = (tx: Queryable): Queryable => ({ query: (sql, params) => ((statements += 1), tx.query(sql, params)) });
    const db: Database = Object.assign(Object.create(server.db) as Database, {
      transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: Parameters<Database['transaction']>[1]) => server.db.transaction((tx) => fn(counting(tx)), options),
    });
    const deps = { db, publisher: { announce: () => undefined }, now: () => new Date(), podium: { schedule: () => undefined } };

    await setAnswer(deps, player, gameId, entryId, { question: 0, choice: 'Yes' });
    expect(statements).toBe(5);
    const { rows: answers } = await server.db.query<{ choice: string }>('select choice from pickem_answers where entry_id = $1 and question = 0', [entryId]);
    expect(answers.map((a) => a.choice)).toEqual(['Yes']);

    // Somebody else's entry: refused as not found, nothing written.
    await expect(setAnswer(deps, { uid: 'someone-else', type: 'anonymous' }, gameId, entryId, { question: 1, choice: 'No' })).rejects.toMatchObject({ code: REFUSAL_CODES.entryNotFound });
    // Once the question has locked, the pick is refused.
    await server.db.query('update pickem_questions set locked_at = now(), lock_time = now() where game_id = $1 and question = 0', [gameId]);
    await expect(setAnswer(deps, player, gameId, entryId, { question: 0, choice: 'No' })).rejects.toMatchObject({ code: REFUSAL_CODES.picksLocked });
    const { rows: after } = await server.db.query<{ question: number; choice: string }>('select question, choice from pickem_answers where entry_id = $1 order by question', [entryId]);
    expect(after).toEqual([{ question: 0, choice: 'Yes' }]);
    expect((await readPickem(server, gameId)).entries).toHaveLength(1);
  });
});
