// A public pick'em page's first load in ONE statement (decision 048; the statement is migration
// 022's season_page_load, so its plan is kept): the season with its latest
// game's state, the versions its shared parts are kept by (the standings version, the game's
// podium version and its `game:{id}` topic head), and the viewer's own parts — their season
// standing and their entries in the latest game — each off its primary key or (game_id, uid) index.
import type { OwnEntries } from '../../../contracts/pickem.js';
import type { SeasonId, SeasonTag } from '../../../contracts/seasons.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';
import { toOwnEntry } from './pickem-own-entries.repository.js';
import type { BoardRow } from './season-standings.repository.js';
import { toRow } from './season-standings.repository.js';
import { toLatestGame, toSeason } from './seasons.repository.js';
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

/** A season (by id, or a tag's newest) as its page's first load needs it, for `viewerUid` (null: nobody signed in). */
export async function findSeasonLoad(db: Queryable, ref: { id: SeasonId } | { tag: SeasonTag }, viewerUid: string | null): Promise<SeasonLoad | undefined> {
  // One function call (migration 022): its statement's plan is kept per connection.
  const { rows } = await db.query<{ load: unknown }>('select season_page_load($1, $2, $3) as load', ['id' in ref ? ref.id : ref.tag, !('id' in ref), viewerUid]);
  const row = rows[0]?.load;
  if (row === null || row === undefined) return undefined;
  const extras = ExtrasSchema.parse(row);
  return {
    season: toSeason(row),
    latest: toLatestGame(row),
    gameVersion: extras.game_version ?? 0,
    viewer: extras.viewer === null || extras.viewer === undefined ? null : toRow(extras.viewer),
    ownEntries: extras.own_entries === null ? null : { entries: extras.own_entries.map(toOwnEntry) },
  };
}
