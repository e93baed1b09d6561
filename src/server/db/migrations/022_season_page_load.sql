-- A public pick'em page's first load (decision 048) as one function: PL/pgSQL keeps its statements'
-- plans per connection, and planning this statement afresh cost several times its execution on the
-- embedded database. The entries' columns are pickem-own-entries.repository.ts's (toOwnEntry parses
-- them: a column that drifts fails loudly), the viewer's row season-standings.repository.ts's.
create function season_page_load(p_ref text, p_by_tag boolean, p_uid text) returns json
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
      
  select e.uid, e.id, e.entry_name, e.created_at, e.submitted, e.score, e.rank, e.podium_probability,
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
