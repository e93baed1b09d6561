-- Our own analytics (docs/product/site.md#analytics, decision 042): one row per event, never an
-- email address or a pick. uid is the player's user id (anonymous or signed in); client_id the
-- random id of a browser that has no session yet. Neither is a foreign key: events are written
-- in batches after their command, and an account deleted meanwhile must not fail the batch.
create table analytics_events (
  id bigint generated always as identity primary key,
  name text not null,
  at timestamptz not null,
  uid text,
  client_id text,
  -- The player had opted out of analytics (analyticsOptOut): kept, but counted as internal.
  internal boolean not null default false,
  props jsonb not null default '{}'::jsonb
);
create index analytics_events_name_at on analytics_events (name, at);
create index analytics_events_uid on analytics_events (uid);

-- sign_up was the one event recorded before: it moves here, and its old table goes.
insert into analytics_events (name, at, uid, internal)
  select e.type, e.created_at, e.uid, coalesce(u.analytics_opt_out, false)
  from user_events e left join users u on u.uid = e.uid
  order by e.id;
drop table user_events;

-- Error reports grouped by fingerprint (decision 043): the error's name and its top mapped frames.
create table error_groups (
  fingerprint text primary key,
  source text not null check (source in ('client', 'server')),
  name text not null,
  message text not null,
  stack text not null,
  version text not null,
  route text not null,
  -- The correlation id of the latest server error of the group (the request's id in the log).
  correlation_id text,
  count bigint not null,
  first_seen timestamptz not null,
  last_seen timestamptz not null
);
create index error_groups_last_seen on error_groups (last_seen desc);
