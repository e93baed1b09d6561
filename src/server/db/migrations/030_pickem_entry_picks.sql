-- Each entry's picks in one row (decision 049, amended): {"question": "choice", ...}, exactly its
-- rows in pickem_answers. The podium keys its contenders from this, one row per entry, instead of
-- scanning every answer of the game. It is private like pickem_answers (decision 009): a table of
-- its own, not a column of the public pickem_entries, and read only by the podium's keying, for
-- the locked questions' picks.
create table pickem_entry_picks (
  entry_id text primary key references pickem_entries (id) on delete cascade,
  picks jsonb not null
);

-- Kept by the database in the statement that changes the answers, whatever writes them (a pick,
-- a batch of picks, a clear, an entry deleted): it cannot drift from them, and nothing a client
-- sends reaches it but through its answers. Each changed entry's picks are rebuilt whole from
-- its answers (a dozen rows by primary key), not patched. An entry being deleted gets no row.
create function pickem_entry_picks_sync() returns trigger language plpgsql as $$ begin if tg_op = 'INSERT' then insert into pickem_entry_picks (entry_id, picks) select c.entry_id, coalesce((select jsonb_object_agg(a.question::text, a.choice) from pickem_answers a where a.entry_id = c.entry_id), '{}'::jsonb) from (select distinct entry_id from new_rows) c where exists (select 1 from pickem_entries e where e.id = c.entry_id) on conflict (entry_id) do update set picks = excluded.picks; elsif tg_op = 'UPDATE' then insert into pickem_entry_picks (entry_id, picks) select c.entry_id, coalesce((select jsonb_object_agg(a.question::text, a.choice) from pickem_answers a where a.entry_id = c.entry_id), '{}'::jsonb) from (select entry_id from new_rows union select entry_id from old_rows) c where exists (select 1 from pickem_entries e where e.id = c.entry_id) on conflict (entry_id) do update set picks = excluded.picks; else insert into pickem_entry_picks (entry_id, picks) select c.entry_id, coalesce((select jsonb_object_agg(a.question::text, a.choice) from pickem_answers a where a.entry_id = c.entry_id), '{}'::jsonb) from (select distinct entry_id from old_rows) c where exists (select 1 from pickem_entries e where e.id = c.entry_id) on conflict (entry_id) do update set picks = excluded.picks; end if; return null; end $$;

create trigger pickem_entry_picks_on_insert after insert on pickem_answers referencing new table as new_rows for each statement execute function pickem_entry_picks_sync();
create trigger pickem_entry_picks_on_update after update on pickem_answers referencing old table as old_rows new table as new_rows for each statement execute function pickem_entry_picks_sync();
create trigger pickem_entry_picks_on_delete after delete on pickem_answers referencing old table as old_rows for each statement execute function pickem_entry_picks_sync();

-- The entries that already have answers.
insert into pickem_entry_picks (entry_id, picks) select entry_id, jsonb_object_agg(question::text, choice) from pickem_answers group by entry_id;
