import * as z from 'zod/mini';

/** One minute of the game-day figures; null where nothing happened that minute (no claim, no fan-out). */
export const BenchdPointSchema = z.object({
  /** The minute's start. */
  minute: z.iso.datetime({ offset: true }),
  /** The most live sockets open at once on this instance, as seen that minute. */
  sockets: z.nullable(z.int().check(z.minimum(0))),
  /** From a topic change heard to its frames written to every subscribed socket here, 99th percentile. */
  fanOutP99Ms: z.nullable(z.number().check(z.minimum(0))),
  /** A square claim's answer time on this instance (the claim route, end to end), 99th percentile. */
  claimP99Ms: z.nullable(z.number().check(z.minimum(0))),
  claims: z.int().check(z.minimum(0)),
  /** Seconds since this instance last polled a league's feed well (the stalest league); null when it does not poll. */
  feedAgeS: z.nullable(z.number().check(z.minimum(0))),
});
export type BenchdPoint = z.infer<typeof BenchdPointSchema>;

/** GET /api/admin/benchd: the last hour, a point a minute, oldest first (ADMIN_EMAILS accounts only). */
export const BenchdFiguresSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  /** Which instance answered: each keeps its own figures in memory. */
  instance: z.string(),
  points: z.array(BenchdPointSchema),
});
export type BenchdFigures = z.infer<typeof BenchdFiguresSchema>;
