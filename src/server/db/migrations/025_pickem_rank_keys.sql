-- A public challenge's ranks are no longer written into its entries on every result (decision 046,
-- amended): a result that moves every score would otherwise rewrite every one of 100,000 rows for
-- its rank alone. Ranks follow from (score, tiebreaker closeness) only, so the refresh keeps one
-- row per distinct key with the number of entries strictly ahead of it, written in one aggregate;
-- an entry's rank is 1 + that number (ties share a rank). A game without keys (a private pool,
-- ranked in memory) keeps its stored rank.
create table pickem_rank_keys (
  game_id text not null references questions_games(game_id) on delete cascade,
  score double precision not null,
  -- Distance of the entry's tiebreaker answer from the result: 0 for everyone before the result,
  -- Infinity for an entry without an answer.
  closeness double precision not null,
  ahead integer not null,
  primary key (game_id, score, closeness)
);

-- Every entry's rank as readers see it: from the keys when its game has them, else the stored one.
-- Readers filter it by game (and owner or id); the joins are by key and primary key.
create view pickem_entry_ranks as
select e.id, e.game_id, e.uid, coalesce(1 + k.ahead, e.rank) as rank
  from pickem_entries e
  join questions_games g on g.game_id = e.game_id
  left join pickem_tiebreaker_answers t on t.entry_id = e.id
  left join pickem_rank_keys k on k.game_id = e.game_id and k.score = e.score
   and k.closeness = case when g.tiebreaker_result is null then 0::float8
                          when t.value is null then 'Infinity'::float8
                          else abs(t.value - g.tiebreaker_result)::float8 end;

-- The page's first load reads the viewer's entries' ranks from that view (pickem-own-entries.repository.ts's
-- columns, as migration 022 kept them).
create or replace function season_page_load(p_ref text, p_by_tag boolean, p_uid text) returns json
language plpgsql stable as $$
declare v_id text; begin
  -- A tag names the season's newest year; the query below then reads by id alone.
  if p_by_tag then v_id := (select t.id from seasons t where t.tag = p_ref order by t.year desc limit 1); else v_id := p_ref; end if; return (select to_json(x) from (select s.id, s.tag, s.year, s.name, s.cadence, s.league, s.question_type, s.jelly_beans_per_entry, s.owner_uid, s.source_game_id, s.standings_version, sg.game_id, sg.ordinal, sg.slate_key, sg.label, g.game_phase, g.game_start_time, q.podium_version,
    (select h.version from topic_heads h where h.topic = 'game:' || sg.game_id) as game_version,
    case when p_uid is not null then (select to_json(v) from (
      select r.uid, r.wins, r.podiums, r.plays, r.jelly_beans, r.rank, u.avatar_id,
             coalesce(u.handle, (select pe.entry_name from pickem_entries pe join season_games pg on pg.game_id = pe.game_id
                                   where pe.uid = r.uid and pg.season_id = s.id order by pe.created_at desc limit 1)) as name
        from season_standings r join users u on u.uid = r.uid where r.season_id = s.id and r.uid = p_uid) v) end as viewer,
    case when p_uid is not null and sg.game_id is not null then (select coalesce(json_agg(o), '[]'::json) from (
      
  select e.uid, e.id, e.entry_name, e.created_at, e.submitted, e.score, (select r.rank from pickem_entry_ranks r where r.id = e.id) as rank, e.podium_probability,
    coalesce((select json_agg(json_build_object('question', a.question, 'choice', a.choice) order by a.question)
                from pickem_answers a where a.entry_id = e.id), '[]'::json) as answers,
    (select t.value from pickem_tiebreaker_answers t where t.entry_id = e.id) as tiebreaker,
    case when exists (select 1 from season_games sg join seasons s on s.id = sg.season_id where sg.game_id = e.game_id and s.tag is not null)
      then (select coalesce(sum(b.amount), 0)::float8 from bean_transactions b where b.entry_id = e.id and b.game_id = e.game_id) end as won_beans
  from pickem_entries e where e.game_id = sg.game_id and e.uid = p_uid order by e.created_at, e.id) o) end as own_entries
  from seasons s
  left join season_games sg on sg.season_id = s.id and sg.is_latest
  left join games g on g.id = sg.game_id
  left join questions_games q on q.game_id = g.id
  where s.id = v_id) x); end
$$;

-- A public challenge's '% picked' per locked question, counted once and kept (decision 046,
-- amended): a locked question's answers never change and an entry that joins late has none, so
-- only removing an entry changes a count. Null: count again. {"counted": [question…],
-- "counts": [{"question", "choice", "n"}…]}
alter table questions_games add column pick_counts jsonb;
create function pickem_entries_forget_pick_counts() returns trigger language plpgsql as $$ begin update questions_games set pick_counts = null where pick_counts is not null and game_id in (select distinct gone.game_id from gone) ; return null ; end $$;
create trigger pickem_entries_forget_pick_counts after delete on pickem_entries referencing old table as gone
  for each statement execute function pickem_entries_forget_pick_counts();
