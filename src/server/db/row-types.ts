// Column parsers every repository's row schemas share.
import { z } from 'zod';

/** A timestamp column as an ISO string, whichever driver read it: PGlite gives a Date, some paths a string. */
export const timestamp = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());
export const nullableTimestamp = timestamp.nullable();

/**
 * A stored game's id, typed as the contracts' GameId. Not re-checked: the id was checked (or
 * generated) before it was stored, and the brand is where the type starts to flow from.
 */
export const gameIdColumn = z.string().brand<'GameId'>();

/** A stored sports game's id, typed as the contracts' SportsGameId (checked before it was stored, as gameIdColumn). */
export const sportsGameIdColumn = z.string().brand<'SportsGameId'>();

/** A stored pick'em entry's id, typed as the contracts' EntryId (generated before it was stored, as gameIdColumn). */
export const entryIdColumn = z.string().brand<'EntryId'>();
