// What the squares commands share (squares.service.ts, squares-claims.service.ts): their
// dependencies, how a domain refusal becomes an AppError, the kickoff check and the owner a
// square shows.
import type { EntryOwner } from '../../contracts/squares.js';
import { AVATAR_SET, normaliseDisplayName } from '../../domain/people/profile.js';
import { CLAIM_ERRORS } from '../../domain/squares/index.js';
import type { Database } from '../db/database.js';
import { AppError } from './errors.js';
import type { ErrorCode } from './errors.js';
import type { Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import type { TakenSquares } from './taken-squares.js';

export interface SquaresDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  /** Where one process owns the data (PGlite): claims on squares known taken are refused at once (decision 014). */
  takenSquares?: TakenSquares;
}

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

export const refuse = (message: string): AppError => new AppError(CLAIM_ERROR_CODES[message] ?? 'conflict', message);

/** Kickoff (or first pitch) has come, even if the feed has not said so yet. */
export function hasStarted(sports: { status: string; gameTime: string }, now: Date): boolean {
  return sports.status !== 'NS' || now.getTime() >= Date.parse(sports.gameTime);
}

type PublicFace = { handle: string | null; avatarId: number | null; realName: string | null };

/**
 * SPEC §3 entryOwner: the display name the player typed, else a signed-in player's public
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
