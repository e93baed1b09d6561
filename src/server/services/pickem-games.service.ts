// Pick'em and props game commands (docs/product/pickem.md#creating-a-game CreateQuestionsGame, DeleteGame) and the
// host's settlement of props questions and a PropsTiebreaker (docs/product/pickem.md). The rules are the
// domain's (src/domain/pickem); this file orders the checks, holds the right rows and
// publishes. Every refusal changes nothing: it throws inside the command's transaction.
import type { GameId } from '../../contracts/ids.js';
import type { ChoiceResult, CreateQuestionsGame } from '../../contracts/pickem.js';
import type { CreatedGame } from '../../contracts/squares.js';
import type { StoredSportsGame } from '../../contracts/sports.js';
import { DEFAULT_POINTS, homeWinProbability, underdogPointsFromOdds } from '../../domain/pickem/index.js';
import { slateDate } from '../../domain/sports/index.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import type { Queryable } from '../db/database.js';
import { appendAudit, insertQuestionsGame } from '../db/repositories/pickem-games.repository.js';
import type { NewQuestionsGame, TiebreakerDefinition } from '../db/repositories/pickem-games.repository.js';
import { findQuestions, insertQuestion } from '../db/repositories/pickem-questions.repository.js';
import type { QuestionRecord, StoredChoice } from '../db/repositories/pickem-questions.repository.js';
import { findSportsGame } from '../db/repositories/sports-games.repository.js';
import { insertUserGame } from '../db/repositories/user-games.repository.js';
import { insertNewGame, removeGame } from './game-common.js';
import type { AdminOverride } from './game-common.js';
import { AppError, refuse, requireUser } from './errors.js';
import { poolName } from './game-common.js';
import { commandWithPodium, getQuestionsGame, requireHost } from './pickem-common.js';
import type { PickemDeps } from './pickem-common.js';
import { auditHostName } from './pickem-host.service.js';
import { refreshQuestionsGame } from './pickem-refresh.js';
import { runCommand } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import { publishUserGame } from './user-games.service.js';

// ── Create ─────────────────────────────────────────────────────────────────

/** Pick'em slates are offered on these leagues (docs/product/pickem.md). */
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
        // docs/product/pickem.md: props choices are keyed by their text.
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
    const fromOdds = question.type === 'UnderdogBonusPick' ? underdogPointsFromOdds(vegasOdds) : null;
    // docs/product/pickem.md default 10 each; UnderdogBonusPick from the odds (docs/product/pickem.md) unless the host set them.
    const points = question.points ?? fromOdds ?? { away: DEFAULT_POINTS, home: DEFAULT_POINTS };
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
 * docs/product/pickem.md#creating-a-game CreateQuestionsGame. The host is the caller (an anonymous host must sign in before
 * others can join). Each game question takes its sports game's kickoff as its lock time, its
 * spread and its win probability (odds, else the points); the host's My Games row is written
 * in the same transaction.
 */
export async function createQuestionsGame(deps: PickemDeps, sessionUser: SessionUser | undefined, input: CreateQuestionsGame): Promise<CreatedGame> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  return runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const created = await insertQuestionsGameOf(tx, user.uid, input, now);
    await insertUserGame(tx, user.uid, created.gameId, now);
    await publishUserGame(tx, publish, user.uid, created.gameId);
    return created;
  });
}

/**
 * Plans and stores a questions game hosted by `hostUid`, inside the caller's transaction: the
 * host's create command, and the season scheduler making a season's next game. Refusals
 * (a started game, a missing spread) throw, so the caller's transaction changes nothing.
 */
export async function insertQuestionsGameOf(tx: Queryable, hostUid: string, input: CreateQuestionsGame, now: Date): Promise<CreatedGame> {
  const questions = await planQuestions(tx, input, now);
  const { tiebreaker, lockTime: tiebreakerLockTime } = await planTiebreaker(tx, input, now);
  const lockTimes = questions.map((q) => q.lockTime.getTime());
  const gameStartTime = new Date(Math.min(...lockTimes));
  const gameDates = [...new Set(questions.map((q) => slateDate(q.lockTime)))].sort();
  const { id, code } = await insertNewGame(tx, {
    type: 'Questions',
    hostUid,
    name: poolName(input.name),
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
  return { gameId: id, code };
}

// ── Host settlement (docs/product/pickem.md) ──────────────────────────────────────────


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
  gameId: GameId,
  index: number,
  input: { winners: string[]; void?: boolean },
): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await commandWithPodium(deps, gameId, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    requireHost(game, user);
    const question = (await findQuestions(tx, gameId)).find((q) => q.question === index);
    if (!question) throw refuse({ reason: 'noQuestion' });
    if (question.type !== 'PropsQuestion') throw refuse({ reason: 'notProps' });
    const voided = input.void === true;
    if (!voided && input.winners.length === 0) throw refuse({ reason: 'noWinner' });
    if (input.winners.some((w) => !question.choices.some((c) => c.key === w))) throw refuse({ reason: 'choiceNotOffered' });
    const results = question.choices.map((c): ChoiceResult => (voided ? 'Void' : input.winners.includes(c.key) ? 'W' : 'L'));
    const settled = question.choices.map((c, i) => ({ ...c, result: results[i] ?? null }));
    const before = describeResults(question.choices);
    const after = describeResults(settled);
    if (before === after) return false;
    const wasSettled = question.choices.some((c) => c.result !== null);
    // Audited once the game as published is read, so the update carries the record.
    const audit = async () => {
      await appendAudit(tx, gameId, { at: now, subject: `Question ${index + 1}`, change: wasSettled ? `Corrected: ${before} → ${after}` : `Settled: ${after}`, by: auditHostName(game) });
      return true;
    };
    return refreshQuestionsGame(tx, publish, gameId, now, { propsResults: new Map([[index, results]]), change: audit });
  });
}

/** The host enters a PropsTiebreaker's result (and may correct it); audited like a settlement. */
export async function settleTiebreaker(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: GameId, result: number): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await commandWithPodium(deps, gameId, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    requireHost(game, user);
    if (game.tiebreaker?.type !== 'PropsTiebreaker') throw refuse({ reason: 'notPropsTiebreaker' });
    if (game.tiebreakerResult === result) return false;
    const audit = async () => {
      const change = game.tiebreakerResult === null ? `Tiebreaker set to ${result}` : `Corrected: ${game.tiebreakerResult} → ${result}`;
      await appendAudit(tx, gameId, { at: now, subject: 'Tiebreaker', change, by: auditHostName(game) });
      return true;
    };
    return refreshQuestionsGame(tx, publish, gameId, now, { tiebreakerResult: result, change: audit });
  });
}

/** DeleteGame (docs/product/pickem.md) for a pick'em game: host only; it leaves every page and every My Games list. */
export async function deleteQuestionsGame(
  deps: Pick<PickemDeps, 'db' | 'publisher' | 'now'>,
  sessionUser: SessionUser | undefined,
  gameId: GameId,
  admin?: AdminOverride,
): Promise<void> {
  const user = admin ? undefined : requireUser(sessionUser);
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    if (user) requireHost(game, user);
    if (game.season) throw refuse({ reason: 'seasonGameKept' });
    await removeGame(tx, publish, gameId);
    await admin?.record(tx, game);
  });
}
