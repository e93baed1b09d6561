// What squares games, squares and My Games summaries do when an account changes
// (decision 006; docs/product/accounts.md, docs/product/squares.md). Every step runs inside the account
// command's transaction and only touches rows that still belong to the old uid, so a
// retry is harmless.
import type { SquaresGameEvent } from '../../contracts/squares.js';
import type { PublicId } from '../../contracts/users.js';
import { planInitialsMerge } from '../../domain/people/promotion.js';
import type { Queryable } from '../db/database.js';
import { findHostedGameIds, hasOtherPlayers, moveHostedGames } from '../db/repositories/games.repository.js';
import {
  deleteSquaresOfUser,
  findLastTypedLabels,
  findSquaresGameIdsWithPlayer,
  moveSquares,
  setOwnSquaresOwner,
} from '../db/repositories/squares-account-steps.repository.js';
import { fillEmptyProfile } from '../db/repositories/users.repository.js';
import { checkPreferredInitials, checkRealName } from '../../domain/people/profile.js';
import { deleteLabelsOfUser, findLabels, moveLabels } from '../db/repositories/squares-labels.repository.js';
import { findSquaresGame, saveResults } from '../db/repositories/squares.repository.js';
import { moveUserGames } from '../db/repositories/user-games.repository.js';
import type { AccountSteps } from './account-steps.js';
import type { Publish } from './publisher.js';
import type { GameId } from '../../contracts/ids.js';
import { entryOwnerOf, gameHostOf, removeGame } from './game-common.js';
import { publishGameEvent } from './squares-game.js';
import { publishUserGame } from './user-games.service.js';

async function publishHostChanged(tx: Queryable, publish: Publish, gameIds: readonly GameId[]): Promise<void> {
  for (const gameId of gameIds) {
    const game = await findSquaresGame(tx, gameId);
    if (game) await publishGameEvent(publish, gameId, { kind: 'host.changed', host: gameHostOf(game) });
  }
}

/**
 * Promotion (docs/product/accounts.md#takeover-and-promotion main-promoteAnonUser): the anonymous player's hosted games, squares,
 * initials and summaries move to the account. Initials another player uses get a number
 * (planInitialsMerge: 'AB' → 'AB2'); initials the account already uses stay as they are.
 */
async function promoteSquares(tx: Queryable, fromUid: string, toUid: string, publish: Publish): Promise<void> {
  // Game rows first, in id order, as every command takes them: claims wait, nothing deadlocks.
  await findHostedGameIds(tx, fromUid);
  const played = await findSquaresGameIdsWithPlayer(tx, fromUid);
  const hosted = await moveHostedGames(tx, fromUid, toUid);
  for (const gameId of played) {
    const labels = await findLabels(tx, gameId);
    const initialsOf = (test: (uid: string) => boolean) => labels.filter((label) => test(label.uid)).map((label) => label.entryName);
    const renames = planInitialsMerge({
      accountInitials: initialsOf((uid) => uid === toUid),
      anonInitials: initialsOf((uid) => uid === fromUid),
      otherInitials: initialsOf((uid) => uid !== toUid && uid !== fromUid),
    });
    await moveLabels(tx, gameId, fromUid, toUid, renames);
    const squares = await moveSquares(tx, gameId, fromUid, toUid, renames);
    if (squares.length > 0) await publishGameEvent(publish, gameId, { kind: 'squares.updated', squares });
  }
  for (const gameId of await moveUserGames(tx, fromUid, toUid)) await publishUserGame(tx, publish, toUid, gameId);
  await publishHostChanged(tx, publish, hosted);
}

/**
 * Account deletion (decision 006): hosted games nobody else plays are deleted, the rest
 * pass to the 'Deleted host' user. The player's squares in open games are released;
 * in locked games they stay (their results stand) under the 'Deleted host' user, without the
 * player's name or avatar.
 */
async function deleteSquaresOf(tx: Queryable, uid: string, deletedHostUid: string, publish: Publish): Promise<void> {
  for (const gameId of await findHostedGameIds(tx, uid)) {
    if (!(await hasOtherPlayers(tx, gameId, uid))) await removeGame(tx, publish, gameId);
  }
  const played = await findSquaresGameIdsWithPlayer(tx, uid);
  await publishHostChanged(tx, publish, await moveHostedGames(tx, uid, deletedHostUid));
  for (const gameId of played) {
    const game = await findSquaresGame(tx, gameId);
    if (!game) continue;
    if (game.lockedAt === null) {
      for (const square of await deleteSquaresOfUser(tx, gameId, uid)) {
        await publishGameEvent(publish, gameId, { kind: 'square.released', square } satisfies SquaresGameEvent);
      }
      await deleteLabelsOfUser(tx, gameId, uid);
      continue;
    }
    await moveLabels(tx, gameId, uid, deletedHostUid, new Map());
    const squares = await moveSquares(tx, gameId, uid, deletedHostUid, new Map(), { clearOwner: true });
    if (squares.length > 0) await publishGameEvent(publish, gameId, { kind: 'squares.updated', squares });
    if (game.results.some((result) => result.uid === uid)) {
      const results = game.results.map((result) => (result.uid === uid ? { ...result, uid: deletedHostUid } : result));
      await saveResults(tx, gameId, { results, correctedAt: game.correctedAt, babyShower: game.babyShower });
      await publishGameEvent(publish, gameId, {
        kind: 'game.settled',
        gamePhase: game.gamePhase,
        results,
        correctedAt: game.correctedAt,
        babyShower: game.babyShower,
      });
    }
  }
}

/** A new public face: entryOwner on the player's own squares, and the host shown on their games (docs/product/squares.md). */
async function rewritePublicFace(tx: Queryable, uid: string, publicId: PublicId, publish: Publish): Promise<void> {
  const hosted = await findHostedGameIds(tx, uid);
  for (const [gameId, squares] of await setOwnSquaresOwner(tx, uid, entryOwnerOf(publicId))) {
    await publishGameEvent(publish, gameId, { kind: 'squares.updated', squares });
  }
  await publishHostChanged(tx, publish, hosted);
}

/** An anonymous host who signs in keeps their uid: their games now show a signed-in host, and players may join (docs/product/squares.md). */
async function announceSignedInHost(tx: Queryable, uid: string, publish: Publish): Promise<void> {
  await publishHostChanged(tx, publish, await findHostedGameIds(tx, uid));
}

/**
 * A first sign-in: the initials and name the player last typed on a square of their own become the
 * account's preferred initials and real name, so Your Settings opens filled in (decision 035).
 * Initials the profile rules refuse ('AB2', given at promotion) are left out.
 */
async function carryOverTypedLabels(tx: Queryable, uid: string): Promise<void> {
  const typed = await findLastTypedLabels(tx, uid);
  const initials = typed.initials === null ? null : checkPreferredInitials(typed.initials);
  const name = typed.name === null ? null : checkRealName(typed.name);
  const fill = { preferredInitials: initials?.ok ? initials.value : null, realName: name?.ok ? name.value : null };
  if (fill.preferredInitials !== null || fill.realName !== null) await fillEmptyProfile(tx, uid, fill);
}

/** Combined into the server context in server-context.ts (decision 006). */
export const squaresAccountSteps: Partial<AccountSteps> = {
  promotion: [{ name: 'squares', run: (tx, { fromUid, toUid }, { publish }) => promoteSquares(tx, fromUid, toUid, publish) }],
  deletion: [{ name: 'squares', run: (tx, { uid, deletedHostUid }, { publish }) => deleteSquaresOf(tx, uid, deletedHostUid, publish) }],
  publicIdChanged: [{ name: 'squares', run: (tx, { uid, publicId }, { publish }) => rewritePublicFace(tx, uid, publicId, publish) }],
  signedInInPlace: [{ name: 'squares', run: (tx, { uid }, { publish }) => announceSignedInHost(tx, uid, publish) }],
  firstSignIn: [{ name: 'squares', run: (tx, { uid }) => carryOverTypedLabels(tx, uid) }],
};
