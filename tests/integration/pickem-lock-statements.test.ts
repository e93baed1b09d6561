// A kickoff locks every question of a pick'em slate at once: the refresh stores the questions it
// moved in one statement, however many, and leaves the others' rows alone (a question whose lock
// time has not passed stays open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import type { Database, Queryable } from '../../src/server/db/database.js';
import { refreshQuestionsGame } from '../../src/server/services/pickem-refresh.js';
import { runCommand } from '../../src/server/services/publisher.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const yesNo = [
  { choiceText: 'Yes', points: 10 },
  { choiceText: 'No', points: 15 },
];

describe.each(engines)('a pick’em refresh that locks many questions on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  /** Runs the refresh as of `now` in a transaction whose statements are recorded. */
  async function refreshCounted(gameId: GameId, now: Date): Promise<string[]> {
    const statements: string[] = [];
    const counting = (tx: Queryable): Queryable => ({ query: (sql, params) => (statements.push(sql), tx.query(sql, params)) });
    const db: Database = Object.assign(Object.create(server.db) as Database, {
      transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: Parameters<Database['transaction']>[1]) => server.db.transaction((tx) => fn(counting(tx)), options),
    });
    await runCommand(db, { announce: () => undefined }, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, now));
    return statements;
  }

  it('stores the questions it locks in one statement and leaves a question not yet due open', async () => {
    const kickoff = new Date(Date.now() + 86_400_000);
    const later = new Date(kickoff.getTime() + 3_600_000);
    const questions = [
      ...['Rain?', 'Cake?', 'Speech?', 'Dance?', 'Toast?'].map((prompt) => ({ type: 'PropsQuestion' as const, prompt, lockTime: kickoff.toISOString(), choices: yesNo })),
      { type: 'PropsQuestion' as const, prompt: 'Fireworks?', lockTime: later.toISOString(), choices: yesNo },
    ];
    const hostCookie = await anonymousCookie(server);
    const { gameId } = await createPickem(server, hostCookie, propsInput(kickoff, { questions }));

    const atKickoff = new Date(kickoff.getTime() + 1_000);
    const statements = await refreshCounted(gameId, atKickoff);
    expect(statements.filter((sql) => /update\s+pickem_questions/i.test(sql))).toHaveLength(1);
    const { rows } = await server.db.query<{ question: number; locked: boolean }>(
      'select question, locked_at is not null as locked from pickem_questions where game_id = $1 order by question',
      [gameId],
    );
    expect(rows).toEqual([0, 1, 2, 3, 4, 5].map((question) => ({ question, locked: question < 5 })));

    // Nothing moved since: no question is written again.
    const again = await refreshCounted(gameId, atKickoff);
    expect(again.filter((sql) => /update\s+pickem_questions/i.test(sql))).toHaveLength(0);
  });
});
