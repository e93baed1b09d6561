-- Seasons (docs/product/seasons.md; decision 038): the public challenges everyone plays and the
-- private pools their hosts extended into a season. A season game is an ordinary pick'em game
-- with a row in season_games; standings are kept per season and player.

-- tag names a public challenge (one season per tag and year); a host's extended pool has no tag
-- and its owner. league null: every pick'em league (dailyPick).
create table seasons (
  id text primary key,
  tag text check (tag in ('publicNflPickem', 'publicMlbPickem', 'dailyPick')),
  year integer not null,
  name text not null,
  cadence text not null check (cadence in ('weekly', 'daily')),
  league text check (league in ('MLB', 'NBA', 'NFL', 'NcaaFootball')),
  question_type text not null check (question_type in ('StraightUp', 'VsSpread', 'UnderdogBonus')),
  jelly_beans_per_entry integer not null check (jelly_beans_per_entry between 0 and 1000),
  owner_uid text references users (uid) on delete cascade,
  source_game_id text unique,
  -- Counts changes to the season's standings: what a cached leaderboard was read at.
  standings_version integer not null default 0,
  created_at timestamptz not null,
  unique (tag, year),
  check ((tag is null) = (owner_uid is not null))
);

-- A season's games. slate_key names the slate a game was made from (a Los Angeles day, or a
-- football week), so the scheduler running twice for one slate makes one game: the unique
-- constraints, not the scheduler's care, are what make a rollover idempotent.
create table season_games (
  game_id text primary key references games (id) on delete cascade,
  season_id text not null references seasons (id) on delete cascade,
  ordinal integer not null check (ordinal >= 1),
  slate_key text not null,
  label text not null,
  is_latest boolean not null,
  unique (season_id, ordinal),
  unique (season_id, slate_key)
);
create unique index season_games_latest on season_games (season_id) where is_latest;

-- Where each player stands in a season: the sums of season_game_results, kept in the same
-- transaction as they change, with the rank they give (beans, then wins, then podiums; ties
-- share one), set again whenever the standings change, so a leaderboard is read by rank.
create table season_standings (
  season_id text not null references seasons (id) on delete cascade,
  uid text not null references users (uid) on delete cascade,
  wins integer not null default 0 check (wins >= 0),
  podiums integer not null default 0 check (podiums >= 0),
  plays integer not null default 0 check (plays >= 0),
  jelly_beans double precision not null default 0 check (jelly_beans >= 0),
  rank integer not null default 1 check (rank >= 1),
  primary key (season_id, uid)
);
create index season_standings_board on season_standings (season_id, rank, uid);

-- What one finished game gave each player. Settling the game again (a stat correction) writes
-- the new figures here and only the difference into season_standings.
create table season_game_results (
  game_id text not null references season_games (game_id) on delete cascade,
  uid text not null references users (uid) on delete cascade,
  wins integer not null check (wins between 0 and 1),
  podiums integer not null check (podiums between 0 and 1),
  plays integer not null check (plays between 0 and 1),
  jelly_beans double precision not null check (jelly_beans >= 0),
  primary key (game_id, uid)
);
