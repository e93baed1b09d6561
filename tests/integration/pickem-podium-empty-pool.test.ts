// A kickoff locks every pick'em pool on its games and schedules each one's podium. A pool nobody
// has entered has no probability to store: its recompute opens no transaction (no refresh, no
// update published); once someone enters, the podium is computed as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/server/db/database.js';
import { createPodiumScheduler } from '../../src/server/services/pickem-podium.js';
import { createPickem, joinOk, pickOk, propsInput } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('the podium of a pool nobody entered on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('is skipped without a transaction, and computed once someone enters', async () => {
    const lockTime = new Date(Date.now() + 86_400_000);
    const hostCookie = await anonymousCookie(server);
    const { gameId } = await createPickem(server, hostCookie, propsInput(lockTime));
    await server.db.query('update pickem_questions set locked_at = now() where game_id = $1 and question = 0', [gameId]);

    const counted = { transactions: 0, writes: 0 };
    const counting = (tx: Queryable): Queryable => ({
      query: (sql, params) => {
        if (/^\s*(update|insert|delete|with)\b/i.test(sql)) counted.writes += 1;
        return tx.query(sql, params);
      },
    });
    const db: Database = Object.assign(Object.create(server.db) as Database, {
      transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: Parameters<Database['transaction']>[1]) => {
        counted.transactions += 1;
        return server.db.transaction((tx) => fn(counting(tx)), options);
      },
    });
    const announced: string[] = [];
    const scheduler = createPodiumScheduler({ db, publisher: { announce: (topic) => void announced.push(topic) }, now: () => new Date(), onError: () => undefined });
    try {
      expect(await scheduler.recompute(gameId)).toBe(true);
      expect(counted).toEqual({ transactions: 0, writes: 0 });
      expect(announced).toEqual([]);

      // An entry whose locked answer makes it a contender: its probability is stored.
      await server.db.query('update pickem_questions set locked_at = null where game_id = $1', [gameId]);
      const { entryId } = await joinOk(server, hostCookie, gameId);
      await pickOk(server, hostCookie, gameId, entryId, 0, 'Yes');
      await server.db.query('update pickem_questions set locked_at = now() where game_id = $1 and question = 0', [gameId]);
      await server.db.query('update pickem_entries set podium_probability = null where id = $1', [entryId]);
      expect(await scheduler.recompute(gameId)).toBe(true);
      expect(counted.transactions).toBeGreaterThan(0);
      const { rows } = await server.db.query<{ p: number | null }>('select podium_probability as p from pickem_entries where id = $1', [entryId]);
      expect(rows[0]?.p).toBe(1);
    } finally {
      await scheduler.close();
    }
  });
});
