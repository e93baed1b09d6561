// What a feed tick publishes on its games' topics (docs/product/live-data.md; decision 057): a game
// a page already holds (one not yet over) whose tick moved only its score, clock, status and
// prediction goes as those live parts, on its own topic and in its league's one update of the
// tick, its kickoff included; a game that is new, finishes, is corrected or changes anything else
// goes whole.
import { storedLiveOf, withStoredLive } from '../../contracts/sports.js';
import type { SportsLeagueUpdate, StoredSportsGame, StoredSportsGameLive } from '../../contracts/sports.js';
import { jsonEqual, statusStateOf } from '../../domain/sports/index.js';

const over = (stored: StoredSportsGame) => statusStateOf(stored.game) === 'Done';

/** `after` as `before` with only its live parts moved, or undefined when it must go whole. */
function liveTick(before: StoredSportsGame | undefined, after: StoredSportsGame): StoredSportsGameLive | undefined {
  if (!before || over(before) || over(after) || before.correctedAt !== after.correctedAt) return undefined;
  const live = storedLiveOf(after);
  // The page merges with the same function: what it ends up holding is exactly `after`.
  return jsonEqual(withStoredLive(before, live), after) ? live : undefined;
}

/** A game's update on its own topic, `sports-game:{id}`: its live parts, or the game whole. */
export const gameUpdateOf = ({ before, after }: { before: StoredSportsGame | undefined; after: StoredSportsGame }): StoredSportsGame | StoredSportsGameLive =>
  liveTick(before, after) ?? after;

/** A tick's league update from its stored changes, in the order they were stored. */
export function leagueUpdateOf(changes: ReadonlyArray<{ before: StoredSportsGame | undefined; after: StoredSportsGame }>): SportsLeagueUpdate {
  const games: StoredSportsGame[] = [];
  const live: StoredSportsGameLive[] = [];
  for (const { before, after } of changes) {
    const moved = liveTick(before, after);
    if (moved) live.push(moved);
    else games.push(after);
  }
  if (live.length === 0) return games.length === 1 ? { kind: 'game', game: games[0]! } : { kind: 'games', games };
  return { kind: 'games', games, live };
}
