import * as z from 'zod/mini';

/** A user's id: 20 url-safe characters, like the ids the product has always used. */
export const UserIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20}$/)).brand<'UserId'>();
export type UserId = z.infer<typeof UserIdSchema>;

/** A game's id: a topic segment (`game:{id}`), 20 url-safe characters. */
export const GameIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20}$/)).brand<'GameId'>();
export type GameId = z.infer<typeof GameIdSchema>;

/** A pick'em entry's id: 20 url-safe characters, in routes (`/entries/{entryId}`) and links (`?entry=`). */
export const EntryIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20}$/)).brand<'EntryId'>();
export type EntryId = z.infer<typeof EntryIdSchema>;

/** A user's id as a live topic's name has always accepted it: any other is refused as not the caller's. */
export const TopicUidSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
