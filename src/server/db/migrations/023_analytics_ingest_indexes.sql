-- Analytics ingest (decision 042, amendment): every event is one row, so every index is paid on
-- every write. Keep only what a read needs:
-- * No primary key: nothing refers to an event or looks one up by id. id stays (identity), so
--   rows still sort in the order they were written.
-- * Page views are nearly every row and no query looks one up by name: the btree on (name, at)
--   becomes a partial index holding only the funnel's events.
-- * The dashboard reads a window of days: a BRIN range on at (rows arrive in time order, so it
--   stays small and costs next to nothing per row).
-- * uid keeps its btree: promotion and account deletion find a player's rows.
alter table analytics_events drop constraint analytics_events_pkey;
drop index analytics_events_name_at;
create index analytics_events_at on analytics_events using brin (at);
create index analytics_events_funnel on analytics_events (name, at) where name in ('create_game', 'share', 'join');
