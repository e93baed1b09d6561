// The `game:{id}` topic's merge (ARCHITECTURE.md "Live data"; §7 excalidraw: realtime merge as a pure,
// tested function). The server sends the whole game as a snapshot, then one change per update;
// the page holds merge(merge(snapshot, u1), u2)… Pure: the game passed in is never changed.
import type { Square, SquaresGame, SquaresGameEvent } from '../../../../contracts/squares.js';

/** A game as the page holds it: the server's game, marked once the host deleted it. */
export type HeldSquaresGame = SquaresGame & { readonly deleted?: true };

/** Squares in square order, so every viewer's list (and the grid hash shown) reads the same. */
function upsertSquares(held: readonly Square[], changed: readonly Square[]): Square[] {
  const next = [...held];
  for (const square of changed) {
    const at = next.findIndex((s) => s.square >= square.square);
    if (at === -1) next.push(square);
    else if (next[at]?.square === square.square) next[at] = square;
    else next.splice(at, 0, square);
  }
  return next;
}

export function applySquaresEvent(game: HeldSquaresGame, event: SquaresGameEvent): HeldSquaresGame {
  switch (event.kind) {
    case 'square.claimed':
      return { ...game, squares: upsertSquares(game.squares, [event.square]) };
    case 'square.released':
      return { ...game, squares: game.squares.filter((square) => square.square !== event.square) };
    case 'squares.updated':
      // Relabels, paid marks and owner changes carry the squares as they now are.
      return { ...game, squares: upsertSquares(game.squares, event.squares) };
    case 'game.locked':
      return {
        ...game,
        gamePhase: event.gamePhase,
        lockedAt: event.lockedAt,
        lockedBy: event.lockedBy,
        draw: event.draw,
        targetScores: event.targetScores,
      };
    case 'game.settled':
      return { ...game, gamePhase: event.gamePhase, results: event.results, correctedAt: event.correctedAt, babyShower: event.babyShower };
    case 'host.changed':
      return { ...game, host: event.host };
    case 'game.edited': {
      const { kind: _kind, ...settings } = event;
      return { ...game, ...settings };
    }
    case 'activity.logged':
      return { ...game, activityLog: [...game.activityLog, event.record] };
    case 'game.deleted':
      return { ...game, deleted: true };
  }
}
