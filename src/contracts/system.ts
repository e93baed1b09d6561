import * as z from 'zod/mini';
import { ErrorBodySchema } from './errors.js';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

const CheckOutcomeSchema = z.enum(['ok', 'failed']);

/**
 * GET /api/ready: 200 with ready true when the instance should get traffic, else 503 with ready
 * false, which check failed, and the `error` every non-2xx body carries.
 */
export const ReadinessSchema = z.object({
  ready: z.boolean(),
  checks: z.object({ database: CheckOutcomeSchema, migrations: CheckOutcomeSchema, listener: CheckOutcomeSchema }),
  error: z.optional(ErrorBodySchema.shape.error),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** GET /api/time: the server's clock, for the /debug page's skew. */
export const ServerTimeSchema = z.object({ now: z.iso.datetime({ offset: true }) });
export type ServerTime = z.infer<typeof ServerTimeSchema>;

/** Public, non-secret settings the web app needs before anything else. */
export const ClientConfigSchema = z.object({
  version: z.string(),
  discordUrl: z.nullable(z.string()),
  /** The Google button shows only when sign-in with Google is configured. */
  googleSignIn: z.boolean(),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

/** docs/product/site.md#maintenance-and-versions System config (system/siteConfig). Times are ISO strings. */
export const SiteConfigSchema = z.object({
  maintenanceTime: z.nullable(z.string()),
  /** What the maintenance banner says beside its countdown; null: its usual words. */
  maintenanceMessage: z.nullable(z.string()),
  minClientVersion: z.nullable(z.string()),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** The longest maintenance message: it shares one line of the banner with the countdown. */
export const MAINTENANCE_MESSAGE_MAX_LENGTH = 140;

/** A version as the site config holds it: x.y.z. */
export const CLIENT_VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}$/;

/**
 * A maintenance time is a real moment to come: 1970 or later. Earlier years do not survive the
 * database alike on both engines (PGlite reads a year before 100 back as an invalid date, and
 * PostgreSQL has no year 0), so they are refused here rather than failing on the way back.
 */
export const MaintenanceTimeSchema = z.iso.datetime({ offset: true }).check(z.refine((time) => Date.parse(time) >= 0, { message: 'must be 1970 or later' }));

/** Test control body (refused in production): change the site config and publish it. */
export const SiteConfigUpdateSchema = z.strictObject({
  maintenanceTime: z.optional(z.nullable(MaintenanceTimeSchema)),
  maintenanceMessage: z.optional(z.nullable(z.string().check(z.maxLength(MAINTENANCE_MESSAGE_MAX_LENGTH)))),
  minClientVersion: z.optional(z.nullable(z.string().check(z.regex(CLIENT_VERSION)))),
});
export type SiteConfigUpdate = z.infer<typeof SiteConfigUpdateSchema>;
