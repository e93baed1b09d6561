// What the squares commands share (squares.service.ts, squares-claims.service.ts): their
// dependencies, the kickoff check and the owner a square shows.
import type { GameId } from '../../contracts/ids.js';
import type { EntryOwner } from '../../contracts/squares.js';
import { AVATAR_SET, normaliseDisplayName } from '../../domain/people/profile.js';
import type { Database } from '../db/database.js';
import type { Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import type { TakenSquares } from './taken-squares.js';

export interface SquaresDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  /** Where one process owns the data (PGlite): claims on squares known taken are refused at once (decision 014). */
  takenSquares?: TakenSquares;
  /** Told each claim batch's size and how long it took (metrics). */
  onClaimBatch?: (size: number, seconds: number) => void;
  /** Told, after a batch commits, who placed their first square in the game in it (analytics). */
  onJoined?: (gameId: GameId, uids: readonly string[]) => void;
}

/** Kickoff (or first pitch) has come, even if the feed has not said so yet. */
export function hasStarted(sports: { status: string; gameTime: string }, now: Date): boolean {
  return sports.status !== 'NS' || now.getTime() >= Date.parse(sports.gameTime);
}

type PublicFace = { handle: string | null; avatarId: number | null; realName: string | null };

/**
 * docs/product/site.md#games-in-common entryOwner: the display name the player typed, else a signed-in player's public
 * face (real name or handle, and avatar). A square claimed on behalf of someone carries only
 * the name typed for them.
 */
export function entryOwnerOf(user: SessionUser, account: PublicFace | null | undefined, displayName: string | undefined, onBehalf: boolean): EntryOwner {
  const typed = displayName === undefined ? '' : normaliseDisplayName(displayName);
  if (onBehalf) return typed ? { name: typed, avatar: null } : null;
  const face = user.type === 'signedIn' ? account : undefined;
  const avatar = face?.avatarId ? { set: AVATAR_SET, id: face.avatarId } as const : null;
  const name = typed || face?.realName || face?.handle || '';
  return name ? { name, avatar } : null;
}
