// The Admin Dashboard's figures per closed UTC day (migration 032, decision 052). A day's figures
// are computed from the events by the same statements the dashboard reads today's with, each over
// a time range, so a rolled-up day and a day read live agree by construction.
import { z } from 'zod';
import type { Queryable } from '../database.js';

/** A run's funnel events, one row each (the runs hold [name, props] pairs: migration 031). */
const FUNNEL_EVENTS_OF_RUNS = `analytics_event_runs r
  cross join lateral (select x.event->>0 as name, (x.event->1)::jsonb as props from json_array_elements(r.events) as x(event)) e`;

/**
 * Distinct players per UTC day of the runs in [lo, hi), internal events left out: a user id, or
 * a client id for a browser with no session. A run's events all fall on the UTC day of its `at`.
 * Distinct (day, player) pairs first, then a count per day: one hash of the pairs, where
 * count(distinct) would sort each day's runs.
 */
const playersPerDay = (lo: string, hi: string) =>
  `select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as players
   from (select distinct date_trunc('day', at at time zone 'UTC') as day, coalesce(uid, 'c:' || client_id) as player
         from analytics_event_runs where at >= ${lo} and at < ${hi} and not internal) pairs
   group by 1`;

/** Games created in [lo, hi) per type and kind, internal events left out. */
const gamesByType = (lo: string, hi: string) =>
  `select e.props->>'gameType' as game_type, coalesce(e.props->>'kind', '') as kind, count(*)::int as games
   from ${FUNNEL_EVENTS_OF_RUNS}
   where r.funnel and r.at >= ${lo} and r.at < ${hi} and not r.internal and e.name = 'create_game' group by 1, 2`;

/**
 * The funnel's steps per game in [lo, hi): created (internal events left out), shared, joined
 * (whoever shared or joined). Only the funnel's runs (a partial index) are opened.
 */
const funnelSteps = (lo: string, hi: string) =>
  `select e.props->>'gameId' as game_id, bool_or(e.name = 'create_game' and not r.internal) as created,
          bool_or(e.name = 'share') as shared, bool_or(e.name = 'join') as joined
   from ${FUNNEL_EVENTS_OF_RUNS}
   where r.funnel and r.at >= ${lo} and r.at < ${hi} and e.name in ('create_game', 'share', 'join') group by 1`;

/** A UTC day as 'YYYY-MM-DD'. */
export type UtcDay = string;

const DAY_MS = 86_400_000;
const startOf = (day: UtcDay) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: UtcDay) => new Date(startOf(day).getTime() + DAY_MS);

/**
 * Rolls one closed UTC day up: its figures, rewritten whole, in the caller's transaction. The
 * day's row goes first: a second rollup of the same day running at once waits on it, then
 * rewrites the same rows. Rolling a day up twice writes the same rows.
 */
export async function rollUpDay(tx: Queryable, day: UtcDay): Promise<void> {
  const range = [day, startOf(day), nextDay(day)];
  await tx.query(
    `insert into analytics_rollup_days (day, players)
     select $1::date, coalesce((select players from (${playersPerDay('$2', '$3')}) p), 0)
     on conflict (day) do update set players = excluded.players`,
    range,
  );
  await tx.query('delete from analytics_rollup_game_types where day = $1::date', [day]);
  await tx.query('delete from analytics_rollup_games where day = $1::date', [day]);
  await tx.query(
    `insert into analytics_rollup_game_types (day, game_type, kind, games)
     select $1::date, t.game_type, t.kind, t.games from (${gamesByType('$2', '$3')}) t`,
    range,
  );
  await tx.query(
    `insert into analytics_rollup_games (day, game_id, created, shared, joined)
     select $1::date, f.game_id, f.created, f.shared, f.joined from (${funnelSteps('$2', '$3')}) f`,
    range,
  );
}

/**
 * Summarizes the block ranges of the runs written since the last time, in their BRIN index on
 * `at`, and returns how many it summarized. A range left unsummarized matches every time range,
 * so a read of one day scanned every run written since: PGlite runs no autovacuum, which would
 * otherwise summarize them, and PostgreSQL's does only when it vacuums the table.
 */
export async function summarizeRunsByTime(db: Queryable): Promise<number> {
  const { rows } = await db.query(`select brin_summarize_new_values('analytics_event_runs_at'::regclass)::int as ranges`);
  return z.object({ ranges: z.number().int() }).parse(rows[0]).ranges;
}

const DayRowSchema = z.object({ day: z.string() });

/** The days of [from, to) that are rolled up. */
export async function findRolledUpDays(db: Queryable, from: UtcDay, to: UtcDay): Promise<Set<UtcDay>> {
  const { rows } = await db.query(`select to_char(day, 'YYYY-MM-DD') as day from analytics_rollup_days where day >= $1::date and day < $2::date`, [from, to]);
  return new Set(rows.map((r) => DayRowSchema.parse(r).day));
}

const PlayersRowSchema = z.object({ day: z.string(), players: z.coerce.number().int() });
const TypeRowSchema = z.object({ game_type: z.string(), kind: z.string(), games: z.coerce.number().int() });
const FunnelRowSchema = z.object({ created: z.coerce.number().int(), shared: z.coerce.number().int(), joined: z.coerce.number().int(), over: z.coerce.number().int() });

/**
 * The dashboard's figures since `from`, a UTC day: the rolled-up days of [from, live) from their
 * rows, and everything from the UTC day `live` on from the events. Every day of [from, live) must
 * be rolled up. Days without players are left out, as the events leave them out. The funnel
 * follows the games created since `from` through every share and join since then, and counts
 * those over as the games table has them now.
 */
export async function readRolledUpAnalytics(db: Queryable, from: UtcDay, live: UtcDay) {
  const params = [from, live, startOf(live)];
  const liveRange = ['$3', `'infinity'::timestamptz`] as const;
  const days = await db.query(
    `select to_char(day, 'YYYY-MM-DD') as day, players from analytics_rollup_days where day >= $1::date and day < $2::date and players > 0
     union all (${playersPerDay(...liveRange)})
     order by 1`,
    params,
  );
  const types = await db.query(
    `select game_type, kind, sum(games)::int as games
     from (select game_type, kind, games from analytics_rollup_game_types where day >= $1::date and day < $2::date
           union all (${gamesByType(...liveRange)})) t
     group by 1, 2 order by 3 desc, 1, 2`,
    params,
  );
  const funnel = await db.query(
    `with steps as (
       select game_id, bool_or(created) as created, bool_or(shared) as shared, bool_or(joined) as joined
       from (select game_id, created, shared, joined from analytics_rollup_games where day >= $1::date and day < $2::date
             union all (${funnelSteps(...liveRange)})) s
       group by game_id)
     select count(*) filter (where created)::int as created,
            count(*) filter (where created and shared and game_id is not null)::int as shared,
            count(*) filter (where created and joined and game_id is not null)::int as joined,
            (select count(*) from games where game_phase = 'Over' and id in (select game_id from steps where created))::int as over
     from steps`,
    params,
  );
  return {
    dailyPlayers: days.rows.map((r) => PlayersRowSchema.parse(r)),
    gamesByType: types.rows.map((r) => TypeRowSchema.parse(r)).map((r) => ({ gameType: r.game_type, kind: r.kind, games: r.games })),
    funnel: FunnelRowSchema.parse(funnel.rows[0]),
  };
}
