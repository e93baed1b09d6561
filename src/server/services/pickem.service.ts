// Pick'em and props commands (issue #6; SPEC §4 Pick'em entry, §5, §7 CreateQuestionsGame and the
// entry writes). The rules are the domain's (src/domain/pickem); this file orders the checks,
// holds the right rows and publishes. Every refusal changes nothing: it throws inside the
// command's transaction.
import { randomInt } from 'node:crypto';
import type { ChoiceResult, CreateQuestionsGame, CreatedEntry, SetAnswer } from '../../contracts/pickem.js';
import type { CreatedGame, EntryOwner } from '../../contracts/squares.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { ANON_HOST_ENTRY_LIMIT } from '../../domain/people/hosting.js';
import { ENTRY_NAME_RULE, entryNameKey, suffixedName } from '../../domain/people/promotion.js';
import {
  DEFAULT_POINTS,
  ENTRY_NAME_ERRORS,
  PICKEM_ERRORS,
  checkAnswer,
  generateEntryName,
  homeWinProbability,
  maxAnswersError,
  underdogPoints,
} from '../../domain/pickem/index.js';
import { impliedProbabilities, slateDate } from '../../domain/sports/index.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import type { Database, Queryable } from '../db/database.js';
import { findGameType, type GameRowLock } from '../db/repositories/games.repository.js';
import {
  clearAnswer,
  findOwnAnswers,
  findTiebreakerAnswers,
  setAnswer as saveAnswer,
  setTiebreakerAnswer,
} from '../db/repositories/pickem-answers.repository.js';
import { deleteEntry, findEntries, findEntryForUpdate, insertEntry, renameEntry, setEntrySubmitted } from '../db/repositories/pickem-entries.repository.js';
import type { EntryRecord } from '../db/repositories/pickem-entries.repository.js';
import { appendAudit, findQuestionsGame, insertQuestionsGame } from '../db/repositories/pickem-games.repository.js';
import type { NewQuestionsGame, QuestionsGameRecord, TiebreakerDefinition } from '../db/repositories/pickem-games.repository.js';
import { findQuestions, insertQuestion } from '../db/repositories/pickem-questions.repository.js';
import type { QuestionRecord, StoredChoice } from '../db/repositories/pickem-questions.repository.js';
import { findSportsGame } from '../db/repositories/sports-games.repository.js';
import { deleteUserGame, insertUserGame } from '../db/repositories/user-games.repository.js';
import { findAccount } from '../db/repositories/users.repository.js';
import { entryOwnerOf, insertNewGame, newRandomId, publicIdOf, removeGame } from './game-common.js';
import { AppError } from './errors.js';
import type { ErrorCode } from './errors.js';
import { questionLocked, tiebreakerLocked } from './pickem-question-state.js';
import { refreshQuestionsGame } from './pickem-refresh.js';
import { publishOwnEntries, toQuestionsGame } from './pickem-view.js';
import { schedulePodium } from './pickem-podium.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import { publishSummaryRemoved, publishUserGame } from './user-games.service.js';

export interface PickemDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
}

/** Ours, where the SPEC names a rule but not its text (issue #6 §1 oneEntryPerUser, entryLimit). */
const PICKEM_SERVER_ERRORS = {
  oneEntry: 'You already have an entry in this game',
  entryLimit: (limit: number) => `You can have at most ${limit} ${limit === 1 ? 'entry' : 'entries'} in this game`,
  noTiebreaker: 'This game has no tiebreaker',
  notProps: 'Only props questions are settled by the host; game questions settle from the scores',
  notPropsTiebreaker: 'Only a props tiebreaker is settled by the host',
  noWinner: 'Name the winning choice, or void the question',
} as const;

/** Each domain refusal's error code (its text is the message). */
const CODES: Readonly<Record<string, ErrorCode>> = {
  [PICKEM_ERRORS.notPickem]: 'invalid_input',
  [PICKEM_ERRORS.locked]: 'game_locked',
  [PICKEM_ERRORS.noQuestion]: 'invalid_input',
  [PICKEM_ERRORS.choiceNotOffered]: 'invalid_input',
  [PICKEM_ERRORS.entryNotFound]: 'not_found',
  [PICKEM_ERRORS.notHost]: 'forbidden',
  [PICKEM_ERRORS.notFound]: 'not_found',
  [PICKEM_ERRORS.tiebreakerRequired]: 'conflict',
  [PICKEM_ERRORS.hostAnonymous]: 'host_anonymous',
  [PICKEM_ERRORS.anonymousHostLimit]: 'sign_in_required',
  [ENTRY_NAME_ERRORS.signInToRename]: 'sign_in_required',
  [ENTRY_NAME_ERRORS.taken]: 'conflict',
  [ENTRY_NAME_ERRORS.generationFailed]: 'conflict',
};

const refuse = (message: string): AppError => new AppError(CODES[message] ?? 'conflict', message);

function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw new AppError('unauthenticated', 'Your session has ended. Reload the page to continue.');
  return user;
}

/** The pick'em game, or 'Game is not a pick'em game' for a squares game, or 'Game not found'. */
async function getQuestionsGame(tx: Queryable, gameId: string, lock: GameRowLock): Promise<QuestionsGameRecord> {
  const game = await findQuestionsGame(tx, gameId, lock);
  if (game) return game;
  throw refuse((await findGameType(tx, gameId)) === 'Squares' ? PICKEM_ERRORS.notPickem : PICKEM_ERRORS.notFound);
}

function requireHost(game: QuestionsGameRecord, user: SessionUser): void {
  if (game.hostUid !== user.uid) throw refuse(PICKEM_ERRORS.notHost);
}

/** The caller's own entry; a forged id and another player's entry are refused alike (nothing about it leaks). */
async function ownEntry(tx: Queryable, gameId: string, entryId: string, user: SessionUser): Promise<EntryRecord> {
  const entry = await findEntryForUpdate(tx, gameId, entryId);
  if (!entry || entry.uid !== user.uid) throw refuse(PICKEM_ERRORS.entryNotFound);
  return entry;
}

const allLocked = (game: QuestionsGameRecord, questions: readonly QuestionRecord[], now: Date) =>
  questions.every((q) => questionLocked(game, questions, q, now));
const anyLocked = (game: QuestionsGameRecord, questions: readonly QuestionRecord[], now: Date) =>
  questions.some((q) => questionLocked(game, questions, q, now));

/** Uniform in [0, 1) from the system's CSPRNG, for generated names. */
const secureRandom = () => randomInt(2 ** 32) / 2 ** 32;

// ── Create ─────────────────────────────────────────────────────────────────

/** Pick'em slates are offered on these leagues (issue #6 §1). */
const PICKEM_LEAGUES: ReadonlySet<SportsLeague> = new Set(['NFL', 'NcaaFootball', 'MLB', 'NBA']);

const hasStarted = (sports: StoredSportsGame, now: Date) => sports.game.status !== 'NS' || now.getTime() >= Date.parse(sports.game.gameTime);

async function upcomingSportsGame(tx: Queryable, id: string, league: SportsLeague | null, now: Date): Promise<StoredSportsGame> {
  const sports = await findSportsGame(tx, id);
  if (!sports) throw new AppError('not_found', 'That sports game was not found.');
  if (!PICKEM_LEAGUES.has(sports.game.sportsLeague) || (league !== null && sports.game.sportsLeague !== league)) {
    throw new AppError('invalid_input', `That game is not in the ${league ?? 'chosen'} league.`);
  }
  if (hasStarted(sports, now)) throw new AppError('invalid_input', 'That game has already started. Pick an upcoming game.');
  return sports;
}

type PlannedQuestion = Omit<QuestionRecord, 'lockedAt' | 'lockTime' | 'gameId'> & { lockTime: Date };

async function planQuestions(tx: Queryable, input: CreateQuestionsGame, now: Date): Promise<PlannedQuestion[]> {
  const props = input.pickemQuestionType === 'Props';
  if (!props && input.sportsLeague === null) throw new AppError('invalid_input', 'sportsLeague: a pick’em slate needs its league');
  const seen = new Set<string>();
  const planned: PlannedQuestion[] = [];
  for (const [index, question] of input.questions.entries()) {
    if (question.type === 'PropsQuestion') {
      if (!props) throw new AppError('invalid_input', `questions.${index}: props questions belong in a props game`);
      if (Date.parse(question.lockTime) <= now.getTime()) throw new AppError('invalid_input', `questions.${index}.lockTime: must be in the future`);
      const texts = new Set(question.choices.map((c) => c.choiceText));
      if (texts.size !== question.choices.length) throw new AppError('invalid_input', `questions.${index}.choices: each choice needs its own text`);
      planned.push({
        question: index,
        type: 'PropsQuestion',
        sportsGameId: null,
        prompt: question.prompt,
        vsSpread: null,
        homeWinProbability: null,
        // SPEC §3: props choices are keyed by their text.
        choices: question.choices.map((c) => ({ key: c.choiceText, choiceText: c.choiceText, points: c.points, result: null })),
        lockTime: new Date(question.lockTime),
      });
      continue;
    }
    if (props) throw new AppError('invalid_input', `questions.${index}: a props game holds props questions only`);
    if (seen.has(question.sportsGameId)) throw new AppError('invalid_input', `questions.${index}: that game is already on the slate`);
    seen.add(question.sportsGameId);
    const sports = await upcomingSportsGame(tx, question.sportsGameId, input.sportsLeague, now);
    const spread = sports.game.odds?.spread ?? null;
    if (question.type === 'VsSpreadPick' && spread === null) {
      const { away, home } = sports.game.teams;
      throw new AppError('invalid_input', `questions.${index}: ${away.name} at ${home.name} has no spread yet: take it off the board or drop it`);
    }
    const vegasOdds = sports.game.odds?.vegasOdds ?? null;
    const fromOdds = vegasOdds ? impliedProbabilities(vegasOdds.away, vegasOdds.home) : null;
    // SPEC §9 default 10 each; UnderdogBonusPick from the odds (issue #6 §1) unless the host set them.
    const points = question.points ?? (question.type === 'UnderdogBonusPick' && fromOdds ? underdogPoints(fromOdds) : { away: DEFAULT_POINTS, home: DEFAULT_POINTS });
    const choices: StoredChoice[] = [
      { key: 'Away', points: points.away, result: null },
      { key: 'Home', points: points.home, result: null },
    ];
    planned.push({
      question: index,
      type: question.type,
      sportsGameId: sports.game.id,
      prompt: null,
      vsSpread: question.type === 'VsSpreadPick' ? spread : null,
      homeWinProbability: homeWinProbability({ odds: vegasOdds, points }),
      choices,
      lockTime: new Date(sports.game.gameTime),
    });
  }
  return planned;
}

async function planTiebreaker(tx: Queryable, input: CreateQuestionsGame, now: Date): Promise<{ tiebreaker: TiebreakerDefinition | null; lockTime: Date | null }> {
  const t = input.tiebreaker;
  if (t === null) return { tiebreaker: null, lockTime: null };
  if (t.type === 'TotalPointsPick') {
    const sports = await upcomingSportsGame(tx, t.sportsGameId, input.sportsLeague, now);
    return { tiebreaker: { type: 'TotalPointsPick', sportsGameId: sports.game.id }, lockTime: new Date(sports.game.gameTime) };
  }
  if (Date.parse(t.lockTime) <= now.getTime()) throw new AppError('invalid_input', 'tiebreaker.lockTime: must be in the future');
  return { tiebreaker: { type: 'PropsTiebreaker', prompt: t.prompt }, lockTime: new Date(t.lockTime) };
}

/**
 * SPEC §7 CreateQuestionsGame. The host is the caller (an anonymous host must sign in before
 * others can join). Each game question takes its sports game's kickoff as its lock time, its
 * spread and its win probability (odds, else the points); the host's My Games row is written
 * in the same transaction.
 */
export async function createQuestionsGame(deps: PickemDeps, sessionUser: SessionUser | undefined, input: CreateQuestionsGame): Promise<CreatedGame> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  return runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const questions = await planQuestions(tx, input, now);
    const { tiebreaker, lockTime: tiebreakerLockTime } = await planTiebreaker(tx, input, now);
    const lockTimes = questions.map((q) => q.lockTime.getTime());
    const gameStartTime = new Date(Math.min(...lockTimes));
    const gameDates = [...new Set(questions.map((q) => slateDate(q.lockTime)))].sort();
    const { id, code } = await insertNewGame(tx, {
      type: 'Questions',
      hostUid: user.uid,
      name: input.name,
      description: input.description,
      gamePhase: 'Pending',
      gameStartTime,
      gameDates,
      createdAt: now,
    });
    const game: NewQuestionsGame = {
      gameId: id,
      pickemQuestionType: input.pickemQuestionType,
      sportsLeague: input.pickemQuestionType === 'Props' ? null : input.sportsLeague,
      tiebreaker,
      tiebreakerLockTime,
      scoring: input.scoring,
      oneEntryPerUser: input.oneEntryPerUser,
      entryLimit: input.entryLimit,
      allowLateEntry: input.allowLateEntry,
      maxAnswers: input.maxAnswers,
    };
    await insertQuestionsGame(tx, game);
    for (const question of questions) await insertQuestion(tx, { ...question, gameId: id });
    await insertUserGame(tx, user.uid, id, now);
    await publishUserGame(tx, publish, user.uid, id);
    return { gameId: id, code };
  });
}

// ── Entries ────────────────────────────────────────────────────────────────

/** SPEC §3 entryOwner: a signed-in player's public face (real name or handle, and avatar); anonymous players have none. */
async function ownerAndDefaultName(tx: Queryable, user: SessionUser): Promise<{ owner: EntryOwner; defaultName: string | null }> {
  if (user.type !== 'signedIn') return { owner: null, defaultName: null };
  const account = await findAccount(tx, user.uid);
  // Issue #6 §2: signed-in players start under their handle (or real name).
  return { owner: account ? entryOwnerOf(publicIdOf(account)) : null, defaultName: account?.handle || account?.realName || null };
}

/** Runs a command and, once it has committed, schedules the podium worker when it moved its inputs. */
async function commandWithPodium(deps: PickemDeps, gameId: string, fn: Parameters<typeof runCommand<boolean>>[2]): Promise<void> {
  if (await runCommand(deps.db, deps.publisher, fn)) schedulePodium(deps.db, gameId);
}

/**
 * POST /api/games/{id}/entries: the join page's first tap (issue #6 §2). The game row is held
 * FOR UPDATE, so a player's entries are counted exactly and names never collide. Anonymous
 * players get a generated name; signed-in players their handle, numbered if taken.
 */
export async function createEntry(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: string, input: { entryName?: string }): Promise<CreatedEntry> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  let created: CreatedEntry | undefined;
  await commandWithPodium(deps, gameId, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    const before = await toQuestionsGame(tx, game);
    const hostAnonymous = game.host.type === 'anonymous';
    if (hostAnonymous && user.uid !== game.hostUid) throw refuse(PICKEM_ERRORS.hostAnonymous);
    const questions = await findQuestions(tx, gameId);
    if (allLocked(game, questions, now)) throw refuse(PICKEM_ERRORS.locked);
    const entries = await findEntries(tx, gameId);
    const mine = entries.filter((e) => e.uid === user.uid).length;
    if (hostAnonymous && mine >= ANON_HOST_ENTRY_LIMIT) throw refuse(PICKEM_ERRORS.anonymousHostLimit);
    if (game.oneEntryPerUser && mine >= 1) throw new AppError('conflict', PICKEM_SERVER_ERRORS.oneEntry);
    if (game.entryLimit !== null && mine >= game.entryLimit) throw new AppError('conflict', PICKEM_SERVER_ERRORS.entryLimit(game.entryLimit));
    const taken = new Set(entries.map((e) => entryNameKey(e.entryName)));
    const { owner, defaultName } = await ownerAndDefaultName(tx, user);
    let entryName: string;
    if (input.entryName !== undefined) {
      if (user.type !== 'signedIn') throw refuse(ENTRY_NAME_ERRORS.signInToRename);
      if (taken.has(entryNameKey(input.entryName)) || entryNameKey(input.entryName) === '') throw refuse(ENTRY_NAME_ERRORS.taken);
      entryName = input.entryName;
    } else if (defaultName) {
      entryName = suffixedName(defaultName, taken, ENTRY_NAME_RULE);
    } else {
      try {
        entryName = generateEntryName(secureRandom, taken);
      } catch {
        throw refuse(ENTRY_NAME_ERRORS.generationFailed);
      }
    }
    const id = newRandomId();
    const inserted = await insertEntry(tx, { id, gameId, uid: user.uid, entryName, nameKey: entryNameKey(entryName), entryOwner: owner, createdAt: now, rank: entries.length + 1 });
    if (!inserted) throw refuse(ENTRY_NAME_ERRORS.taken);
    if (await insertUserGame(tx, user.uid, gameId, now)) await publishUserGame(tx, publish, user.uid, gameId);
    await publishOwnEntries(tx, publish, gameId, user.uid);
    created = { entryId: id, entryName };
    return refreshQuestionsGame(tx, publish, gameId, now, { before });
  });
  return created!;
}

/**
 * One pick, or clearing it (SPEC §4: clicking a chosen pick again). The game row is held FOR
 * SHARE, so the lock job (FOR UPDATE) waits for it and no pick lands after a lock; the entry
 * row FOR UPDATE, so the maxAnswers count is exact. Only the owner's topic hears of it: an
 * open question's answer is private (issue #6 §5).
 */
export async function setAnswer(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: string, entryId: string, input: SetAnswer): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'share');
    const entry = await ownEntry(tx, gameId, entryId, user);
    const questions = await findQuestions(tx, gameId);
    const question = questions.find((q) => q.question === input.question);
    const held = ((await findOwnAnswers(tx, gameId, user.uid)).get(entry.id) ?? []).filter((a) => a.question !== input.question).length;
    const broken = checkAnswer({
      questionExists: question !== undefined,
      choiceOffered: question !== undefined && question.type !== 'OffPick' && question.choices.some((c) => c.key === input.choice),
      locked: question !== undefined && questionLocked(game, questions, question, now),
      answersHeld: held,
      maxAnswers: game.maxAnswers,
      clearing: input.choice === null,
    });
    if (broken) throw game.maxAnswers !== null && broken === maxAnswersError(game.maxAnswers) ? new AppError('conflict', broken) : refuse(broken);
    if (input.choice === null) await clearAnswer(tx, entry.id, input.question);
    else await saveAnswer(tx, entry.id, input.question, input.choice);
    await publishOwnEntries(tx, publish, gameId, user.uid);
  });
}

/** The tiebreaker answer, an integer 0–150 (the contract checks it), or null to clear (SPEC §5). */
export async function setTiebreaker(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: string, entryId: string, value: number | null): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'share');
    const entry = await ownEntry(tx, gameId, entryId, user);
    if (game.tiebreaker === null) throw new AppError('invalid_input', PICKEM_SERVER_ERRORS.noTiebreaker);
    if (tiebreakerLocked(game, await findQuestions(tx, gameId), now)) throw refuse(PICKEM_ERRORS.locked);
    await setTiebreakerAnswer(tx, entry.id, value);
    await publishOwnEntries(tx, publish, gameId, user.uid);
  });
}

/** Signed-in players rename their entry (SPEC §5); names stay unique by entryNameKey. */
export async function renameOwnEntry(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: string, entryId: string, entryName: string): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    // FOR UPDATE, not SHARE: the refresh below takes it, and two commands upgrading a shared lock would deadlock.
    const game = await getQuestionsGame(tx, gameId, 'update');
    const entry = await ownEntry(tx, gameId, entryId, user);
    if (user.type !== 'signedIn') throw refuse(ENTRY_NAME_ERRORS.signInToRename);
    const before = await toQuestionsGame(tx, game);
    const key = entryNameKey(entryName);
    if (key === '' || !(await renameEntry(tx, entry.id, entryName, key))) throw refuse(ENTRY_NAME_ERRORS.taken);
    await publishOwnEntries(tx, publish, gameId, user.uid);
    await refreshQuestionsGame(tx, publish, gameId, now, { before });
  });
}

/** Submit Entry (SPEC §5): any number of picks, but the tiebreaker answered when the game has one. */
export async function submitEntry(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: string, entryId: string): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    const entry = await ownEntry(tx, gameId, entryId, user);
    if (allLocked(game, await findQuestions(tx, gameId), now)) throw refuse(PICKEM_ERRORS.locked);
    if (game.tiebreaker !== null && !(await findTiebreakerAnswers(tx, gameId, user.uid)).has(entry.id)) throw refuse(PICKEM_ERRORS.tiebreakerRequired);
    if (entry.submitted) return;
    const before = await toQuestionsGame(tx, game);
    await setEntrySubmitted(tx, entry.id);
    await publishOwnEntries(tx, publish, gameId, user.uid);
    await refreshQuestionsGame(tx, publish, gameId, now, { before });
  });
}

/**
 * Cancel Entry (SPEC §7: deletes both parts). Only before any question has locked: after
 * that the entry's locked picks are public and part of the standings. A player left without
 * entries (and not hosting) leaves My Games.
 */
export async function cancelEntry(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: string, entryId: string): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await commandWithPodium(deps, gameId, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    const entry = await ownEntry(tx, gameId, entryId, user);
    if (anyLocked(game, await findQuestions(tx, gameId), now)) throw refuse(PICKEM_ERRORS.locked);
    const before = await toQuestionsGame(tx, game);
    await deleteEntry(tx, entry.id);
    const left = (await findEntries(tx, gameId, user.uid)).length > 0;
    if (!left && game.hostUid !== user.uid) {
      await deleteUserGame(tx, user.uid, gameId);
      await publishSummaryRemoved(publish, [user.uid], gameId);
    }
    await publishOwnEntries(tx, publish, gameId, user.uid);
    return refreshQuestionsGame(tx, publish, gameId, now, { before });
  });
}

// ── Host settlement (issue #6 §6) ──────────────────────────────────────────

const hostName = (game: QuestionsGameRecord) => game.host.realName || game.host.handle || 'Host';

function describeResults(choices: readonly StoredChoice[]): string {
  if (choices.every((c) => c.result === null)) return 'Unsettled';
  if (choices.every((c) => c.result === 'Void')) return 'Void';
  return choices.filter((c) => c.result === 'W').map((c) => c.choiceText ?? c.key).join(', ');
}

/**
 * The host settles a props question: the winning choices W, the rest L, or all Void. A
 * settlement locks the question if its lock time has not come. Every settlement or
 * correction is appended to the audit log shown to players.
 */
export async function settleProp(
  deps: PickemDeps,
  sessionUser: SessionUser | undefined,
  gameId: string,
  index: number,
  input: { winners: string[]; void?: boolean },
): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await commandWithPodium(deps, gameId, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    requireHost(game, user);
    const question = (await findQuestions(tx, gameId)).find((q) => q.question === index);
    if (!question) throw refuse(PICKEM_ERRORS.noQuestion);
    if (question.type !== 'PropsQuestion') throw new AppError('invalid_input', PICKEM_SERVER_ERRORS.notProps);
    const voided = input.void === true;
    if (!voided && input.winners.length === 0) throw new AppError('invalid_input', PICKEM_SERVER_ERRORS.noWinner);
    if (input.winners.some((w) => !question.choices.some((c) => c.key === w))) throw refuse(PICKEM_ERRORS.choiceNotOffered);
    const results = question.choices.map((c): ChoiceResult => (voided ? 'Void' : input.winners.includes(c.key) ? 'W' : 'L'));
    const settled = question.choices.map((c, i) => ({ ...c, result: results[i] ?? null }));
    const before = describeResults(question.choices);
    const after = describeResults(settled);
    if (before === after) return false;
    const wasSettled = question.choices.some((c) => c.result !== null);
    // Audited once the game as published is read, so the update carries the record.
    const audit = async () => {
      await appendAudit(tx, gameId, { at: now, subject: `Question ${index + 1}`, change: wasSettled ? `Corrected: ${before} → ${after}` : `Settled: ${after}`, by: hostName(game) });
      return true;
    };
    return refreshQuestionsGame(tx, publish, gameId, now, { propsResults: new Map([[index, results]]), change: audit });
  });
}

/** The host enters a PropsTiebreaker's result (and may correct it); audited like a settlement. */
export async function settleTiebreaker(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: string, result: number): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await commandWithPodium(deps, gameId, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    requireHost(game, user);
    if (game.tiebreaker?.type !== 'PropsTiebreaker') throw new AppError('invalid_input', PICKEM_SERVER_ERRORS.notPropsTiebreaker);
    if (game.tiebreakerResult === result) return false;
    const audit = async () => {
      const change = game.tiebreakerResult === null ? `Tiebreaker set to ${result}` : `Corrected: ${game.tiebreakerResult} → ${result}`;
      await appendAudit(tx, gameId, { at: now, subject: 'Tiebreaker', change, by: hostName(game) });
      return true;
    };
    return refreshQuestionsGame(tx, publish, gameId, now, { tiebreakerResult: result, change: audit });
  });
}

/** DeleteGame (SPEC §7) for a pick'em game: host only; it leaves every page and every My Games list. */
export async function deleteQuestionsGame(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: string): Promise<void> {
  const user = requireUser(sessionUser);
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    requireHost(game, user);
    await removeGame(tx, publish, gameId);
  });
}
