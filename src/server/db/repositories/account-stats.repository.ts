import { z } from 'zod';
import type { Queryable } from '../database.js';
import { DELETED_HOST_UID } from './users.repository.js';

const count = z.union([z.number(), z.string()]).transform(Number);

/** docs/product/site.md#home community counter: signed-in players, and up to `limit` recent ones with a handle and an avatar. */
export async function findCommunity(db: Queryable, limit: number): Promise<{ players: number; faces: Array<{ handle: string; avatarId: number }> }> {
  const players = await db.query("select count(*)::int as n from users where type = 'signedIn' and uid <> $1", [DELETED_HOST_UID]);
  const faces = await db.query(
    `select handle, avatar_id from users
     where type = 'signedIn' and handle is not null and avatar_id is not null
     order by signed_up_at desc nulls last, uid limit $1`,
    [limit],
  );
  return {
    players: z.object({ n: count }).parse(players.rows[0]).n,
    faces: z.array(z.object({ handle: z.string(), avatar_id: z.number().int() })).parse(faces.rows).map((r) => ({ handle: r.handle, avatarId: r.avatar_id })),
  };
}

const UserCountsRowSchema = z.object({ anonymous: count, signed_in: count, sign_ups: count, live_sessions: count });

export async function findUserCounts(db: Queryable, now: Date): Promise<{ anonymous: number; signedIn: number; signUpsLast7Days: number; liveSessions: number }> {
  const { rows } = await db.query(
    `select
       (select count(*) from users where type = 'anonymous')::int as anonymous,
       (select count(*) from users where type = 'signedIn' and uid <> $1)::int as signed_in,
       (select count(*) from users where type = 'signedIn' and uid <> $1 and signed_up_at > $2::timestamptz - interval '7 days')::int as sign_ups,
       (select count(*) from sessions where revoked_at is null and expires_at > $2)::int as live_sessions`,
    [DELETED_HOST_UID, now],
  );
  const row = UserCountsRowSchema.parse(rows[0]);
  return { anonymous: row.anonymous, signedIn: row.signed_in, signUpsLast7Days: row.sign_ups, liveSessions: row.live_sessions };
}

const GameCountRowSchema = z.object({ sports_league: z.string(), status: z.string(), games: count });

/** Stored sports games per league and status. */
export async function countSportsGamesByStatus(db: Queryable): Promise<Array<{ sportsLeague: string; status: string; games: number }>> {
  const { rows } = await db.query('select sports_league, status, count(*)::int as games from sports_games group by sports_league, status order by sports_league, status');
  return z.array(GameCountRowSchema).parse(rows).map((r) => ({ sportsLeague: r.sports_league, status: r.status, games: r.games }));
}

const timestamp = z.union([z.date(), z.string()]).nullable().transform((v) => (v === null ? null : new Date(v).toISOString()));
const FeedRowSchema = z.object({
  sports_league: z.string(),
  provider: z.string(),
  last_success_at: timestamp,
  failing_since: timestamp,
  last_error: z.string().nullable(),
});

export async function findSportsFeeds(db: Queryable) {
  const { rows } = await db.query('select sports_league, provider, last_success_at, failing_since, last_error from sports_feeds order by sports_league');
  return z.array(FeedRowSchema).parse(rows).map((r) => ({
    sportsLeague: r.sports_league,
    provider: r.provider,
    lastSuccessAt: r.last_success_at,
    failingSince: r.failing_since,
    lastError: r.last_error,
  }));
}
