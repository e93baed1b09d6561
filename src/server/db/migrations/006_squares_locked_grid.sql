-- The squares as they were locked, which grid_hash covers (decision 008): a square that changes
-- hands after the lock (promotion into an account, account deletion) must not break 'Verify
-- the draw'. A JSON array of {square, uid, entryName}, null while Pending.
alter table squares_games add column locked_grid jsonb;
