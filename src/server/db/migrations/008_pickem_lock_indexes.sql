-- The lock job (every second, on every instance) looks for questions and tiebreakers whose
-- lock time has passed and that are not yet locked. Partial indexes keep that to the few
-- unlocked rows instead of every question ever asked.
create index pickem_questions_unlocked_lock_time on pickem_questions (lock_time) where locked_at is null;
create index pickem_questions_unlocked_game on pickem_questions (game_id) where locked_at is null;
create index questions_games_unlocked_tiebreaker on questions_games (tiebreaker_lock_time) where tiebreaker_locked_at is null;
