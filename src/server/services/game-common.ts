// What every game type's commands share: a new game's ids and common row, and the host as
// the contracts show it (docs/product/site.md#games-in-common).
import { randomBytes } from 'node:crypto';
import { EntryIdSchema, GameIdSchema, type EntryId, type GameId } from '../../contracts/ids.js';
import { gameTopic } from '../../contracts/topics.js';
import type { EntryOwner, GameHost } from '../../contracts/squares.js';
import type { PublicId } from '../../contracts/users.js';
import { normaliseName } from '../../domain/people/labels.js';
import { AVATAR_SET } from '../../domain/people/profile.js';
import type { Queryable } from '../db/database.js';
import { deleteGame, insertGame, type GameCommonRecord, type GameHostRecord, type NewGame } from '../db/repositories/games.repository.js';
import { findGameSummaries } from '../db/repositories/user-games.repository.js';
import { AppError } from './errors.js';
import type { Publish } from './publisher.js';
import { publishSummaryRemoved } from './user-games.service.js';

/**
 * An admin acting on a game in the host's stead (decision 041): who may was checked by the caller;
 * `record` writes the audit row inside the command's transaction, so the change and its record
 * commit together or not at all.
 */
export interface AdminOverride {
  record(tx: Queryable, before: { name: string; code: string }): Promise<void>;
}

/** A pool's name as it shows (labels.ts): one made of invisible characters only is no name. */
export function poolName(typed: string): string {
  const name = normaliseName(typed);
  if (name === '') throw new AppError('invalid_input', 'name: A pool needs a name');
  return name;
}

/** 20 url-safe characters (120 random bits), the shape of user ids: ids of games and entries. */
export function newRandomId(): string {
  return randomBytes(15).toString('base64url');
}

/** A new pick'em entry's id. */
export function newEntryId(): EntryId {
  return EntryIdSchema.parse(newRandomId());
}

/** docs/product/site.md#games-in-common code: GameCodeSchema's 31 characters without look-alikes. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function newGameCode(): string {
  let code = '';
  while (code.length < 6) {
    // 248 = 8 × 31: rejecting the bytes above keeps every character equally likely.
    for (const byte of randomBytes(8)) if (byte < 248 && code.length < 6) code += CODE_ALPHABET[byte % 31];
  }
  return code;
}

/** Ids and codes are random; a collision draws new ones (a handful of tries is astronomically enough). */
const MAX_ID_ATTEMPTS = 8;

/** Inserts the common game row under a fresh id and code; the caller adds its type's rows. */
export async function insertNewGame(tx: Queryable, game: Omit<NewGame, 'id' | 'code'>): Promise<{ id: GameId; code: string }> {
  for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt++) {
    const id = GameIdSchema.parse(newRandomId());
    const code = newGameCode();
    if (await insertGame(tx, { ...game, id, code })) return { id, code };
  }
  throw new AppError('internal', 'Could not find a free game code. Please try again.');
}

/** A stored public face (a users row: handle, avatar id, real name) as the contracts show it. */
export function publicIdOf(face: { handle: string | null; avatarId: number | null; realName: string | null }): PublicId {
  return { handle: face.handle, avatar: face.avatarId === null ? null : { set: AVATAR_SET, id: face.avatarId }, realName: face.realName };
}

/** docs/product/site.md#games-in-common entryOwner from a public face: real name, else handle, with the avatar; none without either. */
export function entryOwnerOf(publicId: PublicId): EntryOwner {
  const name = publicId.realName || publicId.handle;
  return name ? { name, avatar: publicId.avatar } : null;
}

/** The host as the contracts show it: anonymous hosts have no public face. */
export function gameHostOf(game: GameCommonRecord & GameHostRecord): GameHost {
  const { host } = game;
  return { uid: game.hostUid, isAnonymous: host.type === 'anonymous', publicId: host.type === 'anonymous' ? null : publicIdOf(host) };
}

/** Deletes a game of any type the caller holds FOR UPDATE and tells its page and its participants. */
export async function removeGame(tx: Queryable, publish: Publish, gameId: GameId): Promise<void> {
  const participants = (await findGameSummaries(tx, gameId)).map((row) => row.uid);
  await deleteGame(tx, gameId);
  await publish(gameTopic, { id: gameId }, { kind: 'game.deleted' });
  await publishSummaryRemoved(publish, participants, gameId);
}
