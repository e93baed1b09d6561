// One game, live, whatever its kind (issue #5 §9, issue #6 §9: every viewer sees the game change
// without reloading). The `game:{id}` topic sends the game, then one change per update (the
// kind's merge). The game is also read once over HTTP: that is how a missing game is told (404:
// SPEC §2 redirects to /), how bots see it (no live connection), and what shows if the live
// connection is slow.
import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { gameTopic } from '../../contracts/games.js';
import { GameIdSchema } from '../../contracts/squares.js';
import { ApiError } from './api-client.js';
import { isBotMode } from './bot.js';
import { retryLiveConnection, useLiveMerged, type LiveTopic } from './use-live.js';

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
  | { readonly status: 'ready'; readonly game: G }
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

export function useGameTopic<G extends HeldGame, U>(gameId: string, source: GameTopicSource<G, U>): GameTopicState<G> {
  const valid = GameIdSchema.safeParse(gameId).success;
  const bot = isBotMode();
  const live: LiveTopic<G> = useLiveMerged(
    valid && !bot ? gameTopic(gameId) : null,
    source.snapshotSchema,
    source.updateSchema,
    source.merge,
  );

  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched<G> | null>(null);
  useEffect(() => {
    if (!valid) return;
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
  }, [valid, gameId, attempt, source]);

  if (!valid) return { status: 'missing' };
  const read = fetched?.gameId === gameId && fetched.attempt === attempt ? fetched : null;
  const game = live.data ?? read?.game ?? null;
  if (game?.deleted) return { status: 'deleted', game };
  if (live.data) return { status: 'ready', game: live.data };
  if (read?.outcome === 'missing') return { status: 'missing' };
  if (game) return { status: 'ready', game };
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
