// A player's pick'em entry commands (docs/product/pickem.md the entry
// writes): join, tiebreaker, rename, submit and cancel (a pick is pickem-picks.service.ts, in batches). The rules are the domain's
// (src/domain/pickem); this file orders the checks, holds the right rows and publishes. Every
// refusal changes nothing: it throws inside the command's transaction.
import type { EntryId, GameId } from '../../contracts/ids.js';
import { randomInt } from 'node:crypto';
import type { CreatedEntry } from '../../contracts/pickem.js';
import type { EntryOwner } from '../../contracts/squares.js';
import { ANON_HOST_ENTRY_LIMIT } from '../../domain/people/hosting.js';
import { normaliseName } from '../../domain/people/labels.js';
import { ENTRY_NAME_RULE, entryNameKey, suffixedName } from '../../domain/people/promotion.js';
import { generateEntryName } from '../../domain/pickem/index.js';
import type { Queryable } from '../db/database.js';
import { findTiebreakerAnswers, setTiebreakerAnswer } from '../db/repositories/pickem-answers.repository.js';
import { deleteEntry, findEntries, findEntryForUpdate, insertEntry, renameEntry, setEntrySubmitted } from '../db/repositories/pickem-entries.repository.js';
import type { EntryRecord } from '../db/repositories/pickem-entries.repository.js';
import type { QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import { deleteUserGame, insertUserGame } from '../db/repositories/user-games.repository.js';
import { findAccount } from '../db/repositories/users.repository.js';
import { entryOwnerOf, newEntryId, publicIdOf } from './game-common.js';
import { refuse, requireUser } from './errors.js';
import { commandWithPodium, getQuestionsGame } from './pickem-common.js';
import type { PickemDeps } from './pickem-common.js';
import { lockedQuestions, readLockInputs, tiebreakerLocked } from './pickem-question-state.js';
import { refreshQuestionsGame } from './pickem-refresh.js';
import { publishOwnEntries, toQuestionsGame } from './pickem-view.js';
import { runCommand } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import { publishSummaryRemoved, publishUserGame } from './user-games.service.js';

/** The caller's own entry; a forged id and another player's entry are refused alike (nothing about it leaks). */
async function ownEntry(tx: Queryable, gameId: GameId, entryId: EntryId, user: SessionUser): Promise<EntryRecord> {
  const entry = await findEntryForUpdate(tx, gameId, entryId);
  if (!entry || entry.uid !== user.uid) throw refuse({ reason: 'entryNotFound' });
  return entry;
}

/** Every question closed (nothing left to pick), read in the command's transaction with the games the feed has started. */
async function allLocked(tx: Queryable, game: QuestionsGameRecord, now: Date): Promise<boolean> {
  const inputs = await readLockInputs(tx, game.id);
  return inputs.questions.every(lockedQuestions(game, inputs, now));
}
/** Any question closed (its picks are public and scored). */
async function anyLocked(tx: Queryable, game: QuestionsGameRecord, now: Date): Promise<boolean> {
  const inputs = await readLockInputs(tx, game.id);
  return inputs.questions.some(lockedQuestions(game, inputs, now));
}

/** Uniform in [0, 1) from the system's CSPRNG, for generated names. */
const secureRandom = () => randomInt(2 ** 32) / 2 ** 32;

/** docs/product/site.md#games-in-common entryOwner: a signed-in player's public face (real name or handle, and avatar); anonymous players have none. */
async function ownerAndDefaultName(tx: Queryable, user: SessionUser): Promise<{ owner: EntryOwner; defaultName: string | null }> {
  if (user.type !== 'signedIn') return { owner: null, defaultName: null };
  const account = await findAccount(tx, user.uid);
  // docs/product/pickem.md: signed-in players start under their handle (or real name).
  return { owner: account ? entryOwnerOf(publicIdOf(account)) : null, defaultName: account?.handle || account?.realName || null };
}

/**
 * POST /api/games/{id}/entries: the join page's first tap (docs/product/pickem.md). The game row is held
 * FOR UPDATE, so a player's entries are counted exactly and names never collide. Anonymous
 * players get a generated name; signed-in players their handle, numbered if taken.
 */
export async function createEntry(
  deps: PickemDeps,
  sessionUser: SessionUser | undefined,
  gameId: GameId,
  input: { entryName?: string },
  client: { bot: boolean } = { bot: false },
): Promise<CreatedEntry> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  let created: CreatedEntry | undefined;
  await commandWithPodium(deps, gameId, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    const before = await toQuestionsGame(tx, game);
    // A season's standings are people's (docs/product/seasons.md): a crawler's request never enters one.
    if (game.season && client.bot) throw refuse({ reason: 'botsCannotPlay' });
    const hostAnonymous = game.host.type === 'anonymous';
    if (hostAnonymous && user.uid !== game.hostUid) throw refuse({ reason: 'hostAnonymous' });
    if (await allLocked(tx, game, now)) throw refuse({ reason: 'picksLocked' });
    const entries = await findEntries(tx, gameId);
    const mine = entries.filter((e) => e.uid === user.uid).length;
    if (hostAnonymous && mine >= ANON_HOST_ENTRY_LIMIT) throw refuse({ reason: 'anonymousHostLimit' });
    if (game.oneEntryPerUser && mine >= 1) throw refuse({ reason: 'oneEntry' });
    if (game.entryLimit !== null && mine >= game.entryLimit) throw refuse({ reason: 'pickemEntryLimit', limit: game.entryLimit });
    const taken = new Set(entries.map((e) => entryNameKey(e.entryName)));
    const { owner, defaultName } = await ownerAndDefaultName(tx, user);
    let entryName: string;
    if (input.entryName !== undefined) {
      if (user.type !== 'signedIn') throw refuse({ reason: 'signInToRename' });
      // Compared and stored as it shows: 'Q\u200BX' is the entry 'QX' (labels.ts).
      entryName = normaliseName(input.entryName);
      if (taken.has(entryNameKey(entryName)) || entryNameKey(entryName) === '') throw refuse({ reason: 'entryNameTaken' });
    } else if (defaultName) {
      entryName = suffixedName(defaultName, taken, ENTRY_NAME_RULE);
    } else {
      try {
        entryName = generateEntryName(secureRandom, taken);
      } catch {
        throw refuse({ reason: 'entryNameGenerationFailed' });
      }
    }
    const id = newEntryId();
    const inserted = await insertEntry(tx, { id, gameId, uid: user.uid, entryName, nameKey: entryNameKey(entryName), entryOwner: owner, createdAt: now, rank: entries.length + 1 });
    if (!inserted) throw refuse({ reason: 'entryNameTaken' });
    // My Games leaves the public challenges out (docs/product/site.md#my-games): they have pages of their own.
    const listed = game.season?.tag == null;
    if (listed && (await insertUserGame(tx, user.uid, gameId, now))) await publishUserGame(tx, publish, user.uid, gameId);
    await publishOwnEntries(tx, publish, gameId, user.uid);
    created = { entryId: id, entryName };
    return refreshQuestionsGame(tx, publish, gameId, now, { before });
  });
  return created!;
}

/** The tiebreaker answer, an integer 0–150 (the contract checks it), or null to clear (docs/product/pickem.md). */
export async function setTiebreaker(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: GameId, entryId: EntryId, value: number | null): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'share');
    const entry = await ownEntry(tx, gameId, entryId, user);
    if (game.tiebreaker === null) throw refuse({ reason: 'noTiebreaker' });
    if (tiebreakerLocked(game, await readLockInputs(tx, gameId), now)) throw refuse({ reason: 'picksLocked' });
    await setTiebreakerAnswer(tx, entry.id, value);
    await publishOwnEntries(tx, publish, gameId, user.uid);
  });
}

/** Signed-in players rename their entry (docs/product/pickem.md); names stay unique by entryNameKey. */
export async function renameOwnEntry(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: GameId, entryId: EntryId, typedName: string): Promise<void> {
  const user = requireUser(sessionUser);
  const entryName = normaliseName(typedName);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    // FOR UPDATE, not SHARE: the refresh below takes it, and two commands upgrading a shared lock would deadlock.
    const game = await getQuestionsGame(tx, gameId, 'update');
    const entry = await ownEntry(tx, gameId, entryId, user);
    if (user.type !== 'signedIn') throw refuse({ reason: 'signInToRename' });
    const before = await toQuestionsGame(tx, game);
    const key = entryNameKey(entryName);
    if (key === '' || !(await renameEntry(tx, entry.id, entryName, key))) throw refuse({ reason: 'entryNameTaken' });
    await publishOwnEntries(tx, publish, gameId, user.uid);
    await refreshQuestionsGame(tx, publish, gameId, now, { before });
  });
}

/** Submit Entry (docs/product/pickem.md): any number of picks, but the tiebreaker answered when the game has one. */
export async function submitEntry(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: GameId, entryId: EntryId): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    const entry = await ownEntry(tx, gameId, entryId, user);
    if (await allLocked(tx, game, now)) throw refuse({ reason: 'picksLocked' });
    if (game.tiebreaker !== null && !(await findTiebreakerAnswers(tx, gameId, user.uid)).has(entry.id)) throw refuse({ reason: 'tiebreakerRequired' });
    if (entry.submitted) return;
    const before = await toQuestionsGame(tx, game);
    await setEntrySubmitted(tx, entry.id);
    await publishOwnEntries(tx, publish, gameId, user.uid);
    await refreshQuestionsGame(tx, publish, gameId, now, { before });
  });
}

/**
 * Cancel Entry (docs/product/pickem.md: deletes both parts). Only before any question has locked: after
 * that the entry's locked picks are public and part of the standings. A player left without
 * entries (and not hosting) leaves My Games.
 */
export async function cancelEntry(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: GameId, entryId: EntryId): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await commandWithPodium(deps, gameId, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    const entry = await ownEntry(tx, gameId, entryId, user);
    if (await anyLocked(tx, game, now)) throw refuse({ reason: 'picksLocked' });
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
