// The squares game a tool was opened for (`?game={id}`): the printable sheet fills in from it and
// the scoring tool names its winning squares. Every game is reachable by its link, so there is no
// "private" game to refuse; an id that is malformed, unknown, deleted or not a squares game gives
// the tool without a game and a note saying so. The id itself is never shown.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { GameIdSchema } from '../../../../contracts/ids.js';
import type { SquaresGame } from '../../../../contracts/squares.js';
import { ApiError } from '../../../lib/api-client.js';
import { fetchSquaresGame } from '../game/game-api.js';

export type ToolGameState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; game: SquaresGame }
  /** Malformed, unknown, deleted, or a pick'em game. */
  | { status: 'unavailable' }
  /** The network or the server failed: the game may well exist. */
  | { status: 'failed' };

export const GAME_UNAVAILABLE_NOTE = 'We couldn’t find a squares game at that link, so this is a blank sheet.';
export const GAME_FAILED_NOTE = 'The game could not be loaded just now, so this is a blank sheet. Reload the page to try again.';

/** The game id of `?game=`, or why there is none. */
export function toolGameId(search: string): { id: string } | 'none' | 'malformed' {
  const raw = new URLSearchParams(search).get('game');
  if (raw === null || raw === '') return 'none';
  return GameIdSchema.safeParse(raw).success ? { id: raw } : 'malformed';
}

export function useToolGame(): ToolGameState {
  const { search } = useLocation();
  const wanted = toolGameId(search);
  const id = typeof wanted === 'object' ? wanted.id : null;
  const [loaded, setLoaded] = useState<{ id: string; state: ToolGameState } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let current = true;
    fetchSquaresGame(id).then(
      (game) => {
        if (current) setLoaded({ id, state: { status: 'ready', game } });
      },
      (error: unknown) => {
        if (!current) return;
        // A pick'em game answers 200 but fails the squares schema: not a squares game either.
        const failed = error instanceof ApiError && error.retryable;
        setLoaded({ id, state: failed ? { status: 'failed' } : { status: 'unavailable' } });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (wanted === 'none') return { status: 'none' };
  if (wanted === 'malformed') return { status: 'unavailable' };
  return loaded?.id === wanted.id ? loaded.state : { status: 'loading' };
}
