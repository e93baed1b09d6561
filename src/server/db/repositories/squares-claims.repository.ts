// The statements of a squares claim batch (decision 010, services/squares-claims.service.ts):
// one read of everything the rules need, the releases and the claims each as one statement
// that logs its updates, and the undo of what refused claims added.
import type { GameId } from '../../../contracts/ids.js';
import { z } from 'zod';
import type { EntryOwner, Square, SquaresSize } from '../../../contracts/squares.js';
import type { Queryable } from '../database.js';
import { reportInvalidRow } from '../invalid-rows.js';
import { SQUARE_COLUMNS, toSquare } from './squares.repository.js';
import { appendTopicEventsCtes } from './topic-events.repository.js';
import { timestamp } from '../row-types.js';

/**
 * What the entry rules need of a game, read while taking its row FOR SHARE. `gamePhase`
 * comes from the locked row itself: a claim that waited for a lock sees the lock's new row
 * (Live), while the joined squares row may still show it unlocked (PostgreSQL re-reads
 * only the locked row after the wait), so `locked` is true when either says so.
 */
export interface EntryGame {
  hostUid: string;
  hostType: 'anonymous' | 'signedIn';
  size: SquaresSize;
  entryLimit: number | null;
  locked: boolean;
  /** The sports game's status and kickoff (null for a baby shower): no claim once it has started. */
  sports: { status: string; gameTime: string } | null;
}

const EntryGameRowSchema = z.object({
  host_uid: z.string(),
  host_type: z.enum(['anonymous', 'signedIn']),
  game_phase: z.enum(['Pending', 'Live', 'Over']),
  size: z.union([z.literal(25), z.literal(100)]),
  entry_limit: z.number().int().nullable(),
  locked_at: timestamp.nullable(),
  sports_status: z.string().nullable(),
  sports_game_time: timestamp.nullable(),
});

function toEntryGame(row: z.infer<typeof EntryGameRowSchema>): EntryGame {
  return {
    hostUid: row.host_uid,
    hostType: row.host_type,
    size: row.size,
    entryLimit: row.entry_limit,
    locked: row.locked_at !== null || row.game_phase !== 'Pending',
    sports: row.sports_status === null || row.sports_game_time === null ? null : { status: row.sports_status, gameTime: row.sports_game_time },
  };
}

/** One claim or release of a batch (claim-batcher): the caller's session, the square, and a claim's label. */
export interface EntryAttempt {
  tokenHash: string;
  square: number;
  /** The claim's initials, normalised; null for a release. */
  entryName: string | null;
}

/** What an attempt of a batch read before the rules decide; caller null when the session is unknown, expired or revoked. */
export interface EntryStart {
  caller: { uid: string; type: 'anonymous' | 'signedIn' } | null;
  /**
   * A claim's player had no My Games row and the game counts squares (an entry limit or an
   * anonymous host): this batch added it, locked, and removes it again if none of their claims
   * lands. Without a count the claims' own statement adds the row (ClaimOutcome.joined).
   */
  joined: boolean;
  /** Who holds the claim's label in the game, if anyone. */
  labelHolder: string | null;
  /** The square's holder as the batch starts. */
  holder: { uid: string; onBehalf: boolean } | null;
  claimer: { handle: string | null; avatarId: number | null; realName: string | null };
}

const EntryStartRowSchema = z.object({
  caller_uid: z.string().nullable(),
  caller_type: z.enum(['anonymous', 'signedIn']).nullable(),
  found: z.boolean(),
  joined: z.boolean(),
  label_holder: z.string().nullable(),
  holder_uid: z.string().nullable(),
  holder_on_behalf: z.boolean().nullable(),
  claimer_handle: z.string().nullable(),
  claimer_avatar_id: z.number().int().nullable(),
  claimer_real_name: z.string().nullable(),
});

/**
 * One statement for everything a batch of claims and releases of one game reads before the
 * rules decide: each caller's session (checked here, as sessionUserCte does, not in a lookup
 * before); the game row FOR SHARE (decision 008), once for the batch and only if some caller
 * is signed in; when the game counts squares (an entry limit, or an anonymous host's two),
 * each claiming player's My Games row, added if missing and locked either way (ON CONFLICT DO
 * UPDATE locks the existing row; `where false` writes nothing; in uid order, as the batch's
 * writes take their rows in key order, so that two instances' batches seldom deadlock, and
 * are retried when they do), so one player's claims in a game take turns across instances and
 * a count read after this is exact; each
 * claim's label holder (read only for a caller with a session: a body's text meets no table
 * before its sender's session is found) and each square's holder; the callers' public faces. Labels
 * are stored normalised (every writer stores checkGameInitials' value or a suffixed one), so
 * the label checkGameInitials would find taken is the one with exactly the normalised initials.
 * `game` is undefined when the game does not exist (or no caller has a session).
 *
 * Sessions and squares are looked up per attempt by primary key (the lateral subqueries'
 * `limit 1` keeps the planner from folding them into a join): PGlite never analyzes its
 * tables, and as a join the planner chose to scan every session for each attempt, 2–3 ms of
 * a batch's 4 at 500 players.
 */
export async function startEntries(
  db: Queryable,
  gameId: GameId,
  attempts: readonly EntryAttempt[],
  now: Date,
): Promise<{ game: EntryGame | undefined; starts: EntryStart[] }> {
  const { rows } = await db.query(
    `with input as (
       select * from unnest($2::text[], $3::int[], $4::text[]) with ordinality as i(token_hash, square, entry_name, n)
     ),
     callers as (
       select i.n, u.uid, u.type, u.handle, u.avatar_id, u.real_name from input i
         join lateral (select s.uid from sessions s where s.token_hash = i.token_hash and s.revoked_at is null and s.expires_at > $5 limit 1) s on true
         join users u on u.uid = s.uid
     ),
     game as (
       select g.id, g.uid, h.type as host_type, g.game_phase, s.size, s.entry_limit, s.locked_at, s.sports_game_id
       from games g join squares_games s on s.game_id = g.id join users h on h.uid = g.uid
       where g.id = $1 and exists (select 1 from callers) for share of g
     ),
     joined as (
       insert into user_games (uid, game_id, joined_at)
       select distinct c.uid, game.id, $5::timestamptz from callers c join input i on i.n = c.n and i.entry_name is not null, game
       where game.entry_limit is not null or game.host_type = 'anonymous'
       order by c.uid
       on conflict (uid, game_id) do update set joined_at = user_games.joined_at where false
       returning uid
     )
     select c.uid as caller_uid, c.type as caller_type, game.id is not null as found,
       game.uid as host_uid, game.host_type, game.game_phase,
       game.size, game.entry_limit, game.locked_at, sg.status as sports_status, sg.game_time as sports_game_time,
       i.entry_name is not null and exists (select 1 from joined j where j.uid = c.uid) as joined,
       case when c.uid is not null then (select l.uid from squares_labels l where l.game_id = $1 and l.entry_name = i.entry_name) end as label_holder,
       e.uid as holder_uid, e.on_behalf as holder_on_behalf,
       c.handle as claimer_handle, c.avatar_id as claimer_avatar_id, c.real_name as claimer_real_name
     from input i left join callers c on c.n = i.n
       left join game on true left join sports_games sg on sg.id = game.sports_game_id
       left join lateral (select e.uid, e.on_behalf from squares_entries e where e.game_id = $1 and e.square = i.square limit 1) e on true
     order by i.n`,
    [gameId, attempts.map((a) => a.tokenHash), attempts.map((a) => a.square), attempts.map((a) => a.entryName), now],
  );
  let game: EntryGame | undefined;
  const starts = rows.map((row): EntryStart => {
    const r = EntryStartRowSchema.parse(row);
    if (r.found && game === undefined) {
      const parsed = EntryGameRowSchema.safeParse(row);
      if (parsed.success) game = toEntryGame(parsed.data);
      else reportInvalidRow('squares_games', gameId, parsed.error.message);
    }
    return {
      caller: r.caller_uid === null || r.caller_type === null ? null : { uid: r.caller_uid, type: r.caller_type },
      joined: r.joined,
      labelHolder: r.label_holder,
      holder: r.holder_uid === null ? null : { uid: r.holder_uid, onBehalf: r.holder_on_behalf ?? false },
      claimer: { handle: r.claimer_handle, avatarId: r.claimer_avatar_id, realName: r.claimer_real_name },
    };
  });
  return { game, starts };
}

export interface NewSquare {
  gameId: GameId;
  square: number;
  uid: string;
  entryName: string;
  entryOwner: EntryOwner;
  onBehalf: boolean;
  createdAt: Date;
}

/**
 * Claims a square: the primary key decides, not a read before the write. Undefined when
 * someone already holds it (decision 008).
 */
export async function insertSquare(db: Queryable, square: NewSquare): Promise<Square | undefined> {
  const { rows } = await db.query(
    `insert into squares_entries (game_id, square, uid, entry_name, entry_owner, on_behalf, created_at)
     values ($1, $2, $3, $4, $5::text::jsonb, $6, $7)
     on conflict (game_id, square) do nothing
     returning ${SQUARE_COLUMNS}`,
    [square.gameId, square.square, square.uid, square.entryName, JSON.stringify(square.entryOwner), square.onBehalf, square.createdAt],
  );
  return rows[0] === undefined ? undefined : toSquare(rows[0]);
}

/** A claim of a batch that the rules let through, with the update that tells it. */
export interface NewClaim {
  square: number;
  uid: string;
  entryName: string;
  entryOwner: EntryOwner;
  onBehalf: boolean;
  update: unknown;
}

const ClaimOutcomeRowSchema = z.object({ label_holder: z.string().nullable(), label_added: z.boolean(), claimed: z.boolean(), joined: z.boolean() });
const SquareRowSchema = z.object({ square: z.number().int() });
const CountRowSchema = z.object({ n: z.number().int() });

/** What became of a claim: `labelHolder` null means the label was committed elsewhere meanwhile (read it again). */
export interface ClaimOutcome {
  labelHolder: string | null;
  /** This statement added the label (it is removed again if no claim uses it: undoUnusedJoins). */
  labelAdded: boolean;
  claimed: boolean;
  /** This statement added the claimer's My Games row (their first square in the game). */
  joined: boolean;
}

/**
 * Takes the labels (unless someone holds them) and, for each claim whose label is its
 * claimer's, the square, adds the game to My Games of each player whose claim landed (unless
 * it is there), and logs each claimed square's update on `topic` in claim order — one
 * statement for the whole batch, in this order: the labels, the squares (the primary key
 * decides who owns a square, decision 008), My Games, then the topic's head, held until commit. A
 * label committed by another transaction while the statement waited for it is invisible to
 * its snapshot: such a claim has `labelHolder` null and nothing written. The claims' squares
 * are distinct (the batch refuses a second claim of a square before this).
 */
export async function claimLabelsAndSquares(db: Queryable, gameId: GameId, claims: readonly NewClaim[], createdAt: Date, topic: string): Promise<ClaimOutcome[]> {
  const { rows } = await db.query(
    `with input as (
       select * from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[])
         with ordinality as i(square, uid, entry_name, entry_owner, on_behalf, data, n)
     ),
     label as (
       insert into squares_labels (game_id, entry_name, uid) select distinct $1, entry_name, uid from input order by entry_name
       on conflict do nothing returning entry_name, uid
     ),
     holder as (
       select i.n, coalesce(l.uid, (select s.uid from squares_labels s where s.game_id = $1 and s.entry_name = i.entry_name)) as uid,
         l.uid is not null as added
       from input i left join label l on l.entry_name = i.entry_name
     ),
     claimed as (
       insert into squares_entries (game_id, square, uid, entry_name, entry_owner, on_behalf, created_at)
       select $1, i.square, i.uid, i.entry_name, i.entry_owner::jsonb, i.on_behalf, $8 from input i join holder h on h.n = i.n and h.uid = i.uid
       order by i.square
       on conflict (game_id, square) do nothing
       returning square
     ),
     my_games as (
       insert into user_games (uid, game_id, joined_at)
       select distinct i.uid, $1, $8::timestamptz from input i join claimed c on c.square = i.square
       order by i.uid
       on conflict (uid, game_id) do nothing
       returning uid
     ),
     events as (select i.n, i.data from input i join claimed c on c.square = i.square),
     ${appendTopicEventsCtes('$9', 'events')}
     select h.uid as label_holder, h.added as label_added, exists (select 1 from claimed c where c.square = i.square) as claimed,
       exists (select 1 from my_games m where m.uid = i.uid) as joined
     from input i join holder h on h.n = i.n order by i.n`,
    [
      gameId,
      claims.map((c) => c.square),
      claims.map((c) => c.uid),
      claims.map((c) => c.entryName),
      claims.map((c) => JSON.stringify(c.entryOwner)),
      claims.map((c) => c.onBehalf),
      claims.map((c) => JSON.stringify(c.update)),
      createdAt,
      topic,
    ],
  );
  return rows.map((row) => {
    const r = ClaimOutcomeRowSchema.parse(row);
    return { labelHolder: r.label_holder, labelAdded: r.label_added, claimed: r.claimed, joined: r.joined };
  });
}

/**
 * Releases each square that its given holder still holds (a concurrent release may have freed
 * it, and a release never removes a newer claim), logging each release's update on `topic`
 * in the same statement. Returns the squares released.
 */
export async function releaseSquaresLogged(
  db: Queryable,
  gameId: GameId,
  releases: ReadonlyArray<{ square: number; uid: string; update: unknown }>,
  topic: string,
): Promise<Set<number>> {
  const { rows } = await db.query(
    `with input as (select * from unnest($2::int[], $3::text[], $4::text[]) with ordinality as i(square, uid, data, n)),
     released as (
       delete from squares_entries e using input i where e.game_id = $1 and e.square = i.square and e.uid = i.uid returning e.square
     ),
     events as (select i.n, i.data from input i join released r on r.square = i.square),
     ${appendTopicEventsCtes('$5', 'events')}
     select square from released`,
    [gameId, releases.map((r) => r.square), releases.map((r) => r.uid), releases.map((r) => JSON.stringify(r.update)), topic],
  );
  return new Set(rows.map((row) => SquareRowSchema.parse(row).square));
}

/**
 * Undoes what a batch's refused claims wrote before they were refused: the My Games rows
 * of `uids` (added by this batch, no claim of theirs landed) and the labels `entryNames`
 * (added by this batch, no square carries them).
 */
export async function undoUnusedJoins(db: Queryable, gameId: GameId, uids: readonly string[], entryNames: readonly string[]): Promise<void> {
  await db.query(
    `with joins as (delete from user_games where game_id = $1 and uid = any($2::text[]))
     delete from squares_labels l where l.game_id = $1 and l.entry_name = any($3::text[])
       and not exists (select 1 from squares_entries e where e.game_id = l.game_id and e.entry_name = l.entry_name)`,
    [gameId, uids, entryNames],
  );
}

/** Squares `uid` holds in the game: their own, or (onBehalf) those claimed for others. */
export async function countSquares(db: Queryable, gameId: GameId, filter: { uid?: string; onBehalf?: boolean; entryName?: string }): Promise<number> {
  const { rows } = await db.query(
    `select count(*)::int as n from squares_entries where game_id = $1
       and ($2::text is null or uid = $2) and ($3::boolean is null or on_behalf = $3) and ($4::text is null or entry_name = $4)`,
    [gameId, filter.uid ?? null, filter.onBehalf ?? null, filter.entryName ?? null],
  );
  return CountRowSchema.parse(rows[0]).n;
}
