-- Squares host tools (docs/product/squares.md#host-tools, decision 032): an optional price per
-- square the host keeps a ledger against (we never handle money), in cents.
alter table squares_games add column price_cents integer check (price_cents between 1 and 100000);

-- Every host override of a squares game (a release or reassignment of someone's square, a
-- settings edit, a paid mark, the birth result and its corrections), shown to players.
-- Append-only, like pickem_audit_log.
create table squares_activity_log (
  id bigserial primary key,
  game_id text not null references games (id) on delete cascade,
  at timestamptz not null,
  subject text not null,
  change text not null,
  by_name text not null
);
create index squares_activity_log_game on squares_activity_log (game_id, id);
