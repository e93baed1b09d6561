// A player's own pick'em entries with their private part (topic pickem-entries:{gameId}:{uid};
// docs/product/pickem.md): read on every page load and after every pick, so in ONE statement off
// the (game_id, uid) index — the entries, each one's answers and tiebreaker, and, in a public
// challenge, the entry's standing with the beans it won (decision 046: the game's own payload
// carries only the top of its leaderboard there).
import type { GameId } from '../../../contracts/ids.js';
import type { OwnEntries } from '../../../contracts/pickem.js';
import { z } from 'zod';
import type { Queryable } from '../database.js';
import { entryIdColumn, timestamp } from '../row-types.js';

// Built once: zod compiles a schema on its first parse.
const OwnEntryRowSchema = z.object({
  id: entryIdColumn,
  entry_name: z.string(),
  created_at: timestamp,
  submitted: z.boolean(),
  score: z.number(),
  rank: z.number().int(),
  podium_probability: z.number().nullable(),
  answers: z.array(z.object({ question: z.number().int(), choice: z.string() })),
  tiebreaker: z.number().int().nullable(),
  /** Null unless the game is a public challenge (a season game with a tag). */
  won_beans: z.number().nullable(),
});

/**
 * The own-entries columns of the entries `where` picks (`e` is pickem_entries): one game's, one owner's.
 * The rank is the one readers see (migration 025's view: a public challenge's from its rank keys);
 * the beans follow the entry's score by the ledger's rule (migration 029's pickem_won_beans), so
 * they are right as soon as the game ends, before its settlement has credited the ledger.
 * Migration 029's season_page_load repeats these columns.
 */
export const selectOwnEntries = (where: string) => `
  select e.uid, e.id, e.entry_name, e.created_at, e.submitted, e.score, (select r.rank from pickem_entry_ranks r where r.id = e.id) as rank, e.podium_probability,
    coalesce((select json_agg(json_build_object('question', a.question, 'choice', a.choice) order by a.question)
                from pickem_answers a where a.entry_id = e.id), '[]'::json) as answers,
    (select t.value from pickem_tiebreaker_answers t where t.entry_id = e.id) as tiebreaker,
    case when exists (select 1 from season_games sg join seasons s on s.id = sg.season_id where sg.game_id = e.game_id and s.tag is not null)
      then (select pickem_won_beans(e.score, e.submitted, wg.game_phase, wq.scoring) from games wg join questions_games wq on wq.game_id = wg.id where wg.id = e.game_id) end as won_beans
  from pickem_entries e where ${where} order by e.created_at, e.id`;
const SELECT_OWN_ENTRIES = selectOwnEntries('e.game_id = $1 and e.uid = $2');
const SELECT_OWN_ENTRIES_OF = selectOwnEntries('e.game_id = $1 and e.uid = any($2::text[])');

/** The owner's entries in a game, oldest first, each with every answer (locked or not); a standing in a public challenge. */
export async function findOwnEntries(db: Queryable, gameId: GameId, uid: string): Promise<OwnEntries> {
  const { rows } = await db.query(SELECT_OWN_ENTRIES, [gameId, uid]);
  return { entries: rows.map(toOwnEntry) };
}

/** Several owners' entries in one statement (a batch of picks tells each owner's topic): every owner named gets theirs, none or not. */
export async function findOwnEntriesOf(db: Queryable, gameId: GameId, uids: readonly string[]): Promise<Map<string, OwnEntries>> {
  const { rows } = await db.query<{ uid: string }>(SELECT_OWN_ENTRIES_OF, [gameId, uids]);
  const owned = new Map<string, OwnEntries>(uids.map((uid) => [uid, { entries: [] }]));
  for (const row of rows) owned.get(row.uid)?.entries.push(toOwnEntry(row));
  return owned;
}

export function toOwnEntry(row: unknown): OwnEntries['entries'][number] {
  const r = OwnEntryRowSchema.parse(row);
  return {
    id: r.id,
    entryName: r.entry_name,
    created: r.created_at,
    submitted: r.submitted,
    answers: r.answers,
    tiebreakerAnswer: r.tiebreaker,
    ...(r.won_beans === null ? {} : { standing: { score: r.score, rank: r.rank, podiumProbability: r.podium_probability, wonBeans: r.won_beans } }),
  };
}
