// ClaimSquare and ReleaseSquare, the hot squares commands (docs/BENCHMARKS.md): each game's claims
// and releases run in batches, one transaction per batch (decision 010).
import type { GameId } from '../../contracts/ids.js';
import { gameTopic } from '../../contracts/topics.js';
import type { ClaimSquare, Square, SquaresGameEvent } from '../../contracts/squares.js';
import { normaliseInitials } from '../../domain/people/profile.js';
import { checkClaim, checkGameInitials, checkRelease } from '../../domain/squares/index.js';
import type { Queryable } from '../db/database.js';
import { claimLabelsAndSquares, countSquares, insertSquare, releaseSquaresLogged, startEntries, undoUnusedJoins } from '../db/repositories/squares-claims.repository.js';
import type { EntryGame, EntryStart, NewSquare } from '../db/repositories/squares-claims.repository.js';
import { claimLabel } from '../db/repositories/squares-labels.repository.js';
import { insertUserGame } from '../db/repositories/user-games.repository.js';
import { AppError, refuse, sessionEnded } from './errors.js';
import { COMMAND_BATCHING, createBatcher } from './claim-batcher.js';
import type { Outcome } from './claim-batcher.js';
import { runCommand } from './publisher.js';
import type { Publish, Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import type { BatchKnowledge, TakenSquares } from './taken-squares.js';
import type { HostSummaries } from './host-summaries.js';
import { entryOwnerOf, hasStarted } from './squares-common.js';
import type { SquaresDeps } from './squares-common.js';
import { publishGameEvent } from './squares-game.js';
import { publishGameSummaries } from './user-games.service.js';

/**
 * Who sends a claim or a release: their session cookie's token (sessionTokenHash). These are
 * the hot commands (docs/BENCHMARKS.md), so the session is checked in the command's first
 * statement rather than in a lookup before it, exactly as findUserBySessionToken would.
 */
export interface Caller {
  tokenHash: string | undefined;
}

function requireToken(caller: Caller): string {
  if (caller.tokenHash === undefined) throw sessionEnded();
  return caller.tokenHash;
}

/**
 * Entries are frozen once locked (docs/product/squares.md), and nobody claims once the sports game has
 * started, even before the feed's kickoff locks the game (docs/product/squares.md).
 */
function isFrozen(game: EntryGame, now: Date): boolean {
  return game.locked || (game.sports !== null && hasStarted(game.sports, now));
}

/**
 * The initials as stored, or the docs/product/squares.md refusal; `label` is `input` normalised, and `holder`
 * holds that label in the game, if anyone.
 */
function checkedClaimInitials(input: string, label: string, uid: string, holder: string | null): string {
  const checked = checkGameInitials(input, holder !== null && holder !== uid ? [label] : []);
  if (!checked.ok) throw refuse(checked.refusal);
  return checked.value;
}

/** A claim or release waiting for its game's next batch. */
export type EntryJob = { tokenHash: string; square: number } & ({ kind: 'claim'; input: ClaimSquare } | { kind: 'release' });

/** Where each game's claims and releases wait for their batch: one per server, in its context (server-context.ts). */
export interface SquareClaims {
  submit(gameId: GameId, job: EntryJob): Promise<void>;
}

/** What a server's claims need beyond the squares' own: where the hosts' My Games rows are logged (decision 056). */
export type SquareClaimsDeps = SquaresDeps & { hostSummaries: HostSummaries };

export function createSquareClaims(deps: SquareClaimsDeps): SquareClaims {
  const submit = createBatcher(async (key: GameId, jobs: EntryJob[]) => {
    const started = performance.now();
    try {
      return await runEntryBatch(deps, key, jobs);
    } finally {
      deps.onClaimBatch?.(jobs.length, (performance.now() - started) / 1000);
    }
  }, COMMAND_BATCHING);
  return { submit };
}

/** What a claim or a release needs: the server's batcher, and (PGlite) the squares known taken. */
export interface SquareClaimDeps {
  squareClaims: SquareClaims;
  takenSquares?: TakenSquares | undefined;
}

/**
 * ClaimSquare (docs/product/squares.md#claims). Claims are the hot path (docs/BENCHMARKS.md): they run
 * in batches per game (runEntryBatch), each claim still judged by the domain's rules and
 * answered on its own.
 */
export async function claimSquare(deps: SquareClaimDeps, caller: Caller, gameId: GameId, square: number, input: ClaimSquare): Promise<void> {
  // A square known taken is refused at once, before the session is read: who holds a square
  // is public, and nobody can take a held one (decision 014).
  if (deps.takenSquares?.isTaken(gameTopic.topic({ id: gameId }), square)) throw refuse({ reason: 'squareTaken' });
  await deps.squareClaims.submit(gameId, { kind: 'claim', tokenHash: requireToken(caller), square, input });
}

/** Releases a square: your own, or (the host) one claimed on behalf of an offline player. */
export async function releaseSquare(deps: SquareClaimDeps, caller: Caller, gameId: GameId, square: number): Promise<void> {
  await deps.squareClaims.submit(gameId, { kind: 'release', tokenHash: requireToken(caller), square });
}

/** A claim the rules let through, waiting for the batch's write. */
interface AcceptedClaim {
  index: number;
  newSquare: NewSquare;
}

/** A game's batch; where squares known taken are kept (PGlite), it records what it saw (decision 014). */
async function runEntryBatch(deps: SquareClaimsDeps, gameId: GameId, jobs: readonly EntryJob[]): Promise<Outcome<void>[]> {
  const judge = (publisher: Publisher) => judgeEntryBatch(deps, publisher, gameId, jobs);
  const { takenSquares } = deps;
  const judged = takenSquares ? await takenSquares.runBatch(gameTopic.topic({ id: gameId }), judge) : await judge(deps.publisher);
  return judged.outcomes;
}

/**
 * One game's claims and releases as one transaction (decision 010). One statement reads every
 * caller's session, the game row FOR SHARE (a lock waits for the batch, and a batch after the
 * lock sees it: no claim lands after a lock) and what the rules need; the domain judges each
 * attempt in arrival order against the batch's earlier ones; one statement releases squares
 * and one takes labels and squares, each logging its updates under the topic head, which is
 * then held only until the batch commits. The square's primary key still decides who owns
 * it. A refused attempt writes nothing (what the start added for it is undone), so it never
 * touches the others' answers. Also returns what the batch knows of the game once committed.
 */
async function judgeEntryBatch(
  deps: SquareClaimsDeps,
  publisher: Publisher,
  gameId: GameId,
  jobs: readonly EntryJob[],
): Promise<{ outcomes: Outcome<void>[]; knowledge: BatchKnowledge }> {
  const now = deps.now();
  const topic = gameTopic.topic({ id: gameId });
  const judged = await runCommand(deps.db, publisher, async (tx, publish) => {
    const outcomes: Outcome<void>[] = jobs.map(() => ({ ok: true, value: undefined }));
    const refused = (index: number, error: unknown) => void (outcomes[index] = { ok: false, error });
    const attempts = jobs.map((job) => ({ tokenHash: job.tokenHash, square: job.square, entryName: job.kind === 'claim' ? normaliseInitials(job.input.initials) : null }));
    const { game, starts } = await startEntries(tx, gameId, attempts, now);
    /** Runs a job's check; an AppError refuses that job alone. */
    const judge = async (index: number, check: (user: SessionUser, game: EntryGame, start: EntryStart) => Promise<void> | void) => {
      const start = starts[index];
      try {
        if (!start?.caller) throw sessionEnded();
        if (!game) throw refuse({ reason: 'gameNotFound' });
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
        if (!holder || releases.some((r) => r.square === square)) throw refuse({ reason: 'notYourSquare' });
        releases.push({ index, square, uid: holder.uid, update: { kind: 'square.released', square } });
      });
    }
    const released = releases.length > 0 ? await releaseSquaresLogged(tx, gameId, releases, topic) : new Set<number>();
    if (releases.length > 0) {
      for (const r of releases) if (!released.has(r.square)) refused(r.index, refuse({ reason: 'notYourSquare' }));
      if (released.size > 0) publish.logged(gameTopic, { id: gameId });
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
        const entryName = checkedClaimInitials(input.initials, label, user.uid, earlier ? earlier.newSquare.uid : start.labelHolder);
        // Held when the batch began and not released by it, or claimed earlier in the batch: taken
        // (a claim the start could not see still meets the primary key).
        const taken = (start.holder !== null && !released.has(square)) || accepted.some((c) => c.newSquare.square === square);
        if (taken) throw refuse({ reason: 'squareTaken' });
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

    // My Games: a player's first square in the game adds it; a player whose claims were all
    // refused never joined (a row the start added for a count is removed again).
    const joinedAtStart = new Set(starts.flatMap((start, i) => (start.joined && start.caller && jobs[i]?.kind === 'claim' ? [start.caller.uid] : [])));
    const joined = [...new Set([...joinedAtStart, ...landed.joined])].filter((uid) => landed.uids.has(uid));
    // The host's row counts the players, one per set of initials (docs/product/site.md#my-games): new
    // initials change it. It is logged after commit, off the claims' path (decision 056).
    const newPlayers = [...landed.addedLabels].some((name) => landed.labels.has(name));
    const hostChanged = game !== undefined && (newPlayers || joined.includes(game.hostUid));
    await publishGameSummaries(tx, publish, gameId, new Set(joined.filter((uid) => uid !== game?.hostUid)));
    const unjoined = [...joinedAtStart].filter((uid) => !landed.uids.has(uid));
    const unusedLabels = [...landed.addedLabels].filter((name) => !landed.labels.has(name));
    if (unjoined.length > 0 || unusedLabels.length > 0) await undoUnusedJoins(tx, gameId, unjoined, unusedLabels);
    return { outcomes, knowledge: batchKnowledge(game, now, jobs, starts, released, outcomes), joined, host: hostChanged ? game?.hostUid : undefined };
  });
  if (judged.host !== undefined) deps.hostSummaries.changed(judged.host, gameId);
  if (judged.joined.length > 0) deps.onJoined?.(gameId, judged.joined);
  return { outcomes: judged.outcomes, knowledge: judged.knowledge };
}

/** What the batch knows of its game once committed (decision 014). */
function batchKnowledge(
  game: EntryGame | undefined,
  now: Date,
  jobs: readonly EntryJob[],
  starts: readonly EntryStart[],
  released: ReadonlySet<number>,
  outcomes: readonly Outcome<void>[],
): BatchKnowledge {
  if (!game || isFrozen(game, now) || game.hostType === 'anonymous') return null;
  const taken = jobs.flatMap((job, i) => {
    const heldBefore = (starts[i]?.holder ?? null) !== null && !released.has(job.square);
    const claimed = job.kind === 'claim' && outcomes[i]?.ok === true;
    return heldBefore || claimed ? [job.square] : [];
  });
  return { taken, freed: [...released], kickoffMs: game.sports ? Date.parse(game.sports.gameTime) : null };
}

/**
 * Writes the accepted claims in one statement and refuses those the database turned down
 * (square taken, label someone else's). Returns the players and labels of the claims that
 * landed, the labels the statement added, and the players whose My Games row it added.
 */
async function writeClaims(
  tx: Queryable,
  publish: Publish,
  accepted: readonly AcceptedClaim[],
  refused: (index: number, error: unknown) => void,
): Promise<{ uids: Set<string>; labels: Set<string>; addedLabels: Set<string>; joined: Set<string> }> {
  const landed = { uids: new Set<string>(), labels: new Set<string>(), addedLabels: new Set<string>(), joined: new Set<string>() };
  if (accepted.length === 0) return landed;
  const gameId = accepted[0]!.newSquare.gameId;
  const topic = gameTopic.topic({ id: gameId });
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
    if (result?.joined) landed.joined.add(newSquare.uid);
    if (result?.labelHolder === null) {
      // The label was committed while the statement waited for it: read its holder afresh.
      if ((await claimLabel(tx, gameId, newSquare.entryName, newSquare.uid)) !== newSquare.uid) {
        refused(index, refuse({ reason: 'initialsTaken' }));
        continue;
      }
      const inserted = await insertSquare(tx, newSquare);
      if (!inserted) {
        refused(index, refuse({ reason: 'squareTaken' }));
        continue;
      }
      await publishGameEvent(publish, gameId, { kind: 'square.claimed', square: inserted });
      if (await insertUserGame(tx, newSquare.uid, gameId, newSquare.createdAt)) landed.joined.add(newSquare.uid);
    } else if (result?.labelHolder !== newSquare.uid) {
      refused(index, refuse({ reason: 'initialsTaken' }));
      continue;
    } else if (!result.claimed) {
      refused(index, refuse({ reason: 'squareTaken' }));
      continue;
    } else {
      publish.logged(gameTopic, { id: gameId });
    }
    landed.uids.add(newSquare.uid);
    landed.labels.add(newSquare.entryName);
  }
  return landed;
}
