// The squares each game's claim batches saw taken, so that a claim on one of them is refused
// without a transaction (docs/BENCHMARKS.md, decision 014). Exact only where one process owns the data
// and runs one transaction at a time (PGlite), and every command that changes a game announces
// its topic right after commit (runCommand). So:
// - what a batch records is the game as its commit left it;
// - any other command's announcement of the topic forgets the game, and a batch in flight
//   meanwhile records nothing;
// - a batch announces its own updates after recording, underneath the forgetting (runBatch).
import type { Publisher } from './publisher.js';

/**
 * What a committed batch knows of its game; null when claims in it must be judged in full, not
 * refused as taken (the game is missing, locked or started, or its host is anonymous: their own
 * refusals come first, docs/product/squares.md).
 */
export type BatchKnowledge = {
  /** Squares held when the batch committed, among those it read or claimed. */
  taken: readonly number[];
  /** Squares it released. */
  freed: readonly number[];
  /** Kickoff (ms) of the game's sports game: from then on a claim is refused as locked. */
  kickoffMs: number | null;
} | null;

/** A batch's claim to record what it saw; spoilt by any other announcement of its topic. */
interface Watch {
  readonly topic: string;
  spoilt: boolean;
}

interface Known {
  squares: Set<number>;
  kickoffMs: number | null;
  /** Forgotten after this (ms) unless a batch confirms it: a backstop, not the invalidation. */
  until: number;
}

/** How long a game's taken squares stay known without a batch of that game. */
export const KNOWN_FOR_MS = 10_000;
/** Past this many games, recording also drops the games no batch confirmed lately. */
const PRUNE_ABOVE = 1_000;

export interface TakenSquares {
  /** `base`, which first forgets the game of every topic it announces. */
  readonly publisher: Publisher;
  isTaken(topic: string, square: number): boolean;
  /**
   * Runs a batch of the topic's game with a publisher that holds its announcements; once it
   * has committed, records what it knows, then announces (underneath, so it does not forget
   * what it has just recorded). A batch that fails forgets the game.
   */
  runBatch<R extends { knowledge: BatchKnowledge }>(topic: string, run: (publisher: Publisher) => Promise<R>): Promise<R>;
}

/** `clock`: the server's time in ms. */
export function createTakenSquares(base: Publisher, clock: () => number): TakenSquares {
  const known = new Map<string, Known>();
  const watches = new Map<string, Set<Watch>>();

  const forget = (topic: string) => {
    known.delete(topic);
    for (const watch of watches.get(topic) ?? []) watch.spoilt = true;
  };

  const unwatch = (watch: Watch) => {
    const set = watches.get(watch.topic);
    set?.delete(watch);
    if (set?.size === 0) watches.delete(watch.topic);
  };

  const watchTopic = (topic: string): Watch => {
    const watch: Watch = { topic, spoilt: false };
    const set = watches.get(topic) ?? new Set<Watch>();
    set.add(watch);
    watches.set(topic, set);
    return watch;
  };

  const prune = (nowMs: number) => {
    for (const [topic, entry] of known) if (entry.until <= nowMs) known.delete(topic);
  };

  /** After a batch: what it knows once committed (null also when it failed). */
  const record = (watch: Watch, knowledge: BatchKnowledge) => {
    unwatch(watch);
    if (watch.spoilt) return;
    if (!knowledge) {
      known.delete(watch.topic);
      return;
    }
    const entry = known.get(watch.topic) ?? { squares: new Set<number>(), kickoffMs: null, until: 0 };
    for (const square of knowledge.freed) entry.squares.delete(square);
    for (const square of knowledge.taken) entry.squares.add(square);
    entry.kickoffMs = knowledge.kickoffMs;
    const nowMs = clock();
    entry.until = nowMs + KNOWN_FOR_MS;
    known.set(watch.topic, entry);
    if (known.size > PRUNE_ABOVE) prune(nowMs);
  };

  return {
    publisher: {
      announce(topic) {
        forget(topic);
        base.announce(topic);
      },
      // The instance's own hub hears its commits directly (decision 045); the cache is the announce's.
      committed: (topic, events) => base.committed?.(topic, events),
    },
    isTaken(topic, square) {
      const entry = known.get(topic);
      if (!entry?.squares.has(square)) return false;
      const nowMs = clock();
      return nowMs < entry.until && (entry.kickoffMs === null || nowMs < entry.kickoffMs);
    },
    async runBatch(topic, run) {
      const watch = watchTopic(topic);
      const held = new Set<string>();
      let knowledge: BatchKnowledge = null;
      try {
        const result = await run({ announce: (announced) => void held.add(announced) });
        knowledge = result.knowledge;
        return result;
      } finally {
        record(watch, knowledge);
        for (const announced of held) base.announce(announced);
      }
    },
  };
}
