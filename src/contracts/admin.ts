import * as z from 'zod/mini';
import { SportsFeedStatusSchema, SportsLeagueSchema } from './sports.js';
import { CLIENT_VERSION, MAINTENANCE_MESSAGE_MAX_LENGTH, MaintenanceTimeSchema, SiteConfigSchema } from './system.js';

const CountSchema = z.int().check(z.minimum(0));

/** GET /api/admin/overview: the Admin Dashboard's figures (ADMIN_EMAILS accounts only, decision 006). */
export const AdminOverviewSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  users: z.object({
    anonymous: CountSchema,
    signedIn: CountSchema,
    /** Accounts whose first sign-in (sign_up) was in the last 7 days. */
    signUpsLast7Days: CountSchema,
  }),
  /** Sessions neither expired nor revoked. */
  sessions: z.object({ live: CountSchema }),
  sportsGames: z.array(z.object({ sportsLeague: SportsLeagueSchema, games: CountSchema, live: CountSchema })),
  feeds: z.array(z.object({ ...SportsFeedStatusSchema.shape, lastError: z.nullable(z.string()) })),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/**
 * POST /api/admin/site-config: one change to the site config (docs/product/site.md#admin). The
 * maintenance time must also lie ahead, within a year of the server's clock (checked there).
 * The minimum version can be raised or lowered but never unset: unset puts every page behind
 * the maintenance overlay, which is what scheduling maintenance is for.
 */
export const AdminSiteConfigChangeSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('scheduleMaintenance'),
    maintenanceTime: MaintenanceTimeSchema,
    /** Empty: the banner's usual words. */
    message: z.string().check(z.maxLength(MAINTENANCE_MESSAGE_MAX_LENGTH)),
  }),
  z.strictObject({ action: z.literal('clearMaintenance') }),
  z.strictObject({
    action: z.literal('setMinClientVersion'),
    minClientVersion: z.string().check(z.regex(CLIENT_VERSION, { message: 'must be a version like 1.4.0' })),
  }),
]);
export type AdminSiteConfigChange = z.infer<typeof AdminSiteConfigChangeSchema>;

/** One row of the admin audit log: who changed what, when, and the values before and after. */
export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actorEmail: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

/** GET and POST /api/admin/site-config: the config now and the newest audit entries. */
export const AdminSiteConfigSchema = z.object({
  config: SiteConfigSchema,
  audit: z.array(AdminAuditEntrySchema),
});
export type AdminSiteConfig = z.infer<typeof AdminSiteConfigSchema>;
