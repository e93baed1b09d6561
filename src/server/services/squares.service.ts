import { randomBytes } from 'node:crypto';
import { gameTopic } from '../../contracts/games.js';
import type { BirthResultInput, ClaimSquare, CreateSquaresGame, CreatedGame, EntryOwner, SetInitials, Square, SquaresGameEvent } from '../../contracts/squares.js';
import { AVATAR_SET, normaliseDisplayName, normaliseInitials } from '../../domain/people/profile.js';
import { pacificInstant, slateDate, sportOfLeague } from '../../domain/sports/index.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import {
  CLAIM_ERRORS,
  INITIALS_ERRORS,
  checkClaim,
  checkGameInitials,
  checkRelease,
  payingPeriods,
  seedCommitment,
} from '../../domain/squares/index.js';
import type { Database, Queryable } from '../db/database.js';
import type { GameRowLock } from '../db/repositories/games.repository.js';
import { findSportsGame } from '../db/repositories/sports-games.repository.js';
import {
  claimLabel,
  claimLabelAndSquare,
  countSquares,
  deleteUnusedLabels,
  findLabels,
  findSquares,
  findSquaresGame,
  insertSquare,
  insertSquaresGame,
  relabelOwnSquares,
  releaseSquareLogged,
  setSquarePaid,
  startClaim,
  startRelease,
} from '../db/repositories/squares.repository.js';
import type { EntryGame, EntryStart, SquaresGameRecord } from '../db/repositories/squares.repository.js';
import { insertUserGame } from '../db/repositories/user-games.repository.js';
import { findAccount } from '../db/repositories/users.repository.js';
import { insertNewGame, removeGame } from './game-common.js';
import { AppError } from './errors.js';
import type { ErrorCode } from './errors.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import { findGameSportsGame, lockAndDraw, publishGameEvent, settleSquaresGame } from './squares-game.js';
import { publishUserGame } from './user-games.service.js';

export interface SquaresDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
}

/** Squares pools are offered on these leagues (issue #5). */
const SQUARES_LEAGUES: ReadonlySet<SportsLeague> = new Set(['NFL', 'NcaaFootball', 'MLB']);

/** Each domain refusal's error code (its text is the message). Anything else is an entry limit. */
const CLAIM_ERROR_CODES: Readonly<Record<string, ErrorCode>> = {
  [CLAIM_ERRORS.outOfRange]: 'invalid_input',
  [CLAIM_ERRORS.taken]: 'square_taken',
  [CLAIM_ERRORS.locked]: 'game_locked',
  [CLAIM_ERRORS.notOwner]: 'forbidden',
  [CLAIM_ERRORS.anonymousHostLimit]: 'sign_in_required',
  [CLAIM_ERRORS.hostAnonymous]: 'host_anonymous',
  [CLAIM_ERRORS.notHost]: 'forbidden',
};

const refuse = (message: string): AppError => new AppError(CLAIM_ERROR_CODES[message] ?? 'conflict', message);

// ── Shared checks ──────────────────────────────────────────────────────────

function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw sessionEnded();
  return user;
}

/**
 * Who sends a claim or a release: their session cookie's token (sessionTokenHash). These are
 * the hot commands (issue #5 §12), so the session is checked in the command's first
 * statement rather than in a lookup before it, exactly as findUserBySessionToken would.
 */
export interface Caller {
  tokenHash: string | undefined;
}

const sessionEnded = () => new AppError('unauthenticated', 'Your session has ended. Reload the page to continue.');

function requireToken(caller: Caller): string {
  if (caller.tokenHash === undefined) throw sessionEnded();
  return caller.tokenHash;
}

/** The caller as a session user and the game's start: no session first (401), then no game (404). */
function requireStart<T>(started: EntryStart<T>): { user: SessionUser; start: T } {
  if (started === 'no session') throw sessionEnded();
  if (started.start === undefined) throw new AppError('not_found', CLAIM_ERRORS.notFound);
  return { user: started.caller, start: started.start };
}

async function getGame(tx: Queryable, gameId: string, lock: GameRowLock): Promise<SquaresGameRecord> {
  const game = await findSquaresGame(tx, gameId, lock);
  if (!game) throw new AppError('not_found', CLAIM_ERRORS.notFound);
  return game;
}

function requireHost(game: SquaresGameRecord, user: SessionUser): void {
  if (game.hostUid !== user.uid) throw new AppError('forbidden', CLAIM_ERRORS.notHost);
}

/** Kickoff (or first pitch) has come, even if the feed has not said so yet. */
function hasStarted(sports: { status: string; gameTime: string }, now: Date): boolean {
  return sports.status !== 'NS' || now.getTime() >= Date.parse(sports.gameTime);
}

/**
 * Entries are frozen once locked (SPEC §4), and nobody claims once the sports game has
 * started, even before the feed's kickoff locks the game (issue #5 §2).
 */
function isFrozen(game: EntryGame, now: Date): boolean {
  return game.locked || (game.sports !== null && hasStarted(game.sports, now));
}

/** isFrozen for a whole game record (a relabel). */
async function isRecordFrozen(tx: Queryable, game: SquaresGameRecord, now: Date): Promise<boolean> {
  if (game.lockedAt !== null || game.gamePhase !== 'Pending') return true;
  const sports = await findGameSportsGame(tx, game);
  return sports !== undefined && hasStarted(sports.game, now);
}

/** The initials as stored, or the SPEC §5 refusal. */
async function checkedInitials(tx: Queryable, gameId: string, uid: string, input: string): Promise<string> {
  const labels = await findLabels(tx, gameId);
  const checked = checkGameInitials(
    input,
    labels.filter((label) => label.uid !== uid).map((label) => label.entryName),
  );
  if (!checked.ok) throw new AppError(checked.error === INITIALS_ERRORS.taken ? 'initials_taken' : 'invalid_input', checked.error);
  return checked.value;
}

/** Takes the label for the player; two players racing for one label: the second is refused. */
async function takeLabel(tx: Queryable, gameId: string, entryName: string, uid: string): Promise<void> {
  if ((await claimLabel(tx, gameId, entryName, uid)) !== uid) throw new AppError('initials_taken', INITIALS_ERRORS.taken);
}

type PublicFace = { handle: string | null; avatarId: number | null; realName: string | null };

/**
 * SPEC §3 entryOwner: the display name the player typed, else a signed-in player's public
 * face (real name or handle, and avatar). A square claimed on behalf of someone carries only
 * the name typed for them.
 */
function entryOwnerOf(user: SessionUser, account: PublicFace | null | undefined, displayName: string | undefined, onBehalf: boolean): EntryOwner {
  const typed = displayName === undefined ? '' : normaliseDisplayName(displayName);
  if (onBehalf) return typed ? { name: typed, avatar: null } : null;
  const face = user.type === 'signedIn' ? account : undefined;
  const avatar = face?.avatarId ? { set: AVATAR_SET, id: face.avatarId } as const : null;
  const name = typed || face?.realName || face?.handle || '';
  return name ? { name, avatar } : null;
}

// ── Commands ───────────────────────────────────────────────────────────────

/** A real calendar date, not just the YYYY-MM-DD shape. */
function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

interface GameTiming {
  gameStartTime: Date;
  sportsGameId: string | null;
  payingPeriodCount: number;
}

/** SPEC §7 CreateSquaresGame's checks of the sports game or the due date. */
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
 * SPEC §7 CreateSquaresGame. The host is the caller (anonymous allowed: they must sign in
 * before others can join). The draw's secret seed is chosen now and only its hash is
 * published (issue #5 §3). The host's My Games row is written in the same transaction.
 */
export async function createSquaresGame(deps: SquaresDeps, sessionUser: SessionUser | undefined, input: CreateSquaresGame): Promise<CreatedGame> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  return runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const timing = await timingOf(tx, input, now);
    if (input.payouts.length > timing.payingPeriodCount) {
      throw new AppError('invalid_input', `payouts: at most ${timing.payingPeriodCount}, one per paying period`);
    }
    const seed = randomBytes(32).toString('hex');
    const { id, code } = await insertNewGame(tx, {
      type: 'Squares',
      hostUid: user.uid,
      name: input.name,
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
      // A baby shower has one result on one digit set (issue #5 §5).
      changeTargetScores: input.variant === 'SportsGame' ? input.changeTargetScores : 'SameAllGame',
      scoringPeriods: input.variant === 'SportsGame' ? input.scoringPeriods : 'Final',
      entryLimit: input.entryLimit,
      payouts: input.payouts,
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

/** The initials as stored, or the SPEC §5 refusal; `holder` holds the normalised label in the game, if anyone. */
function checkedClaimInitials(input: string, uid: string, holder: string | null): string {
  const value = normaliseInitials(input);
  const checked = checkGameInitials(input, holder !== null && holder !== uid ? [value] : []);
  if (!checked.ok) throw new AppError(checked.error === INITIALS_ERRORS.taken ? 'initials_taken' : 'invalid_input', checked.error);
  return checked.value;
}

/**
 * ClaimSquare (SPEC §4 Squares actions, §5). The game row is held FOR SHARE, so a lock
 * waits for this claim and no claim lands after it; the square's primary key decides
 * between players claiming it at once. The player's first square adds the game to their
 * My Games. Claims are the hot path (issue #5 §12): one statement reads and locks what the
 * rules need, the domain decides, and one statement takes the label and the square and logs
 * the update, whose topic head (every claim of the game waits on it) is held only until commit.
 */
export async function claimSquare(deps: SquaresDeps, caller: Caller, gameId: string, square: number, input: ClaimSquare): Promise<void> {
  const tokenHash = requireToken(caller);
  const now = deps.now();
  const onBehalf = input.onBehalf ?? false;
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const started = await startClaim(tx, { gameId, tokenHash, entryName: normaliseInitials(input.initials), now });
    const { user, start } = requireStart(started);
    const { game } = start;
    const claim = {
      square,
      size: game.size,
      locked: isFrozen(game, now),
      claimerUid: user.uid,
      host: { uid: game.hostUid, isAnonymous: game.hostType === 'anonymous' },
      onBehalf,
      held: 0,
      entryLimit: game.entryLimit,
    };
    // The rules that need no count come first (range, lock, host), then the initials: a
    // claim on a locked game is refused as locked whatever initials it carries.
    const early = checkClaim({ ...claim, entryLimit: null });
    if (early) throw refuse(early);
    const entryName = checkedClaimInitials(input.initials, user.uid, start.labelHolder);
    // Only a limit needs the count; startClaim holds the player's My Games row, so it is exact.
    if (claim.host.isAnonymous || claim.entryLimit !== null) {
      const held = claim.host.isAnonymous
        ? await countSquares(tx, gameId, { uid: game.hostUid })
        : onBehalf
          ? await countSquares(tx, gameId, { uid: user.uid, onBehalf: true, entryName })
          : await countSquares(tx, gameId, { uid: user.uid, onBehalf: false });
      const broken = checkClaim({ ...claim, held });
      if (broken) throw refuse(broken);
    }
    const entryOwner = entryOwnerOf(user, start.claimer, input.displayName, onBehalf);
    const newSquare = { gameId, square, uid: user.uid, entryName, entryOwner, onBehalf, createdAt: now };
    if (start.joined) await publishUserGame(tx, publish, user.uid, gameId);
    // The update carries the square as stored: a new claim is unpaid and created now.
    const claimed: Square = { square, uid: user.uid, entryName, entryOwner, onBehalf, paid: false, created: now.toISOString() };
    const update = { topic: gameTopic(gameId), data: { kind: 'square.claimed', square: claimed } satisfies SquaresGameEvent };
    const taken = await claimLabelAndSquare(tx, newSquare, update);
    if (taken.labelHolder === null) {
      // The label was committed while the statement waited for it: read its holder afresh.
      await takeLabel(tx, gameId, entryName, user.uid);
      const inserted = await insertSquare(tx, newSquare);
      if (!inserted) throw refuse(CLAIM_ERRORS.taken);
      await publishGameEvent(publish, gameId, { kind: 'square.claimed', square: inserted });
      return;
    }
    if (taken.labelHolder !== user.uid) throw new AppError('initials_taken', INITIALS_ERRORS.taken);
    if (!taken.claimed) throw refuse(CLAIM_ERRORS.taken);
    publish.logged(update.topic);
  });
}

/** Releases a square: your own, or (the host) one claimed on behalf of an offline player. */
export async function releaseSquare(deps: SquaresDeps, caller: Caller, gameId: string, square: number): Promise<void> {
  const tokenHash = requireToken(caller);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const { user, start } = requireStart(await startRelease(tx, { gameId, tokenHash, square, now }));
    const { game, holder } = start;
    const broken = checkRelease({
      square,
      size: game.size,
      locked: isFrozen(game, now),
      claimerUid: user.uid,
      hostUid: game.hostUid,
      holder,
    });
    if (broken) throw refuse(broken);
    // Deleted only if still held by the same player (a concurrent release may have freed it).
    const update = { topic: gameTopic(gameId), data: { kind: 'square.released', square } satisfies SquaresGameEvent };
    if (!holder || !(await releaseSquareLogged(tx, gameId, square, holder.uid, update))) throw refuse(CLAIM_ERRORS.notOwner);
    publish.logged(update.topic);
  });
}

/**
 * New initials (and display name) for all of the player's own squares in the game, in one
 * batch (issue #5 §2). Squares claimed on behalf of others keep their labels.
 */
export async function setInitials(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: string, input: SetInitials): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'share');
    if (await isRecordFrozen(tx, game, now)) throw refuse(CLAIM_ERRORS.locked);
    const entryName = await checkedInitials(tx, gameId, user.uid, input.initials);
    await takeLabel(tx, gameId, entryName, user.uid);
    const squares = await relabelOwnSquares(tx, gameId, user.uid, entryName, entryOwnerOf(user, user.type === 'signedIn' ? await findAccount(tx, user.uid) : undefined, input.displayName, false));
    await deleteUnusedLabels(tx, gameId, user.uid, entryName);
    if (squares.length > 0) await publishGameEvent(publish, gameId, { kind: 'squares.updated', squares });
  });
}

/** Commissioner tools: the host marks a square paid or unpaid (allowed after the lock too). */
export async function markSquarePaid(
  deps: SquaresDeps,
  sessionUser: SessionUser | undefined,
  gameId: string,
  square: number,
  paid: boolean,
): Promise<void> {
  const user = requireUser(sessionUser);
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'share');
    requireHost(game, user);
    const updated = await setSquarePaid(tx, gameId, square, paid);
    if (!updated) throw new AppError('conflict', 'Nobody holds that square.');
    await publishGameEvent(publish, gameId, { kind: 'squares.updated', squares: [updated] });
  });
}

function emptySquaresMessage(empty: number): string {
  return `${empty} ${empty === 1 ? 'square is' : 'squares are'} still empty. Confirm to lock the game with empty squares.`;
}

/**
 * LockSquaresGame (SPEC §4, §7): host only. The game row is taken FOR UPDATE, which waits
 * for every claim in flight; then the digits are drawn from the committed seed and the
 * final grid (issue #5 §3). Empty squares need the host's confirmation (allowEmpty).
 */
export async function lockSquaresGame(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: string, allowEmpty: boolean): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'update');
    requireHost(game, user);
    if (game.lockedAt !== null) throw refuse(CLAIM_ERRORS.locked);
    const empty = game.size - (await findSquares(tx, gameId)).length;
    if (empty > 0 && !allowEmpty) throw new AppError('conflict', emptySquaresMessage(empty));
    await lockAndDraw(tx, publish, game, 'host', await findGameSportsGame(tx, game), now);
  });
}

/** DeleteGame (SPEC §7): host only; the game leaves every page and every My Games list. */
export async function deleteSquaresGame(deps: SquaresDeps, sessionUser: SessionUser | undefined, gameId: string): Promise<void> {
  const user = requireUser(sessionUser);
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'update');
    requireHost(game, user);
    await removeGame(tx, publish, gameId);
  });
}

/**
 * The host enters the birth (issue #5 §5) once the game is locked; the game is Over.
 * Entering it again fixes a typo, shown as a correction.
 */
export async function enterBirthResult(
  deps: SquaresDeps,
  sessionUser: SessionUser | undefined,
  gameId: string,
  input: BirthResultInput,
): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'update');
    requireHost(game, user);
    if (game.babyShower === null) throw new AppError('invalid_input', 'Only a baby shower game has a birth result.');
    if (game.lockedAt === null) throw new AppError('conflict', CLAIM_ERRORS.birthBeforeLock);
    if (!isCalendarDate(input.birthDate)) throw new AppError('invalid_input', 'birthDate: not a calendar date');
    const babyShower = { ...game.babyShower, birthResult: { ...input, resultsEnteredAt: now.toISOString() } };
    await settleSquaresGame(tx, publish, { ...game, babyShower }, await findSquares(tx, gameId), undefined, now, game);
  });
}
