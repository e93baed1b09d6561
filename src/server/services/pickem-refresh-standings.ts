// The refresh's scores, ranks and beans (pickem-refresh.ts steps 2–3; docs/product/pickem.md): a
// private pool's in memory from every entry it already read, a public challenge's in the database
// (decision 046), each returning the game as just stored and the players whose entries moved.
import type { QuestionsGame } from '../../contracts/pickem.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { rankEntries, scoreEntries } from '../../domain/pickem/index.js';
import { jsonEqual } from '../../domain/sports/index.js';
import type { Queryable } from '../db/database.js';
import { findLockedAnswers } from '../db/repositories/pickem-answers.repository.js';
import type { LockedAnswers } from '../db/repositories/pickem-answers.repository.js';
import type { EntryRecord } from '../db/repositories/pickem-entries.repository.js';
import type { AuditRow, QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import type { QuestionRecord } from '../db/repositories/pickem-questions.repository.js';
import { rankEntriesInDatabase } from '../db/repositories/pickem-ranking.repository.js';
import type { WonChoice } from '../db/repositories/pickem-ranking.repository.js';
import { creditGameBeans, saveStandings } from '../db/repositories/pickem-standings.repository.js';
import { toQuestionsGame } from './pickem-view.js';
import type { HeldTop, PickCounts } from './pickem-view.js';

/** Everything a private pool's refresh reads once and reuses for the game as it was and as it is. */
export interface EveryEntry {
  entries: readonly EntryRecord[];
  lockedAnswers: LockedAnswers;
  tiebreakerAnswers: ReadonlyMap<string, number>;
  ledger: ReadonlyMap<string, number>;
}

export interface Standings {
  /** The game as just stored. */
  after: QuestionsGame;
  /** Owners of the entries whose rank moved (My Games shows each player's best rank). */
  moved: Set<string>;
  /** A question locked here and the locked answers podium probabilities read changed with it. */
  lockedAnswersChanged: boolean;
  /** Scores may have moved (a public challenge's; a private pool settles in the same transaction). */
  scoresMoved?: boolean;
}

const byKey = ([a]: readonly [string, unknown], [b]: readonly [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** Scores (domain scoreEntries) and ranks (rankEntries) in memory; only changed rows are written. */
export async function standingsInMemory(
  tx: Queryable,
  game: QuestionsGameRecord,
  questions: readonly QuestionRecord[],
  sports: ReadonlyMap<string, StoredSportsGame>,
  read: EveryEntry,
  newlyLocked: boolean,
  now: Date,
  auditLog?: readonly AuditRow[],
): Promise<Standings> {
  const { entries, tiebreakerAnswers, ledger } = read;
  // Only a settled question scores and every settled question is locked, so the locked answers
  // are all scoring needs (read again only if this refresh locked a question, and a pool without
  // entries has none: a kickoff's empty pools skip it).
  const answers = newlyLocked && entries.length > 0 ? await findLockedAnswers(tx, game.id) : read.lockedAnswers;
  const scored = questions.map((q) => ({ index: q.question, choices: q.choices }));
  const entryScores = scoreEntries(entries.map((e) => ({ answers: answers.get(e.id) ?? [] })), scored);
  const scores = new Map<string, number>(entries.map((e, i) => [e.id, entryScores[i] ?? 0]));
  const ranks = rankEntries(
    entries.map((e) => ({ id: e.id, entryName: e.entryName, score: scores.get(e.id) ?? 0, tiebreakerAnswer: tiebreakerAnswers.get(e.id) ?? null, podiumProbability: e.podiumProbability })),
    game.tiebreakerResult,
  );
  const storedEntries = new Map<string, EntryRecord>(entries.map((e) => [e.id, e]));
  const standings = ranks.map(({ id, rank }) => ({ id, rank, score: scores.get(id) ?? 0 }));
  await saveStandings(tx, standings.filter((s) => storedEntries.get(s.id)?.rank !== s.rank || storedEntries.get(s.id)?.score !== s.score));
  const paying = payingBeans(game);
  // The scores just saved are the ones the ledger credits (creditGameBeans reads them back).
  if (paying) await writeLedger(tx, game, now);
  // The questions, scores and ranks held here; the ledger read again if it was written.
  const standingOf = new Map(standings.map((s) => [s.id, s]));
  const after = await toQuestionsGame(tx, game, {
    questions,
    sports,
    lockedAnswers: answers,
    tiebreakerAnswers,
    entries: entries.map((e) => ({ ...e, score: standingOf.get(e.id)?.score ?? e.score, rank: standingOf.get(e.id)?.rank ?? e.rank })),
    ...(paying ? {} : { ledger }),
    ...(auditLog && { auditLog }),
  });
  return {
    after,
    moved: new Set(entries.filter((e) => standingOf.get(e.id)?.rank !== e.rank).map((e) => e.uid)),
    lockedAnswersChanged: newlyLocked && !jsonEqual([...read.lockedAnswers].sort(byKey), [...answers].sort(byKey)),
  };
}

/** The won choices of the settled questions, in hundredths of points, as the domain's scorer adds them. */
function wonChoices(questions: readonly QuestionRecord[]): WonChoice[] {
  return questions.flatMap((q) => q.choices.filter((c) => c.result === 'W').map((c) => ({ question: q.question, choice: c.key, hundredths: Math.round(c.points * 100) })));
}

/** What a public challenge's refresh already holds, so its game as it is reads no more than it must. */
export interface HeldBoard {
  /** The top as read for the game as it was (absent when the caller brought that game). */
  top?: HeldTop;
  /**
   * Neither the entries nor the tiebreaker result changed since the last ranking (a plain refresh
   * or the caller's change that adds and removes none): the rank keys stand unless a score moves.
   */
  keysHeld: boolean;
  /** The entries' faces (podium probability, name) as the top shows them are unchanged since `top` was read. */
  facesHeld: boolean;
}

/**
 * A public challenge (decision 046): one UPDATE scores the entries in the database and one
 * aggregate takes its rank keys again and counts the entries (no rank is written into an entry),
 * the top of the leaderboard is read back — unless no score moved and nothing else the top shows
 * did, when the top already read stands. A newly locked question counts as new podium input: its
 * answers are not read here to compare.
 */
export async function standingsInDatabase(
  tx: Queryable,
  game: QuestionsGameRecord,
  questions: readonly QuestionRecord[],
  sports: ReadonlyMap<string, StoredSportsGame>,
  newlyLocked: boolean,
  pickCounts: PickCounts,
  held: HeldBoard,
): Promise<Standings> {
  const { scoresMoved, entryCount } = await rankEntriesInDatabase(tx, game.id, wonChoices(questions), { keysHeld: held.keysHeld });
  const count = entryCount ?? (held.keysHeld ? held.top?.entryCount : undefined);
  const topStands = !scoresMoved && held.keysHeld && held.facesHeld;
  let top: Partial<HeldTop> = count === undefined ? {} : { entryCount: count };
  // A question locked here shows its answers on the top's entries: those are read again.
  if (topStands && held.top) top = newlyLocked ? { entries: held.top.entries, entryCount: held.top.entryCount } : held.top;
  // Its beans are credited after this transaction (settleGameEnd); its readers take them from the scores.
  // Nobody's My Games lists a public challenge (it has a page of its own), so no summary follows its ranks.
  return { after: await toQuestionsGame(tx, game, { questions, sports, pickCounts, top }), moved: new Set(), lockedAnswersChanged: newlyLocked, scoresMoved };
}

const payingBeans = (game: QuestionsGameRecord) => game.gamePhase === 'Over' && game.scoring.type === 'PointsToBeans';

/** docs/product/pickem.md: beans once the game is over, every entry in one statement (creditGameBeans). */
async function writeLedger(tx: Queryable, game: QuestionsGameRecord, now: Date): Promise<void> {
  if (game.scoring.type !== 'PointsToBeans') return;
  await creditGameBeans(tx, game.id, game.scoring.entryIncentiveJellyBeans, now);
}
