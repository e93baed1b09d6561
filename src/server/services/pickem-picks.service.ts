// A pick (docs/product/pickem.md: a choice, or clearing it), the public challenges' hot command:
// a game's concurrent picks are judged and written together, one transaction per batch, as
// squares claims are (decision 048; the batcher is decision 010's). Each pick still gets its own
// answer: saved, or its own refusal, and a refused pick writes nothing.
import type { EntryId, GameId } from '../../contracts/ids.js';
import { ownEntriesTopic } from '../../contracts/topics.js';
import type { SetAnswer } from '../../contracts/pickem.js';
import { checkAnswer } from '../../domain/pickem/index.js';
import type { Database } from '../db/database.js';
import { findAnsweredQuestions, writeAnswers } from '../db/repositories/pickem-answers.repository.js';
import type { AnswerWrite } from '../db/repositories/pickem-answers.repository.js';
import { findPickEntriesForUpdate } from '../db/repositories/pickem-entries.repository.js';
import { findOwnEntriesOf } from '../db/repositories/pickem-own-entries.repository.js';
import { COMMAND_BATCHING, createBatcher } from './claim-batcher.js';
import type { Outcome } from './claim-batcher.js';
import { AppError, refuse, requireUser } from './errors.js';
import { getQuestionsGame } from './pickem-common.js';
import { lockedQuestions } from './pickem-question-state.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';

/** One pick waiting for its game's next batch: who sends it, on which entry, and what. */
export interface PickJob {
  uid: string;
  entryId: EntryId;
  input: SetAnswer;
}

/** Where each game's picks wait for their batch: one per server, in its context (server-context.ts). */
export interface PickBatcher {
  submit(gameId: GameId, job: PickJob): Promise<void>;
}

export interface PickBatchDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  /** Told each batch's size (the bench). */
  onBatch?: (size: number) => void;
}

export function createPickBatcher(deps: PickBatchDeps): PickBatcher {
  const run = (gameId: GameId, jobs: PickJob[]) => {
    deps.onBatch?.(jobs.length);
    return runPickBatch(deps, gameId, jobs);
  };
  return { submit: createBatcher(run, COMMAND_BATCHING) };
}

/** What a pick needs: the server's batcher. */
export interface PickDeps {
  picks: PickBatcher;
}

/** POST /api/games/{id}/entries/{entryId}/answers: one pick or clearing it, answered once its batch has committed. */
export async function setAnswer(deps: PickDeps, sessionUser: SessionUser | undefined, gameId: GameId, entryId: EntryId, input: SetAnswer): Promise<void> {
  const user = requireUser(sessionUser);
  await deps.picks.submit(gameId, { uid: user.uid, entryId, input });
}

/**
 * One game's picks as one transaction. The game row FOR SHARE (the lock job takes it FOR UPDATE,
 * so no pick lands after a lock, and a batch after the lock sees it); the batch's entries FOR
 * UPDATE with the questions in one statement (the entries' answers too when the game has a
 * maximum, so the count is exact); every pick judged by the domain's rules in arrival order
 * against one clock and the batch's earlier picks; one statement writes what was accepted (the
 * later pick of an entry's question wins); one reads the owners' entries, and their topic events
 * go in one statement. Only the owner's topic hears of a pick: an open answer is private.
 */
async function runPickBatch(deps: PickBatchDeps, gameId: GameId, jobs: readonly PickJob[]): Promise<Outcome<void>[]> {
  const now = deps.now();
  return runCommand(
    deps.db,
    deps.publisher,
    async (tx, publish) => {
      const outcomes: Outcome<void>[] = jobs.map(() => ({ ok: true, value: undefined }));
      let game;
      try {
        game = await getQuestionsGame(tx, gameId, 'share');
      } catch (error) {
        // Not a pick'em game, or no game: every pick of the batch is refused alike.
        if (!(error instanceof AppError)) throw error;
        return jobs.map(() => ({ ok: false, error }));
      }
      const { owners, questions, started } = await findPickEntriesForUpdate(tx, gameId, [...new Set(jobs.map((j) => j.entryId))]);
      // The lock rule every command shares, a started game's included (pickem-question-state.ts).
      const locked = lockedQuestions(game, { questions, started }, now);
      const answered = game.maxAnswers === null ? new Map<string, Set<number>>() : await findAnsweredQuestions(tx, [...owners.keys()]);
      /** The answer each entry's question is left with, in the order first touched. */
      const writes = new Map<string, AnswerWrite>();
      const told = new Set<string>();
      for (const [index, job] of jobs.entries()) {
        const { entryId, input } = job;
        // A forged id and another player's entry are refused alike (nothing about it leaks).
        if (owners.get(entryId) !== job.uid) {
          outcomes[index] = { ok: false, error: refuse({ reason: 'entryNotFound' }) };
          continue;
        }
        const question = questions.find((q) => q.question === input.question);
        const held = answered.get(entryId) ?? new Set<number>();
        const broken = checkAnswer({
          questionExists: question !== undefined,
          choiceOffered: question !== undefined && question.type !== 'OffPick' && question.choices.some((c) => c.key === input.choice),
          locked: question !== undefined && locked(question),
          answersHeld: held.size - (held.has(input.question) ? 1 : 0),
          maxAnswers: game.maxAnswers,
          props: game.pickemQuestionType === 'Props',
          clearing: input.choice === null,
        });
        if (broken) {
          outcomes[index] = { ok: false, error: refuse(broken) };
          continue;
        }
        if (input.choice === null) held.delete(input.question);
        else held.add(input.question);
        answered.set(entryId, held);
        const key = `${entryId}:${input.question}`;
        writes.delete(key); // re-added last: the later pick is the one written
        writes.set(key, { entryId, question: input.question, choice: input.choice });
        told.add(job.uid);
      }
      await writeAnswers(tx, [...writes.values()]);
      if (told.size > 0) {
        const owned = await findOwnEntriesOf(tx, gameId, [...told]);
        for (const [uid, entries] of owned) await publish(ownEntriesTopic, { gameId, uid }, entries);
      }
      return outcomes;
    },
    { batchUpdates: true },
  );
}
