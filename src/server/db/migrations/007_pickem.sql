-- Pick'em and props pools (docs/product/pickem.md#game-types-and-questions, Pick'em entry). Decision 009
-- explains the model: an entry's public part and its private answers live in separate
-- tables, so no query that builds a public payload can read an answer by accident.

-- A questions game's own fields. The tiebreaker's definition is JSON ({type, sportsGameId}
-- or {type, prompt}); its lock and result are columns because the server writes them.
-- podium_version counts changes that move podium probabilities: the worker stores its
-- answer only if nothing changed while it computed.
create table questions_games (
  game_id text primary key references games (id) on delete cascade,
  pickem_question_type text not null check (pickem_question_type in ('StraightUp', 'VsSpread', 'UnderdogBonus', 'Props')),
  sports_league text,
  tiebreaker jsonb,
  tiebreaker_lock_time timestamptz,
  tiebreaker_locked_at timestamptz,
  tiebreaker_result integer,
  scoring jsonb not null,
  one_entry_per_user boolean not null,
  entry_limit integer check (entry_limit between 1 and 100),
  allow_late_entry boolean not null,
  max_answers integer check (max_answers between 1 and 40),
  podium_version integer not null default 0,
  check ((tiebreaker is null) = (tiebreaker_lock_time is null))
);

-- One question. lock_time follows the sports game's schedule while it is NS; locked_at is
-- set once, by the server's clock, and nothing clears it (docs/product/pickem.md). choices is the JSON
-- list [{key, choiceText?, points, result}], result null until settled.
create table pickem_questions (
  game_id text not null references games (id) on delete cascade,
  question integer not null check (question between 0 and 99),
  type text not null check (type in ('StraightUpPick', 'VsSpreadPick', 'UnderdogBonusPick', 'OffPick', 'PropsQuestion')),
  sports_game_id text references sports_games (id),
  prompt text,
  vs_spread double precision,
  home_win_probability double precision,
  choices jsonb not null,
  lock_time timestamptz not null,
  locked_at timestamptz,
  primary key (game_id, question),
  check ((type = 'PropsQuestion') = (sports_game_id is null)),
  check ((type = 'PropsQuestion') = (prompt is not null))
);
create index pickem_questions_sports_game on pickem_questions (sports_game_id) where sports_game_id is not null;

-- docs/product/pickem.md, public part, plus what the server computes (score, rank, podium
-- probability). name_key is entryNameKey(entry_name): names are unique per game by it.
create table pickem_entries (
  id text primary key,
  game_id text not null references games (id) on delete cascade,
  uid text not null references users (uid),
  entry_name text not null,
  name_key text not null,
  entry_owner jsonb,
  created_at timestamptz not null,
  submitted boolean not null default false,
  score double precision not null default 0,
  rank integer not null default 1,
  podium_probability double precision,
  unique (game_id, name_key)
);
create index pickem_entries_game on pickem_entries (game_id, created_at);
create index pickem_entries_uid on pickem_entries (uid);

-- docs/product/pickem.md, private part: one row per answered question. Read for the owner,
-- and for everyone only for questions whose locked_at is set (docs/product/pickem.md).
create table pickem_answers (
  entry_id text not null references pickem_entries (id) on delete cascade,
  question integer not null,
  choice text not null,
  primary key (entry_id, question)
);

-- The private tiebreaker answer (0–150, docs/product/pickem.md), public once the tiebreaker locks.
create table pickem_tiebreaker_answers (
  entry_id text primary key references pickem_entries (id) on delete cascade,
  value integer not null check (value between 0 and 150)
);

-- Every host settlement or correction of a props question or tiebreaker, shown to players
-- (docs/product/pickem.md). Append-only.
create table pickem_audit_log (
  id bigserial primary key,
  game_id text not null references games (id) on delete cascade,
  at timestamptz not null,
  subject text not null,
  change text not null,
  by_name text not null
);
create index pickem_audit_log_game on pickem_audit_log (game_id, id);

-- Jelly beans (docs/product/pickem.md): a ledger, never a balance column. A PointsToBeans game that is
-- Over writes, per entry, the difference between what the entry has earned and what the
-- ledger already holds for it — so writing twice adds nothing and a correction adds a
-- compensating row. Balances are sums. The ledger outlives the game (no foreign key to it).
create table bean_transactions (
  id bigserial primary key,
  uid text not null references users (uid) on delete cascade,
  game_id text not null,
  entry_id text not null,
  amount double precision not null,
  reason text not null check (reason in ('award', 'correction')),
  created_at timestamptz not null
);
create index bean_transactions_entry on bean_transactions (entry_id);
create index bean_transactions_uid_game on bean_transactions (uid, game_id);
