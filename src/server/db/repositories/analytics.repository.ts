import { z } from 'zod';
import type { Queryable } from '../database.js';

/** One event as queued: who (a user id, or a browser's client id), what and when. */
export interface StoredEvent {
  name: string;
  at: Date;
  uid: string | null;
  clientId: string | null;
  props: Record<string, unknown>;
}

/**
 * Writes a batch of events in one statement (decision 042). Whether each player opted out of
 * analytics is read in the same statement, so an event is flagged internal without a lookup of
 * its own: a player who opts out is flagged from the next batch on. The rows are read from the
 * one JSON parameter typed in a single pass (jsonb_to_recordset) rather than field by field,
 * in the order they were recorded.
 */
export async function insertEvents(db: Queryable, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({ name: e.name, at: e.at, uid: e.uid, client_id: e.clientId, props: e.props }));
  await db.query(
    `insert into analytics_events (name, at, uid, client_id, internal, props)
     select e.name, e.at, e.uid, e.client_id, coalesce(u.analytics_opt_out, false), coalesce(e.props, '{}'::jsonb)
     from rows from (jsonb_to_recordset($1::jsonb) as (name text, at timestamptz, uid text, client_id text, props jsonb)) with ordinality as e(name, at, uid, client_id, props, n)
     left join users u on u.uid = e.uid
     order by e.n`,
    [JSON.stringify(rows)],
  );
}

/** Inside a command's transaction (sign_up): the one event that must not be lost. */
export async function insertEventNow(db: Queryable, event: StoredEvent): Promise<void> {
  await insertEvents(db, [event]);
}

/** Promotion: the anonymous user's events become the account's. */
export async function moveEvents(db: Queryable, fromUid: string, toUid: string): Promise<void> {
  await db.query('update analytics_events set uid = $2 where uid = $1', [fromUid, toUid]);
}

/**
 * Account deletion: the account's events stay counted, under a random id of their own that
 * links them to nobody (docs/product/site.md#analytics).
 */
export async function forgetEventsOf(db: Queryable, uid: string, anonymousId: string): Promise<void> {
  await db.query('update analytics_events set uid = null, client_id = $2 where uid = $1', [uid, anonymousId]);
}

const DayRowSchema = z.object({ day: z.string(), players: z.coerce.number().int() });
const TypeRowSchema = z.object({ game_type: z.string(), kind: z.string(), games: z.coerce.number().int() });
const FunnelRowSchema = z.object({ created: z.coerce.number().int(), shared: z.coerce.number().int(), joined: z.coerce.number().int(), over: z.coerce.number().int() });

/**
 * The Admin Dashboard's figures since `from` (internal events left out): distinct players per
 * UTC day (a user id, or a client id for a browser with no session), games created per type,
 * and the funnel of the games created since then: shared, joined by someone, over.
 */
export async function readAnalytics(db: Queryable, from: Date) {
  const days = await db.query(
    `select to_char(date_trunc('day', at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(distinct coalesce(uid, 'c:' || client_id))::int as players
     from analytics_events where at >= $1 and not internal group by 1 order by 1`,
    [from],
  );
  const types = await db.query(
    `select props->>'gameType' as game_type, coalesce(props->>'kind', '') as kind, count(*)::int as games
     from analytics_events where name = 'create_game' and at >= $1 and not internal group by 1, 2 order by 3 desc, 1, 2`,
    [from],
  );
  const funnel = await db.query(
    `with created as (select distinct props->>'gameId' as game_id from analytics_events where name = 'create_game' and at >= $1 and not internal)
     select (select count(*) from created)::int as created,
            (select count(distinct props->>'gameId') from analytics_events where name = 'share' and props->>'gameId' in (select game_id from created))::int as shared,
            (select count(distinct props->>'gameId') from analytics_events where name = 'join' and props->>'gameId' in (select game_id from created))::int as joined,
            (select count(*) from games where game_phase = 'Over' and id in (select game_id from created))::int as over`,
    [from],
  );
  return {
    dailyPlayers: days.rows.map((r) => DayRowSchema.parse(r)),
    gamesByType: types.rows.map((r) => TypeRowSchema.parse(r)).map((r) => ({ gameType: r.game_type, kind: r.kind, games: r.games })),
    funnel: FunnelRowSchema.parse(funnel.rows[0]),
  };
}
