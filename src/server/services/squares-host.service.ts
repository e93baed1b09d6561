// The squares host tools (docs/product/squares.md#host-tools, decision 032): release or reassign
// anyone's square while the game is open, edit the settings, mark squares paid and enter (or
// correct) a baby shower's birth. Each is one transaction holding the game row FOR UPDATE, so
// it waits for the claim batch in flight (which holds it FOR SHARE) and the next batch sees it.
// Every one is written to the game's public activity log.
import type { GameId } from '../../contracts/ids.js';
import type { BirthResultInput, EditSquaresSettings, HostReleaseSquare, ReassignSquare } from '../../contracts/squares.js';
import { sportOfLeague } from '../../domain/sports/index.js';
import { checkGameInitials, describeBirth, describeSettingsChange, payingPeriods, squareSubject } from '../../domain/squares/index.js';
import type { Queryable } from '../db/database.js';
import { appendActivity } from '../db/repositories/squares-activity.repository.js';
import { deleteUnusedLabels } from '../db/repositories/squares-labels.repository.js';
import { deleteSquare, findSquares, reassignSquare as saveReassignment, saveSquaresSettings, setSquarePaid } from '../db/repositories/squares.repository.js';
import type { SquaresGameRecord } from '../db/repositories/squares.repository.js';
import { AppError, refuse, requireUser } from './errors.js';
import { poolName } from './game-common.js';
import { runCommand } from './publisher.js';
import type { Publish } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import { entryOwnerOf } from './squares-common.js';
import type { SquaresDeps } from './squares-common.js';
import { findGameSportsGame, publishGameEvent, settledResults, settleSquaresGame } from './squares-game.js';
import { checkedInitials, getGame, isCalendarDate, isRecordFrozen, requireHost, takeLabel } from './squares.service.js';
import { publishGameSummaries } from './user-games.service.js';

/** Who the activity log names: the host's public name, as the page's 'Hosted by' shows it. */
const hostName = (game: SquaresGameRecord) => game.host.realName || (game.host.handle ? `@${game.host.handle}` : 'Host');

/** Appends a record to the game's activity log and publishes it. */
async function logActivity(tx: Queryable, publish: Publish, game: SquaresGameRecord, at: Date, subject: string, change: string): Promise<void> {
  const record = await appendActivity(tx, game.id, { at, subject, change, by: hostName(game) });
  await publishGameEvent(publish, game.id, { kind: 'activity.logged', record });
}

/** The host's game, held FOR UPDATE, while squares may still change (else 'This game is locked'). */
async function openGameOfHost(tx: Queryable, gameId: GameId, user: SessionUser, now: Date): Promise<SquaresGameRecord> {
  const game = await getGame(tx, gameId, 'update');
  requireHost(game, user);
  if (await isRecordFrozen(tx, game, now)) throw refuse({ reason: 'squaresLocked' });
  return game;
}

/** The square as the host saw it: held, and by the initials they saw (`from`). */
async function heldSquare(tx: Queryable, gameId: GameId, square: number, size: number, from: string) {
  if (square >= size) throw refuse({ reason: 'squareOffGrid' });
  const held = (await findSquares(tx, gameId)).find((s) => s.square === square);
  if (!held) throw refuse({ reason: 'nobodyHoldsSquare' });
  if (held.entryName !== from) throw refuse({ reason: 'squareChangedHands' });
  return held;
}

/** The host frees anyone's square while the game is open (a lost phone, an unpaid square). */
export async function hostReleaseSquare(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: GameId, square: number, input: HostReleaseSquare): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await openGameOfHost(tx, gameId, user, now);
    const held = await heldSquare(tx, gameId, square, game.size, input.from);
    await deleteSquare(tx, gameId, square);
    await deleteUnusedLabels(tx, gameId, held.uid, null);
    await publishGameEvent(publish, gameId, { kind: 'square.released', square });
    await logActivity(tx, publish, game, now, squareSubject(square, game.size), `Released from ${held.entryName}`);
  });
}

/**
 * The host moves a held square to other initials while the game is open. The square is then
 * held by the host on that player's behalf (as a commissioner claim is), unless the initials
 * are the host's own; initials another player holds are refused ('Initials already taken').
 * The new holder has not paid for it: the paid mark is cleared.
 */
export async function hostReassignSquare(
  deps: SquaresDeps,
  sessionUser: SessionUser | undefined,
  gameId: GameId,
  square: number,
  input: ReassignSquare,
): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await openGameOfHost(tx, gameId, user, now);
    const held = await heldSquare(tx, gameId, square, game.size, input.from);
    const asTyped = checkGameInitials(input.initials, []);
    if (asTyped.ok && asTyped.value === held.entryName) throw refuse({ reason: 'sameInitials' });
    const entryName = await checkedInitials(tx, gameId, user.uid, input.initials);
    await takeLabel(tx, gameId, entryName, user.uid);
    const squares = await findSquares(tx, gameId);
    const hostsOwn = squares.some((s) => s.uid === user.uid && !s.onBehalf && s.entryName === entryName);
    const onBehalf = !hostsOwn;
    const carried = squares.find((s) => s.entryName === entryName);
    const entryOwner = input.displayName === undefined && carried ? carried.entryOwner : entryOwnerOf(user, undefined, input.displayName, onBehalf);
    const moved = await saveReassignment(tx, gameId, square, { uid: user.uid, entryName, entryOwner, onBehalf });
    if (!moved) throw refuse({ reason: 'nobodyHoldsSquare' });
    await deleteUnusedLabels(tx, gameId, held.uid, null);
    await publishGameEvent(publish, gameId, { kind: 'squares.updated', squares: [moved] });
    await logActivity(tx, publish, game, now, squareSubject(square, game.size), `Reassigned ${held.entryName} → ${entryName}`);
  });
}

/** Paying periods of the game: how many payout lines it takes (one per period). */
async function payingPeriodCount(tx: Queryable, game: SquaresGameRecord): Promise<number> {
  if (game.variant === 'BabyShower') return 1;
  const sports = await findGameSportsGame(tx, game);
  if (!sports) return game.payouts.length;
  return payingPeriods(sportOfLeague(sports.game.sportsLeague), game.size, game.scoringPeriods, game.changeTargetScores).length;
}

/**
 * The host edits the name, description, payouts, squares-per-player limit and price, with the
 * checks of creation. Name, description, payouts and price may change in any phase (they do
 * not touch the grid); the limit only while squares may change. A limit below what a player
 * holds keeps their squares and blocks new claims (decision 032).
 */
export async function editSquaresSettings(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: GameId, input: EditSquaresSettings): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'update');
    requireHost(game, user);
    const limit = await payingPeriodCount(tx, game);
    if (input.payouts.length > limit) throw refuse({ reason: 'tooManyPayouts', limit });
    if (input.entryLimit !== game.entryLimit && (await isRecordFrozen(tx, game, now))) throw refuse({ reason: 'squaresLocked' });
    const settings = { name: poolName(input.name), description: input.description, entryLimit: input.entryLimit, payouts: input.payouts, priceCents: input.priceCents };
    const change = describeSettingsChange(game, settings);
    if (change === null) return;
    await saveSquaresSettings(tx, gameId, settings);
    await publishGameEvent(publish, gameId, { kind: 'game.edited', ...settings });
    if (settings.name !== game.name) await publishGameSummaries(tx, publish, gameId);
    await logActivity(tx, publish, game, now, 'Settings', change);
  });
}

/** Commissioner tools: the host marks a square paid or unpaid (allowed after the lock too: a ledger). */
export async function markSquarePaid(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: GameId, square: number, paid: boolean): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'update');
    requireHost(game, user);
    const before = (await findSquares(tx, gameId)).find((s) => s.square === square);
    const updated = await setSquarePaid(tx, gameId, square, paid);
    if (!updated) throw refuse({ reason: 'nobodyHoldsSquare' });
    if (before?.paid === paid) return;
    await publishGameEvent(publish, gameId, { kind: 'squares.updated', squares: [updated] });
    await logActivity(tx, publish, game, now, squareSubject(square, game.size), `${paid ? 'Marked paid' : 'Marked unpaid'} (${updated.entryName})`);
  });
}

/**
 * The host enters the birth (docs/product/squares.md#baby-shower) once the game is locked; the
 * game is Over. Entering it again corrects it: re-settled and logged as a correction.
 */
export async function enterBirthResult(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: GameId, input: BirthResultInput): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'update');
    requireHost(game, user);
    if (game.babyShower === null) throw new AppError('invalid_input', 'Only a baby shower game has a birth result.');
    if (game.lockedAt === null) throw refuse({ reason: 'birthBeforeLock' });
    if (!isCalendarDate(input.birthDate)) throw new AppError('invalid_input', 'birthDate: not a calendar date');
    const previous = game.babyShower.birthResult;
    const babyShower = { ...game.babyShower, birthResult: { ...input, resultsEnteredAt: now.toISOString() } };
    const squares = await findSquares(tx, gameId);
    const settled = { ...game, babyShower };
    await settleSquaresGame(tx, publish, settled, squares, undefined, now, game);
    const after = describeBirth(input, settledResults(settled, squares, undefined)[0]);
    if (previous === null) await logActivity(tx, publish, game, now, 'Birth result', `Settled: ${after}`);
    else {
      const before = describeBirth(previous, game.results[0]);
      if (before !== after) await logActivity(tx, publish, game, now, 'Birth result', `Corrected: ${before} → ${after}`);
    }
  });
}
