import * as z from 'zod/mini';

/**
 * Topics a client may subscribe to (ARCHITECTURE.md). Later issues add game topics;
 * the server refuses any topic it has no handler for.
 */
export const TopicSchema = z.string().check(z.regex(/^[a-z][a-z0-9-]*(:[A-Za-z0-9_-]{1,64})*$/), z.maxLength(200));
export type Topic = z.infer<typeof TopicSchema>;

const VersionSchema = z.int().check(z.minimum(0));

export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subscribe'),
    topic: TopicSchema,
    /** The version the client already holds: the server sends only newer updates. */
    since: z.optional(VersionSchema),
  }),
  z.strictObject({ type: z.literal('unsubscribe'), topic: TopicSchema }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/**
 * Why the server refused a socket message; every error frame carries one. A type only: the
 * client logs error frames and acts on none, so the home page's script does not carry the list.
 */
export type LiveErrorCode =
  | 'bad_json'
  | 'bad_message'
  | 'unknown_topic'
  | 'forbidden_topic'
  | 'too_many_topics'
  | 'subscribe_failed'
  | 'database_unavailable'
  | 'internal_error';

export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), topic: z.string(), version: VersionSchema, data: z.unknown() }),
  z.object({ type: z.literal('update'), topic: z.string(), version: VersionSchema, data: z.unknown() }),
  z.object({
    type: z.literal('error'),
    topic: z.optional(z.string()),
    code: z.string(),
    message: z.string(),
  }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

export const REALTIME_PATH = '/api/live';

/**
 * The server closes a socket with this code when the session it opened with has ended (sign-out,
 * sign-out everywhere, a new sign-in's cookie, account deletion). The client re-reads its session
 * before it reconnects: the socket's user is the one its cookie named at the upgrade.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
export const SESSION_ENDED_CLOSE_REASON = 'session ended';
