// What a pick'em refresh publishes on `game:{id}` (docs/product/pickem.md; decision 009): the difference
// between the game as published before and after, as small as the client can merge it. A result
// moves every entry's score and rank but no entry's picks (an answer is public only once locked,
// and a locked answer never changes), so it goes out as `pickem.scored` — the changed questions
// and the standings in columns — instead of the whole leaderboard with every entry's answers. A
// question whose only change is its game's live score goes as those live parts alone.
import { PROPS_QUESTION_TYPE } from '../../domain/pickem/vocabulary.js';
import { withLiveParts } from '../../contracts/pickem.js';
import type { PublicEntry, Question, QuestionLive, QuestionsGame, QuestionsGameEvent, Standings } from '../../contracts/pickem.js';
import { liveOf } from '../../contracts/sports.js';
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

/** `after` as `before` with only its live parts moved (a tick's new score), or undefined when more changed. */
function liveChange(before: Question, after: Question): QuestionLive | undefined {
  if (after.type === PROPS_QUESTION_TYPE || after.sportsGame === null) return undefined;
  const live: QuestionLive = { index: after.index, phase: after.phase, homeWinProbability: after.homeWinProbability, sportsGame: liveOf(after.sportsGame) };
  // The client merges with the same function: what it ends up holding is exactly `after`.
  return jsonEqual(withLiveParts(before, live), after) ? live : undefined;
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
    const questions: Question[] = [];
    const live: QuestionLive[] = [];
    after.questions.forEach((q, i) => {
      const was = before.questions[i];
      if (was === undefined || jsonEqual(was, q)) return;
      const moved = liveChange(was, q);
      if (moved) live.push(moved);
      else questions.push(q);
    });
    if (questions.length > 0) event.questions = questions;
    if (live.length > 0) event.live = live;
    const standings = standingsChanges(before.entries, after.entries);
    if (standings) event.standings = standings;
    return Object.keys(event).length > 1 ? event : undefined;
  }
  const event: Extract<QuestionsGameEvent, { kind: 'game.changed' }> = { kind: 'game.changed', ...common };
  if (!jsonEqual(before.questions, after.questions)) event.questions = after.questions;
  if (!jsonEqual(before.entries, after.entries)) event.entries = after.entries;
  return Object.keys(event).length > 1 ? event : undefined;
}
