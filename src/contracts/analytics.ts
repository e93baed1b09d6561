// Our own analytics and error reports (docs/product/site.md#analytics, decisions 042 and 043):
// each event name has its own small, typed props. No schema here carries an email address, a
// pick or free text a player typed; the web's sender (web/lib/analytics.ts) imports only the
// types, so none of this lands in the home page's script.
import * as z from 'zod/mini';
import { GameIdSchema } from './ids.js';
import { GameTypeSchema } from './games.js';

/** A route pattern (`/games/:gameId`), never a URL with ids or a query in it. */
const RouteSchema = z.string().check(z.regex(/^\/[A-Za-z0-9/:_*.-]{0,119}$/));
const gameProps = z.strictObject({ gameId: GameIdSchema, gameType: GameTypeSchema });

/** What the browser reports (POST /api/events). */
export const CLIENT_EVENT_PROPS = {
  page_view: z.strictObject({ route: RouteSchema }),
  demo_view: z.strictObject({ demo: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)) }),
  about_click: z.strictObject({ route: RouteSchema }),
  share: z.strictObject({ gameId: GameIdSchema, method: z.enum(['copy', 'native', 'qr', 'code']) }),
  inline_pick: z.strictObject({ gameId: GameIdSchema }),
} as const;

/** What the server records where a command commits. */
export const SERVER_EVENT_PROPS = {
  /** kind: the squares variant or the pick'em question type, so the dashboard counts each kind of pool. */
  create_game: z.strictObject({ gameId: GameIdSchema, gameType: GameTypeSchema, kind: z.string().check(z.regex(/^[A-Za-z]{1,40}$/)) }),
  delete_game: gameProps,
  join: gameProps,
  first_claim: z.strictObject({ gameId: GameIdSchema }),
  sign_up: z.strictObject({}),
  error: z.strictObject({ source: z.enum(['client', 'server']), fingerprint: z.string().check(z.regex(/^[0-9a-f]{16}$/)) }),
} as const;

export type ClientEventName = keyof typeof CLIENT_EVENT_PROPS;
export type ServerEventName = keyof typeof SERVER_EVENT_PROPS;
export type AnalyticsEventName = ClientEventName | ServerEventName;
export type EventProps<N extends AnalyticsEventName> = z.infer<(typeof CLIENT_EVENT_PROPS & typeof SERVER_EVENT_PROPS)[N]>;
export type ClientEvent = { [N in ClientEventName]: { name: N; props: EventProps<N> } }[ClientEventName];

/** A batch's limits: more events or more bytes is refused whole (400), nothing stored. */
export const EVENT_BATCH_MAX_EVENTS = 50;
export const EVENT_BATCH_MAX_BYTES = 16 * 1024;

const ClientEventSchema = z.discriminatedUnion(
  'name',
  (Object.keys(CLIENT_EVENT_PROPS) as ClientEventName[]).map((name) => z.strictObject({ name: z.literal(name), props: CLIENT_EVENT_PROPS[name] })) as unknown as [
    z.ZodMiniObject<{ name: z.ZodMiniLiteral<ClientEventName>; props: z.ZodMiniType }>,
  ],
);

/** POST /api/events: a browser's batch. clientId: a random id the browser keeps, for a visitor with no session yet. */
export const EventBatchSchema = z.strictObject({
  clientId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/))),
  events: z.array(ClientEventSchema).check(z.minLength(1), z.maxLength(EVENT_BATCH_MAX_EVENTS)),
});

/** POST /api/errors: one client error, already sampled by the browser. */
export const ErrorReportSchema = z.strictObject({
  kind: z.enum(['error', 'unhandledrejection', 'boundary', 'command']),
  name: z.string().check(z.maxLength(100)),
  message: z.string().check(z.maxLength(1_000)),
  stack: z.string().check(z.maxLength(8_000)),
  route: RouteSchema,
  version: z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,32}$/)),
});
export type ErrorReport = z.infer<typeof ErrorReportSchema>;
export const ERROR_REPORT_MAX_BYTES = 16 * 1024;

/** GET /api/admin/analytics: the Admin Dashboard's charts (last 30 days). */
export const AdminAnalyticsSchema = z.object({
  dailyPlayers: z.array(z.object({ day: z.string(), players: z.int() })),
  gamesByType: z.array(z.object({ gameType: z.string(), kind: z.string(), games: z.int() })),
  funnel: z.object({ created: z.int(), shared: z.int(), joined: z.int(), over: z.int() }),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

/** GET /api/admin/errors: error groups, most recent first. */
export const AdminErrorGroupSchema = z.object({
  fingerprint: z.string(),
  source: z.enum(['client', 'server']),
  name: z.string(),
  message: z.string(),
  stack: z.string(),
  route: z.string(),
  version: z.string(),
  correlationId: z.nullable(z.string()),
  count: z.int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export const AdminErrorsSchema = z.object({ groups: z.array(AdminErrorGroupSchema) });
export type AdminErrors = z.infer<typeof AdminErrorsSchema>;
