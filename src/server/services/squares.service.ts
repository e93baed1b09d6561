// The squares commands that run one transaction each (docs/product/squares.md): create, relabel, paid marks,
// lock, delete and the birth result. Claims and releases run in batches: squares-claims.service.ts.
import type { GameId } from '../../contracts/ids.js';
import type { SportsGameId } from '../../contracts/sports.js';
import { randomBytes } from 'node:crypto';
import type { CreateSquaresGame, CreatedGame, SetInitials } from '../../contracts/squares.js';
import { pacificInstant, slateDate, sportOfLeague } from '../../domain/sports/index.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import { checkGameInitials, payingPeriods, seedCommitment } from '../../domain/squares/index.js';
import type { Queryable } from '../db/database.js';
import type { GameRowLock } from '../db/repositories/games.repository.js';
import { findSportsGame } from '../db/repositories/sports-games.repository.js';
import { claimLabel, deleteUnusedLabels, findLabels } from '../db/repositories/squares-labels.repository.js';
import { findSquares, findSquaresGame, insertSquaresGame, relabelOwnSquares } from '../db/repositories/squares.repository.js';
import type { SquaresGameRecord } from '../db/repositories/squares.repository.js';
import { insertUserGame } from '../db/repositories/user-games.repository.js';
import { findAccount } from '../db/repositories/users.repository.js';
import { insertNewGame, removeGame } from './game-common.js';
import type { AdminOverride } from './game-common.js';
import { AppError, refuse, requireUser } from './errors.js';
import { poolName } from './game-common.js';
import { runCommand } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import { entryOwnerOf, hasStarted } from './squares-common.js';
import type { SquaresDeps } from './squares-common.js';
import { findGameSportsGame, lockAndDraw, publishGameEvent } from './squares-game.js';
import { publishUserGame } from './user-games.service.js';

/** Squares pools are offered on these leagues (docs/product/squares.md). */
const SQUARES_LEAGUES: ReadonlySet<SportsLeague> = new Set(['NFL', 'NcaaFootball', 'MLB']);

// ── Shared checks ──────────────────────────────────────────────────────────


export async function getGame(tx: Queryable, gameId: GameId, lock: GameRowLock): Promise<SquaresGameRecord> {
  const game = await findSquaresGame(tx, gameId, lock);
  if (!game) throw refuse({ reason: 'gameNotFound' });
  return game;
}

export function requireHost(game: SquaresGameRecord, user: SessionUser): void {
  if (game.hostUid !== user.uid) throw refuse({ reason: 'notHost' });
}

/** The claims' isFrozen (squares-claims.service.ts) for a whole game record (a relabel). */
export async function isRecordFrozen(tx: Queryable, game: SquaresGameRecord, now: Date): Promise<boolean> {
  if (game.lockedAt !== null || game.gamePhase !== 'Pending') return true;
  const sports = await findGameSportsGame(tx, game);
  return sports !== undefined && hasStarted(sports.game, now);
}

/** The initials as stored, or the docs/product/squares.md refusal. */
export async function checkedInitials(tx: Queryable, gameId: GameId, uid: string, input: string): Promise<string> {
  const labels = await findLabels(tx, gameId);
  const checked = checkGameInitials(
    input,
    labels.filter((label) => label.uid !== uid).map((label) => label.entryName),
  );
  if (!checked.ok) throw refuse(checked.refusal);
  return checked.value;
}

/** Takes the label for the player; two players racing for one label: the second is refused. */
export async function takeLabel(tx: Queryable, gameId: GameId, entryName: string, uid: string): Promise<void> {
  if ((await claimLabel(tx, gameId, entryName, uid)) !== uid) throw refuse({ reason: 'initialsTaken' });
}

// ── Commands ───────────────────────────────────────────────────────────────

/** A real calendar date, not just the YYYY-MM-DD shape. */
export function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

interface GameTiming {
  gameStartTime: Date;
  sportsGameId: SportsGameId | null;
  payingPeriodCount: number;
}

/** docs/product/squares.md#creating-a-game CreateSquaresGame's checks of the sports game or the due date. */
async function timingOf(tx: Queryable, input: CreateSquaresGame, now: Date): Promise<GameTiming> {
  if (input.variant === 'BabyShower') {
    if (!isCalendarDate(input.dueDate)) throw new AppError('invalid_input', 'dueDate: not a calendar date');
    // A birth has no kickoff: noon Pacific on the due date orders it among the host's games.
    return { gameStartTime: pacificInstant(input.dueDate, 12), sportsGameId: null, payingPeriodCount: 1 };
  }
  const sports = await findSportsGame(tx, input.sportsGameId);
  if (!sports) throw new AppError('not_found', 'That sports game was not found.');
  if (!SQUARES_LEAGUES.has(sports.game.sportsLeague)) {
    throw new AppError('invalid_input', 'Squares pools are offered on NFL, college football and MLB games.');
  }
  if (hasStarted(sports.game, now)) throw new AppError('invalid_input', 'That game has already started. Pick an upcoming game.');
  if (input.size === 100 && input.scoringPeriods !== 'Every') {
    throw new AppError('invalid_input', 'scoringPeriods: a 100-square game pays every period');
  }
  const periods = payingPeriods(sportOfLeague(sports.game.sportsLeague), input.size, input.scoringPeriods, input.changeTargetScores);
  return { gameStartTime: new Date(sports.game.gameTime), sportsGameId: sports.game.id, payingPeriodCount: periods.length };
}

/**
 * docs/product/squares.md#creating-a-game CreateSquaresGame. The host is the caller (anonymous allowed: they must sign in
 * before others can join). The draw's secret seed is chosen now and only its hash is
 * published (docs/product/squares.md). The host's My Games row is written in the same transaction.
 */
export async function createSquaresGame(deps: SquaresDeps, sessionUser: SessionUser | undefined, input: CreateSquaresGame): Promise<CreatedGame> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  return runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const timing = await timingOf(tx, input, now);
    if (input.payouts.length > timing.payingPeriodCount) throw refuse({ reason: 'tooManyPayouts', limit: timing.payingPeriodCount });
    const seed = randomBytes(32).toString('hex');
    const { id, code } = await insertNewGame(tx, {
      type: 'Squares',
      hostUid: user.uid,
      name: poolName(input.name),
      description: input.description,
      gamePhase: 'Pending',
      gameStartTime: timing.gameStartTime,
      gameDates: [slateDate(timing.gameStartTime)],
      createdAt: now,
    });
    await insertSquaresGame(tx, {
      gameId: id,
      size: input.size,
      variant: input.variant,
      sportsGameId: timing.sportsGameId,
      // A baby shower has one result on one digit set (docs/product/squares.md).
      changeTargetScores: input.variant === 'SportsGame' ? input.changeTargetScores : 'SameAllGame',
      scoringPeriods: input.variant === 'SportsGame' ? input.scoringPeriods : 'Final',
      entryLimit: input.entryLimit,
      payouts: input.payouts,
      priceCents: input.priceCents ?? null,
      babyShower:
        input.variant === 'BabyShower' ? { parentNames: input.parentNames, dueDate: input.dueDate, theme: input.theme, birthResult: null } : null,
      seed,
      seedHash: seedCommitment(seed),
    });
    await insertUserGame(tx, user.uid, id, now);
    await publishUserGame(tx, publish, user.uid, id);
    return { gameId: id, code };
  });
}

/**
 * New initials (and display name) for all of the player's own squares in the game, in one
 * batch (docs/product/squares.md). Squares claimed on behalf of others keep their labels.
 */
export async function setInitials(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: GameId, input: SetInitials): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'share');
    if (await isRecordFrozen(tx, game, now)) throw refuse({ reason: 'squaresLocked' });
    const entryName = await checkedInitials(tx, gameId, user.uid, input.initials);
    await takeLabel(tx, gameId, entryName, user.uid);
    const squares = await relabelOwnSquares(tx, gameId, user.uid, entryName, entryOwnerOf(user, user.type === 'signedIn' ? await findAccount(tx, user.uid) : undefined, input.displayName, false));
    await deleteUnusedLabels(tx, gameId, user.uid, entryName);
    if (squares.length > 0) await publishGameEvent(publish, gameId, { kind: 'squares.updated', squares });
  });
}

/**
 * LockSquaresGame (docs/product/squares.md): host only. The game row is taken FOR UPDATE, which waits
 * for every claim in flight; then the digits are drawn from the committed seed and the
 * final grid (docs/product/squares.md). Empty squares need the host's confirmation (allowEmpty).
 */
export async function lockSquaresGame(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: GameId, allowEmpty: boolean): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'update');
    requireHost(game, user);
    if (game.lockedAt !== null) throw refuse({ reason: 'squaresLocked' });
    const empty = game.size - (await findSquares(tx, gameId)).length;
    if (empty > 0 && !allowEmpty) throw refuse({ reason: 'emptySquares', empty });
    await lockAndDraw(tx, publish, game, 'host', await findGameSportsGame(tx, game), now);
  });
}

/** DeleteGame (docs/product/squares.md): host only; the game leaves every page and every My Games list. */
export async function deleteSquaresGame(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: GameId, admin?: AdminOverride): Promise<void> {
  const user = admin ? undefined : requireUser(sessionUser);
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'update');
    if (user) requireHost(game, user);
    await removeGame(tx, publish, gameId);
    await admin?.record(tx, game);
  });
}
