// One game, live, whatever its kind (docs/product/squares.md, docs/product/pickem.md: every viewer sees the game change
// without reloading). The `game:{id}` topic sends the game, then one change per update (the
// kind's merge). The game is also read once over HTTP (unless the page read it already): that is
// how a missing game is told (404: the page says so, docs/product/site.md#routes), how bots see it
// (no live connection), and what shows if the live connection is slow.
import { useEffect, useMemo, useState } from 'react';
import type * as z from 'zod/mini';
import { gameTopic } from '../../contracts/topics/game.js';
import { GameIdSchema } from '../../contracts/squares.js';
import { ApiError } from './api-client.js';
import { isBotMode } from './bot.js';
import { useReadable, type Readable } from './store.js';
import { mergedTopicReader, retryLiveConnection } from './use-live.js';

/** A game as the page holds it: every kind's snapshot says whether the host deleted it. */
export interface HeldGame {
  readonly deleted?: boolean | undefined;
}

/**
 * How one kind of game is read and kept up to date. Pass a module-level constant: the hook
 * subscribes and fetches again whenever it changes identity.
 */
export interface GameTopicSource<G extends HeldGame, U> {
  readonly snapshotSchema: z.ZodMiniType<G>;
  readonly updateSchema: z.ZodMiniType<U>;
  readonly merge: (previous: G, update: U) => G;
  readonly fetch: (gameId: string) => Promise<G>;
}

export type GameTopicState<G> =
  | { readonly status: 'loading' }
  /**
   * `source` holds the same game as `game`, for parts of the page that draw one slice of it
   * (useSlice) and should not re-render when the rest changes.
   */
  | { readonly status: 'ready'; readonly game: G; readonly source: Readable<G> }
  /** No such game (never was, or deleted before the page opened). */
  | { readonly status: 'missing' }
  /** The host deleted it while the page was open. */
  | { readonly status: 'deleted'; readonly game: G }
  | { readonly status: 'error'; readonly retry: () => void };

interface Fetched<G> {
  readonly gameId: string;
  readonly attempt: number;
  readonly game: G | null;
  readonly outcome: 'ok' | 'missing' | 'failed';
}

/**
 * `initial` is the game as the page read it already (a season page's first load, decision 048):
 * it stands for the HTTP read, which is then not made. Its topic's version was seeded on the live
 * client (LiveClient.seed), so the subscription resumes from it.
 */
export function useGameTopic<G extends HeldGame, U>(gameId: string, source: GameTopicSource<G, U>, initial?: G): GameTopicState<G> {
  const valid = GameIdSchema.safeParse(gameId).success;
  const bot = isBotMode();
  const topic = valid && !bot ? gameTopic.topic({ id: gameId }) : null;
  const reader = useMemo(() => mergedTopicReader(topic, source.snapshotSchema, source.updateSchema, source.merge), [topic, source]);
  const liveGame = useReadable(reader);

  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched<G> | null>(null);
  const given = initial !== undefined;
  useEffect(() => {
    if (!valid || given) return;
    let current = true;
    source.fetch(gameId).then(
      (game) => {
        if (current) setFetched({ gameId, attempt, game, outcome: 'ok' });
      },
      (error: unknown) => {
        const missing = error instanceof ApiError && error.status === 404;
        if (!missing) console.warn('Could not load the game', error);
        if (current) setFetched({ gameId, attempt, game: null, outcome: missing ? 'missing' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [valid, given, gameId, attempt, source]);

  const read = fetched?.gameId === gameId && fetched.attempt === attempt ? fetched : null;
  const readGame = initial ?? read?.game ?? null;
  const held = useMemo(() => heldGame(reader, readGame), [reader, readGame]);

  if (!valid) return { status: 'missing' };
  const game = liveGame ?? readGame;
  if (game?.deleted) return { status: 'deleted', game };
  if (liveGame) return { status: 'ready', game: liveGame, source: held };
  if (read?.outcome === 'missing') return { status: 'missing' };
  if (game) return { status: 'ready', game, source: held };
  if (read?.outcome === 'failed') {
    return {
      status: 'error',
      retry: () => {
        setAttempt((n) => n + 1);
        if (!bot) retryLiveConnection();
      },
    };
  }
  return { status: 'loading' };
}

/**
 * The game as the page holds it: the live topic's once it has arrived (it stays while the page
 * is subscribed), else the one read over HTTP. Handed out only once one of them is there.
 */
function heldGame<G>(live: Readable<G | undefined>, read: G | null): Readable<G> {
  return {
    get: () => {
      const game = live.get() ?? read;
      if (game === null) throw new Error('The game is read before it arrived');
      return game;
    },
    subscribe: live.subscribe,
  };
}
