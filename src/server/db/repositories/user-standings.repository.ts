// Where a user stands in each of their games (docs/product/site.md#my-games): one query per game kind
// for any number of (user, game) pairs, so a list of many games costs the same three reads
// as a list of one (decision 035).
import { z } from 'zod';
import type { GameStanding, GameType } from '../../../contracts/games.js';
import type { Queryable } from '../database.js';
import { reportInvalidRow } from '../invalid-rows.js';

export interface StandingKey {
  uid: string;
  gameId: string;
  gameType: GameType;
}

const keyOf = (uid: string, gameId: string) => `${uid}\u0000${gameId}`;

// The pairs as two parallel arrays: one parameter each, whatever their number.
const PAIRS = `p as (select u.uid, u.game_id from unnest($1::text[], $2::text[]) as u(uid, game_id))`;

// Taken squares and players (one per set of initials) per game; the user's squares, and the
// paying periods whose winning square is one of them (matched by square, so squares moved into
// an account at sign-in keep their wins).
const SQUARES_SQL = `with ${PAIRS},
  g as (
    select e.game_id, count(*)::int as taken, count(distinct e.entry_name)::int as players
    from squares_entries e where e.game_id in (select game_id from p) group by e.game_id
  )
  select p.uid, p.game_id, s.size, coalesce(g.taken, 0) as taken, coalesce(g.players, 0) as players,
    (select count(*)::int from squares_entries e where e.game_id = p.game_id and e.uid = p.uid) as held,
    (select count(*)::int from jsonb_array_elements(s.results) r
       join squares_entries e on e.game_id = p.game_id and e.square = (r->>'square')::int and e.uid = p.uid) as wins
  from p join squares_games s on s.game_id = p.game_id left join g on g.game_id = p.game_id`;

const SquaresRowSchema = z.object({
  uid: z.string(),
  game_id: z.string(),
  size: z.number().int(),
  taken: z.number().int(),
  players: z.number().int(),
  held: z.number().int(),
  wins: z.number().int(),
});

// Entries and players (distinct accounts) per game; the user's entries and their best rank.
const PICKEM_SQL = `with ${PAIRS},
  g as (
    select e.game_id, count(*)::int as entries, count(distinct e.uid)::int as players
    from pickem_entries e where e.game_id in (select game_id from p) group by e.game_id
  ),
  m as (
    select e.game_id, e.uid, count(*)::int as mine, min(e.rank)::int as best
    from pickem_entry_ranks e join p on p.game_id = e.game_id and p.uid = e.uid group by e.game_id, e.uid
  )
  select p.uid, p.game_id, coalesce(g.entries, 0) as entries, coalesce(g.players, 0) as players, coalesce(m.mine, 0) as mine, m.best
  from p join questions_games q on q.game_id = p.game_id
    left join g on g.game_id = p.game_id left join m on m.game_id = p.game_id and m.uid = p.uid`;

const PickemRowSchema = z.object({
  uid: z.string(),
  game_id: z.string(),
  entries: z.number().int(),
  players: z.number().int(),
  mine: z.number().int(),
  best: z.number().int().nullable(),
});

async function readRows<T>(db: Queryable, sql: string, keys: readonly StandingKey[], schema: z.ZodType<T>): Promise<T[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query(sql, [keys.map((k) => k.uid), keys.map((k) => k.gameId)]);
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return [parsed.data];
    const r = row as { uid?: unknown; game_id?: unknown } | null;
    reportInvalidRow('user_standings', `${String(r?.uid)}/${String(r?.game_id)}`, parsed.error.message);
    return [];
  });
}

/** Each pair's standing, keyed by `standingKey(uid, gameId)`; a pair whose game has no row of its kind has none. */
export async function findStandings(db: Queryable, keys: readonly StandingKey[]): Promise<Map<string, GameStanding>> {
  const standings = new Map<string, GameStanding>();
  const squares = await readRows(db, SQUARES_SQL, keys.filter((k) => k.gameType === 'Squares'), SquaresRowSchema);
  for (const r of squares) {
    standings.set(keyOf(r.uid, r.game_id), { kind: 'squares', squaresHeld: r.held, wins: r.wins, squaresTaken: r.taken, size: r.size, players: r.players });
  }
  const pickem = await readRows(db, PICKEM_SQL, keys.filter((k) => k.gameType === 'Questions'), PickemRowSchema);
  for (const r of pickem) {
    standings.set(keyOf(r.uid, r.game_id), { kind: 'pickem', myEntries: r.mine, bestRank: r.best, entries: r.entries, players: r.players });
  }
  return standings;
}

export const standingKey = keyOf;
