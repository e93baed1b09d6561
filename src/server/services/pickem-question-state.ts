// Where a pick'em question stands on the server's clock (docs/product/pickem.md): when its picks
// stop (the same rule for a request's check, the public view and the refresh) and its phase.
import type { StoredSportsGame } from '../../contracts/sports.js';
import { effectiveLockTime, firstLockTime, isQuestionLocked } from '../../domain/pickem/index.js';
import { phaseOfState, statusStateOf } from '../../domain/sports/index.js';
import type { Phase } from '../../domain/sports/index.js';
import type { QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import type { QuestionRecord } from '../db/repositories/pickem-questions.repository.js';

// ── Locks (docs/product/pickem.md) ────────────────────────────────────────────────────

/**
 * When each question's picks really stop: props questions at their own lockTime; game
 * questions at their own lock, or at the game's first lock unless allowLateEntry (docs/product/pickem.md).
 */
export function effectiveLocks(game: QuestionsGameRecord, questions: readonly QuestionRecord[]): { byQuestion: Map<number, Date>; first: Date } {
  const first = firstLockTime(questions.map((q) => new Date(q.lockTime))) ?? new Date(game.gameStartTime);
  const byQuestion = new Map<number, Date>();
  for (const q of questions) {
    const own = new Date(q.lockTime);
    byQuestion.set(q.question, q.type === 'PropsQuestion' ? own : effectiveLockTime({ questionLockTime: own, firstLockTime: first, allowLateEntry: game.allowLateEntry }));
  }
  return { byQuestion, first };
}

/** A TotalPointsPick locks with its game (and at the first lock without late entry); a PropsTiebreaker at its own lockTime. */
export function tiebreakerLock(game: QuestionsGameRecord, first: Date): Date | null {
  if (game.tiebreaker === null || game.tiebreakerLockTime === null) return null;
  const own = new Date(game.tiebreakerLockTime);
  return game.tiebreaker.type === 'PropsTiebreaker' ? own : effectiveLockTime({ questionLockTime: own, firstLockTime: first, allowLateEntry: game.allowLateEntry });
}

/** Whether picks on the question are closed on the server's clock (a request's check, before the lock job has run). */
export function questionLocked(game: QuestionsGameRecord, questions: readonly QuestionRecord[], question: QuestionRecord, now: Date): boolean {
  const lockTime = effectiveLocks(game, questions).byQuestion.get(question.question) ?? new Date(question.lockTime);
  return isQuestionLocked({ lockTime, lockedAt: question.lockedAt === null ? null : new Date(question.lockedAt), now });
}

export function tiebreakerLocked(game: QuestionsGameRecord, questions: readonly QuestionRecord[], now: Date): boolean {
  const lockTime = tiebreakerLock(game, effectiveLocks(game, questions).first);
  if (lockTime === null) return false;
  return isQuestionLocked({ lockTime, lockedAt: game.tiebreakerLockedAt === null ? null : new Date(game.tiebreakerLockedAt), now });
}

// ── Phases ─────────────────────────────────────────────────────────────────

const isSettled = (q: QuestionRecord) => q.choices.every((c) => c.result !== null);

/**
 * docs/product/pickem.md: a game question's phase follows its sports game (NS Pending, done Over, else
 * Live), and a settled question (void included) is Over; a props question is Pending until
 * it locks, Live until the host settles it, then Over.
 */
export function phaseOfQuestion(q: QuestionRecord, sports: StoredSportsGame | undefined): Phase {
  if (isSettled(q)) return 'Over';
  if (q.type === 'PropsQuestion' || !sports) return q.lockedAt === null ? 'Pending' : 'Live';
  return phaseOfState(statusStateOf(sports.game));
}

/** A tiebreaker is part of the game until its result is known: a PropsTiebreaker waits for the host. */
export function phaseOfTiebreaker(game: QuestionsGameRecord): Phase | null {
  if (game.tiebreaker === null) return null;
  if (game.tiebreakerResult !== null) return 'Over';
  return game.tiebreakerLockedAt === null ? 'Pending' : 'Live';
}
