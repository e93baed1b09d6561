// A pick'em game as it may be shown (docs/product/pickem.md; decision 009): the contract's QuestionsGame
// with only LOCKED answers for everyone, and the owner's own entries with every answer for the
// owner's topic alone. Every public payload is built by toQuestionsGame, so none can carry an
// open answer.
import type { GameId } from '../../contracts/ids.js';
import { seasonPath } from '../../contracts/seasons.js';
import { gameTopic, ownEntriesTopic } from '../../contracts/topics.js';
import type { AuditRecord, OwnEntries, PublicEntry, Question, QuestionsGame, QuestionsGameEvent, Tiebreaker } from '../../contracts/pickem.js';
import type { SportsGameId, StoredSportsGame } from '../../contracts/sports.js';
import { pickShares, wonBeans } from '../../domain/pickem/index.js';
import type { Queryable } from '../db/database.js';
import { findLockedAnswers, findLockedAnswersOf, findLockedPickCounts, findTiebreakerAnswers, findTiebreakerAnswersOf } from '../db/repositories/pickem-answers.repository.js';
import { findKeptPickCounts, keepPickCounts } from '../db/repositories/pickem-pick-counts.repository.js';
import type { LockedAnswers, StoredAnswer } from '../db/repositories/pickem-answers.repository.js';
import { countEntries, findEntries, findTopEntries } from '../db/repositories/pickem-entries.repository.js';
import type { EntryRecord } from '../db/repositories/pickem-entries.repository.js';
import { findOwnEntries } from '../db/repositories/pickem-own-entries.repository.js';
import { findAuditLog, findQuestionsGame } from '../db/repositories/pickem-games.repository.js';
import type { QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import { findQuestions } from '../db/repositories/pickem-questions.repository.js';
import type { QuestionRecord } from '../db/repositories/pickem-questions.repository.js';
import { findLedgerByEntry } from '../db/repositories/pickem-standings.repository.js';
import { findSportsGames } from '../db/repositories/sports-games.repository.js';
import { gameHostOf } from './game-common.js';
import { effectiveLocks, phaseOfQuestion, tiebreakerLock } from './pickem-question-state.js';
import type { Publish } from './publisher.js';

/** Never used: pickem_questions requires a sports game on every question but a props one (its check). */
const NO_SPORTS_GAME = '' as SportsGameId;

/** The ids of the sports games a game's questions and TotalPointsPick tiebreaker are on. */
export function sportsGameIdsOf(game: QuestionsGameRecord, questions: readonly QuestionRecord[]): Set<string> {
  const ids = new Set<string>(questions.flatMap((q) => (q.sportsGameId === null ? [] : [q.sportsGameId])));
  if (game.tiebreaker?.type === 'TotalPointsPick') ids.add(game.tiebreaker.sportsGameId);
  return ids;
}

/** The sports games a game's questions and TotalPointsPick tiebreaker are on, by id (one query). */
export async function loadSportsGames(db: Queryable, game: QuestionsGameRecord, questions: readonly QuestionRecord[]): Promise<Map<string, StoredSportsGame>> {
  const ids = sportsGameIdsOf(game, questions);
  return ids.size === 0 ? new Map() : findSportsGames(db, [...ids]);
}

/** How many entries the payload of a public challenge carries: the top of its leaderboard (decision 046). */
export const LEADERBOARD_SLICE = 50;

/**
 * A public challenge (a season game with a tag: everyone's game) sends the top of its
 * leaderboard, and each viewer their own entries' standing on their own topic (decision 046);
 * a private pool, a season's or not, sends every entry.
 */
export function slicesLeaderboard(game: Pick<QuestionsGameRecord, 'season'>): boolean {
  return game.season !== null && game.season.tag !== null;
}

/** '% picked' of a locked question: from every locked answer, or from the counts SQL made of them. */
type PickSource = readonly StoredAnswer[] | ReadonlyMap<number, ReadonlyMap<string, number>>;

function sharesOf(source: PickSource, question: { index: number; choices: readonly { key: string }[] }): { key: string; share: number }[] {
  if (Array.isArray(source)) return pickShares(source as readonly StoredAnswer[], question);
  const counts = (source as ReadonlyMap<number, ReadonlyMap<string, number>>).get(question.index);
  const picked = question.choices.map((c) => counts?.get(c.key) ?? 0);
  const total = picked.reduce((sum, n) => sum + n, 0);
  return question.choices.map((c, i) => ({ key: c.key, share: total === 0 ? 0 : (picked[i] ?? 0) / total }));
}

function toQuestion(q: QuestionRecord, lockTime: Date, sports: StoredSportsGame | undefined, lockedAnswers: PickSource): Question {
  const common = {
    index: q.question,
    lockTime: lockTime.toISOString(),
    locked: q.lockedAt !== null,
    phase: phaseOfQuestion(q, sports),
    // '% picked' only once locked (docs/product/pickem.md): the answers are public from then on.
    pickShares: q.lockedAt === null ? null : sharesOf(lockedAnswers, { index: q.question, choices: q.choices }),
  };
  if (q.type === 'PropsQuestion') {
    return {
      ...common,
      type: 'PropsQuestion',
      prompt: q.prompt ?? '',
      choices: q.choices.map((c) => ({ key: c.key, choiceText: c.choiceText ?? c.key, points: c.points, result: c.result })),
    };
  }
  return {
    ...common,
    type: q.type,
    sportsGameId: q.sportsGameId ?? NO_SPORTS_GAME,
    sportsGame: sports?.game ?? null,
    vsSpread: q.vsSpread,
    homeWinProbability: q.homeWinProbability,
    choices: q.choices.map((c) => ({ key: c.key === 'Home' ? 'Home' : 'Away', points: c.points, result: c.result })),
  };
}

function toTiebreaker(game: QuestionsGameRecord, lockTime: Date | null): Tiebreaker | null {
  if (game.tiebreaker === null || lockTime === null) return null;
  const common = { lockTime: lockTime.toISOString(), locked: game.tiebreakerLockedAt !== null, result: game.tiebreakerResult };
  return game.tiebreaker.type === 'TotalPointsPick'
    ? { type: 'TotalPointsPick', sportsGameId: game.tiebreaker.sportsGameId, ...common }
    : { type: 'PropsTiebreaker', prompt: game.tiebreaker.prompt, ...common };
}

/** Leaderboard order: rank, then podium probability, then name (docs/product/pickem.md#ranking). */
function leaderboardOrder(a: EntryRecord, b: EntryRecord): number {
  const name = (e: EntryRecord) => e.entryName.toLowerCase();
  return a.rank - b.rank || (b.podiumProbability ?? -1) - (a.podiumProbability ?? -1) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0) || a.createdAt.localeCompare(b.createdAt);
}

/**
 * What a caller already holds of the game (the refresh: as it has just read or stored it), so
 * the game is not read twice in one transaction. Answers only ever as findLockedAnswers returns
 * them; tiebreaker answers are shown only once the tiebreaker is locked, whoever reads them.
 */
interface LoadedGame {
  questions: readonly QuestionRecord[];
  sports: ReadonlyMap<string, StoredSportsGame>;
  lockedAnswers?: LockedAnswers;
  tiebreakerAnswers?: ReadonlyMap<string, number>;
  entries?: readonly EntryRecord[];
  ledger?: ReadonlyMap<string, number>;
  /** A public challenge's '% picked' as counted so far in this transaction (the refresh's game as it was and as it is). */
  pickCounts?: PickCounts;
  /** What of a public challenge's top the caller knows to be current (the refresh: what it read before, or counted since). */
  top?: Partial<HeldTop>;
  /** Told the top of a public challenge's leaderboard as read here, for the caller to hold. */
  onTop?: (top: HeldTop) => void;
  /** The game's audit log, when the caller read it and nothing was audited since. */
  auditLog?: readonly AuditRecord[];
}

/** The top of a public challenge's leaderboard as read (decision 046): its entries, how many there are in all, and those entries' locked answers. */
export interface HeldTop {
  entries: readonly EntryRecord[];
  entryCount: number;
  lockedAnswers: LockedAnswers;
}

/**
 * '% picked' counts of a public challenge's locked questions: the game row keeps them between
 * refreshes (migration 025), and the game as it was and as it is share them, so only a question
 * locked since is counted (a locked question's answers cannot change, a late entry has none, and
 * removing an entry clears what the row keeps).
 */
export interface PickCounts {
  readonly counted: Set<number>;
  readonly byQuestion: Map<number, Map<string, number>>;
  /** How many questions the game row kept: more counted means the row is written back. */
  readonly kept: number;
}

export const newPickCounts = (): PickCounts => ({ counted: new Set(), byQuestion: new Map(), kept: 0 });

/** The counts the game row keeps, to count only what it does not. */
export async function keptPickCounts(db: Queryable, gameId: GameId): Promise<PickCounts> {
  const kept = await findKeptPickCounts(db, gameId);
  return { counted: new Set(kept.counted), byQuestion: kept.byQuestion, kept: kept.counted.length };
}

/** Writes back to the game row what a refresh counted beyond what it kept. */
export async function keepNewPickCounts(db: Queryable, gameId: GameId, counts: PickCounts): Promise<void> {
  if (counts.counted.size > counts.kept) await keepPickCounts(db, gameId, [...counts.counted], counts.byQuestion);
}

/**
 * The game as everyone may see it. Answers come only from findLockedAnswers and a tiebreaker
 * answer only once the tiebreaker is locked: before a question locks nobody but the entry's
 * owner receives its answer (docs/product/pickem.md).
 */
export async function toQuestionsGame(db: Queryable, game: QuestionsGameRecord, loaded?: LoadedGame): Promise<QuestionsGame> {
  const questions = loaded?.questions ?? (await findQuestions(db, game.id));
  const sports = loaded?.sports ?? (await loadSportsGames(db, game, questions));
  const locks = effectiveLocks(game, questions);
  const sliced = slicesLeaderboard(game);
  const board = loaded?.entries === undefined && sliced ? await readTopOfLeaderboard(db, game, questions, loaded) : await readWholeLeaderboard(db, game.id, loaded, sliced);
  const { lockedAnswers, picks } = board;
  // Only the entries shown need theirs: a public challenge's top, never its 100,000.
  const readTiebreakers = () => (sliced ? findTiebreakerAnswersOf(db, game.id, board.entries.map((e) => e.id)) : findTiebreakerAnswers(db, game.id));
  const tiebreakerAnswers = game.tiebreakerLockedAt === null ? new Map<string, number>() : (loaded?.tiebreakerAnswers ?? (await readTiebreakers()));
  const publicEntries: PublicEntry[] = board.entries.map((e) => ({
    id: e.id,
    uid: e.uid,
    entryName: e.entryName,
    entryOwner: e.entryOwner,
    created: e.createdAt,
    submitted: e.submitted,
    answers: lockedAnswers.get(e.id) ?? [],
    tiebreakerAnswer: tiebreakerAnswers.get(e.id) ?? null,
    score: e.score,
    rank: e.rank,
    podiumProbability: e.podiumProbability,
    // A public challenge's beans follow the score by the ledger's rule, so its game end shows them
    // before its settlement has credited the ledger (decision 046, amended).
    wonBeans: sliced ? wonBeans({ scoring: game.scoring, over: game.gamePhase === 'Over', score: e.score, submitted: e.submitted }) : (board.ledger.get(e.id) ?? 0),
  }));
  const auditLog: AuditRecord[] = [...(loaded?.auditLog ?? (await findAuditLog(db, game.id)))];
  return {
    id: game.id,
    type: 'Questions',
    code: game.code,
    name: game.name,
    description: game.description,
    host: gameHostOf(game),
    created: game.createdAt,
    pickemQuestionType: game.pickemQuestionType,
    sportsLeague: game.sportsLeague,
    questions: questions.map((q) => toQuestion(q, locks.byQuestion.get(q.question) ?? new Date(q.lockTime), q.sportsGameId === null ? undefined : sports.get(q.sportsGameId), picks)),
    tiebreaker: toTiebreaker(game, tiebreakerLock(game, locks.first)),
    scoring: game.scoring,
    oneEntryPerUser: game.oneEntryPerUser,
    entryLimit: game.entryLimit,
    allowLateEntry: game.allowLateEntry,
    maxAnswers: game.maxAnswers,
    gamePhase: game.gamePhase,
    firstLockTime: locks.first.toISOString(),
    gameDates: game.gameDates,
    entries: publicEntries,
    ...(board.entryCount === undefined ? {} : { entryCount: board.entryCount }),
    auditLog,
    season: game.season && { ...game.season, path: seasonPath(game.season) },
  };
}

interface Leaderboard {
  /** In leaderboard order: all of them, or the top LEADERBOARD_SLICE of a sliced game. */
  entries: readonly EntryRecord[];
  /** Set when `entries` is a slice. */
  entryCount?: number;
  /** Locked answers of (at least) those entries. */
  lockedAnswers: LockedAnswers;
  /** What '% picked' is made from: every locked answer, or their counts. */
  picks: PickSource;
  ledger: ReadonlyMap<string, number>;
}

/** Every entry (as the caller holds them or read now); sliced to the top when the game's payload is. */
async function readWholeLeaderboard(db: Queryable, gameId: GameId, loaded: LoadedGame | undefined, sliced: boolean): Promise<Leaderboard> {
  const lockedAnswers = loaded?.lockedAnswers ?? (await findLockedAnswers(db, gameId));
  const ledger = loaded?.ledger ?? (await findLedgerByEntry(db, gameId));
  const all = [...(loaded?.entries ?? (await findEntries(db, gameId)))].sort(leaderboardOrder);
  const picks = [...lockedAnswers.values()].flat();
  return sliced ? { entries: all.slice(0, LEADERBOARD_SLICE), entryCount: all.length, lockedAnswers, picks, ledger } : { entries: all, lockedAnswers, picks, ledger };
}

/**
 * The top of a public challenge's leaderboard read alone (decision 046): its entries off the
 * leaderboard index, their answers, and '% picked' counted in SQL — never the whole game.
 */
async function readTopOfLeaderboard(db: Queryable, game: QuestionsGameRecord, questions: readonly QuestionRecord[], loaded: LoadedGame | undefined): Promise<Leaderboard> {
  const gameId = game.id;
  const held = loaded?.top;
  const top = held?.entries ?? (await findTopEntries(db, gameId, LEADERBOARD_SLICE, game.tiebreakerResult));
  const ids = top.map((e) => e.id);
  const entryCount = held?.entryCount ?? (await countEntries(db, gameId));
  const lockedAnswers = loaded?.lockedAnswers ?? held?.lockedAnswers ?? (await findLockedAnswersOf(db, gameId, ids));
  const picks = loaded?.lockedAnswers ? [...loaded.lockedAnswers.values()].flat() : await countPicks(db, gameId, questions, loaded?.pickCounts);
  loaded?.onTop?.({ entries: top, entryCount, lockedAnswers });
  // Its beans are taken from the scores (toQuestionsGame), not from the ledger.
  return { entries: [...top].sort(leaderboardOrder), entryCount, lockedAnswers, picks, ledger: new Map() };
}

/** '% picked' of the locked questions: all counted now, or only those `known` has not counted yet. */
async function countPicks(db: Queryable, gameId: GameId, questions: readonly QuestionRecord[], held: PickCounts | undefined): Promise<PickCounts['byQuestion']> {
  // A reader outside a refresh starts from what the game row keeps and writes nothing back.
  const known = held ?? (await keptPickCounts(db, gameId));
  const missing = questions.filter((q) => q.lockedAt !== null && !known.counted.has(q.question)).map((q) => q.question);
  if (missing.length > 0) {
    for (const [question, counts] of await findLockedPickCounts(db, gameId, missing)) known.byQuestion.set(question, counts);
    for (const question of missing) known.counted.add(question);
  }
  return known.byQuestion;
}

/** GET /api/games/{id} and the `game:{id}` snapshot of a pick'em game; undefined when there is none. */
export async function readQuestionsGame(db: Queryable, gameId: GameId): Promise<QuestionsGame | undefined> {
  const game = await findQuestionsGame(db, gameId);
  return game ? toQuestionsGame(db, game) : undefined;
}

/**
 * Topic `pickem-entries:{gameId}:{uid}`: the user's own entries with every answer, locked or not,
 * and in a public challenge each one's standing (decision 046) — one statement, whatever the caller knows.
 */
export function readOwnEntries(db: Queryable, gameId: GameId, uid: string): Promise<OwnEntries> {
  return findOwnEntries(db, gameId, uid);
}

export const publishQuestionsGameEvent = (publish: Publish, gameId: GameId, event: QuestionsGameEvent) => publish(gameTopic, { id: gameId }, event);

export async function publishOwnEntries(tx: Queryable, publish: Publish, gameId: GameId, uid: string): Promise<void> {
  await publish(ownEntriesTopic, { gameId, uid }, await readOwnEntries(tx, gameId, uid));
}
