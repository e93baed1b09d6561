// A squares host's My Games row counts the game's players (docs/product/site.md#my-games), so
// every player's first square changes it. Logged inside the claims' transactions, every first
// claim in any of a host's games would queue on that one topic's head, and behind whatever else
// holds it (a kickoff batch publishing the host's pools): decision 056. The host's rows are
// logged off the claims' path instead, one transaction per host however many games changed.
import type { GameId } from '../../contracts/ids.js';
import { userGamesTopic } from '../../contracts/topics.js';
import type { UserGamesEvent } from '../../contracts/games.js';
import type { Database } from '../db/database.js';
import { holdTopicHead } from '../db/repositories/topic-events.repository.js';
import { findUserSummariesOfGames } from '../db/repositories/user-games.repository.js';
import { createDebouncedJobs } from './debounced-jobs.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';

/** How long a host's changed games gather before their rows are logged. */
const HOST_SUMMARY_DEBOUNCE_MS = 200;

export interface HostSummaries {
  /** The game's host row is out of date (a new player, the host's own first square). */
  changed(hostUid: string, gameId: GameId): void;
  /** Logs every row gathered so far now, and resolves once they and the runs under way are written (a stop; tests). */
  flush(): Promise<void>;
  /** No further runs, after a last flush. */
  close(): Promise<void>;
}

export interface HostSummariesDeps {
  db: Database;
  publisher: Publisher;
  onError: (error: unknown) => void;
  debounceMs?: number;
}

export function createHostSummaries(deps: HostSummariesDeps): HostSummaries {
  /** Per host, the games whose rows wait for the host's next run. */
  const waiting = new Map<string, Set<GameId>>();
  /** Runs under way, which a stop waits for before the database closes. */
  const running = new Set<Promise<void>>();
  /** Logs the host's rows that wait; a failed run's games wait again, with any that changed meanwhile. */
  const runHost = async (hostUid: string): Promise<void> => {
    const games = waiting.get(hostUid);
    waiting.delete(hostUid);
    if (!games) return;
    const run = publishHostSummaries(deps.db, deps.publisher, hostUid, [...games]);
    running.add(run);
    try {
      await run;
    } catch (error) {
      for (const gameId of games) add(hostUid, gameId);
      throw error;
    } finally {
      running.delete(run);
    }
  };
  const jobs = createDebouncedJobs(
    async (hostUid: string) => {
      await runHost(hostUid);
      return true;
    },
    // Two at once at most: a burst of hosts must not take the connections the claims need.
    { debounceMs: deps.debounceMs ?? HOST_SUMMARY_DEBOUNCE_MS, retryMs: 1_000, maxRetries: 3, onError: deps.onError, concurrency: 2 },
  );
  const add = (hostUid: string, gameId: GameId) => {
    const games = waiting.get(hostUid);
    if (games) games.add(gameId);
    else waiting.set(hostUid, new Set([gameId]));
  };
  // A host's debounce may still end later: its run then finds nothing waiting. Two runs of one
  // host at once are safe, since each reads after taking the host's head.
  const flush = async (): Promise<void> => {
    const runs = [...waiting.keys()].map((hostUid) => runHost(hostUid).catch(deps.onError));
    await Promise.allSettled([...runs, ...running]);
  };
  return {
    changed(hostUid, gameId) {
      add(hostUid, gameId);
      jobs.schedule(hostUid);
    },
    flush,
    async close() {
      jobs.close();
      await flush();
    },
  };
}

/**
 * The host's rows of `gameIds` as they are now. The head of the host's My Games topic is taken
 * before they are read, so they are logged after every update of it already committed: an older
 * row (read by another instance, or by a command before this one) never lands last.
 */
async function publishHostSummaries(db: Database, publisher: Publisher, hostUid: string, gameIds: readonly GameId[]): Promise<void> {
  await runCommand(db, publisher, async (tx, publish) => {
    await holdTopicHead(tx, userGamesTopic.topic({ uid: hostUid }));
    const summaries = await findUserSummariesOfGames(tx, hostUid, gameIds);
    await publish.many(userGamesTopic, summaries.map((game) => [{ uid: hostUid }, { kind: 'summary.updated', game } satisfies UserGamesEvent] as const));
  });
}
