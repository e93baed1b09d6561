-- A public challenge's refresh rewrites the score and rank of up to every one of its 100,000
-- entries after a result (decision 046, amended). Kept out of every index, those writes are HOT
-- updates: the new row version stays on its page and no index is touched. The top of the
-- leaderboard is sorted from the game's rows instead, once per published version.
drop index pickem_entries_leaderboard;
-- Room on each page for the rewritten rows (a HOT update needs it on the same page). Applies to
-- pages written from now on.
alter table pickem_entries set (fillfactor = 50);
-- The settled choices (question, choice, hundredths) the stored scores of a public challenge
-- reflect: the next result changes each score by the difference for its pick, instead of summing
-- every entry's answers again. Null: score every entry in full.
alter table questions_games add column scored_won jsonb;
