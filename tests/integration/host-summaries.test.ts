// A host's My Games rows, logged off the claims' path (decision 056): the games of one host that
// changed meanwhile go in one transaction, a row read is never logged behind a newer one, and a
// failed run is tried again with its games.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { userGamesTopic } from '../../src/contracts/topics.js';
import type { Database } from '../../src/server/db/database.js';
import { appendTopicEvents } from '../../src/server/db/repositories/topic-events.repository.js';
import { findUserGame } from '../../src/server/db/repositories/user-games.repository.js';
import { createHostSummaries } from '../../src/server/services/host-summaries.js';
import { babyShowerInput, createGame } from '../factories/squares-games.js';
import { uidOf } from '../factories/user-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('host summaries on %s', (engine) => {
  let server: TestServer;
  const errors: unknown[] = [];
  const quiet = { announce: () => undefined };

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  const newHost = async () => {
    const { cookie } = await signInByEmail(server, uniqueEmail('summaries-host'));
    return { cookie, uid: await uidOf(server, cookie) };
  };
  /** The host's My Games updates of `gameIds` after version `after`, oldest first. */
  const loggedRows = async (uid: string, gameIds: readonly string[], after = 0) => {
    const { rows } = await server.db.query<{ version: number; game: { gameId: string; gameName: string } }>(
      `select version::int, data->'game' as game from topic_events
        where topic = $1 and version > $3 and data->>'kind' = 'summary.updated' and data->'game'->>'gameId' = any($2::text[]) order by version`,
      [userGamesTopic.topic({ uid }), gameIds, after],
    );
    return rows;
  };
  /** The head of the host's My Games topic: what was logged before the test's own part. */
  const headOf = async (uid: string) => (await server.db.query<{ version: number }>('select version::int from topic_heads where topic = $1', [userGamesTopic.topic({ uid })])).rows[0]?.version ?? 0;
  const countingTransactions = (db: Database, failFirst = false) => {
    let count = 0;
    const counted: Database = {
      ...db,
      transaction: (fn, options) => {
        count++;
        if (failFirst && count === 1) return Promise.reject(new Error('connection lost'));
        return db.transaction(fn, options);
      },
    };
    return { db: counted, count: () => count };
  };

  it("logs the rows of every game of a host that changed meanwhile in one transaction, as they are then", async () => {
    const host = await newHost();
    const games = await Promise.all([1, 2, 3].map(async (i) => (await createGame(server, host.cookie, babyShowerInput({ name: `Shower ${i}` }))).gameId));
    const before = await headOf(host.uid);
    const counted = countingTransactions(server.db);
    const summaries = createHostSummaries({ db: counted.db, publisher: quiet, onError: (error) => errors.push(error), debounceMs: 20 });
    for (const gameId of games) summaries.changed(host.uid, gameId);
    summaries.changed(host.uid, games[0]!);

    await vi.waitFor(async () => expect(await loggedRows(host.uid, games, before)).toHaveLength(3));
    expect(counted.count()).toBe(1);
    const logged = await loggedRows(host.uid, games, before);
    expect(logged.map((row) => row.game.gameId).sort()).toEqual([...games].sort());
    for (const row of logged) expect(row.game).toEqual(await findUserGame(server.db, host.uid, row.game.gameId as GameId));
    await summaries.close();
    expect(errors).toEqual([]);
  });

  it('waits for a command that holds the host’s topic, and logs the row as that command left it', async () => {
    const host = await newHost();
    const { gameId } = await createGame(server, host.cookie, babyShowerInput({ name: 'Before' }));
    const before = await headOf(host.uid);
    const summaries = createHostSummaries({ db: server.db, publisher: quiet, onError: (error) => errors.push(error), debounceMs: 0 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let logging: Promise<void> | undefined;
    // A rename that has logged the host's new row and not committed yet: the host summaries must
    // not read the old name meanwhile and log it after this one.
    await server.db.transaction(async (tx) => {
      await tx.query('update games set name = $2 where id = $1', [gameId, 'After']);
      const renamed = await findUserGame(tx, host.uid, gameId);
      await appendTopicEvents(tx, [{ topic: userGamesTopic.topic({ uid: host.uid }), json: JSON.stringify({ kind: 'summary.updated', game: renamed }) }]);
      summaries.changed(host.uid, gameId);
      logging = vi.waitFor(async () => expect(await loggedRows(host.uid, [gameId], before)).toHaveLength(2), { timeout: 5_000 });
      setTimeout(release, 150);
      await held;
    });
    await logging;
    const logged = await loggedRows(host.uid, [gameId], before);
    expect(logged.map((row) => row.game.gameName)).toEqual(['After', 'After']);
    await summaries.close();
    expect(errors).toEqual([]);
  });

  it('logs the rows it gathered when the server stops, without waiting for the gather to end', async () => {
    const host = await newHost();
    const { gameId } = await createGame(server, host.cookie, babyShowerInput({ name: 'Stopping' }));
    const before = await headOf(host.uid);
    const summaries = createHostSummaries({ db: server.db, publisher: quiet, onError: (error) => errors.push(error), debounceMs: 60_000 });
    summaries.changed(host.uid, gameId);
    await summaries.close();
    expect((await loggedRows(host.uid, [gameId], before)).map((row) => row.game.gameName)).toEqual(['Stopping']);
    expect(errors).toEqual([]);
  });

  it('tries a failed run again with its games', async () => {
    const host = await newHost();
    const { gameId } = await createGame(server, host.cookie, babyShowerInput({ name: 'Retried' }));
    const before = await headOf(host.uid);
    const counted = countingTransactions(server.db, true);
    const failures: unknown[] = [];
    const summaries = createHostSummaries({ db: counted.db, publisher: quiet, onError: (error) => failures.push(error), debounceMs: 0 });
    summaries.changed(host.uid, gameId);
    await vi.waitFor(async () => expect(await loggedRows(host.uid, [gameId], before)).toHaveLength(1), { timeout: 5_000 });
    expect(counted.count()).toBe(2);
    expect(failures).toHaveLength(1);
    await summaries.close();
  });
});
