-- A public challenge's payload is the top of its leaderboard (decision 046): read in leaderboard
-- order straight off this index (rank, podium probability, name), not by sorting a 100,000-entry
-- game — before the first result every entry shares rank 1.
create index pickem_entries_leaderboard on pickem_entries (game_id, rank, podium_probability desc nulls last, lower(entry_name), created_at, id);
