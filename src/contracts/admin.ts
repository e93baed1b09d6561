import * as z from 'zod/mini';
import { SportsFeedStatusSchema, SportsLeagueSchema } from './sports.js';

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
