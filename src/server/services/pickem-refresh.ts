// The one refresh every pick'em change runs (docs/product/pickem.md; decision 009): it locks, settles,
// scores, ranks, ends the game and writes the beans ledger — triggered by the feed, the lock
// job, the host and entry changes alike — and publishes only what differs.
import type { GameId } from '../../contracts/ids.js';
import type { ChoiceResult, QuestionsGame } from '../../contracts/pickem.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { gameQuestionResults, isPlayedFinal, isVoidStatus, questionLockTime } from '../../domain/pickem/index.js';
import { jsonEqual, overallPhase, slateDate, totalScore } from '../../domain/sports/index.js';
import type { Queryable } from '../db/database.js';
import { setGamePhase } from '../db/repositories/games.repository.js';
import { findEntries } from '../db/repositories/pickem-entries.repository.js';
import { bumpPodiumVersion, bumpPodiumVersions, saveSchedule, saveTiebreakerState } from '../db/repositories/pickem-games.repository.js';
import type { QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import { saveQuestionStates } from '../db/repositories/pickem-questions.repository.js';
import { markSettlementDue } from '../db/repositories/pickem-settlement-due.repository.js';
import type { QuestionRecord } from '../db/repositories/pickem-questions.repository.js';
import { questionsGameChanges } from './pickem-events.js';
import { effectiveLocks, phaseOfQuestion, phaseOfTiebreaker, tiebreakerLock } from './pickem-question-state.js';
import { readRefreshInputs } from './pickem-refresh-inputs.js';
import type { RefreshInputs } from './pickem-refresh-inputs.js';
import { standingsInDatabase, standingsInMemory } from './pickem-refresh-standings.js';
import { keepNewPickCounts, keptPickCounts, newPickCounts, publishQuestionsGameEvent, toQuestionsGame } from './pickem-view.js';
import type { HeldTop } from './pickem-view.js';
import type { Publish } from './publisher.js';
import { publishSeasonPage } from './season-pages.service.js';
import { settleSeasonGame } from './season-standings.service.js';
import { publishGameSummaries, publishSummariesOfGames } from './user-games.service.js';

/** A game question's choices settled from its sports game (null results until final, Void when called off). */
function settleGameQuestion(q: QuestionRecord, sports: StoredSportsGame | undefined): QuestionRecord['choices'] {
  if (!sports) return q.choices;
  const { status, periodScores } = sports.game;
  const results = gameQuestionResults({
    type: q.type as Exclude<QuestionRecord['type'], 'PropsQuestion'>,
    status,
    scores: { away: totalScore(periodScores.away), home: totalScore(periodScores.home) },
    vsSpread: q.vsSpread,
  });
  return q.choices.map((c) => ({ ...c, result: c.key === 'Home' ? results.Home : results.Away }));
}

/** A game question follows its sports game: the lock moves with the schedule while NS, and locks the first time the server sees it leave NS. */
function followSportsGame(q: QuestionRecord, sports: StoredSportsGame | undefined, now: Date): QuestionRecord {
  if (q.type === 'PropsQuestion' || !sports) return q;
  let { lockTime, lockedAt } = q;
  if (lockedAt === null) {
    const started = sports.game.status !== 'NS';
    lockTime = questionLockTime({ gameTime: new Date(sports.game.gameTime), firstNonPendingAt: started ? now : null }).toISOString();
    if (started) lockedAt = now.toISOString();
  }
  return { ...q, lockTime, lockedAt, choices: settleGameQuestion(q, sports) };
}

/** The TotalPointsPick tiebreaker follows its game like a question; its result is the played final's total. */
function followTiebreakerGame(game: QuestionsGameRecord, sports: StoredSportsGame | undefined, now: Date): QuestionsGameRecord {
  if (game.tiebreaker?.type !== 'TotalPointsPick' || !sports) return game;
  let lockTime = game.tiebreakerLockTime;
  let lockedAt = game.tiebreakerLockedAt;
  if (lockedAt === null) {
    const started = sports.game.status !== 'NS';
    lockTime = questionLockTime({ gameTime: new Date(sports.game.gameTime), firstNonPendingAt: started ? now : null }).toISOString();
    if (started) lockedAt = now.toISOString();
  }
  const { status, periodScores } = sports.game;
  const result = isPlayedFinal(status) ? totalScore(periodScores.away) + totalScore(periodScores.home) : isVoidStatus(status) ? null : game.tiebreakerResult;
  return { ...game, tiebreakerLockTime: lockTime, tiebreakerLockedAt: lockedAt, tiebreakerResult: result };
}

export interface RefreshOptions {
  /** Results the host set on props questions (already validated), by question index. */
  propsResults?: ReadonlyMap<number, ReadonlyArray<ChoiceResult>>;
  /** A PropsTiebreaker result the host entered. */
  tiebreakerResult?: number;
  /** The game as published before the caller's own changes (an entry joined, renamed, left): what the event is the difference from. */
  before?: QuestionsGame;
  /**
   * The caller's own change, made once the game as published has been read, so the event
   * carries it (an audit record, podium probabilities). It adds and removes no entry (a public
   * challenge's refresh keeps its entry count and rank keys across it). False: nothing to refresh after all.
   */
  change?: () => Promise<boolean>;
  /**
   * The sports games as they were before the feed change that brings this refresh (already
   * stored), by id: the game as published showed them, so the update carries their new state
   * (a live score on a question card) even when nothing else moved.
   */
  sportsBefore?: ReadonlyMap<string, StoredSportsGame>;
  /** The game's inputs, already read with its chunk's under its row lock in this transaction (readRefreshInputsOfGames). */
  inputs?: RefreshInputs;
  /** A chunk's writes made together at its end (writeChunk): this game's are added instead of made here. */
  chunk?: ChunkWrites;
}

/**
 * What a chunk of refreshes in one transaction writes together once every game of it is refreshed
 * (a feed tick's pick'em games): the My Games rows of the games whose phase, beans or schedule
 * moved, read in one statement, and the podium versions bumped in one.
 */
export interface ChunkWrites {
  summaries: Set<GameId>;
  podiums: Set<GameId>;
}

export const newChunkWrites = (): ChunkWrites => ({ summaries: new Set(), podiums: new Set() });

export async function writeChunk(tx: Queryable, publish: Publish, chunk: ChunkWrites): Promise<void> {
  await bumpPodiumVersions(tx, [...chunk.podiums]);
  await publishSummariesOfGames(tx, publish, [...chunk.summaries]);
}

/**
 * Brings a pick'em game up to date inside the caller's transaction and publishes what
 * changed as one event (`pickem.scored` when only standings, questions and the like moved,
 * else `game.changed`: questionsGameChanges):
 * 1. game questions follow their sports games (lock time, lock at the first non-NS status,
 *    W/L/Push/Void once final or called off), then every question and the tiebreaker whose
 *    lock time has passed on the server's clock locks (docs/product/pickem.md);
 * 2. scores and ranks (domain scoreEntry, rankEntries), the game's phase (docs/product/pickem.md);
 * 3. under PointsToBeans, once Over, the ledger gets each entry's difference (docs/product/pickem.md); a
 *    public challenge's is marked due instead and written by settleGameEnd once this has committed.
 * Returns whether what podium probabilities depend on changed (results, locks or the entries).
 */
export async function refreshQuestionsGame(tx: Queryable, publish: Publish, gameId: GameId, now: Date, options: RefreshOptions = {}): Promise<boolean> {
  // Everything is read once, under the game row's lock, and reused for the game as it was and as it is.
  const inputs = options.inputs ?? (await readRefreshInputs(tx, gameId));
  if (!inputs) return false;
  const { stored, questions: storedQuestions, sports } = inputs;
  // A public challenge is scored and ranked in the database and read back by its top (decision 046):
  // its 100,000 entries and their answers never come through here.
  const inMemory = inputs.everyEntry;
  const published = options.sportsBefore ? new Map([...sports].map(([id, game]) => [id, options.sportsBefore?.get(id) ?? game])) : sports;
  // A public challenge's '% picked' is counted once for the game as it was and as it is, and kept
  // on the game row for the next refresh (only a question locked since is counted).
  let pickCounts = inMemory ? undefined : await keptPickCounts(tx, gameId);
  // A public challenge's top as read for the game as it was, held for the game as it is.
  let heldTop: HeldTop | undefined;
  const keepTop = (top: HeldTop) => void (heldTop = top);
  const before = options.before ?? (await toQuestionsGame(tx, stored, { questions: storedQuestions, sports: published, ...inMemory, ...(pickCounts && { pickCounts }), onTop: keepTop, auditLog: inputs.auditLog }));
  const entriesBefore = inMemory?.entries;
  if (options.change) {
    if (!(await options.change())) return false;
    if (inMemory) inMemory.entries = await findEntries(tx, gameId);
    // A removed entry's picks no longer count: the row's record is cleared by then, count again.
    else pickCounts = await keptPickCounts(tx, gameId);
  }

  // 1. Follow the feed, apply the host's results, lock what is due.
  let questions = storedQuestions.map((q) => {
    const followed = followSportsGame(q, q.sportsGameId === null ? undefined : sports.get(q.sportsGameId), now);
    const hostResults = options.propsResults?.get(q.question);
    if (!hostResults) return followed;
    return { ...followed, lockedAt: followed.lockedAt ?? now.toISOString(), choices: followed.choices.map((c, i) => ({ ...c, result: hostResults[i] ?? null })) };
  });
  let game = followTiebreakerGame(stored, stored.tiebreaker?.type === 'TotalPointsPick' ? sports.get(stored.tiebreaker.sportsGameId) : undefined, now);
  if (options.tiebreakerResult !== undefined) game = { ...game, tiebreakerResult: options.tiebreakerResult, tiebreakerLockedAt: game.tiebreakerLockedAt ?? now.toISOString() };
  const locks = effectiveLocks(game, questions);
  // A settled question is locked too (it is by every path that settles; kept explicit because
  // scoring reads only locked answers).
  questions = questions.map((q) =>
    q.lockedAt === null && ((locks.byQuestion.get(q.question)?.getTime() ?? Infinity) <= now.getTime() || q.choices.some((c) => c.result !== null))
      ? { ...q, lockedAt: now.toISOString() }
      : q,
  );
  const tiebreakerDue = tiebreakerLock(game, locks.first);
  if (game.tiebreakerLockedAt === null && tiebreakerDue !== null && tiebreakerDue.getTime() <= now.getTime()) game = { ...game, tiebreakerLockedAt: now.toISOString() };

  const movedQuestions = questions.filter((q, i) => {
    const was = storedQuestions[i];
    return was !== undefined && !jsonEqual(was, q);
  });
  await saveQuestionStates(tx, gameId, movedQuestions);
  if (game.tiebreakerLockTime !== null && (game.tiebreakerLockTime !== stored.tiebreakerLockTime || game.tiebreakerLockedAt !== stored.tiebreakerLockedAt || game.tiebreakerResult !== stored.tiebreakerResult)) {
    await saveTiebreakerState(tx, gameId, { lockTime: game.tiebreakerLockTime, lockedAt: game.tiebreakerLockedAt, result: game.tiebreakerResult });
  }

  // A rescheduled kickoff moves the game's start and slate days (My Games, docs/product/site.md#games-in-common gameDates).
  const gameDates = [...new Set(questions.map((q) => slateDate(new Date(q.lockTime))))].sort();
  if (locks.first.toISOString() !== stored.gameStartTime || !jsonEqual(gameDates, stored.gameDates)) {
    await saveSchedule(tx, gameId, locks.first, gameDates);
    game = { ...game, gameStartTime: locks.first.toISOString(), gameDates };
  }

  // 2. Scores, ranks, phase.
  const phases = questions.map((q) => phaseOfQuestion(q, q.sportsGameId === null ? undefined : sports.get(q.sportsGameId)));
  const tiebreakerPhase = phaseOfTiebreaker(game);
  const gamePhase = overallPhase(tiebreakerPhase === null ? phases : [...phases, tiebreakerPhase]);
  if (gamePhase !== stored.gamePhase) await setGamePhase(tx, gameId, gamePhase);
  const newlyLocked = questions.some((q, i) => q.lockedAt !== null && storedQuestions[i]?.lockedAt === null);
  const current = { ...game, gamePhase };
  // 3. Beans, once Over (in the standings step). The season's page hears of a new phase and of new standings.
  const standings = inMemory
    ? // The caller's own change may audit (a host's settlement): then the game as it is reads its log again.
      await standingsInMemory(tx, current, questions, sports, inMemory, newlyLocked, now, options.change ? undefined : inputs.auditLog)
    : await standingsInDatabase(tx, current, questions, sports, newlyLocked, pickCounts ?? newPickCounts(), {
        ...(heldTop && { top: heldTop }),
        // The caller's own change (RefreshOptions.change) adds and removes no entry; one that
        // brought the game as it was (a join, a removal, a rename) may have.
        keysHeld: options.before === undefined && game.tiebreakerResult === stored.tiebreakerResult,
        facesHeld: options.change === undefined,
      });
  // A season game's standings follow its ranks and beans once it is over, corrections included
  // (docs/product/seasons.md). A public challenge's ledger and season settle in a transaction of
  // their own right after this one commits (settleGameEnd, marked due below): its leaderboard,
  // whose beans follow the scores, is published first.
  if (game.season) {
    const settled = gamePhase === 'Over' && inMemory !== undefined && (await settleSeasonGame(tx, game.season.id, gameId));
    // Its entries were just counted with the game as it is: the page's player count is that.
    const known = { gameId, entryCount: standings.after.entryCount ?? standings.after.entries.length };
    if (settled || gamePhase !== stored.gamePhase) await publishSeasonPage(tx, publish, game.season, now, known);
  }
  const { after, moved } = standings;
  const event = questionsGameChanges(before, after);
  if (event) await publishQuestionsGameEvent(publish, gameId, event);
  const beansChanged = !jsonEqual(before.entries.map((e) => e.wonBeans), after.entries.map((e) => e.wonBeans));
  const scheduleChanged = game.gameStartTime !== stored.gameStartTime || !jsonEqual(game.gameDates, stored.gameDates);
  if (gamePhase !== stored.gamePhase || beansChanged || scheduleChanged) {
    if (options.chunk) options.chunk.summaries.add(gameId);
    else await publishGameSummaries(tx, publish, gameId);
  } else {
    // My Games shows each player's best rank and how many entries there are (docs/product/site.md#my-games):
    // the players whose entries moved, and the host, whose count of entries changed.
    if ((before.entryCount ?? before.entries.length) !== (after.entryCount ?? after.entries.length)) moved.add(game.hostUid);
    if (moved.size > 0) await publishGameSummaries(tx, publish, gameId, moved);
  }

  // From what was read and stored, not from the payloads: a public challenge's payload holds only the top of its leaderboard.
  const questionInputs = (qs: readonly QuestionRecord[]) => qs.map((q) => [q.lockedAt !== null, q.choices.map((c) => c.result)]);
  const ids = (es: readonly { id: string }[]) => es.map((e) => e.id).sort();
  // A caller's own change (a join, a removal) came before this refresh read the entries: the game
  // as published before it says what they were — by count when it holds only the top.
  const entriesChanged = inMemory
    ? options.before === undefined
      ? !jsonEqual(ids(entriesBefore ?? []), ids(inMemory.entries))
      : !jsonEqual(ids(options.before.entries), ids(inMemory.entries))
    : (before.entryCount ?? before.entries.length) !== after.entryCount;
  const podiumChanged = !jsonEqual(questionInputs(storedQuestions), questionInputs(questions)) || entriesChanged || standings.lockedAnswersChanged;
  if (podiumChanged) {
    if (options.chunk) options.chunk.podiums.add(gameId);
    else await bumpPodiumVersion(tx, gameId);
  }
  // What the settlement reads: the phase, the scores, the ranks' tiebreaker and the entries.
  const settlementInputsMoved = gamePhase !== stored.gamePhase || standings.scoresMoved === true || game.tiebreakerResult !== stored.tiebreakerResult || entriesChanged;
  if (!inMemory && gamePhase === 'Over' && settlementInputsMoved) await markSettlementDue(tx, gameId, now);
  if (pickCounts) await keepNewPickCounts(tx, gameId, pickCounts);
  return podiumChanged;
}
