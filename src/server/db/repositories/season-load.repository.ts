// A public pick'em page's first load in ONE statement (decision 048): the season with its latest
// game's state, the versions its shared parts are kept by (the standings version, the game's
// podium version and its `game:{id}` topic head), and the viewer's own parts — their season
// standing and their entries in the latest game — each off its primary key or (game_id, uid) index.
import type { OwnEntries } from '../../../contracts/pickem.js';
import type { SeasonId, SeasonTag } from '../../../contracts/seasons.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';
import { selectOwnEntries, toOwnEntry } from './pickem-own-entries.repository.js';
import type { BoardRow } from './season-standings.repository.js';
import { toRow } from './season-standings.repository.js';
import { SEASON_COLUMNS, toLatestGame, toSeason } from './seasons.repository.js';
import type { LatestGameState, SeasonRecord } from './seasons.repository.js';

export interface SeasonLoad {
  season: SeasonRecord;
  latest: LatestGameState | null;
  /** The latest game's `game:{id}` topic head (0 before its first event). */
  gameVersion: number;
  /** Null without a viewer, or when the viewer has no standing in the season. */
  viewer: BoardRow | null;
  /** Null without a viewer or without a latest game. */
  ownEntries: OwnEntries | null;
}

const ExtrasSchema = z.object({ game_version: z.coerce.number().int().nullable(), viewer: z.unknown(), own_entries: z.array(z.unknown()).nullable() });

const selectLoad = (where: string) => {
  const columns = SEASON_COLUMNS.split(', ').map((c) => `s.${c}`).join(', ');
  return `select ${columns}, sg.game_id, sg.ordinal, sg.slate_key, sg.label, g.game_phase, g.game_start_time, q.podium_version,
    (select h.version from topic_heads h where h.topic = 'game:' || sg.game_id) as game_version,
    case when $2::text is not null then (select to_json(v) from (
      select r.uid, r.wins, r.podiums, r.plays, r.jelly_beans, r.rank, u.avatar_id,
             coalesce(u.handle, (select pe.entry_name from pickem_entries pe join season_games pg on pg.game_id = pe.game_id
                                   where pe.uid = r.uid and pg.season_id = s.id order by pe.created_at desc limit 1)) as name
        from season_standings r join users u on u.uid = r.uid where r.season_id = s.id and r.uid = $2) v) end as viewer,
    case when $2::text is not null and sg.game_id is not null then (select coalesce(json_agg(o), '[]'::json) from (
      ${selectOwnEntries('e.game_id = sg.game_id and e.uid = $2')}) o) end as own_entries
  from seasons s
  left join season_games sg on sg.season_id = s.id and sg.is_latest
  left join games g on g.id = sg.game_id
  left join questions_games q on q.game_id = g.id
  where ${where}`;
};
const BY_ID = selectLoad('s.id = $1');
const BY_TAG = selectLoad('s.tag = $1 order by s.year desc limit 1');

/** A season (by id, or a tag's newest) as its page's first load needs it, for `viewerUid` (null: nobody signed in). */
export async function findSeasonLoad(db: Queryable, ref: { id: SeasonId } | { tag: SeasonTag }, viewerUid: string | null): Promise<SeasonLoad | undefined> {
  const { rows } = await db.query('id' in ref ? BY_ID : BY_TAG, ['id' in ref ? ref.id : ref.tag, viewerUid]);
  const row = rows[0];
  if (row === undefined) return undefined;
  const extras = ExtrasSchema.parse(row);
  return {
    season: toSeason(row),
    latest: toLatestGame(row),
    gameVersion: extras.game_version ?? 0,
    viewer: extras.viewer === null || extras.viewer === undefined ? null : toRow(extras.viewer),
    ownEntries: extras.own_entries === null ? null : { entries: extras.own_entries.map(toOwnEntry) },
  };
}
