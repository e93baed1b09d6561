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
  claimLabelsAndSquares,
  countSquares,
  deleteUnusedLabels,
  findLabels,
  findSquares,
  findSquaresGame,
  insertSquare,
  insertSquaresGame,
  relabelOwnSquares,
  releaseSquaresLogged,
  setSquarePaid,
  startEntries,
  undoUnusedJoins,
} from '../db/repositories/squares.repository.js';
import type { EntryGame, EntryStart, NewSquare, SquaresGameRecord } from '../db/repositories/squares.repository.js';
import { insertUserGame } from '../db/repositories/user-games.repository.js';
import { findAccount } from '../db/repositories/users.repository.js';
import { insertNewGame, removeGame } from './game-common.js';
import { AppError } from './errors.js';
import type { ErrorCode } from './errors.js';
import { createBatcher } from './claim-batcher.js';
import type { Outcome } from './claim-batcher.js';
import { runCommand } from './publisher.js';
import type { Publish, Publisher } from './publisher.js';
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

/** A claim or release waiting for its game's next batch. */
type EntryJob = { tokenHash: string; square: number } & ({ kind: 'claim'; input: ClaimSquare } | { kind: 'release' });

/** At most this many claims and releases in one transaction (a 10x10 grid's worth, twice). */
const MAX_BATCH = 200;

/** Each server's batcher (squaresDeps is built once per server). */
const batchers = new WeakMap<SquaresDeps, (gameId: string, job: EntryJob) => Promise<void>>();

function submitEntry(deps: SquaresDeps, gameId: string, job: EntryJob): Promise<void> {
  let submit = batchers.get(deps);
  if (!submit) {
    submit = createBatcher((key: string, jobs: EntryJob[]) => runEntryBatch(deps, key, jobs), MAX_BATCH);
    batchers.set(deps, submit);
  }
  return submit(gameId, job);
}

/**
 * ClaimSquare (SPEC §4 Squares actions, §5). Claims are the hot path (issue #5 §12): they run
 * in batches per game (runEntryBatch), each claim still judged by the domain's rules and
 * answered on its own.
 */
export async function claimSquare(deps: SquaresDeps, caller: Caller, gameId: string, square: number, input: ClaimSquare): Promise<void> {
  await submitEntry(deps, gameId, { kind: 'claim', tokenHash: requireToken(caller), square, input });
}

/** Releases a square: your own, or (the host) one claimed on behalf of an offline player. */
export async function releaseSquare(deps: SquaresDeps, caller: Caller, gameId: string, square: number): Promise<void> {
  await submitEntry(deps, gameId, { kind: 'release', tokenHash: requireToken(caller), square });
}

/** A claim the rules let through, waiting for the batch's write. */
interface AcceptedClaim {
  index: number;
  newSquare: NewSquare;
}

/**
 * One game's claims and releases as one transaction (decision 010). One statement reads every
 * caller's session, the game row FOR SHARE (a lock waits for the batch, and a batch after the
 * lock sees it: no claim lands after a lock) and what the rules need; the domain judges each
 * attempt in arrival order against the batch's earlier ones; one statement releases squares
 * and one takes labels and squares, each logging its updates under the topic head, which is
 * then held only until the batch commits. The square's primary key still decides who owns
 * it. A refused attempt writes nothing (what the start added for it is undone), so it never
 * touches the others' answers.
 */
async function runEntryBatch(deps: SquaresDeps, gameId: string, jobs: readonly EntryJob[]): Promise<Outcome<void>[]> {
  const now = deps.now();
  const topic = gameTopic(gameId);
  return runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const outcomes: Outcome<void>[] = jobs.map(() => ({ ok: true, value: undefined }));
    const refused = (index: number, error: unknown) => void (outcomes[index] = { ok: false, error });
    const attempts = jobs.map((job) => ({ tokenHash: job.tokenHash, square: job.square, entryName: job.kind === 'claim' ? normaliseInitials(job.input.initials) : null }));
    const { game, starts } = await startEntries(tx, gameId, attempts, now);
    /** Runs a job's check; an AppError refuses that job alone. */
    const judge = async (index: number, check: (user: SessionUser, game: EntryGame, start: EntryStart) => Promise<void> | void) => {
      const start = starts[index];
      try {
        if (!start?.caller) throw sessionEnded();
        if (!game) throw new AppError('not_found', CLAIM_ERRORS.notFound);
        await check(start.caller, game, start);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused(index, error);
      }
    };

    // Releases first: a square released in the batch is free for its claims.
    const releases: Array<{ index: number; square: number; uid: string; update: SquaresGameEvent }> = [];
    for (const [index, job] of jobs.entries()) {
      if (job.kind !== 'release') continue;
      await judge(index, (user, game, { holder }) => {
        const { square } = job;
        const broken = checkRelease({ square, size: game.size, locked: isFrozen(game, now), claimerUid: user.uid, hostUid: game.hostUid, holder });
        if (broken) throw refuse(broken);
        // A second release of the square in the batch finds it freed by the first.
        if (!holder || releases.some((r) => r.square === square)) throw refuse(CLAIM_ERRORS.notOwner);
        releases.push({ index, square, uid: holder.uid, update: { kind: 'square.released', square } });
      });
    }
    const released = releases.length > 0 ? await releaseSquaresLogged(tx, gameId, releases, topic) : new Set<number>();
    if (releases.length > 0) {
      for (const r of releases) if (!released.has(r.square)) refused(r.index, refuse(CLAIM_ERRORS.notOwner));
      if (released.size > 0) publish.logged(topic);
    }

    const accepted: AcceptedClaim[] = [];
    /** Squares held per player (or per on-behalf label), counted once and kept up to date through the batch. */
    const held = new Map<string, number>();
    for (const [index, job] of jobs.entries()) {
      if (job.kind !== 'claim') continue;
      await judge(index, async (user, game, start) => {
        const { square, input } = job;
        const onBehalf = input.onBehalf ?? false;
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
        const label = attempts[index]?.entryName ?? '';
        const earlier = accepted.find((c) => c.newSquare.entryName === label);
        const entryName = checkedClaimInitials(input.initials, user.uid, earlier ? earlier.newSquare.uid : start.labelHolder);
        // Held when the batch began and not released by it, or claimed earlier in the batch: taken
        // (a claim the start could not see still meets the primary key).
        const taken = (start.holder !== null && !released.has(square)) || accepted.some((c) => c.newSquare.square === square);
        if (taken) throw refuse(CLAIM_ERRORS.taken);
        // Only a limit needs the count; startEntries holds the player's My Games row, so it is exact.
        if (claim.host.isAnonymous || claim.entryLimit !== null) {
          const filter = claim.host.isAnonymous ? { uid: game.hostUid } : onBehalf ? { uid: user.uid, onBehalf, entryName } : { uid: user.uid, onBehalf };
          const key = JSON.stringify(filter);
          const count = held.get(key) ?? (await countSquares(tx, gameId, filter));
          const broken = checkClaim({ ...claim, held: count });
          if (broken) throw refuse(broken);
          held.set(key, count + 1);
        }
        const entryOwner = entryOwnerOf(user, start.claimer, input.displayName, onBehalf);
        accepted.push({ index, newSquare: { gameId, square, uid: user.uid, entryName, entryOwner, onBehalf, createdAt: now } });
      });
    }
    const landed = await writeClaims(tx, publish, accepted, refused);

    // My Games: a player's first square in the game adds it; a player whose claims were all refused never joined.
    const joined = new Set(starts.flatMap((start, i) => (start.joined && start.caller && jobs[i]?.kind === 'claim' ? [start.caller.uid] : [])));
    for (const uid of joined) if (landed.uids.has(uid)) await publishUserGame(tx, publish, uid, gameId);
    const unjoined = [...joined].filter((uid) => !landed.uids.has(uid));
    const unusedLabels = [...landed.addedLabels].filter((name) => !landed.labels.has(name));
    if (unjoined.length > 0 || unusedLabels.length > 0) await undoUnusedJoins(tx, gameId, unjoined, unusedLabels);
    return outcomes;
  });
}

/**
 * Writes the accepted claims in one statement and refuses those the database turned down
 * (square taken, label someone else's). Returns the players and labels of the claims that
 * landed, and the labels the statement added.
 */
async function writeClaims(
  tx: Queryable,
  publish: Publish,
  accepted: readonly AcceptedClaim[],
  refused: (index: number, error: unknown) => void,
): Promise<{ uids: Set<string>; labels: Set<string>; addedLabels: Set<string> }> {
  const landed = { uids: new Set<string>(), labels: new Set<string>(), addedLabels: new Set<string>() };
  if (accepted.length === 0) return landed;
  const gameId = accepted[0]!.newSquare.gameId;
  const topic = gameTopic(gameId);
  // The update carries the square as stored: a new claim is unpaid and created now.
  const claimed = (s: NewSquare): Square => ({ square: s.square, uid: s.uid, entryName: s.entryName, entryOwner: s.entryOwner, onBehalf: s.onBehalf, paid: false, created: s.createdAt.toISOString() });
  const createdAt = accepted[0]!.newSquare.createdAt;
  const results = await claimLabelsAndSquares(
    tx,
    gameId,
    accepted.map(({ newSquare: s }) => ({ ...s, update: { kind: 'square.claimed', square: claimed(s) } satisfies SquaresGameEvent })),
    createdAt,
    topic,
  );
  for (const [i, { index, newSquare }] of accepted.entries()) {
    const result = results[i];
    if (result?.labelAdded) landed.addedLabels.add(newSquare.entryName);
    if (result?.labelHolder === null) {
      // The label was committed while the statement waited for it: read its holder afresh.
      if ((await claimLabel(tx, gameId, newSquare.entryName, newSquare.uid)) !== newSquare.uid) {
        refused(index, new AppError('initials_taken', INITIALS_ERRORS.taken));
        continue;
      }
      const inserted = await insertSquare(tx, newSquare);
      if (!inserted) {
        refused(index, refuse(CLAIM_ERRORS.taken));
        continue;
      }
      await publishGameEvent(publish, gameId, { kind: 'square.claimed', square: inserted });
    } else if (result?.labelHolder !== newSquare.uid) {
      refused(index, new AppError('initials_taken', INITIALS_ERRORS.taken));
      continue;
    } else if (!result.claimed) {
      refused(index, refuse(CLAIM_ERRORS.taken));
      continue;
    } else {
      publish.logged(topic);
    }
    landed.uids.add(newSquare.uid);
    landed.labels.add(newSquare.entryName);
  }
  return landed;
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
