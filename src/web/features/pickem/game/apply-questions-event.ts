// The `game:{id}` topic's merge for a pick'em game (ARCHITECTURE.md "Live data"): the server sends the
// whole QuestionsGame as a snapshot, then QuestionsGameEvents carrying the parts that changed
// (contracts/pickem.ts). The page holds merge(merge(snapshot, u1), u2)… Pure: the game passed in
// is never changed, and parts an event leaves out keep what was held. `pickem.scored` carries only
// what moved: the changed questions (replaced by index, or only their game's live parts merged in)
// and the standings in columns (entries reordered by `ids`, each column's value set), never the
// entries' answers again.
import { withLiveParts } from '../../../../contracts/pickem.js';
import type { PublicEntry, Question, QuestionLive, QuestionsGame, QuestionsGameEvent, Standings } from '../../../../contracts/pickem.js';

/** A pick'em game as the page holds it: the server's game, marked once the host deleted it. */
export type HeldQuestionsGame = QuestionsGame & { readonly deleted?: true };

export function applyQuestionsEvent(game: HeldQuestionsGame, event: QuestionsGameEvent): HeldQuestionsGame {
  switch (event.kind) {
    case 'game.changed': {
      const next: { -readonly [K in keyof HeldQuestionsGame]: HeldQuestionsGame[K] } = { ...game };
      if (event.name !== undefined) next.name = event.name;
      if (event.description !== undefined) next.description = event.description;
      if (event.questions !== undefined) next.questions = event.questions;
      if (event.tiebreaker !== undefined) next.tiebreaker = event.tiebreaker;
      if (event.gamePhase !== undefined) next.gamePhase = event.gamePhase;
      if (event.firstLockTime !== undefined) next.firstLockTime = event.firstLockTime;
      if (event.gameDates !== undefined) next.gameDates = event.gameDates;
      if (event.entries !== undefined) next.entries = event.entries;
      if (event.entryCount !== undefined) next.entryCount = event.entryCount;
      if (event.auditLog !== undefined) next.auditLog = event.auditLog;
      if (event.season !== undefined) next.season = event.season;
      return next;
    }
    case 'pickem.scored': {
      const next: { -readonly [K in keyof HeldQuestionsGame]: HeldQuestionsGame[K] } = { ...game };
      if (event.name !== undefined) next.name = event.name;
      if (event.description !== undefined) next.description = event.description;
      if (event.questions !== undefined) next.questions = mergeQuestions(next.questions, event.questions);
      if (event.live !== undefined) next.questions = mergeLive(next.questions, event.live);
      if (event.tiebreaker !== undefined) next.tiebreaker = event.tiebreaker;
      if (event.gamePhase !== undefined) next.gamePhase = event.gamePhase;
      if (event.firstLockTime !== undefined) next.firstLockTime = event.firstLockTime;
      if (event.gameDates !== undefined) next.gameDates = event.gameDates;
      if (event.standings !== undefined) next.entries = applyStandings(game.entries, event.standings);
      if (event.entryCount !== undefined) next.entryCount = event.entryCount;
      if (event.auditLog !== undefined) next.auditLog = event.auditLog;
      if (event.season !== undefined) next.season = event.season;
      return next;
    }
    case 'host.changed':
      return { ...game, host: event.host };
    case 'game.deleted':
      return { ...game, deleted: true };
  }
}

/** The held questions with each changed one replaced by index (a question the game lacks is ignored). */
function mergeQuestions(held: readonly Question[], changed: readonly Question[]): Question[] {
  const byIndex = new Map(changed.map((q) => [q.index, q]));
  return held.map((q) => byIndex.get(q.index) ?? q);
}

/** The held questions with each one's live parts (a tick's score) merged in by index. */
function mergeLive(held: readonly Question[], live: readonly QuestionLive[]): Question[] {
  const byIndex = new Map(live.map((l) => [l.index, l]));
  return held.map((q) => {
    const moved = byIndex.get(q.index);
    return moved ? withLiveParts(q, moved) : q;
  });
}

/**
 * The held entries in the standings' order with their new score, rank, podium probability and
 * beans (a column left out keeps the held values). An id the page does not hold is skipped and a
 * held entry the standings leave out stays, last: the topic log keeps them in step, and a gap
 * brings a fresh snapshot.
 */
function applyStandings(held: readonly PublicEntry[], standings: Standings): PublicEntry[] {
  const byId = new Map<string, PublicEntry>(held.map((e) => [e.id, e]));
  const next: PublicEntry[] = [];
  standings.ids.forEach((id, i) => {
    const entry = byId.get(id);
    if (!entry) return;
    byId.delete(id);
    next.push({
      ...entry,
      score: standings.scores?.[i] ?? entry.score,
      rank: standings.ranks?.[i] ?? entry.rank,
      podiumProbability: standings.podiumProbabilities === undefined ? entry.podiumProbability : (standings.podiumProbabilities[i] ?? null),
      wonBeans: standings.wonBeans?.[i] ?? entry.wonBeans,
    });
  });
  return [...next, ...byId.values()];
}
