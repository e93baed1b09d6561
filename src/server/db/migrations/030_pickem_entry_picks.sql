-- Each entry's picks in one row (decision 049, amended): {"question": "choice", ...}, exactly its
-- rows in pickem_answers. The podium keys its contenders from this, one row per entry, instead of
-- scanning every answer of the game. It is private like pickem_answers (decision 009): a table of
-- its own, not a column of the public pickem_entries, and read only by the podium's keying, for
-- the locked questions' picks.
create table pickem_entry_picks (
  entry_id text primary key references pickem_entries (id) on delete cascade,
  picks jsonb not null
);

-- Kept by the database, in the statement that changes the answers, whatever writes them (a pick,
-- a batch of picks, a clear, an entry cancelled): it cannot drift from them, and nothing a client
-- sends reaches it but through its answers. Each statement patches the rows of the entries it
-- touched from its own changed rows (the transition tables), reading no other answer: the
-- questions whose answers went are removed, the ones written are set. A pick's upsert fires the
-- insert and the update triggers, each for its own rows. An entry whose answers all went keeps '{}'.
create function pickem_entry_picks_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update pickem_entry_picks p set picks = p.picks - o.questions
      from (select entry_id, array_agg(question::text) as questions from old_rows group by entry_id) o
      where p.entry_id = o.entry_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into pickem_entry_picks as p (entry_id, picks)
      select entry_id, jsonb_object_agg(question::text, choice) from new_rows group by entry_id
      on conflict (entry_id) do update set picks = p.picks || excluded.picks;
  end if;
  return null;
end
$$;

create trigger pickem_entry_picks_on_insert after insert on pickem_answers referencing new table as new_rows for each statement execute function pickem_entry_picks_sync();
create trigger pickem_entry_picks_on_update after update on pickem_answers referencing old table as old_rows new table as new_rows for each statement execute function pickem_entry_picks_sync();
create trigger pickem_entry_picks_on_delete after delete on pickem_answers referencing old table as old_rows for each statement execute function pickem_entry_picks_sync();

-- The entries that already have answers.
insert into pickem_entry_picks (entry_id, picks) select entry_id, jsonb_object_agg(question::text, choice) from pickem_answers group by entry_id;
