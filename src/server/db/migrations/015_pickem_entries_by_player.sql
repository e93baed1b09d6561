-- A player's own entries in one game (their picks, their own-entries topic) are read on every pick.
-- In a public challenge of 100,000 entries neither the game's index nor the player's alone narrows
-- that to a few rows under a generic plan (decision 013): this one does.
create index pickem_entries_game_uid on pickem_entries (game_id, uid);
