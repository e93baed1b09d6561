-- Settling a season game ranks every player of the season again (decision 046, amended). The board
-- index held the rank, so each rank that moved rewrote the row into every index. It now holds the
-- figures the rank is taken from (beans, wins, podiums; then uid): the same order as (rank, uid),
-- so the leaderboard's top is still read off an index, and a rank-only rewrite is a HOT update.
drop index season_standings_board;
create index season_standings_board on season_standings (season_id, jelly_beans desc, wins desc, podiums desc, uid);
-- Room on each page for the rewritten rows (a HOT update needs it on the same page). Applies to
-- pages written from now on.
alter table season_standings set (fillfactor = 70);
-- Nothing reads the ledger by entry alone: a game's rows are read by (game_id, entry_id)
-- (migration 020), a player's by (uid, game_id) and (uid, created_at). One index fewer to write
-- for each of a game's 100,000 rows when it is credited.
drop index bean_transactions_entry;
-- Every player's balance moves when a game of theirs is credited; nothing indexes the balance, so
-- with room on the page that rewrite is a HOT update too.
alter table bean_balances set (fillfactor = 70);
