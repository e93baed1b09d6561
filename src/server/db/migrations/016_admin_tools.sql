-- Admin tools (docs/product/site.md#admin, decision 041).

-- What an admin action was done to (a game, an entry, a user); null for site config changes.
alter table admin_audit_log add column target text;

-- Feed health for any instance's Admin Dashboard: when the last error happened (failing_since is
-- when the outage began) and how much of the provider's daily request budget the leader has used.
-- requests_day is the UTC day the count belongs to; a count of another day reads as 0.
alter table sports_feeds add column last_error_at timestamptz;
alter table sports_feeds add column requests_day text;
alter table sports_feeds add column requests_used integer;
alter table sports_feeds add column requests_limit integer;

-- Find a game by the start of its name: a prefix match on the lowercased name walks this index
-- (text_pattern_ops: byte-wise order, so a prefix is one range in any collation). Codes and ids
-- have their unique indexes.
create index games_name_prefix on games (lower(name) text_pattern_ops);
-- Find an account by the start of its handle or real name (emails: users_email, an exact match).
create index users_search_handle_prefix on users (search_handle text_pattern_ops) where search_handle is not null;
create index users_real_name_prefix on users (lower(real_name) text_pattern_ops) where real_name is not null;
