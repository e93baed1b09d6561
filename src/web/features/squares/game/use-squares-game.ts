// One squares game, live (docs/product/squares.md: every viewer sees claims, the lock, the draw, scores and
// winners without reloading): the game topic's changes merge with applySquaresEvent
// (useGameTopic tells missing, deleted and failed games).
import { SquaresGameEventSchema, SquaresGameSchema, type SquaresGameEvent } from '../../../../contracts/squares.js';
import { useGameTopic, type GameTopicSource, type GameTopicState } from '../../../lib/use-game-topic.js';
import { applySquaresEvent, type HeldSquaresGame } from './apply-squares-event.js';
import { fetchSquaresGame } from './game-api.js';

export type SquaresGameState = GameTopicState<HeldSquaresGame>;

const SQUARES_SOURCE: GameTopicSource<HeldSquaresGame, SquaresGameEvent> = {
  snapshotSchema: SquaresGameSchema,
  updateSchema: SquaresGameEventSchema,
  merge: applySquaresEvent,
  fetch: fetchSquaresGame,
};

export function useSquaresGame(gameId: string): SquaresGameState {
  return useGameTopic(gameId, SQUARES_SOURCE);
}
