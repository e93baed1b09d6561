// Property-based fuzzing of every command body: for each POST/PUT route, bodies drawn from its
// contract schema (valid and mutated: missing, extra and prototype fields, wrong types, huge and
// empty strings, numbers out of range, NaN-like strings, nesting, text that is not JSON) are sent
// as the route's legitimate caller. Never a 5xx; a 4xx carries the error body and changes nothing.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EmailLinkCompleteSchema, EmailLinkRequestSchema, SignOutRequestSchema, WebviewTokenRequestSchema } from '../../src/contracts/auth.js';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import {
  EditGameDetailsSchema,
  CreateEntrySchema,
  CreateQuestionsGameSchema,
  RenameEntrySchema,
  SetAnswerSchema,
  SetTiebreakerSchema,
  SettlePropSchema,
  SettleTiebreakerSchema,
} from '../../src/contracts/pickem.js';
import { DeleteAccountSchema, ProfileUpdateSchema } from '../../src/contracts/profile.js';
import { SimDriveSchema, SimGamesSchema, SimTickSchema } from '../../src/contracts/simulator.js';
import {
  BirthResultInputSchema,
  ClaimSquareSchema,
  CreateSquaresGameSchema,
  EditSquaresSettingsSchema,
  LockSquaresGameSchema,
  MarkPaidSchema,
  HostReleaseSquareSchema,
  ReassignSquareSchema,
  SetInitialsSchema,
} from '../../src/contracts/squares.js';
import { SiteConfigUpdateSchema } from '../../src/contracts/operations.js';
import { AdminSiteConfigChangeSchema } from '../../src/contracts/admin.js';
import { AdminEmptyBodySchema, AdminRenameEntrySchema, AdminRenamePlayerSchema, AdminRenamePoolSchema } from '../../src/contracts/admin-tools.js';
import { SeasonTickSchema } from '../../src/contracts/seasons.js';
import { ErrorReportSchema, EventBatchSchema } from '../../src/contracts/analytics.js';
import { MeSchema } from '../../src/contracts/users.js';
import { joinOk } from '../factories/pickem-games.js';
import { babyShowerInput, claimOk, createGame, gameCommand } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { hostileBodies } from '../setup/hostile-bodies.js';
import type { HostileBody } from '../setup/hostile-bodies.js';
import { buildWorld, databaseChecksum, securityEnv, signUpPeople } from '../setup/security-world.js';
import type { People, Role, World } from '../setup/security-world.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

/** Fixed, so a failure replays: fast-check prints it with the counterexample. */
const FUZZ_SEED = 20_261_122;
const RUNS_PER_ROUTE = 50;

const EmptyBody = z.strictObject({});

interface Target {
  path: string;
  cookie: string | undefined;
}

interface Context {
  server: TestServer;
  people: People;
  world: World;
}

interface FuzzRoute {
  route: string;
  schema: z.ZodMiniType;
  /** Where the legitimate caller sends it. `renew`: called again after a success, which used the target up. */
  target(context: Context): Target | Promise<Target>;
  renew?: boolean;
  /** Bodies that once got a 5xx: tried first on every run. */
  examples?: string[];
}

const as = (role: Role, path: string) => (context: Context): Target => ({ path, cookie: context.people.cookie[role] });
const onGame = (role: Role, pick: (w: World) => string, rest: string) => (context: Context): Target => ({
  path: `/api/games/${pick(context.world)}/${rest}`,
  cookie: context.people.cookie[role],
});
const squares = (w: World) => w.squaresId;
const pickem = (w: World) => w.pickemId;
const signedInCookie = async (server: TestServer) => (await signInByEmail(server, uniqueEmail('fuzz'))).cookie;

/** A simulated NFL game of the coming week: a day's slate (today's, by default) may have none, as on a Friday. */
async function aSimulatedNflGame(server: TestServer): Promise<string> {
  for (let day = 0; day < 7; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const { games } = SimGamesSchema.parse(await (await fetch(`${server.url}/api/dev/sim/games?league=NFL&date=${date}`)).json());
    if (games[0]) return games[0].id;
  }
  throw new Error('the simulator has no NFL game in the coming week');
}

const fuzzRoutes: FuzzRoute[] = [
  { route: 'POST /api/session/anonymous', schema: EmptyBody, target: as('none', '/api/session/anonymous') },
  { route: 'POST /api/auth/email-link', schema: EmailLinkRequestSchema, target: as('anonymous', '/api/auth/email-link') },
  { route: 'POST /api/auth/email-link/complete', schema: EmailLinkCompleteSchema, target: as('anonymous', '/api/auth/email-link/complete') },
  { route: 'POST /api/auth/takeover-code', schema: EmptyBody, target: as('anonymous', '/api/auth/takeover-code') },
  { route: 'POST /api/auth/sign-out', schema: SignOutRequestSchema, renew: true, target: async ({ server }) => ({ path: '/api/auth/sign-out', cookie: await anonymousCookie(server) }) },
  { route: 'POST /api/auth/webview-token', schema: WebviewTokenRequestSchema, target: as('anonymous', '/api/auth/webview-token') },
  { route: 'PUT /api/me/profile', schema: ProfileUpdateSchema, target: as('signedIn', '/api/me/profile') },
  { route: 'POST /api/me/delete', schema: DeleteAccountSchema, renew: true, target: async ({ server }) => ({ path: '/api/me/delete', cookie: await signedInCookie(server) }) },
  {
    route: 'POST /api/games/:gameId/delete',
    schema: EmptyBody,
    renew: true,
    target: async ({ server, people }) => ({ path: `/api/games/${(await createGame(server, people.cookie.host!, babyShowerInput())).gameId}/delete`, cookie: people.cookie.host }),
  },
  { route: 'POST /api/squares/games', schema: CreateSquaresGameSchema, target: as('host', '/api/squares/games') },
  { route: 'POST /api/games/:gameId/squares/:square/claim', schema: ClaimSquareSchema, target: onGame('signedIn', squares, 'squares/42/claim') },
  { route: 'POST /api/games/:gameId/squares/:square/release', schema: EmptyBody, target: onGame('player', squares, 'squares/7/release') },
  { route: 'POST /api/games/:gameId/initials', schema: SetInitialsSchema, target: onGame('player', squares, 'initials') },
  { route: 'POST /api/games/:gameId/squares/:square/paid', schema: MarkPaidSchema, target: onGame('host', squares, 'squares/7/paid') },
  { route: 'POST /api/games/:gameId/squares/:square/host-release', schema: HostReleaseSquareSchema, target: onGame('host', squares, 'squares/7/host-release') },
  { route: 'POST /api/games/:gameId/squares/:square/reassign', schema: ReassignSquareSchema, target: onGame('host', squares, 'squares/7/reassign') },
  { route: 'POST /api/games/:gameId/squares/settings', schema: EditSquaresSettingsSchema, target: onGame('host', squares, 'squares/settings') },
  {
    route: 'POST /api/games/:gameId/lock',
    schema: LockSquaresGameSchema,
    renew: true,
    target: async ({ server, people }) => ({ path: `/api/games/${(await createGame(server, people.cookie.host!, babyShowerInput())).gameId}/lock`, cookie: people.cookie.host }),
  },
  {
    route: 'POST /api/games/:gameId/birth-result',
    schema: BirthResultInputSchema,
    renew: true,
    target: async ({ server, people }) => {
      const { gameId } = await createGame(server, people.cookie.host!, babyShowerInput());
      await gameCommand(server, people.cookie.host, gameId, 'lock', { allowEmpty: true });
      return { path: `/api/games/${gameId}/birth-result`, cookie: people.cookie.host };
    },
  },
  { route: 'POST /api/pickem/games', schema: CreateQuestionsGameSchema, target: as('host', '/api/pickem/games') },
  { route: 'POST /api/games/:gameId/entries', schema: CreateEntrySchema, target: onGame('signedIn', pickem, 'entries') },
  { route: 'POST /api/games/:gameId/entries/:entryId/answers', schema: SetAnswerSchema, target: onGame('player', pickem, 'entries/ENTRY/answers') },
  { route: 'POST /api/games/:gameId/entries/:entryId/tiebreaker', schema: SetTiebreakerSchema, target: onGame('player', pickem, 'entries/ENTRY/tiebreaker') },
  { route: 'POST /api/games/:gameId/entries/:entryId/name', schema: RenameEntrySchema, target: onGame('player', pickem, 'entries/ENTRY/name') },
  { route: 'POST /api/games/:gameId/entries/:entryId/submit', schema: EmptyBody, target: onGame('player', pickem, 'entries/ENTRY/submit') },
  {
    route: 'POST /api/games/:gameId/entries/:entryId/cancel',
    schema: EmptyBody,
    renew: true,
    target: async ({ server, people, world }) => {
      const { entryId } = await joinOk(server, people.cookie.player!, world.pickemId);
      return { path: `/api/games/${world.pickemId}/entries/${entryId}/cancel`, cookie: people.cookie.player };
    },
  },
  { route: 'POST /api/games/:gameId/props/:question/settle', schema: SettlePropSchema, target: onGame('host', pickem, 'props/0/settle') },
  { route: 'POST /api/games/:gameId/tiebreaker/settle', schema: SettleTiebreakerSchema, target: onGame('host', pickem, 'tiebreaker/settle') },
  { route: 'POST /api/pickem/games/:gameId/details', schema: EditGameDetailsSchema, target: ({ world, people }) => ({ path: `/api/pickem/games/${world.pickemId}/details`, cookie: people.cookie.host }) },
  {
    route: 'POST /api/pickem/games/:gameId/entries/:entryId/remove',
    schema: EmptyBody,
    renew: true,
    target: async ({ server, people, world }) => {
      const { entryId } = await joinOk(server, people.cookie.player!, world.pickemId);
      return { path: `/api/pickem/games/${world.pickemId}/entries/${entryId}/remove`, cookie: people.cookie.host };
    },
  },
  {
    route: 'POST /api/dev/site-config',
    schema: SiteConfigUpdateSchema,
    target: as('none', '/api/dev/site-config'),
    // PGlite read a stored year before 100 back as an invalid date; PostgreSQL has no year 0.
    examples: ['{"maintenanceTime":"0018-11-05T23:58:12.2Z"}', '{"maintenanceTime":"0000-01-01T00:00:00Z"}'],
  },
  {
    route: 'POST /api/dev/sim/games/:id',
    schema: SimDriveSchema,
    target: async ({ server }) => ({ path: `/api/dev/sim/games/${await aSimulatedNflGame(server)}`, cookie: undefined }),
  },
  { route: 'POST /api/dev/sim/tick', schema: SimTickSchema, target: as('none', '/api/dev/sim/tick') },
  { route: 'POST /api/dev/seasons/tick', schema: SeasonTickSchema, target: as('none', '/api/dev/seasons/tick'), examples: ['{"at":"0000-01-01T00:00:00Z"}'] },
  // The world's pick'em pool is a props pool: extending it is refused whatever the body.
  { route: 'POST /api/pickem/games/:gameId/extend-season', schema: EmptyBody, target: ({ world, people }) => ({ path: `/api/pickem/games/${world.pickemId}/extend-season`, cookie: people.cookie.host }) },
  { route: 'POST /api/admin/site-config', schema: AdminSiteConfigChangeSchema, target: as('admin', '/api/admin/site-config') },
  {
    route: 'POST /api/admin/games/:gameId/delete',
    schema: AdminEmptyBodySchema,
    renew: true,
    target: async ({ server, people }) => ({ path: `/api/admin/games/${(await createGame(server, people.cookie.host!, babyShowerInput())).gameId}/delete`, cookie: people.cookie.admin }),
  },
  { route: 'POST /api/admin/games/:gameId/rename', schema: AdminRenamePoolSchema, target: ({ world, people }) => ({ path: `/api/admin/games/${world.squaresId}/rename`, cookie: people.cookie.admin }) },
  { route: 'POST /api/admin/games/:gameId/entries/:entryId/rename', schema: AdminRenameEntrySchema, target: ({ world, people }) => ({ path: `/api/admin/games/${world.pickemId}/entries/ENTRY/rename`, cookie: people.cookie.admin }) },
  // Its player's label changes with a success, so each body is sent to a fresh game.
  {
    route: 'POST /api/admin/games/:gameId/players/rename',
    schema: AdminRenamePlayerSchema,
    renew: true,
    target: async ({ server, people }) => {
      const game = await createGame(server, people.cookie.host!, babyShowerInput());
      await claimOk(server, people.cookie.player!, game.gameId, 0, { initials: 'PL' });
      return { path: `/api/admin/games/${game.gameId}/players/rename`, cookie: people.cookie.admin };
    },
    examples: ['{"from":"PL","initials":"ZQ"}', '{"from":"PL","initials":"   "}', '{"from":"PL","initials":"QХ"}'],
  },
  {
    route: 'POST /api/admin/users/:uid/sign-out',
    schema: AdminEmptyBodySchema,
    renew: true,
    target: async ({ server, people }) => {
      const { cookie } = await signInByEmail(server, uniqueEmail('fuzz-victim'));
      const me = MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json());
      return { path: `/api/admin/users/${me.user!.uid}/sign-out`, cookie: people.cookie.admin };
    },
  },
  // Anyone may send these (a visitor with or without a session); a refused batch stores nothing.
  { route: 'POST /api/events', schema: EventBatchSchema, target: as('player', '/api/events') },
  { route: 'POST /api/errors', schema: ErrorReportSchema, target: as('none', '/api/errors') },
];

function sendRaw(server: TestServer, method: string, target: Target, body: HostileBody) {
  return fetch(server.url + target.path, {
    method,
    headers: { 'content-type': 'application/json', ...(target.cookie ? { cookie: target.cookie } : {}) },
    body: body.text,
    redirect: 'manual',
  });
}

describe.each(engines)('fuzzed command bodies on %s', (engine) => {
  let server: TestServer;
  let context: Context;
  const web = securityEnv();
  const now = new Date();

  beforeAll(async () => {
    server = await startTestServer(engine, web.env, { now: () => now });
    const people = await signUpPeople(server);
    context = { server, people, world: await buildWorld(server, people, now) };
  });
  afterAll(async () => {
    await server.stop();
    web.cleanup();
  });

  it('fuzzes every command route the server registers', () => {
    const commands = server.routes.filter((r) => r.method === 'POST' || r.method === 'PUT').map((r) => `${r.method} ${r.url}`);
    expect(commands.filter((route) => !fuzzRoutes.some((f) => f.route === route)).sort(), 'command routes without a fuzz entry').toEqual([]);
  });

  it.each(fuzzRoutes.map((f) => [f.route, f] as const))('%s', async (route, fuzz) => {
    const method = route.split(' ')[0]!;
    const targetNow = async () => {
      const target = await fuzz.target(context);
      return { ...target, path: target.path.replace('ENTRY', context.world.entryId) };
    };
    let target = await targetNow();
    let baseline = await databaseChecksum(server);
    await fc.assert(
      fc.asyncProperty(hostileBodies(fuzz.schema), async (body) => {
        const response = await sendRaw(server, method, target, body);
        const text = await response.text();
        const what = `${route} [${body.kind}] → ${response.status} ${text.slice(0, 200)}`;
        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400) {
          expect(ErrorBodySchema.safeParse(JSON.parse(text)).success, what).toBe(true);
          expect(await databaseChecksum(server), `${what}: refused, yet the database changed`).toBe(baseline);
          return;
        }
        if (fuzz.renew) target = await targetNow();
        baseline = await databaseChecksum(server);
      }),
      { numRuns: RUNS_PER_ROUTE, seed: FUZZ_SEED, endOnFailure: true, examples: (fuzz.examples ?? []).map((text) => [{ kind: 'example', text }]) },
    );
  });
});
