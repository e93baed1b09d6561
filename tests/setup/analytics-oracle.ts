// The Admin Dashboard's figures read from every event since a day, with no rollup: an oracle
// written apart from the rollup (src/server/db/repositories/analytics-rollup.repository.ts), so
// the tests can compare the two on the same events and the analytics-reads bench can time what
// the dashboard would cost without it.
import { z } from 'zod';
import type { Queryable } from '../../src/server/db/database.js';

const DayRowSchema = z.object({ day: z.string(), players: z.coerce.number().int() });
const TypeRowSchema = z.object({ game_type: z.string(), kind: z.string(), games: z.coerce.number().int() });
const FunnelRowSchema = z.object({ created: z.coerce.number().int(), shared: z.coerce.number().int(), joined: z.coerce.number().int(), over: z.coerce.number().int() });

/**
 * The Admin Dashboard's figures since `from`, a UTC midnight (internal events left out): distinct
 * players per UTC day (a user id, or a client id for a browser with no session), games created
 * per type, and the funnel of the games created since then: shared, joined by someone, over.
 * A run's events all fall on the UTC day of its `at`, so the days are read from the runs alone,
 * and only the funnel's runs (a partial index) are opened to read their events. A game's share
 * or join comes after it was created, so the funnel reads the window's runs only.
 */
export async function readAnalytics(db: Queryable, from: Date) {
  const days = await db.query(
    // Distinct (day, player) pairs first, then a count per day: one hash of the pairs, where
    // count(distinct) would sort each day's runs.
    `select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as players
     from (select distinct date_trunc('day', at at time zone 'UTC') as day, coalesce(uid, 'c:' || client_id) as player
           from analytics_event_runs where at >= $1 and not internal) pairs
     group by 1 order by 1`,
    [from],
  );
  const types = await db.query(
    `select e.props->>'gameType' as game_type, coalesce(e.props->>'kind', '') as kind, count(*)::int as games
     from analytics_event_runs r cross join lateral (select x.event->>0 as name, (x.event->1)::jsonb as props from json_array_elements(r.events) as x(event)) e
     where r.funnel and r.at >= $1 and not r.internal and e.name = 'create_game' group by 1, 2 order by 3 desc, 1, 2`,
    [from],
  );
  const funnel = await db.query(
    `with events as (
       select e.name, e.props->>'gameId' as game_id, r.at, r.internal
       from analytics_event_runs r cross join lateral (select x.event->>0 as name, (x.event->1)::jsonb as props from json_array_elements(r.events) as x(event)) e
       where r.funnel and r.at >= $1),
     created as (select distinct game_id from events where name = 'create_game' and at >= $1 and not internal)
     select (select count(*) from created)::int as created,
            (select count(distinct game_id) from events where name = 'share' and game_id in (select game_id from created))::int as shared,
            (select count(distinct game_id) from events where name = 'join' and game_id in (select game_id from created))::int as joined,
            (select count(*) from games where game_phase = 'Over' and id in (select game_id from created))::int as over`,
    [from],
  );
  return {
    dailyPlayers: days.rows.map((r) => DayRowSchema.parse(r)),
    gamesByType: types.rows.map((r) => TypeRowSchema.parse(r)).map((r) => ({ gameType: r.game_type, kind: r.kind, games: r.games })),
    funnel: FunnelRowSchema.parse(funnel.rows[0]),
  };
}
