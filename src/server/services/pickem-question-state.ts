// Where a pick'em question stands on the server's clock (docs/product/pickem.md): when its picks
// stop (the same rule for a request's check, the public view and the refresh; a request's check
// also closes a game the feed has stored as started) and its phase.
import type { GameId } from '../../contracts/ids.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { effectiveLockTime, firstLockTime, isQuestionLocked } from '../../domain/pickem/index.js';
import { phaseOfState, statusStateOf } from '../../domain/sports/index.js';
import type { Phase } from '../../domain/sports/index.js';
import type { Queryable } from '../db/database.js';
import type { QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import { findQuestions, findStartedSportsGames } from '../db/repositories/pickem-questions.repository.js';
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

/**
 * What a command's lock check reads in its own transaction: the game's questions, and which of its
 * sports games the feed has stored as started. A started game's picks are closed from that moment,
 * before the pool's refresh or lock job has written its lock: the feed's change is stored first and
 * the pools follow in transactions of their own (decision 045). Every command that changes what a
 * player submitted checks against both, so none of them has a moment the others do not.
 */
export interface LockInputs {
  questions: readonly QuestionRecord[];
  /** Sports game ids stored with any status but NS. */
  started: ReadonlySet<string>;
}

/** The questions and started games in two statements, whatever the number of questions. */
export async function readLockInputs(tx: Queryable, gameId: GameId): Promise<LockInputs> {
  return { questions: await findQuestions(tx, gameId), started: await findStartedSportsGames(tx, gameId) };
}

/** A lock time as the refresh will leave it once it follows a started game: no later than now. */
function followStarted(lockTime: string, sportsGameId: string | null, started: ReadonlySet<string>, now: Date): string {
  return sportsGameId !== null && started.has(sportsGameId) && now.getTime() < Date.parse(lockTime) ? now.toISOString() : lockTime;
}

/** The game and its questions with every started game's lock moved to now, so the slate's first lock follows too. */
function asFollowed(game: QuestionsGameRecord, inputs: LockInputs, now: Date): { game: QuestionsGameRecord; questions: QuestionRecord[] } {
  const questions = inputs.questions.map((q) => (q.type === 'PropsQuestion' ? q : { ...q, lockTime: followStarted(q.lockTime, q.sportsGameId, inputs.started, now) }));
  if (game.tiebreaker?.type !== 'TotalPointsPick' || game.tiebreakerLockTime === null) return { game, questions };
  return { game: { ...game, tiebreakerLockTime: followStarted(game.tiebreakerLockTime, game.tiebreaker.sportsGameId, inputs.started, now) }, questions };
}

/**
 * Which questions are closed on the server's clock (a request's check, before the lock job or the
 * refresh has run): locked, past their effective lock, or (with the slate, without late entry)
 * behind a game the feed has stored as started.
 */
export function lockedQuestions(game: QuestionsGameRecord, inputs: LockInputs, now: Date): (question: QuestionRecord) => boolean {
  const followed = asFollowed(game, inputs, now);
  const locks = effectiveLocks(followed.game, followed.questions);
  const byQuestion = new Map(followed.questions.map((q) => [q.question, q]));
  return (question) => {
    const q = byQuestion.get(question.question) ?? question;
    const lockTime = locks.byQuestion.get(q.question) ?? new Date(q.lockTime);
    return isQuestionLocked({ lockTime, lockedAt: q.lockedAt === null ? null : new Date(q.lockedAt), now });
  };
}

/** Whether the tiebreaker answer is closed: by its own lock, the slate's first, or its TotalPointsPick game stored as started. */
export function tiebreakerLocked(game: QuestionsGameRecord, inputs: LockInputs, now: Date): boolean {
  const followed = asFollowed(game, inputs, now);
  const lockTime = tiebreakerLock(followed.game, effectiveLocks(followed.game, followed.questions).first);
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
