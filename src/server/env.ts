import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, from src/server (tsx) and dist/server (built) alike. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A proxy address, a CIDR range, or a range proxy-addr names (loopback, linklocal, uniquelocal). */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * true: every hop is trusted and the client is the left-most X-Forwarded-For entry (the proxy
 * must replace that header); a list of proxy addresses: the client is the right-most entry
 * that none of them wrote, whatever a client put in front.
 */
const trustProxy = z.union([
  booleanFlag,
  z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().refine(isProxyAddress, 'must be true, false, or comma-separated proxy addresses or CIDR ranges')).min(1)),
]);

const originList = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin)));

/**
 * Every setting the server reads, parsed once at start (ARCHITECTURE.md env.ts).
 * Defaults make `npm start` work with no .env file; README documents each.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  ALLOWED_ORIGINS: originList.default([]),
  DISCORD_URL: z.url({ protocol: /^https?$/ }).optional(),
  RATE_LIMIT_COMMANDS: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** New anonymous sessions per client address per hour (docs/security.md, Rate limits). */
  RATE_LIMIT_SESSIONS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Sign-in mails asked for per client address per hour. */
  RATE_LIMIT_SIGN_IN_MAILS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** /g/{code} lookups per client address per minute: codes are short enough to guess at. */
  RATE_LIMIT_GAME_CODES: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Game preview images drawn per client address per minute: each costs the server a rasterisation. */
  RATE_LIMIT_PREVIEW_IMAGES: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Live sockets one session may hold open at once (each open page holds one). */
  LIVE_SOCKETS_PER_SESSION: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Live sockets (and upgrades under way) one client address may hold open at once. */
  LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(200),
  WEB_DIST: z.string().min(1).default(path.join(projectRoot, 'dist/web')),
  /** The address people reach the app at; links in emails use it (never the request's Host header). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** smtp://user:pass@host:port (or smtps://); unset: mails are written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Sportsball <no-reply@sportsball.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  /** The mobile app's ES256 public key (PEM or JWK JSON) for webview sign-in tokens. */
  WEBVIEW_JWT_PUBLIC_KEY: z.string().min(20).optional(),
  WEBVIEW_JWT_AUDIENCE: z.string().min(1).default('sportsball-webview'),
  /** Accounts that see the Admin Dashboard (comma-separated emails). */
  ADMIN_EMAILS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))
    .default([]),
  /** Bearer token Prometheus sends to GET /metrics; unset: /metrics answers 404 (docs/security.md). */
  METRICS_TOKEN: z
    .string()
    .min(16)
    .max(256)
    .regex(/^[A-Za-z0-9._~+/=-]+$/, 'letters, digits and ._~+/=- only (it travels in an Authorization header)')
    .optional(),
  /** Bearer token `npm run backup` sends to GET /api/backup (PGlite only); unset: the route answers 404 (decision 044). */
  BACKUP_TOKEN: z
    .string()
    .min(16)
    .max(256)
    .regex(/^[A-Za-z0-9._~+/=-]+$/, 'letters, digits and ._~+/=- only (it travels in an Authorization header)')
    .optional(),
  /** Where this instance runs: decides the error reports' sample rate (decision 043); unset: production under NODE_ENV=production, else development. */
  SITE_ENVIRONMENT: z.enum(['production', 'staging', 'development']).optional(),
  /** The share of client errors the browser reports (0–1); unset: the environment's (0.1 production, 0.5 staging, 1 development). */
  ERROR_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
  /** Sentry's DSN: set, errors are also reported to Sentry; unset, no error leaves the server (decision 043). */
  SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  /** Analytics and error reports per client per minute (POST /api/events and /api/errors). */
  RATE_LIMIT_EVENTS: z.coerce.number().int().min(1).max(1_000_000).default(60),
  SPORTS_PROVIDER: z.enum(['simulator', 'espn', 'apisports']).default('simulator'),
  /** false: this instance never polls the feed (a serve-only instance, or a test about something else). */
  SPORTS_POLLING: booleanFlag.default(true),
  /** How long a feed tick's pools wait after its scores are published, so the scores reach screens first (decision 058). */
  POOLS_FOLLOW_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  SIM_SPEED: z.coerce.number().gt(0).max(10_000).default(1),
  SIM_SEED: z.string().min(1).max(100).default('sportsball'),
  ESPN_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://site.api.espn.com'),
  APISPORTS_KEY: z.string().min(1).optional(),
  /** One base URL for all three API-Sports sport APIs (a proxy or a test server); unset = API-Sports' own hosts. */
  APISPORTS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  APISPORTS_DAILY_LIMIT: z.coerce.number().int().min(10).max(1_000_000).default(100),
});

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses the environment; the first bad variable becomes one line naming it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) {
    if (result.data.SPORTS_PROVIDER === 'apisports' && !result.data.APISPORTS_KEY) {
      throw new ConfigError('Invalid configuration: APISPORTS_KEY is required when SPORTS_PROVIDER=apisports');
    }
    if (Boolean(result.data.GOOGLE_CLIENT_ID) !== Boolean(result.data.GOOGLE_CLIENT_SECRET)) {
      throw new ConfigError('Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    }
    return result.data;
  }
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const got = present[name];
  throw new ConfigError(
    `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`,
  );
}
