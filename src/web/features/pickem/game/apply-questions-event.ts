// The `game:{id}` topic's merge for a pick'em game (DESIGN §1 "Live data"): the server sends the
// whole QuestionsGame as a snapshot, then QuestionsGameEvents carrying the parts that changed
// (contracts/pickem.ts). The page holds merge(merge(snapshot, u1), u2)… Pure: the game passed in
// is never changed, and parts an event leaves out keep what was held.
import type { QuestionsGame, QuestionsGameEvent } from '../../../../contracts/pickem.js';

/** A pick'em game as the page holds it: the server's game, marked once the host deleted it. */
export type HeldQuestionsGame = QuestionsGame & { readonly deleted?: true };

export function applyQuestionsEvent(game: HeldQuestionsGame, event: QuestionsGameEvent): HeldQuestionsGame {
  switch (event.kind) {
    case 'game.changed': {
      const next: { -readonly [K in keyof HeldQuestionsGame]: HeldQuestionsGame[K] } = { ...game };
      if (event.questions !== undefined) next.questions = event.questions;
      if (event.tiebreaker !== undefined) next.tiebreaker = event.tiebreaker;
      if (event.gamePhase !== undefined) next.gamePhase = event.gamePhase;
      if (event.entries !== undefined) next.entries = event.entries;
      if (event.auditLog !== undefined) next.auditLog = event.auditLog;
      return next;
    }
    case 'host.changed':
      return { ...game, host: event.host };
    case 'game.deleted':
      return { ...game, deleted: true };
  }
}
