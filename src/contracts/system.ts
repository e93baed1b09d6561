import * as z from 'zod/mini';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** Public, non-secret settings the web app needs before anything else. */
export const ClientConfigSchema = z.object({
  version: z.string(),
  discordUrl: z.nullable(z.string()),
  /** The Google button shows only when sign-in with Google is configured. */
  googleSignIn: z.boolean(),
  /** The share of client errors to report (0–1), by where the site runs (decision 043). */
  errorSampleRate: z.number(),
  /** Set when the site reports to Sentry too: the browser's SDK sends the sampled errors itself (decision 043). */
  sentry: z.nullable(z.object({ dsn: z.string(), environment: z.string() })),
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
