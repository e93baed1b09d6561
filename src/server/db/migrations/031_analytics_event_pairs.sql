-- Analytics ingest (decision 042, third amendment): a run's events are stored as [name, props]
-- pairs, and [name, props, at] where an event's time is not the run's, instead of objects with
-- their keys spelt out. A browser batch of 50 page views becomes about 1.5 kB instead of 2.6:
-- under the ~2 kB past which PostgreSQL compresses a row as it writes it, and fewer bytes for
-- PGlite to parse as it stores the run. Longer runs are still compressed, as before.
update analytics_event_runs r set events = (
  select json_agg(case when e.at is null then json_build_array(e.name, e.props) else json_build_array(e.name, e.props, e.at) end order by e.n)
  from rows from (json_to_recordset(r.events) as (name text, at timestamptz, props json)) with ordinality as e(name, at, props, n));

-- The same view (one row per event, in the order recorded), reading the pairs.
create or replace view analytics_events as
  select r.id as run_id, e.n, e.event->>0 as name, coalesce((e.event->>2)::timestamptz, r.at) as at, r.uid, r.client_id, r.internal, coalesce((e.event->1)::jsonb, '{}'::jsonb) as props
  from analytics_event_runs r
  cross join lateral json_array_elements(r.events) with ordinality as e(event, n);
