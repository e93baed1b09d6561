// Who may do what: one row per HTTP route and per live topic the server registers, one expected
// answer per role. authorization-matrix.test.ts fails when the server has a route or topic this
// table does not decide, or when the table names one the server no longer has.
import { latestMailTo } from '../setup/outbox.js';
import { linkParams, uniqueEmail } from '../setup/accounts.js';
import { propsInput } from '../factories/pickem-games.js';
import { sportsGameInput } from '../factories/squares-games.js';
import { HOUR, roles } from '../setup/security-world.js';
import { CONTENT_PATHS, REDIRECTS } from '../../src/contracts/site-routes.js';
import { MLB_POOL_PATH, NFL_POOL_PATHS } from '../../src/server/http/app-pages.js';
import type { People, Role, World } from '../setup/security-world.js';

export interface CaseContext {
  server: { url: string; dataDir: string };
  world: World;
  people: People;
  role: Role;
  now: Date;
}

export interface CaseRequest {
  path: string;
  body?: unknown;
  /** A cookie the role's browser holds besides its session (the sign-in link's browser binding). */
  extraCookie?: string;
}

export interface RouteCase {
  /** `METHOD /url/:pattern`, exactly as registered. */
  route: string;
  /** The requests one role sends (each must get the expected status). */
  requests(context: CaseContext): CaseRequest[] | Promise<CaseRequest[]>;
  expect: Record<Role, number>;
  /**
   * Signing in, signing out and deleting an account end sessions: such rows get people of their
   * own, and every role acts on one world (these requests concern the session, not the games).
   */
  ownPeople?: boolean;
}

export type TopicOutcome = 'snapshot' | 'forbidden_topic' | 'upgrade_401';

export interface TopicCase {
  /** The handler's name (`game:{id}`). */
  topic: string;
  topics(world: World, people: People): string[];
  expect: Record<Role, TopicOutcome>;
  /** Only this role may see the private picks in what it receives. */
  seesPrivatePicks?: Role;
}

/** The same answer for everyone. */
const all = (status: number): Record<Role, number> => Object.fromEntries(roles.map((role) => [role, status])) as Record<Role, number>;
/** `otherwise` for everyone but the roles named. */
const only = (allowed: Partial<Record<Role, number>>, otherwise: number): Record<Role, number> => ({ ...all(otherwise), ...allowed });

const OK = 200;
const FOUND = 302;
const MOVED = 301;
const UNAUTHENTICATED = 401;
const FORBIDDEN = 403;
const NOT_FOUND = 404;
const NO_CONTENT = 204;
/** Every role with a session may; a request without one must get one first. */
const anyPlayer = only({ none: UNAUTHENTICATED }, OK);
/** Only the host; anyone else is told so, a request without a session is told to get one. */
const hostOnly = only({ host: OK, none: UNAUTHENTICATED }, FORBIDDEN);
/** Only the player behind the entry; to anyone else the entry does not exist (a forged id and another's look alike). */
const entryOwnerOnly = only({ player: OK, none: UNAUTHENTICATED }, NOT_FOUND);

/** Admins only; to everyone else, a visitor without a session included, the same 403. */
const adminOnly = only({ admin: OK }, FORBIDDEN);

const get = (path: string): CaseRequest[] => [{ path }];
const entry = (w: World, command: string, body: unknown): CaseRequest[] => [{ path: `/api/games/${w.pickemId}/entries/${w.entryId}/${command}`, body }];
/** A different square and label per role, so allowed claims never collide. */
const roleIndex = (role: Role) => roles.indexOf(role);
const INITIALS = { none: 'NO', anonymous: 'AN', signedIn: 'SI', host: 'HO', admin: 'AD', player: 'PL' } satisfies Record<Role, string>;

export const routeCases: RouteCase[] = [
  { route: 'GET /api/health', requests: () => get('/api/health'), expect: all(OK) },
  { route: 'GET /api/ready', requests: () => get('/api/ready'), expect: all(OK) },
  // METRICS_TOKEN is unset here: the route answers 404 to everyone (tests/integration/metrics.test.ts covers the token).
  { route: 'GET /metrics', requests: () => get('/metrics'), expect: all(NOT_FOUND) },
  // BACKUP_TOKEN is unset here: 404 to everyone (tests/integration/backup-restore.test.ts covers the token).
  { route: 'GET /api/backup', requests: () => get('/api/backup'), expect: all(NOT_FOUND) },
  { route: 'GET /api/config', requests: () => get('/api/config'), expect: all(OK) },
  { route: 'GET /api/time', requests: () => get('/api/time'), expect: all(OK) },
  { route: 'GET /api/me', requests: () => get('/api/me'), expect: all(OK) },
  { route: 'GET /api/me/beans', requests: () => get('/api/me/beans'), expect: anyPlayer },
  { route: 'GET /api/community', requests: () => get('/api/community'), expect: all(OK) },
  { route: 'GET /api/handles/:handle', requests: () => get('/api/handles/free_handle'), expect: all(OK) },
  // Admin: only ADMIN_EMAILS accounts; everyone else, without a session too, 403 from the API and 404 for the page.
  { route: 'GET /api/admin/overview', requests: () => get('/api/admin/overview'), expect: adminOnly },
  { route: 'GET /api/admin/analytics', requests: () => get('/api/admin/analytics'), expect: adminOnly },
  { route: 'GET /api/admin/errors', requests: () => get('/api/admin/errors'), expect: adminOnly },
  // Anyone's browser reports events and errors; a visitor without a session is counted by its client id.
  { route: 'POST /api/events', requests: () => [{ path: '/api/events', body: { clientId: 'matrix-client-0123456789', events: [{ name: 'page_view', props: { route: '/' } }] } }], expect: all(NO_CONTENT) },
  {
    route: 'POST /api/errors',
    requests: () => [{ path: '/api/errors', body: { kind: 'error', name: 'Error', message: 'matrix', stack: '', route: '/', version: '1.0.0' } }],
    expect: all(NO_CONTENT),
  },
  { route: 'GET /api/admin/site-config', requests: () => get('/api/admin/site-config'), expect: adminOnly },
  {
    route: 'POST /api/admin/site-config',
    requests: ({ now }) => [
      { path: '/api/admin/site-config', body: { action: 'scheduleMaintenance', maintenanceTime: new Date(now.getTime() + 7 * 24 * HOUR).toISOString(), message: 'Back soon' } },
      { path: '/api/admin/site-config', body: { action: 'setMinClientVersion', minClientVersion: '0.0.0' } },
      { path: '/api/admin/site-config', body: { action: 'clearMaintenance' } },
    ],
    expect: adminOnly,
  },
  { route: 'GET /admin', requests: () => get('/admin'), expect: only({ admin: OK }, NOT_FOUND) },
  // Admin tools (decision 041): the same 403 for everyone else, before the parameters or the body are read.
  { route: 'GET /api/admin/feeds', requests: () => get('/api/admin/feeds'), expect: adminOnly },
  { route: 'GET /api/admin/search', requests: ({ world }) => get(`/api/admin/search?q=${world.squaresCode}`), expect: adminOnly },
  { route: 'GET /api/admin/actions', requests: () => get('/api/admin/actions'), expect: adminOnly },
  {
    route: 'POST /api/admin/games/:gameId/delete',
    requests: ({ world }) => [
      { path: `/api/admin/games/${world.squaresId}/delete`, body: {} },
      { path: `/api/admin/games/${world.pickemId}/delete`, body: {} },
    ],
    expect: adminOnly,
  },
  {
    route: 'POST /api/admin/games/:gameId/rename',
    requests: ({ world }) => [
      { path: `/api/admin/games/${world.squaresId}/rename`, body: { name: 'Renamed by an admin' } },
      { path: `/api/admin/games/${world.pickemId}/rename`, body: { name: 'Renamed by an admin' } },
    ],
    expect: adminOnly,
  },
  {
    route: 'POST /api/admin/games/:gameId/entries/:entryId/rename',
    requests: ({ world }) => [{ path: `/api/admin/games/${world.pickemId}/entries/${world.entryId}/rename`, body: { name: 'Renamed entry' } }],
    expect: adminOnly,
  },
  {
    route: 'POST /api/admin/games/:gameId/players/rename',
    requests: ({ world }) => [{ path: `/api/admin/games/${world.squaresId}/players/rename`, body: { from: world.claimedInitials, initials: 'ZQ' } }],
    expect: adminOnly,
  },
  // People of its own: the admin ends the player's sessions.
  { route: 'POST /api/admin/users/:uid/sign-out', ownPeople: true, requests: ({ people }) => [{ path: `/api/admin/users/${people.uid.player}/sign-out`, body: {} }], expect: adminOnly },
  { route: 'GET /api/admin/benchd', requests: () => get('/api/admin/benchd'), expect: adminOnly },
  { route: 'GET /benchd', requests: () => get('/benchd'), expect: only({ admin: OK }, NOT_FOUND) },
  { route: 'POST /api/session/anonymous', requests: () => [{ path: '/api/session/anonymous', body: {} }], expect: all(OK) },
  { route: 'POST /api/auth/email-link', requests: () => [{ path: '/api/auth/email-link', body: { email: uniqueEmail('matrix') } }], expect: all(OK) },
  {
    route: 'POST /api/auth/email-link/complete',
    ownPeople: true,
    requests: async ({ server, people, role }) => {
      const email = uniqueEmail('complete');
      const cookie = people.cookie[role];
      const sent = await fetch(`${server.url}/api/auth/email-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ email }),
      });
      if (sent.status !== OK) throw new Error(`email-link: ${sent.status}`);
      // Completed by the browser that asked, so it carries the link's browser binding.
      const binding = sent.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
      return [{ path: '/api/auth/email-link/complete', body: linkParams(latestMailTo(server.dataDir, email).link), extraCookie: binding }];
    },
    expect: all(OK),
  },
  { route: 'POST /api/auth/takeover-code', requests: () => [{ path: '/api/auth/takeover-code', body: {} }], expect: only({ anonymous: OK, none: UNAUTHENTICATED }, FORBIDDEN) },
  { route: 'POST /api/auth/sign-out', ownPeople: true, requests: () => [{ path: '/api/auth/sign-out', body: {} }], expect: all(OK) },
  { route: 'POST /api/auth/webview-token', requests: () => [{ path: '/api/auth/webview-token', body: { token: 'not-a-token-'.repeat(4) } }], expect: all(UNAUTHENTICATED) },
  { route: 'GET /api/auth/google/start', requests: () => get('/api/auth/google/start?mode=redirect&thenNavigate=/games'), expect: all(FOUND) },
  { route: 'GET /api/auth/google/callback', requests: () => get('/api/auth/google/callback?state=forged&code=forged'), expect: all(FOUND) },
  { route: 'GET /api/auth/google/popup-done.js', requests: () => get('/api/auth/google/popup-done.js'), expect: all(OK) },
  { route: 'PUT /api/me/profile', requests: () => [{ path: '/api/me/profile', body: { bio: 'Matrix' } }], expect: only({ none: UNAUTHENTICATED, anonymous: FORBIDDEN }, OK) },
  { route: 'POST /api/me/delete', ownPeople: true, requests: () => [{ path: '/api/me/delete', body: { confirm: 'DELETE' } }], expect: only({ none: UNAUTHENTICATED, anonymous: FORBIDDEN }, OK) },

  { route: 'GET /api/sports/leagues/:league/games', requests: () => get('/api/sports/leagues/NFL/games'), expect: all(OK) },
  { route: 'GET /api/games/:gameId', requests: ({ world }) => [...get(`/api/games/${world.pickemId}`), ...get(`/api/games/${world.squaresId}`)], expect: all(OK) },
  { route: 'GET /api/games/:gameId/kind', requests: ({ world }) => get(`/api/games/${world.pickemId}/kind`), expect: all(OK) },
  {
    route: 'POST /api/games/:gameId/delete',
    requests: ({ world }) => [
      { path: `/api/games/${world.squaresId}/delete`, body: {} },
      { path: `/api/games/${world.pickemId}/delete`, body: {} },
    ],
    expect: hostOnly,
  },

  { route: 'POST /api/squares/games', requests: ({ world }) => [{ path: '/api/squares/games', body: sportsGameInput(world.sportsGameId) }], expect: anyPlayer },
  {
    route: 'POST /api/games/:gameId/squares/:square/claim',
    requests: ({ world, role }) => [{ path: `/api/games/${world.squaresId}/squares/${20 + roleIndex(role)}/claim`, body: { initials: INITIALS[role] } }],
    expect: anyPlayer,
  },
  {
    route: 'POST /api/games/:gameId/squares/:square/release',
    requests: ({ world }) => [{ path: `/api/games/${world.squaresId}/squares/${world.claimedSquare}/release`, body: {} }],
    // Not even the host: only the player who holds a square gives it up.
    expect: only({ player: OK, none: UNAUTHENTICATED }, FORBIDDEN),
  },
  { route: 'POST /api/games/:gameId/initials', requests: ({ world }) => [{ path: `/api/games/${world.squaresId}/initials`, body: { initials: 'ZZ' } }], expect: anyPlayer },
  {
    route: 'POST /api/games/:gameId/squares/:square/paid',
    requests: ({ world }) => [{ path: `/api/games/${world.squaresId}/squares/${world.claimedSquare}/paid`, body: { paid: true } }],
    expect: hostOnly,
  },
  // Host tools: the host only, on any square of their game; nobody else changes a thing.
  {
    route: 'POST /api/games/:gameId/squares/:square/host-release',
    requests: ({ world }) => [{ path: `/api/games/${world.squaresId}/squares/${world.claimedSquare}/host-release`, body: { from: world.claimedInitials } }],
    expect: hostOnly,
  },
  {
    route: 'POST /api/games/:gameId/squares/:square/reassign',
    requests: ({ world }) => [{ path: `/api/games/${world.squaresId}/squares/${world.claimedSquare}/reassign`, body: { from: world.claimedInitials, initials: 'RE' } }],
    expect: hostOnly,
  },
  {
    route: 'POST /api/games/:gameId/squares/settings',
    requests: ({ world }) => [
      { path: `/api/games/${world.squaresId}/squares/settings`, body: { name: 'Renamed', description: '', entryLimit: 5, payouts: ['$5'], priceCents: 500 } },
    ],
    expect: hostOnly,
  },
  { route: 'POST /api/games/:gameId/lock', requests: ({ world }) => [{ path: `/api/games/${world.squaresId}/lock`, body: { allowEmpty: true } }], expect: hostOnly },
  {
    route: 'POST /api/games/:gameId/birth-result',
    requests: ({ world }) => [{ path: `/api/games/${world.showerId}/birth-result`, body: { birthWeightLbs: 7, birthWeightOz: 4, birthDate: '2030-06-14', babyName: 'Quinn' } }],
    expect: hostOnly,
  },

  { route: 'POST /api/pickem/games', requests: ({ now }) => [{ path: '/api/pickem/games', body: propsInput(new Date(now.getTime() + HOUR)) }], expect: anyPlayer },
  { route: 'POST /api/games/:gameId/entries', requests: ({ world }) => [{ path: `/api/games/${world.pickemId}/entries`, body: {} }], expect: anyPlayer },
  { route: 'POST /api/games/:gameId/entries/:entryId/answers', requests: ({ world }) => entry(world, 'answers', { question: 1, choice: 'Yes' }), expect: entryOwnerOnly },
  { route: 'POST /api/games/:gameId/entries/:entryId/tiebreaker', requests: ({ world }) => entry(world, 'tiebreaker', { value: 12 }), expect: entryOwnerOnly },
  { route: 'POST /api/games/:gameId/entries/:entryId/name', requests: ({ world }) => entry(world, 'name', { entryName: 'Renamed' }), expect: entryOwnerOnly },
  { route: 'POST /api/games/:gameId/entries/:entryId/submit', requests: ({ world }) => entry(world, 'submit', {}), expect: entryOwnerOnly },
  { route: 'POST /api/games/:gameId/entries/:entryId/cancel', requests: ({ world }) => entry(world, 'cancel', {}), expect: entryOwnerOnly },
  {
    route: 'POST /api/games/:gameId/props/:question/settle',
    requests: ({ world }) => [{ path: `/api/games/${world.pickemId}/props/0/settle`, body: { winners: ['Yes'] } }],
    expect: hostOnly,
  },
  { route: 'POST /api/pickem/games/:gameId/details', requests: ({ world }) => [{ path: `/api/pickem/games/${world.pickemId}/details`, body: { name: 'Renamed pool', description: 'New words' } }], expect: hostOnly },
  { route: 'POST /api/pickem/games/:gameId/entries/:entryId/remove', requests: ({ world }) => [{ path: `/api/pickem/games/${world.pickemId}/entries/${world.entryId}/remove`, body: {} }], expect: hostOnly },
  // Seasons: public reads (no season exists in this world: 404 for everyone); Extend for Season is
  // the host's, and refused for this world's props game, which has no slate to follow.
  { route: 'GET /api/seasons/:seasonRef/leaderboard', requests: () => get('/api/seasons/publicNflPickem/leaderboard'), expect: all(NOT_FOUND) },
  { route: 'GET /api/seasons/:seasonRef/load', requests: () => get('/api/seasons/publicNflPickem/load'), expect: all(NOT_FOUND) },
  { route: 'POST /api/pickem/games/:gameId/extend-season', requests: ({ world }) => [{ path: `/api/pickem/games/${world.pickemId}/extend-season`, body: {} }], expect: only({ host: 400, none: UNAUTHENTICATED }, FORBIDDEN) },
  { route: 'POST /api/games/:gameId/tiebreaker/settle', requests: ({ world }) => [{ path: `/api/games/${world.pickemId}/tiebreaker/settle`, body: { result: 40 } }], expect: hostOnly },

  // Test controls: registered only outside production (NODE_ENV=production answers 404), open to all.
  { route: 'POST /api/dev/site-config', requests: () => [{ path: '/api/dev/site-config', body: { maintenanceTime: null } }], expect: all(OK) },
  { route: 'GET /api/dev/sim/games', requests: () => get('/api/dev/sim/games?league=NFL'), expect: all(OK) },
  { route: 'POST /api/dev/sim/games/:id', requests: () => [{ path: '/api/dev/sim/games/sim-no-such-game', body: { advance: 'period' } }], expect: all(NOT_FOUND) },
  { route: 'POST /api/dev/seasons/tick', requests: () => [{ path: '/api/dev/seasons/tick', body: {} }], expect: all(OK) },
  { route: 'POST /api/dev/sim/tick', requests: () => [{ path: '/api/dev/sim/tick', body: { games: ['sim-no-such-game'], drive: { advance: 'period' } } }], expect: all(NOT_FOUND) },

  // The web app's pages: public.
  { route: 'GET /index.html', requests: () => get('/index.html'), expect: all(OK) },
  { route: 'GET /g/:code', requests: ({ world }) => get(`/g/${world.squaresCode}`), expect: all(FOUND) },
  { route: 'GET /games/:gameId', requests: ({ world }) => get(`/games/${world.pickemId}`), expect: all(OK) },
  { route: 'GET /games/:gameId/join', requests: ({ world }) => get(`/games/${world.pickemId}/join`), expect: all(OK) },
  { route: 'GET /games/:gameId/share', requests: ({ world }) => get(`/games/${world.squaresId}/share`), expect: all(OK) },
  { route: 'GET /webview/games/:gameId', requests: ({ world }) => get(`/webview/games/${world.squaresId}`), expect: all(OK) },
  // The pages the server writes itself (decision 037): public.
  { route: 'GET /robots.txt', requests: () => get('/robots.txt'), expect: all(OK) },
  { route: 'GET /sitemap.xml', requests: () => get('/sitemap.xml'), expect: all(OK) },
  ...CONTENT_PATHS.map((path): RouteCase => ({ route: `GET ${path}`, requests: () => get(path), expect: all(OK) })),
  ...Object.keys(REDIRECTS).map((path): RouteCase => ({ route: `GET ${path}`, requests: () => get(path), expect: all(MOVED) })),
  // The app's pages the server writes (decision 047) and a game's preview image: public, like the pages they belong to.
  ...['/squares', '/squares/nfl', '/squares/ncaa', '/squares/mlb', ...NFL_POOL_PATHS, MLB_POOL_PATH].map(
    (path): RouteCase => ({ route: `GET ${path}`, requests: () => get(path), expect: all(OK) }),
  ),
  { route: 'GET /squares/nfl/:teamSlug', requests: () => get('/squares/nfl/kansas-city-chiefs'), expect: all(OK) },
  { route: 'GET /squares/ncaa/:teamSlug', requests: () => get('/squares/ncaa/alabama-crimson-tide'), expect: all(OK) },
  { route: 'GET /seasons/:seasonRef', requests: () => get('/seasons/nope'), expect: all(NOT_FOUND) },
  {
    route: 'GET /og/games/:gameId/preview.png',
    requests: ({ world }) => [...get(`/og/games/${world.pickemId}/preview.png`), ...get(`/og/games/${world.squaresId}/preview.png`)],
    expect: all(OK),
  },
];

const everyoneConnected = (outcome: TopicOutcome): Record<Role, TopicOutcome> => ({ ...(Object.fromEntries(roles.map((r) => [r, outcome])) as Record<Role, TopicOutcome>), none: 'upgrade_401' });

export const topicCases: TopicCase[] = [
  { topic: 'site-config', topics: () => ['site-config'], expect: everyoneConnected('snapshot') },
  { topic: 'sports-game:{id}', topics: (w) => [`sports-game:${w.sportsGameId}`], expect: everyoneConnected('snapshot') },
  { topic: 'sports-league:{league}', topics: () => ['sports-league:NFL', 'sports-league:MLB'], expect: everyoneConnected('snapshot') },
  { topic: 'game:{id}', topics: (w) => [`game:${w.pickemId}`, `game:${w.squaresId}`], expect: everyoneConnected('snapshot') },
  {
    topic: 'pickem-entries:{gameId}:{uid}',
    topics: (w, p) => [`pickem-entries:${w.pickemId}:${p.uid.player!}`],
    expect: { ...everyoneConnected('forbidden_topic'), player: 'snapshot' },
    seesPrivatePicks: 'player',
  },
  { topic: 'season:{id}', topics: () => ['season:AAAAAAAAAAAAAAAAAAAA'], expect: everyoneConnected('snapshot') },
  { topic: 'user:{uid}:games', topics: (_w, p) => [`user:${p.uid.player!}:games`], expect: { ...everyoneConnected('forbidden_topic'), player: 'snapshot' } },
];
