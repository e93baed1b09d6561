// The one refresh every pick'em change runs (docs/product/pickem.md; decision 009): it locks, settles,
// scores, ranks, ends the game and writes the beans ledger — triggered by the feed, the lock
// job, the host and entry changes alike — and publishes only what differs.
import type { GameId } from '../../contracts/ids.js';
import type { ChoiceResult, QuestionsGame } from '../../contracts/pickem.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { gameQuestionResults, isPlayedFinal, isVoidStatus, questionLockTime, rankEntries, scoreEntries } from '../../domain/pickem/index.js';
import { jsonEqual, overallPhase, slateDate, totalScore } from '../../domain/sports/index.js';
import type { Queryable } from '../db/database.js';
import { setGamePhase } from '../db/repositories/games.repository.js';
import { findLockedAnswers, findTiebreakerAnswers } from '../db/repositories/pickem-answers.repository.js';
import { findEntries } from '../db/repositories/pickem-entries.repository.js';
import type { EntryRecord } from '../db/repositories/pickem-entries.repository.js';
import { bumpPodiumVersion, findQuestionsGame, saveSchedule, saveTiebreakerState } from '../db/repositories/pickem-games.repository.js';
import type { QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import { findQuestions, saveQuestionState } from '../db/repositories/pickem-questions.repository.js';
import type { QuestionRecord } from '../db/repositories/pickem-questions.repository.js';
import { findLedgerByEntry, insertBeanTransaction, saveStandings } from '../db/repositories/pickem-standings.repository.js';
import { questionsGameChanges } from './pickem-events.js';
import { effectiveLocks, phaseOfQuestion, phaseOfTiebreaker, tiebreakerLock } from './pickem-question-state.js';
import { loadSportsGames, publishQuestionsGameEvent, toQuestionsGame } from './pickem-view.js';
import type { Publish } from './publisher.js';
import { publishSeasonPage } from './season-pages.service.js';
import { settleSeasonGame } from './season-standings.service.js';
import { publishGameSummaries } from './user-games.service.js';

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
   * carries it (an audit record, podium probabilities). False: nothing to refresh after all.
   */
  change?: () => Promise<boolean>;
  /**
   * The sports games as they were before the feed change that brings this refresh (already
   * stored), by id: the game as published showed them, so the update carries their new state
   * (a live score on a question card) even when nothing else moved.
   */
  sportsBefore?: ReadonlyMap<string, StoredSportsGame>;
}

/**
 * Brings a pick'em game up to date inside the caller's transaction and publishes what
 * changed as one event (`pickem.scored` when only standings, questions and the like moved,
 * else `game.changed`: questionsGameChanges):
 * 1. game questions follow their sports games (lock time, lock at the first non-NS status,
 *    W/L/Push/Void once final or called off), then every question and the tiebreaker whose
 *    lock time has passed on the server's clock locks (docs/product/pickem.md);
 * 2. scores and ranks (domain scoreEntry, rankEntries), the game's phase (docs/product/pickem.md);
 * 3. under PointsToBeans, once Over, the ledger gets each entry's difference (docs/product/pickem.md).
 * Returns whether what podium probabilities depend on changed (results, locks or the entries).
 */
export async function refreshQuestionsGame(tx: Queryable, publish: Publish, gameId: GameId, now: Date, options: RefreshOptions = {}): Promise<boolean> {
  const stored = await findQuestionsGame(tx, gameId, 'update');
  if (!stored) return false;
  // Everything is read once, under the game row's lock, and reused for the game as it was and as it is.
  const storedQuestions = await findQuestions(tx, gameId);
  const sports = await loadSportsGames(tx, stored, storedQuestions);
  let entries = await findEntries(tx, gameId);
  const lockedAnswers = await findLockedAnswers(tx, gameId);
  const tiebreakerAnswers = await findTiebreakerAnswers(tx, gameId);
  const ledger = await findLedgerByEntry(tx, gameId);
  const published = options.sportsBefore ? new Map([...sports].map(([id, game]) => [id, options.sportsBefore?.get(id) ?? game])) : sports;
  const before =
    options.before ??
    (await toQuestionsGame(tx, stored, { questions: storedQuestions, sports: published, lockedAnswers, tiebreakerAnswers, entries, ledger }));
  const entriesBefore = entries;
  if (options.change) {
    if (!(await options.change())) return false;
    entries = await findEntries(tx, gameId);
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

  for (const [i, q] of questions.entries()) {
    const was = storedQuestions[i];
    if (was && !jsonEqual(was, q)) await saveQuestionState(tx, q);
  }
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
  // Only a settled question scores and every settled question is locked, so the locked answers
  // are all scoring needs (read again only if this refresh locked a question).
  const newlyLocked = questions.some((q, i) => q.lockedAt !== null && storedQuestions[i]?.lockedAt === null);
  const answers = newlyLocked ? await findLockedAnswers(tx, gameId) : lockedAnswers;
  const scored = questions.map((q) => ({ index: q.question, choices: q.choices }));
  const entryScores = scoreEntries(entries.map((e) => ({ answers: answers.get(e.id) ?? [] })), scored);
  const scores = new Map<string, number>(entries.map((e, i) => [e.id, entryScores[i] ?? 0]));
  const ranks = rankEntries(
    entries.map((e) => ({
      id: e.id,
      entryName: e.entryName,
      score: scores.get(e.id) ?? 0,
      tiebreakerAnswer: tiebreakerAnswers.get(e.id) ?? null,
      podiumProbability: e.podiumProbability,
    })),
    game.tiebreakerResult,
  );
  const storedEntries = new Map<string, (typeof entries)[number]>(entries.map((e) => [e.id, e]));
  const standings = ranks.map(({ id, rank }) => ({ id, rank, score: scores.get(id) ?? 0 }));
  await saveStandings(tx, standings.filter((s) => storedEntries.get(s.id)?.rank !== s.rank || storedEntries.get(s.id)?.score !== s.score));

  // 3. Beans, once Over.
  const paying = gamePhase === 'Over' && game.scoring.type === 'PointsToBeans';
  if (paying) await writeLedger(tx, game, entries, scores, ledger, now);
  // A season game's standings follow its ranks and beans once it is over, corrections included
  // (docs/product/seasons.md); the season's page hears of a new phase and of new standings.
  if (game.season) {
    const settled = gamePhase === 'Over' && (await settleSeasonGame(tx, game.season.id, gameId));
    if (settled || gamePhase !== stored.gamePhase) await publishSeasonPage(tx, publish, game.season, now);
  }

  // The game as just stored: the questions, scores and ranks held here; the ledger read again if it was written.
  const standingOf = new Map(standings.map((s) => [s.id, s]));
  const after = await toQuestionsGame(
    tx,
    { ...game, gamePhase },
    {
      questions,
      sports,
      lockedAnswers: answers,
      tiebreakerAnswers,
      entries: entries.map((e) => ({ ...e, score: standingOf.get(e.id)?.score ?? e.score, rank: standingOf.get(e.id)?.rank ?? e.rank })),
      ...(paying ? {} : { ledger }),
    },
  );
  const event = questionsGameChanges(before, after);
  if (event) await publishQuestionsGameEvent(publish, gameId, event);
  const beansChanged = !jsonEqual(before.entries.map((e) => e.wonBeans), after.entries.map((e) => e.wonBeans));
  const scheduleChanged = game.gameStartTime !== stored.gameStartTime || !jsonEqual(game.gameDates, stored.gameDates);
  if (gamePhase !== stored.gamePhase || beansChanged || scheduleChanged) await publishGameSummaries(tx, publish, gameId);
  else {
    // My Games shows each player's best rank and how many entries there are (docs/product/site.md#my-games):
    // the players whose entries moved, and the host, whose count of entries changed.
    const moved = new Set(entries.filter((e) => standingOf.get(e.id)?.rank !== e.rank).map((e) => e.uid));
    if ((before.entryCount ?? before.entries.length) !== (after.entryCount ?? after.entries.length)) moved.add(game.hostUid);
    if (moved.size > 0) await publishGameSummaries(tx, publish, gameId, moved);
  }

  // From what was read and stored, not from the payloads: a public challenge's payload holds only the top of its leaderboard.
  const questionInputs = (qs: readonly QuestionRecord[]) => qs.map((q) => [q.lockedAt !== null, q.choices.map((c) => c.result)]);
  const ids = (es: readonly { id: string }[]) => es.map((e) => e.id).sort();
  // A caller's own change (a join, a removal) came before this refresh read the entries: the game
  // as published before it says what they were — by count when it holds only the top.
  const entriesChanged =
    options.before === undefined
      ? !jsonEqual(ids(entriesBefore), ids(entries))
      : options.before.entryCount === undefined
        ? !jsonEqual(ids(options.before.entries), ids(entries))
        : options.before.entryCount !== entries.length;
  const podiumChanged =
    !jsonEqual(questionInputs(storedQuestions), questionInputs(questions)) ||
    entriesChanged ||
    (newlyLocked && !jsonEqual([...lockedAnswers].sort(byKey), [...answers].sort(byKey)));
  if (podiumChanged) await bumpPodiumVersion(tx, gameId);
  return podiumChanged;
}

const byKey = ([a]: readonly [string, unknown], [b]: readonly [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * docs/product/pickem.md: each entry's beans are its points plus the entry incentive when submitted.
 * The ledger gets the difference from what it already holds for the entry — nothing when
 * equal (idempotent), a compensating row after a correction. Balances are sums of the ledger.
 */
async function writeLedger(
  tx: Queryable,
  game: QuestionsGameRecord,
  entries: readonly EntryRecord[],
  scores: ReadonlyMap<string, number>,
  held: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  if (game.scoring.type !== 'PointsToBeans') return;
  const incentive = game.scoring.entryIncentiveJellyBeans;
  for (const entry of entries) {
    const earned = (scores.get(entry.id) ?? 0) + (entry.submitted ? incentive : 0);
    const current = held.get(entry.id);
    const difference = Math.round((earned - (current ?? 0)) * 100) / 100;
    if (difference === 0 && current !== undefined) continue;
    if (difference === 0 && earned === 0) continue;
    await insertBeanTransaction(tx, {
      uid: entry.uid,
      gameId: game.id,
      entryId: entry.id,
      amount: difference,
      reason: current === undefined ? 'award' : 'correction',
      createdAt: now,
    });
  }
}
