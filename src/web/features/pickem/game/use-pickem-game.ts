// One pick'em game, live (docs/product/pickem.md: picks settle and every viewer's leaderboard updates
// without reloading): the game topic's changes merge with applyQuestionsEvent (useGameTopic tells
// missing, deleted and failed games); `pickem-entries:{gameId}:{uid}` sends the viewer's own
// entries with their private picks (docs/product/pickem.md: nobody else receives them before lock).
import { QuestionsGameEventSchema, QuestionsGameSchema, type OwnEntry, type QuestionsGameEvent } from '../../../../contracts/pickem.js';
import { ownEntriesTopic } from '../../../../contracts/topics/game.js';
import { isBotMode } from '../../../lib/bot.js';
import { useGameTopic, type GameTopicSource, type GameTopicState } from '../../../lib/use-game-topic.js';
import { useLiveMerged } from '../../../lib/use-live.js';
import { applyQuestionsEvent, type HeldQuestionsGame } from './apply-questions-event.js';
import { fetchQuestionsGame } from './pickem-api.js';

export type PickemGameState = GameTopicState<HeldQuestionsGame>;

const PICKEM_SOURCE: GameTopicSource<HeldQuestionsGame, QuestionsGameEvent> = {
  snapshotSchema: QuestionsGameSchema,
  updateSchema: QuestionsGameEventSchema,
  merge: applyQuestionsEvent,
  fetch: fetchQuestionsGame,
};

/** `initial`: the game read already at its topic's seeded version (a season page's first load); it is then not read again. */
export function usePickemGame(gameId: string, initial?: HeldQuestionsGame): PickemGameState {
  return useGameTopic(gameId, PICKEM_SOURCE, initial);
}

const NO_TOPIC = null;

/**
 * The viewer's own entries (whole list per message), oldest first; undefined until the topic's
 * first message (a new player has none: the server sends an empty list). `initial`, the entries
 * the page read already (a season page's first load), shows until then.
 */
export function useOwnEntries(gameId: string, uid: string | null, initial?: readonly OwnEntry[]): readonly OwnEntry[] | undefined {
  const live = useLiveMerged(uid === null || isBotMode() ? NO_TOPIC : ownEntriesTopic.topic({ gameId, uid }), ownEntriesTopic.snapshot, ownEntriesTopic.update, replaceEntries);
  return live.data?.entries ?? initial;
}

/** Each message on the own-entries topic is the whole list. */
function replaceEntries<T>(_previous: T, next: T): T {
  return next;
}
