-- Analytics ingest (decision 042, second amendment): a row per run of events, not per event.
-- A run is what the recorder queued back to back for one player (or one browser's client id) on
-- one UTC day: in practice one browser batch, or one server event. Every row costs its heap tuple,
-- WAL record and index entries; a batch of 50 page views now pays that once instead of 50 times.
-- * at: the time of the run's first event. Every event of a run falls on that UTC day, so the
--   dashboard's players per day read rows, never the events inside them.
-- * events: the run in the order recorded, each {name, props}, and at where the event's time is
--   not the run's; json (text, checked when written, parsed again only by the rare reads) rather
--   than jsonb. A browser batch of 50 is a few kB and is compressed as it is written (the
--   default): page views compress well, and fewer bytes of heap and WAL cost less than the
--   compression (measured on PGlite: 1.5 µs per event compressed, 2.1 stored whole).
-- * funnel: the run holds a create_game, share or join (the funnel's reads find those runs by a
--   partial index; page views pay no entry there).
-- * No primary key, as before (nothing refers to a run); uid keeps its btree for promotion and
--   account deletion; at keeps a BRIN range (runs arrive in time order).
create table analytics_event_runs (
  id bigint generated always as identity,
  at timestamptz not null,
  uid text,
  client_id text,
  -- The player had opted out of analytics (analyticsOptOut): kept, but counted as internal.
  internal boolean not null default false,
  funnel boolean not null,
  events json not null
);
create index analytics_event_runs_uid on analytics_event_runs (uid);
create index analytics_event_runs_at on analytics_event_runs using brin (at);
create index analytics_event_runs_funnel on analytics_event_runs (at) where funnel;

-- The events written so far become runs of one, in the order they were written.
insert into analytics_event_runs (at, uid, client_id, internal, funnel, events)
  select at, uid, client_id, internal, name in ('create_game', 'share', 'join'), json_build_array(json_build_object('name', name, 'at', at, 'props', props))
  from analytics_events order by id;
drop table analytics_events;

-- One row per event, for the rare readers that want events (the dashboard's per-event counts,
-- tests, an operator's ad hoc query): run_id and n give the order they were recorded in.
create view analytics_events as
  select r.id as run_id, e.n, e.name, coalesce(e.at, r.at) as at, r.uid, r.client_id, r.internal, coalesce(e.props, '{}'::jsonb) as props
  from analytics_event_runs r
  cross join lateral rows from (json_to_recordset(r.events) as (name text, at timestamptz, props jsonb)) with ordinality as e(name, at, props, n);
