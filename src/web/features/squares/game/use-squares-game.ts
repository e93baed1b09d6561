// One squares game, live (issue #5 §9: every viewer sees claims, the lock, the draw, scores and
// winners without reloading). The `game:{id}` topic sends the game, then one change per update
// (applySquaresEvent). The game is also read once over HTTP: that is how a missing game is told
// (404: SPEC §2 redirects to /), how bots see it (no live connection), and what shows if the
// live connection is slow.
import { useEffect, useState } from 'react';
import { gameTopic } from '../../../../contracts/games.js';
import { GameIdSchema, SquaresGameEventSchema, SquaresGameSchema } from '../../../../contracts/squares.js';
import { ApiError } from '../../../lib/api-client.js';
import { isBotMode } from '../../../lib/bot.js';
import { retryLiveConnection, useLiveMerged, type LiveTopic } from '../../../lib/use-live.js';
import { applySquaresEvent, type HeldSquaresGame } from './apply-squares-event.js';
import { fetchSquaresGame } from './game-api.js';

export type SquaresGameState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly game: HeldSquaresGame }
  /** No such game (never was, or deleted before the page opened). */
  | { readonly status: 'missing' }
  /** The host deleted it while the page was open. */
  | { readonly status: 'deleted'; readonly game: HeldSquaresGame }
  | { readonly status: 'error'; readonly retry: () => void };

interface Fetched {
  readonly gameId: string;
  readonly attempt: number;
  readonly game: HeldSquaresGame | null;
  readonly outcome: 'ok' | 'missing' | 'failed';
}

export function useSquaresGame(gameId: string): SquaresGameState {
  const valid = GameIdSchema.safeParse(gameId).success;
  const bot = isBotMode();
  const live: LiveTopic<HeldSquaresGame> = useLiveMerged(
    valid && !bot ? gameTopic(gameId) : null,
    SquaresGameSchema,
    SquaresGameEventSchema,
    applySquaresEvent,
  );

  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  useEffect(() => {
    if (!valid) return;
    let current = true;
    fetchSquaresGame(gameId).then(
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
  }, [valid, gameId, attempt]);

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
