-- Games (docs/product/squares.md, docs/product/site.md#games-in-common, Squares game, Squares entry, User-game summary).
-- Decision 008 explains the model: one row per claimed square, guarded by its primary key.

-- What every game type shares. uid is the host; account deletion hands it to the
-- 'Deleted host' placeholder (decision 006), so the foreign key has no cascade.
create table games (
  id text primary key,
  type text not null check (type in ('Squares', 'Questions')),
  uid text not null references users (uid),
  -- docs/product/site.md#share-panel code: the short code of the share panel and of /g/{code}.
  code text not null unique,
  name text not null,
  description text not null,
  game_phase text not null check (game_phase in ('Pending', 'Live', 'Over')),
  game_start_time timestamptz not null,
  -- Pacific slate days the game is played on (docs/product/site.md#games-in-common gameDates), a JSON array of YYYY-MM-DD.
  game_dates jsonb not null,
  created_at timestamptz not null
);
create index games_uid on games (uid);

-- A squares game's own fields. The seed is secret until the game locks; seed_hash,
-- its SHA-256, is published from creation (the provably fair draw, docs/product/squares.md).
create table squares_games (
  game_id text primary key references games (id) on delete cascade,
  size integer not null check (size in (25, 100)),
  variant text not null check (variant in ('SportsGame', 'BabyShower')),
  sports_game_id text references sports_games (id),
  change_target_scores text not null check (change_target_scores in ('SameAllGame', 'ChangeEveryOtherPeriod', 'ChangeEveryPeriod')),
  scoring_periods text not null check (scoring_periods in ('Every', 'Halves', 'Final')),
  entry_limit integer check (entry_limit between 1 and 100),
  payouts jsonb not null,
  -- {parentNames, dueDate, theme, birthResult} for the BabyShower variant.
  baby_shower jsonb,
  seed text not null,
  seed_hash text not null,
  grid_hash text,
  locked_at timestamptz,
  locked_by text check (locked_by in ('host', 'kickoff')),
  target_scores jsonb,
  results jsonb not null default '[]',
  corrected_at timestamptz,
  check ((variant = 'SportsGame') = (sports_game_id is not null)),
  check ((variant = 'BabyShower') = (baby_shower is not null)),
  check ((locked_at is null) = (locked_by is null))
);
create index squares_games_sports_game on squares_games (sports_game_id) where sports_game_id is not null;

-- One claimed square (docs/product/squares.md). The primary key is what makes two
-- players claiming one square at once end with one owner.
create table squares_entries (
  game_id text not null references games (id) on delete cascade,
  square integer not null check (square between 0 and 99),
  uid text not null references users (uid),
  entry_name text not null,
  -- {name, avatar} shown on the leaderboard, or null.
  entry_owner jsonb,
  on_behalf boolean not null default false,
  paid boolean not null default false,
  created_at timestamptz not null,
  primary key (game_id, square)
);
create index squares_entries_uid on squares_entries (uid);

-- Initials are unique per game (docs/product/squares.md#initials 'Initials already taken'): each label has one
-- owner. One player may hold several (the host labels on-behalf squares with the
-- offline player's initials).
create table squares_labels (
  game_id text not null references games (id) on delete cascade,
  entry_name text not null,
  uid text not null references users (uid),
  primary key (game_id, entry_name)
);
create index squares_labels_uid on squares_labels (uid);

-- docs/product/site.md#my-games: one row per game a user hosts or holds a square in (My
-- Games). Name, dates, phase and whether the user hosts it are read from the game, so
-- they never go stale.
create table user_games (
  uid text not null references users (uid) on delete cascade,
  game_id text not null references games (id) on delete cascade,
  joined_at timestamptz not null,
  primary key (uid, game_id)
);
create index user_games_game on user_games (game_id);
