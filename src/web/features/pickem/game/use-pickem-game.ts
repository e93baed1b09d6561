// One pick'em game, live (issue #6 §9: picks settle and every viewer's leaderboard updates
// without reloading). The `game:{id}` topic sends the game, then the parts that change
// (applyQuestionsEvent); `pickem-entries:{gameId}:{uid}` sends the viewer's own entries with
// their private picks (issue #6 §5: nobody else receives them before lock). The game is also
// read once over HTTP: that is how a missing game is told (404: SPEC §2 redirects to /), how
// bots see it (no live connection), and what shows if the live connection is slow.
import { useEffect, useState } from 'react';
import { gameTopic } from '../../../../contracts/games.js';
import { OwnEntriesSchema, QuestionsGameEventSchema, QuestionsGameSchema, ownEntriesTopic, type OwnEntry } from '../../../../contracts/pickem.js';
import { GameIdSchema } from '../../../../contracts/squares.js';
import { ApiError } from '../../../lib/api-client.js';
import { isBotMode } from '../../../lib/bot.js';
import { retryLiveConnection, useLiveMerged, type LiveTopic } from '../../../lib/use-live.js';
import { applyQuestionsEvent, type HeldQuestionsGame } from './apply-questions-event.js';
import { fetchQuestionsGame } from './pickem-api.js';

export type PickemGameState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly game: HeldQuestionsGame }
  | { readonly status: 'missing' }
  | { readonly status: 'deleted'; readonly game: HeldQuestionsGame }
  | { readonly status: 'error'; readonly retry: () => void };

interface Fetched {
  readonly gameId: string;
  readonly attempt: number;
  readonly game: HeldQuestionsGame | null;
  readonly outcome: 'ok' | 'missing' | 'failed';
}

export function usePickemGame(gameId: string): PickemGameState {
  const valid = GameIdSchema.safeParse(gameId).success;
  const bot = isBotMode();
  const live: LiveTopic<HeldQuestionsGame> = useLiveMerged(
    valid && !bot ? gameTopic(gameId) : null,
    QuestionsGameSchema,
    QuestionsGameEventSchema,
    applyQuestionsEvent,
  );

  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  useEffect(() => {
    if (!valid) return;
    let current = true;
    fetchQuestionsGame(gameId).then(
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

const NO_TOPIC = null;

/**
 * The viewer's own entries (whole list per message), oldest first; undefined until the topic's
 * first message (a new player has none: the server sends an empty list).
 */
export function useOwnEntries(gameId: string, uid: string | null): readonly OwnEntry[] | undefined {
  const live = useLiveMerged(uid === null || isBotMode() ? NO_TOPIC : ownEntriesTopic(gameId, uid), OwnEntriesSchema, OwnEntriesSchema, replaceEntries);
  return live.data?.entries;
}

/** Each message on the own-entries topic is the whole list. */
function replaceEntries<T>(_previous: T, next: T): T {
  return next;
}
