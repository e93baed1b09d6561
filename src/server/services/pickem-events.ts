// What a pick'em refresh publishes on `game:{id}` (docs/product/pickem.md; decision 009): the difference
// between the game as published before and after, as small as the client can merge it. A result
// moves every entry's score and rank but no entry's picks (an answer is public only once locked,
// and a locked answer never changes), so it goes out as `pickem.scored` — the changed questions
// and the standings in columns — instead of the whole leaderboard with every entry's answers.
import type { PublicEntry, QuestionsGame, QuestionsGameEvent, Standings } from '../../contracts/pickem.js';
import { jsonEqual } from '../../domain/sports/index.js';

/** An entry's public part other than what the leaderboard derives (score, rank, podium, beans). */
function entryFace(e: PublicEntry) {
  return [e.uid, e.entryName, e.entryOwner, e.created, e.submitted, e.answers, e.tiebreakerAnswer];
}

/** Whether the same entries are there with the same public parts: only their standings may differ. */
function sameEntryFaces(before: readonly PublicEntry[], after: readonly PublicEntry[]): boolean {
  if (before.length !== after.length) return false;
  const held = new Map(before.map((e) => [e.id, e]));
  return after.every((e) => {
    const was = held.get(e.id);
    return was !== undefined && jsonEqual(entryFace(was), entryFace(e));
  });
}

/** The standings that moved: ids in the new order, and only the columns in which some entry's value changed. */
export function standingsChanges(before: readonly PublicEntry[], after: readonly PublicEntry[]): Standings | undefined {
  const held = new Map(before.map((e) => [e.id, e]));
  const moved = (field: 'score' | 'rank' | 'podiumProbability' | 'wonBeans') => after.some((e) => held.get(e.id)?.[field] !== e[field]);
  const standings: Standings = { ids: after.map((e) => e.id) };
  if (moved('score')) standings.scores = after.map((e) => e.score);
  if (moved('rank')) standings.ranks = after.map((e) => e.rank);
  if (moved('podiumProbability')) standings.podiumProbabilities = after.map((e) => e.podiumProbability);
  if (moved('wonBeans')) standings.wonBeans = after.map((e) => e.wonBeans);
  const reordered = before.some((e, i) => after[i]?.id !== e.id);
  return Object.keys(standings).length > 1 || reordered ? standings : undefined;
}

/**
 * The event that turns `before` into `after` for a client holding `before`, or undefined when
 * nothing public changed. Both are built by toQuestionsGame, so neither carries an open answer
 * (docs/product/pickem.md), and neither does anything derived from them here.
 */
export function questionsGameChanges(before: QuestionsGame, after: QuestionsGame): QuestionsGameEvent | undefined {
  const sameQuestions = before.questions.length === after.questions.length && before.questions.every((q, i) => q.index === after.questions[i]?.index);
  const common: Partial<Pick<QuestionsGame, 'name' | 'description' | 'tiebreaker' | 'gamePhase' | 'firstLockTime' | 'gameDates' | 'auditLog' | 'entryCount'>> = {};
  if (before.name !== after.name) common.name = after.name;
  if (before.description !== after.description) common.description = after.description;
  if (!jsonEqual(before.tiebreaker, after.tiebreaker)) common.tiebreaker = after.tiebreaker;
  if (before.gamePhase !== after.gamePhase) common.gamePhase = after.gamePhase;
  if (before.firstLockTime !== after.firstLockTime) common.firstLockTime = after.firstLockTime;
  if (!jsonEqual(before.gameDates, after.gameDates)) common.gameDates = after.gameDates;
  if (!jsonEqual(before.auditLog, after.auditLog)) common.auditLog = after.auditLog;
  // A sliced leaderboard (decision 046): its entries are the top only, so their count travels apart.
  if (after.entryCount !== undefined && before.entryCount !== after.entryCount) common.entryCount = after.entryCount;

  if (sameQuestions && sameEntryFaces(before.entries, after.entries)) {
    const event: Extract<QuestionsGameEvent, { kind: 'pickem.scored' }> = { kind: 'pickem.scored', ...common };
    const questions = after.questions.filter((q, i) => !jsonEqual(before.questions[i], q));
    if (questions.length > 0) event.questions = questions;
    const standings = standingsChanges(before.entries, after.entries);
    if (standings) event.standings = standings;
    return Object.keys(event).length > 1 ? event : undefined;
  }
  const event: Extract<QuestionsGameEvent, { kind: 'game.changed' }> = { kind: 'game.changed', ...common };
  if (!jsonEqual(before.questions, after.questions)) event.questions = after.questions;
  if (!jsonEqual(before.entries, after.entries)) event.entries = after.entries;
  return Object.keys(event).length > 1 ? event : undefined;
}
