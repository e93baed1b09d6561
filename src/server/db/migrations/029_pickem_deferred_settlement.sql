-- A public challenge's game end publishes its leaderboard before its beans and season settlement
-- (decision 046, amended): the refresh that ends the game commits its scores, ranks and phase and
-- marks the game's settlement due; the ledger's credits, the balances and the season's standings
-- follow in a transaction of their own, which clears the mark. A mark left by a crash between the
-- two is found by the season clock's next turn. Null: nothing due.
alter table questions_games add column settlement_due_at timestamptz;
create index questions_games_settlement_due on questions_games (settlement_due_at) where settlement_due_at is not null;

-- The beans an entry has won (docs/product/pickem.md), the rule of the domain's wonBeans: under
-- PointsToBeans, once the game is over, its points plus the entry incentive when it was submitted,
-- to the hundredth; 0 otherwise. The ledger credits the difference from it (creditGameBeans), and a
-- public challenge's readers show it, so an entry's beans are right from the moment the game ends,
-- before the ledger has caught up.
create function pickem_won_beans(p_score double precision, p_submitted boolean, p_phase text, p_scoring jsonb) returns double precision
language sql immutable as $$ select case when p_phase = 'Over' and p_scoring->>'type' = 'PointsToBeans' then round((p_score + case when p_submitted then (p_scoring->>'entryIncentiveJellyBeans')::float8 else 0 end)::numeric, 2)::float8 else 0::float8 end $$;

-- The viewer's own entries on the season's first load take their beans from that rule too
-- (pickem-own-entries.repository.ts's columns, which this repeats).
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
      then (select pickem_won_beans(e.score, e.submitted, wg.game_phase, wq.scoring) from games wg join questions_games wq on wq.game_id = wg.id where wg.id = e.game_id) end as won_beans
  from pickem_entries e where e.game_id = sg.game_id and e.uid = p_uid order by e.created_at, e.id) o) end as own_entries
  from seasons s
  left join season_games sg on sg.season_id = s.id and sg.is_latest
  left join games g on g.id = sg.game_id
  left join questions_games q on q.game_id = g.id
  where s.id = v_id) x); end
$$;
