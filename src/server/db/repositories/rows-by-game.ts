// Several games' rows read in one statement (a kickoff's chunk of pools, decision 054), handed
// back per game as each game's own read gives them.
import type { GameId } from '../../../contracts/ids.js';

/**
 * Each row (parsed with `schema`) under its game and entry: every asked game is in the map, with
 * an empty map when it has no rows.
 */
export function valuesByGameAndEntry<R extends { game_id: GameId; entry_id: string }, V>(
  gameIds: readonly GameId[],
  rows: readonly unknown[],
  schema: { parse(row: unknown): R },
  value: (row: R) => V,
): Map<GameId, Map<string, V>> {
  const byGame = new Map<GameId, Map<string, V>>(gameIds.map((id) => [id, new Map()]));
  for (const row of rows) {
    const r = schema.parse(row);
    byGame.get(r.game_id)?.set(r.entry_id, value(r));
  }
  return byGame;
}

/** Items under their game, in the order given: every asked game is in the map, with an empty list when it has none. */
export function listsByGame<T>(gameIds: readonly GameId[], items: readonly T[], gameOf: (item: T) => GameId): Map<GameId, T[]> {
  const byGame = new Map<GameId, T[]>(gameIds.map((id) => [id, []]));
  for (const item of items) byGame.get(gameOf(item))?.push(item);
  return byGame;
}
