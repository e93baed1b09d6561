-- A game's ledger rows by entry (decision 046): crediting a game that is over reads what the ledger
-- already holds for each of its entries, and a public challenge has 100,000 of them; without this
-- the read would scan every game's rows.
create index bean_transactions_game_entry on bean_transactions (game_id, entry_id);
