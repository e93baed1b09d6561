// What pick'em games, entries, picks and beans do when an account changes (decision 006;
// docs/product/pickem.md). Combined before the squares steps in server-context.ts: those move or hand over every
// remaining hosted game and the My Games rows, and announce only squares hosts, so the pick'em
// hosts are moved and announced here first. Every step only touches rows that still belong to
// the old uid, so a retry is harmless.
import type { PublicId } from '../../contracts/users.js';
import { entryNameKey, planEntryMerge } from '../../domain/people/promotion.js';
import type { Queryable } from '../db/database.js';
import { findHostedGameIds, hasOtherPlayers, moveHostedGames } from '../db/repositories/games.repository.js';
import { deleteEntriesOfUser, deleteEntry, findEntries, handOverEntries, moveEntries, setEntriesOwner } from '../db/repositories/pickem-entries.repository.js';
import { findQuestionsGame, findQuestionsGameIdsWithPlayer } from '../db/repositories/pickem-games.repository.js';
import { findQuestions } from '../db/repositories/pickem-questions.repository.js';
import { moveBeanTransactions } from '../db/repositories/pickem-standings.repository.js';
import { findSeasonsOfPlayer, moveSeasonStandings, rerankSeason } from '../db/repositories/season-standings.repository.js';
import { bumpStandingsVersion } from '../db/repositories/seasons.repository.js';
import { findAccount } from '../db/repositories/users.repository.js';
import type { AccountSteps } from './account-steps.js';
import { entryOwnerOf, gameHostOf, publicIdOf, removeGame } from './game-common.js';
import { refreshQuestionsGame } from './pickem-refresh.js';
import { publishOwnEntries, publishQuestionsGameEvent, toQuestionsGame } from './pickem-view.js';
import type { Publish } from './publisher.js';
import type { GameId } from '../../contracts/ids.js';

async function publishHostChanged(tx: Queryable, publish: Publish, gameIds: readonly GameId[]): Promise<void> {
  for (const gameId of gameIds) {
    const game = await findQuestionsGame(tx, gameId);
    if (game) await publishQuestionsGameEvent(publish, gameId, { kind: 'host.changed', host: gameHostOf(game) });
  }
}

/**
 * Promotion (docs/product/accounts.md#takeover-and-promotion main-promoteAnonUser; docs/product/pickem.md "an anonymous player who signs in later
 * finds every entry and pick under the account"): hosted games, entries with their picks, and
 * beans move to the account. planEntryMerge decides: with oneEntryPerUser the account's entry
 * wins; otherwise every entry stays and a colliding name gets a number ('Jelly' → 'Jelly 2').
 */
async function promotePickem(tx: Queryable, fromUid: string, toUid: string, publish: Publish, now: Date): Promise<void> {
  const hosted = await moveHostedGames(tx, fromUid, toUid, 'Questions');
  const account = await findAccount(tx, toUid);
  const owner = account ? entryOwnerOf(publicIdOf(account)) : null;
  for (const gameId of await findQuestionsGameIdsWithPlayer(tx, fromUid)) {
    const game = await findQuestionsGame(tx, gameId);
    if (!game) continue;
    const before = await toQuestionsGame(tx, game);
    const entries = await findEntries(tx, gameId);
    const named = (test: (uid: string) => boolean) => entries.filter((e) => test(e.uid)).map((e) => ({ id: e.id, name: e.entryName }));
    const plan = planEntryMerge({
      oneEntryPerUser: game.oneEntryPerUser,
      accountEntries: named((uid) => uid === toUid),
      anonEntries: named((uid) => uid === fromUid),
      otherNames: entries.filter((e) => e.uid !== toUid && e.uid !== fromUid).map((e) => e.entryName),
    });
    for (const id of plan.drop) await deleteEntry(tx, id);
    await moveEntries(tx, gameId, fromUid, toUid, plan.rename.map((r) => ({ ...r, nameKey: entryNameKey(r.name) })));
    await setEntriesOwner(tx, toUid, owner, gameId);
    await refreshQuestionsGame(tx, publish, gameId, now, { before });
    await publishOwnEntries(tx, publish, gameId, toUid);
    await publishOwnEntries(tx, publish, gameId, fromUid);
  }
  await moveBeanTransactions(tx, fromUid, toUid);
  // Season standings follow the beans: a player who signs in keeps their place.
  await moveSeasonStandings(tx, fromUid, toUid);
  for (const seasonId of await findSeasonsOfPlayer(tx, toUid)) {
    await rerankSeason(tx, seasonId);
    await bumpStandingsVersion(tx, seasonId);
  }
  await publishHostChanged(tx, publish, hosted);
}

/**
 * Account deletion (decision 006): hosted pick'em games nobody else plays are deleted, the
 * rest pass to the 'Deleted host' user. The player's entries are deleted while no
 * question has locked; after that they stay (the standings stand) under the 'Deleted host' user,
 * without the player's name or avatar.
 */
async function deletePickemOf(tx: Queryable, uid: string, deletedHostUid: string, publish: Publish, now: Date): Promise<void> {
  for (const gameId of await findHostedGameIds(tx, uid, 'Questions')) {
    if (!(await hasOtherPlayers(tx, gameId, uid))) await removeGame(tx, publish, gameId);
  }
  const played = await findQuestionsGameIdsWithPlayer(tx, uid);
  await publishHostChanged(tx, publish, await moveHostedGames(tx, uid, deletedHostUid, 'Questions'));
  for (const gameId of played) {
    const game = await findQuestionsGame(tx, gameId);
    if (!game) continue;
    const before = await toQuestionsGame(tx, game);
    const questions = await findQuestions(tx, gameId);
    if (questions.some((q) => q.lockedAt !== null)) await handOverEntries(tx, gameId, uid, deletedHostUid);
    else await deleteEntriesOfUser(tx, gameId, uid);
    await refreshQuestionsGame(tx, publish, gameId, now, { before });
  }
}

/** A new public face on the player's entries and on the games they host (docs/product/pickem.md). */
async function rewritePublicFace(tx: Queryable, uid: string, publicId: PublicId, publish: Publish, now: Date): Promise<void> {
  const hosted = await findHostedGameIds(tx, uid, 'Questions');
  for (const gameId of await findQuestionsGameIdsWithPlayer(tx, uid)) {
    const game = await findQuestionsGame(tx, gameId);
    if (!game) continue;
    const before = await toQuestionsGame(tx, game);
    await setEntriesOwner(tx, uid, entryOwnerOf(publicId), gameId);
    await refreshQuestionsGame(tx, publish, gameId, now, { before });
  }
  await publishHostChanged(tx, publish, hosted);
}

/** Combined before the squares steps in server-context.ts (decision 006, 009). */
export const pickemAccountSteps: Partial<AccountSteps> = {
  promotion: [{ name: 'pickem', run: (tx, { fromUid, toUid }, { publish, now }) => promotePickem(tx, fromUid, toUid, publish, now) }],
  deletion: [{ name: 'pickem', run: (tx, { uid, deletedHostUid }, { publish, now }) => deletePickemOf(tx, uid, deletedHostUid, publish, now) }],
  publicIdChanged: [{ name: 'pickem', run: (tx, { uid, publicId }, { publish, now }) => rewritePublicFace(tx, uid, publicId, publish, now) }],
  signedInInPlace: [{ name: 'pickem', run: async (tx, { uid }, { publish }) => publishHostChanged(tx, publish, await findHostedGameIds(tx, uid, 'Questions')) }],
};
