-- The Admin Dashboard's figures per closed UTC day (decision 052), written once a day is closed
-- and settled, so the dashboard reads 29 small rows per figure and only today from the events.
-- A day is rolled up when its analytics_rollup_days row exists; its other rows are rewritten
-- with it, in one transaction, so a day rolled up twice holds the same rows.
create table analytics_rollup_days (
  day date primary key,
  -- Distinct players (a user id, or a browser's client id) that day, internal events left out:
  -- distinct counts do not add across days, so each day keeps the figure the dashboard shows.
  players integer not null
);

-- Games created that day per type and kind (internal events left out): these do add up.
create table analytics_rollup_game_types (
  day date not null,
  game_type text,
  kind text not null,
  games integer not null
);
create index analytics_rollup_game_types_day on analytics_rollup_game_types (day);

-- The funnel per game and day: whether the game was created (not internal), shared or joined
-- that day. The dashboard's funnel follows the games created in its window through every share
-- and join in that window, and asks the games table which are over when it reads.
create table analytics_rollup_games (
  day date not null,
  game_id text,
  created boolean not null,
  shared boolean not null,
  joined boolean not null
);
create index analytics_rollup_games_day on analytics_rollup_games (day);
