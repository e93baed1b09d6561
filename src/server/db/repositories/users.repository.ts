import { z } from 'zod';
import type { Queryable } from '../database.js';
import { notifyUserSessionsEnded } from './session-revocations.js';

const UserRowSchema = z.object({ uid: z.string(), type: z.enum(['anonymous', 'signedIn']) });
export type UserRow = z.infer<typeof UserRowSchema>;

/** Holds the games of hosts who deleted their account (decision 006); created on the first deletion. */
export const DELETED_HOST_UID = '_deleted_host_______';

/** The 'Deleted host' user, who takes over a deleted account's games and locked entries: a signed-in user with no email, identity or session, so nobody can be it. */
export async function ensureDeletedHost(db: Queryable, now: Date): Promise<string> {
  await db.query(
    "insert into users (uid, type, real_name, signed_up_at) values ($1, 'signedIn', 'Deleted host', $2) on conflict (uid) do nothing",
    [DELETED_HOST_UID, now],
  );
  return DELETED_HOST_UID;
}

/** The host of every public challenge (decision 038), created by the season clock's first turn. */
export const SPORTSBALL_HOST_UID = '_sportsball_host____';

/**
 * The 'Sportsball' host: signed in (so players can join its games) with no email, identity or
 * session, so nobody can be it; its handle is taken, so nobody can look like it.
 */
export async function ensureSportsballHost(db: Queryable, now: Date): Promise<string> {
  // Should a player have taken the handle first, the host goes without one (its name still says Sportsball).
  await db.query(
    `insert into users (uid, type, handle, search_handle, real_name, signed_up_at)
     select $1, 'signedIn', h.handle, h.search_handle, 'Sportsball', $2
       from (select case when exists (select 1 from users where search_handle = 'sportsball') then null else 'Sportsball' end as handle,
                    case when exists (select 1 from users where search_handle = 'sportsball') then null else 'sportsball' end as search_handle) h
     on conflict (uid) do nothing`,
    [SPORTSBALL_HOST_UID, now],
  );
  return SPORTSBALL_HOST_UID;
}

export async function insertAnonymousUser(db: Queryable, uid: string): Promise<UserRow> {
  const { rows } = await db.query('insert into users (uid, type) values ($1, $2) returning uid, type', [uid, 'anonymous']);
  return UserRowSchema.parse(rows[0]);
}

const AccountRowSchema = z.object({
  uid: z.string(),
  type: z.enum(['anonymous', 'signedIn']),
  email: z.string().nullable(),
  handle: z.string().nullable(),
  search_handle: z.string().nullable(),
  avatar_id: z.number().int().min(1).max(51).nullable(),
  real_name: z.string().nullable(),
  preferred_initials: z.string().nullable(),
  bio: z.string().nullable(),
  analytics_opt_out: z.boolean(),
});

/** A user row with its profile (docs/product/accounts.md#profile); profile fields are null for anonymous users. */
export interface AccountRecord {
  uid: string;
  type: 'anonymous' | 'signedIn';
  email: string | null;
  handle: string | null;
  searchHandle: string | null;
  avatarId: number | null;
  realName: string | null;
  preferredInitials: string | null;
  bio: string | null;
  analyticsOptOut: boolean;
}

const ACCOUNT_COLUMNS = 'uid, type, email, handle, search_handle, avatar_id, real_name, preferred_initials, bio, analytics_opt_out';

const toAccount = (row: unknown): AccountRecord => {
  const r = AccountRowSchema.parse(row);
  return {
    uid: r.uid,
    type: r.type,
    email: r.email,
    handle: r.handle,
    searchHandle: r.search_handle,
    avatarId: r.avatar_id,
    realName: r.real_name,
    preferredInitials: r.preferred_initials,
    bio: r.bio,
    analyticsOptOut: r.analytics_opt_out,
  };
};

export async function findAccount(db: Queryable, uid: string, options: { forUpdate?: boolean } = {}): Promise<AccountRecord | undefined> {
  const { rows } = await db.query(`select ${ACCOUNT_COLUMNS} from users where uid = $1${options.forUpdate ? ' for update' : ''}`, [uid]);
  return rows[0] === undefined ? undefined : toAccount(rows[0]);
}

/** The signed-in account with this (verified, lowercased) email. */
export async function findAccountUidByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ uid: string }>("select uid from users where lower(email) = $1 and type = 'signedIn'", [email]);
  return rows[0]?.uid;
}

export async function insertSignedInUser(db: Queryable, uid: string, email: string | null, now: Date): Promise<void> {
  await db.query("insert into users (uid, type, email, signed_up_at) values ($1, 'signedIn', $2, $3)", [uid, email, now]);
}

/** Turns an anonymous user into a signed-in one, keeping its uid (and so everything it owns). */
export async function promoteUserInPlace(db: Queryable, uid: string, email: string | null, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    "update users set type = 'signedIn', email = $2, signed_up_at = $3 where uid = $1 and type = 'anonymous'",
    [uid, email, now],
  );
  return rowCount === 1;
}

/** Records a verified email on an account that has none yet (an identity that came without one). */
export async function setEmailIfMissing(db: Queryable, uid: string, email: string): Promise<void> {
  await db.query(
    'update users set email = $2 where uid = $1 and email is null and not exists (select 1 from users where lower(email) = $2)',
    [uid, email],
  );
}

export interface ProfileChange {
  handle?: string;
  searchHandle?: string;
  avatarId?: number | null;
  realName?: string | null;
  preferredInitials?: string | null;
  bio?: string | null;
  analyticsOptOut?: boolean;
}

/** Writes the given profile fields; a taken search handle fails on the unique index (23505). */
export async function updateProfile(db: Queryable, uid: string, change: ProfileChange): Promise<AccountRecord> {
  const columns: Array<[string, unknown]> = [];
  if (change.handle !== undefined) columns.push(['handle', change.handle]);
  if (change.searchHandle !== undefined) columns.push(['search_handle', change.searchHandle]);
  if (change.avatarId !== undefined) columns.push(['avatar_id', change.avatarId]);
  if (change.realName !== undefined) columns.push(['real_name', change.realName]);
  if (change.preferredInitials !== undefined) columns.push(['preferred_initials', change.preferredInitials]);
  if (change.bio !== undefined) columns.push(['bio', change.bio]);
  if (change.analyticsOptOut !== undefined) columns.push(['analytics_opt_out', change.analyticsOptOut]);
  const sets = columns.map(([column], i) => `${column} = $${i + 2}`);
  const { rows } = await db.query(
    `update users set ${sets.length ? sets.join(', ') : 'uid = uid'} where uid = $1 returning ${ACCOUNT_COLUMNS}`,
    [uid, ...columns.map(([, value]) => value)],
  );
  return toAccount(rows[0]);
}

/** Sets the preferred initials and real name where the account has none yet (a first sign-in's carry-over). */
export async function fillEmptyProfile(db: Queryable, uid: string, fill: { preferredInitials: string | null; realName: string | null }): Promise<void> {
  await db.query('update users set preferred_initials = coalesce(preferred_initials, $2), real_name = coalesce(real_name, $3) where uid = $1', [
    uid,
    fill.preferredInitials,
    fill.realName,
  ]);
}

/** Whether someone other than `exceptUid` holds this search handle. */
export async function isSearchHandleTaken(db: Queryable, searchHandle: string, exceptUid: string | undefined): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where search_handle = $1 and uid is distinct from $2', [searchHandle, exceptUid ?? null]);
  return rows.length > 0;
}

/** Deletes the user, and by foreign key its sessions: every instance closes their sockets (session-revocations.ts). */
export async function deleteUser(db: Queryable, uid: string): Promise<void> {
  await db.query(`with deleted as (delete from users where uid = $1 returning uid) select ${notifyUserSessionsEnded('uid')} from deleted`, [uid]);
}
