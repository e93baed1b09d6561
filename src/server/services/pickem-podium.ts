// Podium probabilities off the request path (docs/product/pickem.md; decisions 009 and 049). A change
// that moves them (a settlement, a lock, an entry joining or leaving) bumps the game's
// podium_version in its transaction and schedules the game here; after a short debounce the
// inputs are read as groups of entries alike in score and open picks, computed (on the worker
// thread unless small), and the answer is stored only if the version is still the one it was
// computed for — otherwise the game is computed again. A computation that fails is tried again
// a second later, up to 3 times (debounced-jobs). Stored probabilities re-rank the leaderboard
// (docs/product/pickem.md#ranking) and are published with it.
import type { GameId } from '../../contracts/ids.js';
import { Worker } from 'node:worker_threads';
import { podiumCost, podiumProbabilities, podiumQuestions } from '../../domain/pickem/index.js';
import type { PodiumInput } from '../../domain/pickem/index.js';
import type { Database } from '../db/database.js';
import { hasEntries } from '../db/repositories/pickem-entries.repository.js';
import { findQuestionsGame } from '../db/repositories/pickem-games.repository.js';
import { findPodiumGroups, keyPodiumContenders, podiumFloor, podiumVersionHolds, saveKeyedPodium, savePodiumGroups } from '../db/repositories/pickem-podium.repository.js';
import type { OpenQuestion } from '../db/repositories/pickem-podium.repository.js';
import { findQuestions } from '../db/repositories/pickem-questions.repository.js';
import { refreshQuestionsGame } from './pickem-refresh.js';
import type { PodiumReply, PodiumRequest } from './pickem-podium-worker.js';
import { createDebouncedJobs } from './debounced-jobs.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';

export interface PodiumScheduler {
  /** Recompute the game's podium probabilities soon (debounced per game). */
  schedule(gameId: GameId): void;
  /** Computes and stores now, outside the debounce (benches): true when stored, false when the game changed meanwhile. */
  recompute(gameId: GameId): Promise<boolean>;
  close(): Promise<void>;
}

/** (Group, outcome) cells computed on the main thread, at most: a few milliseconds. */
const INLINE_MAX_COST = 1_000_000;

/**
 * Podium recomputes under way at once. A kickoff locks every pick'em pool on the live games in one
 * feed tick and schedules each pool's podium together: unbounded, they would take every database
 * connection at once and queue the claims and picks behind them. They can wait their turn.
 */
export const PODIUM_CONCURRENCY = 2;

/** What a command that moved a game's podium inputs needs: the server context's scheduler. */
export type SchedulePodium = Pick<PodiumScheduler, 'schedule'>;

export interface PodiumDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  onError: (error: unknown) => void;
  /** Changes arriving within this window are computed once. */
  debounceMs?: number;
  /** Computations up to this cost (podiumCost) run on the main thread; tests set 0 to use the worker. */
  inlineMaxCost?: number;
}

/**
 * The worker runs compiled JavaScript in production; under the TypeScript sources (tests,
 * `npm run dev`) it boots through tsx, which a worker's execArgv cannot load on Node 20.
 */
function startWorker(): Worker {
  const source = import.meta.url.endsWith('.ts');
  const url = new URL(`./pickem-podium-worker.${source ? 'ts' : 'js'}`, import.meta.url);
  if (!source) return new Worker(url);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`, { eval: true });
}

class PodiumWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (p: Map<string, number>) => void; reject: (e: Error) => void }>();

  compute(input: PodiumInput): Promise<Map<string, number>> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, input } satisfies PodiumRequest);
    });
  }

  private start(): Worker {
    const worker = startWorker();
    worker.unref();
    worker.on('message', (reply: PodiumReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.probabilities) waiter?.resolve(new Map(reply.probabilities));
      else waiter?.reject(new Error(reply.error ?? 'podium worker failed'));
    });
    const fail = (error: Error) => {
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
      this.worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('podium worker exited')));
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

export function createPodiumScheduler(deps: PodiumDeps): PodiumScheduler {
  const worker = new PodiumWorker();
  let closed = false;
  /** Games whose last computation was too big for the main thread: read, computed and written in three steps. */
  const large = new Set<GameId>();
  const inline = (input: PodiumInput) => podiumCost(input) <= (deps.inlineMaxCost ?? INLINE_MAX_COST);

  /**
   * A small computation in one transaction, under the game row the refresh holds: the contenders
   * are keyed once, grouped, computed here and written from the same keys (decision 049).
   * 'large' (nothing written) when it turns out too big to compute while holding the game.
   */
  async function inTransaction(gameId: GameId, version: number, questions: PodiumInput['questions'] & readonly OpenQuestion[], reach: number): Promise<boolean | 'large'> {
    const state: { outcome: 'stored' | 'large' | 'moved' } = { outcome: 'moved' };
    const refreshed = await runCommand(deps.db, deps.publisher, async (tx, publish) => {
      const save = async () => {
        if (!(await podiumVersionHolds(tx, gameId, version))) return false;
        const floor = await podiumFloor(tx, gameId, reach);
        const groups = await keyPodiumContenders(tx, gameId, floor, questions);
        const input = { entries: groups.map((g, i) => ({ id: String(i), score: g.score, answers: g.answers, count: g.entries })), questions };
        if (!inline(input)) {
          state.outcome = 'large';
          return false;
        }
        const probabilities = podiumProbabilities(input);
        await saveKeyedPodium(tx, gameId, floor, groups.map((g, i) => ({ score: g.score, key: g.key, probability: probabilities.get(String(i)) ?? 0 })));
        state.outcome = 'stored';
        return true;
      };
      return refreshQuestionsGame(tx, publish, gameId, deps.now(), { change: save });
    });
    // Stored: done unless the refresh moved the inputs again. The version moved: compute again.
    return state.outcome === 'large' ? 'large' : state.outcome === 'stored' && !refreshed;
  }

  /** True when stored (or nothing to store); false when the game changed meanwhile. */
  async function recompute(gameId: GameId): Promise<boolean> {
    const game = await findQuestionsGame(deps.db, gameId);
    if (!game) return true;
    // Only locked questions and their (now public) answers count: an open question's answers
    // are private, and a probability computed from them would leak them (docs/product/pickem.md).
    const locked = (await findQuestions(deps.db, gameId)).filter((q) => q.lockedAt !== null);
    if (locked.length === 0) return true;
    // A pool nobody has entered has no probability to store, and its first entry schedules the
    // podium again: a kickoff's empty pools cost no transaction and no refresh.
    if (!(await hasEntries(deps.db, gameId))) return true;
    const questions = podiumQuestions(
      locked.map((q) => ({ index: q.question, type: q.type, homeWinProbability: q.homeWinProbability, choices: q.choices })),
    );
    // Only the entries that can still reach the top 3 are read and computed; the rest get 0
    // (pickem-podium.repository.ts). What can still be won is the best choice of each open
    // question: every point an entry can add is a choice's points (an upset bonus included).
    const reach = questions.reduce((sum, q) => sum + Math.max(0, ...q.choices.map((c) => Math.round(c.points * 100))), 0);
    if (!large.has(gameId)) {
      const done = await inTransaction(gameId, game.podiumVersion, questions, reach);
      if (done !== 'large') return done;
      large.add(gameId);
    }
    // Too big to compute while holding the game: read outside it, compute on the worker thread,
    // and write under the version check (the contenders keyed again by the write).
    const floor = await podiumFloor(deps.db, gameId, reach);
    // Entries alike in score and open picks come as one group with its count (decision 049): the
    // domain gives a group exactly what each of its entries would get alone.
    const groups = await findPodiumGroups(deps.db, gameId, floor, questions);
    const entries = groups.map((g, i) => ({ id: String(i), score: g.score, answers: g.answers, count: g.entries }));
    const input = { entries, questions };
    // A few thousand groups over a few open questions take a millisecond or two: computed here.
    // Only a computation that could hold the event loop goes to the worker thread.
    const small = inline(input);
    if (small) large.delete(gameId);
    const computing = small ? Promise.resolve(podiumProbabilities(input)) : worker.compute(input);
    // Closing stops the worker mid-computation: that is the server shutting down, not a failure.
    const probabilities = await computing.catch((error: unknown) => {
      if (closed) return null;
      throw error;
    });
    if (closed || probabilities === null) return true;
    const byGroup = groups.map((g, i) => ({ score: g.score, key: g.key, probability: probabilities.get(String(i)) ?? 0 }));
    const { stored, changed } = await runCommand(deps.db, deps.publisher, async (tx, publish) => {
      // The refresh takes the game row first, as every pick'em writer does, reads the game as
      // published, then the version check stores the probabilities, so its update carries them.
      let saved = false;
      const save = async () => {
        saved = await savePodiumGroups(tx, gameId, game.podiumVersion, floor, questions, byGroup);
        return saved;
      };
      const refreshed = await refreshQuestionsGame(tx, publish, gameId, deps.now(), { change: save });
      return { stored: saved, changed: saved && refreshed };
    });
    return stored && !changed;
  }

  const jobs = createDebouncedJobs(recompute, { debounceMs: deps.debounceMs ?? 100, retryMs: 1_000, maxRetries: 3, onError: deps.onError, concurrency: PODIUM_CONCURRENCY });

  return {
    schedule: (gameId) => jobs.schedule(gameId),
    recompute,
    async close() {
      closed = true;
      jobs.close();
      await worker.close();
    },
  };
}
