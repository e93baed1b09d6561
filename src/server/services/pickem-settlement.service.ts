import type { GameId } from '../../contracts/ids.js';
import type { Database } from '../db/database.js';
import { findGameIdsWithDueLocks, findQuestionsGameIdsOnSportsGames } from '../db/repositories/pickem-games.repository.js';
import { settleDueGames } from './pickem-game-end-settlement.service.js';
import { newChunkWrites, refreshQuestionsGame, writeChunk } from './pickem-refresh.js';
import { readRefreshInputsOfGames } from './pickem-refresh-inputs.js';
import type { SchedulePodium } from './pickem-podium.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import type { SportsGameFollower } from './sports-games.service.js';

/** Pick'em games refreshed in one transaction: few commits per tick, and no row held for a whole large tick. */
export const PICKEM_GAMES_PER_TRANSACTION = 20;

/**
 * Pick'em games follow their sports games (docs/product/pickem.md) once the feed's change has
 * committed (decision 045): a question locks the first time the server sees its game leave NS
 * (and moves its lock with a reschedule while NS), settles W/L/Push/Void when the game is final
 * or called off, and the game re-scores, re-ranks, ends and pays beans. The games are refreshed
 * in transactions of up to PICKEM_GAMES_PER_TRANSACTION, each game under its row lock, with the
 * event loop handed back between games, so a tick with many pools neither holds every pool's
 * row until the last is done nor keeps the instance's other requests waiting behind it. A chunk's
 * My Games rows and podium versions are written together at its end (writeChunk). The podium
 * worker is scheduled once a refresh has committed.
 */
export function pickemSettlementListener(deps: { podium: SchedulePodium; now: () => Date }): SportsGameFollower {
  return {
    async follow(db, publisher, changes) {
      // Once per pick'em game, however many of its sports games the tick changed: it reads them all.
      // The games as they were before the tick: what each pick'em game showed, so its update carries their new state.
      const sportsBefore = new Map(changes.flatMap((change) => (change.before ? [[change.before.game.id, change.before] as const] : [])));
      const gameIds = await findQuestionsGameIdsOnSportsGames(db, changes.map((change) => change.after.game.id));
      for (let start = 0; start < gameIds.length; start += PICKEM_GAMES_PER_TRANSACTION) {
        const chunk = gameIds.slice(start, start + PICKEM_GAMES_PER_TRANSACTION);
        const scored = await runCommand(
          db,
          publisher,
          async (tx, publish) => {
            // The chunk's rows are locked and read together (pickem-refresh-inputs.ts), then refreshed one by one.
            const inputs = await readRefreshInputsOfGames(tx, chunk);
            const changed: GameId[] = [];
            // Their My Games rows and podium versions are written together at the end.
            const writes = newChunkWrites();
            for (const gameId of chunk) {
              const read = inputs.get(gameId);
              if (read && (await refreshQuestionsGame(tx, publish, gameId, deps.now(), { sportsBefore, inputs: read, chunk: writes }))) changed.push(gameId);
              await yieldToEventLoop();
            }
            await writeChunk(tx, publish, writes);
            return changed;
          },
          { batchUpdates: true },
        );
        for (const gameId of scored) deps.podium.schedule(gameId);
      }
      // A public challenge that ended or was corrected here settles now, each in its own transaction,
      // once every game of the tick has published its change (decision 046, amended).
      await settleDueGames(db, publisher, deps.now, gameIds);
    },
  };
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Locks on the server's clock (docs/product/pickem.md): a question whose lock time passes without a
 * feed change (a props question, a kickoff the feed has not reported yet) still locks, and
 * the lock is published. Commands check the clock themselves, so this only makes the lock
 * visible; every instance may run it (each game is refreshed under its row lock).
 */
export function startPickemLockJob(deps: {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  podium: SchedulePodium;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): () => void {
  let running = false;
  const tick = async () => {
    for (const gameId of await findGameIdsWithDueLocks(deps.db, deps.now())) {
      const changed = await runCommand(deps.db, deps.publisher, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, deps.now()));
      await settleDueGames(deps.db, deps.publisher, deps.now, [gameId]);
      if (changed) deps.podium.schedule(gameId);
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch(deps.onError)
      .finally(() => {
        running = false;
      });
  }, deps.intervalMs ?? 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
