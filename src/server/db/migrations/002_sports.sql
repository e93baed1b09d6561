-- Sports games as the feed last reported them (docs/product/live-data.md#sports-and-leagues). The whole game
-- is one jsonb document, parsed with SportsGameSchema on every read; the columns
-- beside it exist for lookups.
create table sports_games (
  id text primary key,
  provider text not null,
  sports_league text not null,
  slate_date text not null,
  game_time timestamptz not null,
  status text not null,
  data jsonb not null,
  updated_at timestamptz not null,
  corrected_at timestamptz
);
create index sports_games_league_time on sports_games (sports_league, game_time);

-- Per league: how fresh its scores are (pages show the age while the feed fails).
create table sports_feeds (
  sports_league text primary key,
  provider text not null,
  last_success_at timestamptz,
  failing_since timestamptz,
  last_error text
);
