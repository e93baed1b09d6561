import type { PublicId } from '../../contracts/users.js';
import type { Queryable } from '../db/database.js';
import type { Publish } from './publisher.js';

/**
 * What other resources do when an account changes. Games, entries and user-game
 * summaries each contribute their steps to the server context (server-context.ts), which
 * sign-in, profile and deletion are given, so they never need to know those tables.
 * Every step runs inside the command's one transaction: if any step throws, nothing
 * of the command is kept, and a retry runs every step again — so steps must be
 * idempotent (moving rows that still belong to `fromUid` is).
 */
export interface AccountStepContext {
  now: Date;
  publish: Publish;
}

/** Moves what the anonymous user `fromUid` owns to `toUid` (docs/product/accounts.md#takeover-and-promotion main-promoteAnonUser). */
export type PromotionStep = (tx: Queryable, change: { fromUid: string; toUid: string }, context: AccountStepContext) => Promise<void>;

/**
 * Removes or hands over what `uid` owns before its row is deleted: hosted games with no
 * other players are deleted, the rest pass to `deletedHostUid` ('Deleted host').
 */
export type AccountDeletionStep = (tx: Queryable, change: { uid: string; deletedHostUid: string }, context: AccountStepContext) => Promise<void>;

/** The public face changed: rewrite entryOwner on the user's entries in one batch (docs/product/accounts.md). */
export type PublicIdChangedStep = (tx: Queryable, change: { uid: string; publicId: PublicId }, context: AccountStepContext) => Promise<void>;

/**
 * The anonymous user `uid` signed in and became the account itself (same uid, decision 006):
 * nothing moves, but what shows them as anonymous changes — a waiting game's players may
 * join once its host is signed in (docs/product/accounts.md).
 */
export type SignedInInPlaceStep = (tx: Queryable, change: { uid: string }, context: AccountStepContext) => Promise<void>;

/**
 * A first sign-in created the account `uid`, after what the anonymous player did moved into it:
 * a resource may fill the empty profile fields from what the player typed in its games
 * (docs/product/accounts.md#profile, decision 035). Runs before the public face is republished.
 */
export type FirstSignInStep = (tx: Queryable, change: { uid: string }, context: AccountStepContext) => Promise<void>;

export interface Named<Step> {
  /** For logs and errors: which resource's step this is. */
  name: string;
  run: Step;
}

export interface AccountSteps {
  promotion: ReadonlyArray<Named<PromotionStep>>;
  deletion: ReadonlyArray<Named<AccountDeletionStep>>;
  publicIdChanged: ReadonlyArray<Named<PublicIdChangedStep>>;
  signedInInPlace: ReadonlyArray<Named<SignedInInPlaceStep>>;
  firstSignIn: ReadonlyArray<Named<FirstSignInStep>>;
}

export const noAccountSteps: AccountSteps = { promotion: [], deletion: [], publicIdChanged: [], signedInInPlace: [], firstSignIn: [] };

/** Concatenates step lists in order (built-in steps first, then each resource's). */
export function combineAccountSteps(...lists: ReadonlyArray<Partial<AccountSteps>>): AccountSteps {
  return {
    promotion: lists.flatMap((l) => l.promotion ?? []),
    deletion: lists.flatMap((l) => l.deletion ?? []),
    publicIdChanged: lists.flatMap((l) => l.publicIdChanged ?? []),
    signedInInPlace: lists.flatMap((l) => l.signedInInPlace ?? []),
    firstSignIn: lists.flatMap((l) => l.firstSignIn ?? []),
  };
}
