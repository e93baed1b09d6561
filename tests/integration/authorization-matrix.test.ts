// The authorisation matrix: every role against every HTTP route and every live topic the server
// registers, as authorization-matrix.table.ts decides. A refusal must change nothing in the
// database and carry the error body; nothing anyone but the entry's owner reads before lock
// carries a private pick. A route or topic the table does not decide fails the first test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';
import { buildWorld, databaseChecksum, leaksPrivatePicks, roles, securityEnv, signUpPeople } from '../setup/security-world.js';
import type { People, World } from '../setup/security-world.js';
import { routeCases, topicCases } from './authorization-matrix.table.js';
import type { CaseRequest, RouteCase } from './authorization-matrix.table.js';

interface Answer {
  status: number;
  text: string;
}

async function send(server: TestServer, method: string, request: CaseRequest, cookie: string | undefined, headers: Record<string, string> = {}): Promise<Answer> {
  const withBody = method !== 'GET' && method !== 'HEAD';
  cookie = [cookie, request.extraCookie].filter(Boolean).join('; ') || undefined;
  const response = await fetch(server.url + request.path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(withBody ? { 'content-type': 'application/json' } : {}), ...headers },
    body: withBody ? JSON.stringify(request.body ?? {}) : undefined,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

const splitRoute = (route: string) => {
  const [method = '', url = ''] = route.split(' ');
  return { method, url };
};

/** Fastify answers HEAD on every GET route with the GET handler: each GET row decides its HEAD twin too. */
function withHeadTwins(cases: readonly RouteCase[]): RouteCase[] {
  return cases.flatMap((c) => (c.route.startsWith('GET ') ? [c, { ...c, route: c.route.replace(/^GET /, 'HEAD ') }] : [c]));
}

const matrix = withHeadTwins(routeCases);

describe.each(engines)('authorisation matrix on %s', (engine) => {
  let server: TestServer;
  let people: People;
  const web = securityEnv();
  // A fixed clock: nothing locks while the matrix runs, so every pick stays private.
  const now = new Date();

  beforeAll(async () => {
    server = await startTestServer(engine, web.env, { now: () => now });
    people = await signUpPeople(server);
  });
  afterAll(async () => {
    await server.stop();
    web.cleanup();
  });

  it('decides every registered route and topic, and names none the server lacks', () => {
    const registered = server.routes.map((r) => `${r.method} ${r.url}`).sort();
    const decided = matrix.map((c) => c.route).sort();
    expect(registered.filter((route) => !decided.includes(route)), 'routes without a row in authorization-matrix.table.ts').toEqual([]);
    expect(decided.filter((route) => !registered.includes(route)), 'rows for routes the server does not have').toEqual([]);
    expect(new Set(decided).size).toBe(decided.length);
    const topics = server.topics.names().sort();
    expect(topics).toEqual(topicCases.map((c) => c.topic).sort());
  });

  it.each(matrix.map((c) => [c.route, c] as const))('%s', async (_route, row) => {
    const { method } = splitRoute(row.route);
    const rowPeople = row.ownPeople ? await signUpPeople(server, true) : people;
    // Refusals first, all on one world; each allowed role then acts on a world of its own.
    const order = [...roles].sort((a, b) => Number(row.expect[a] < 400) - Number(row.expect[b] < 400));
    let world: World | undefined;
    for (const role of order) {
      const refused = row.expect[role] >= 400;
      if (!world || (!refused && !row.ownPeople && method !== 'GET' && method !== 'HEAD')) world = await buildWorld(server, rowPeople, now);
      const requests = await row.requests({ server, world, people: rowPeople, role, now });
      for (const request of requests) {
        const before = refused ? await databaseChecksum(server) : '';
        const answer = await send(server, method, request, rowPeople.cookie[role]);
        const cell = `${role} ${method} ${request.path}`;
        expect(answer.status, `${cell}: ${answer.text.slice(0, 300)}`).toBe(row.expect[role]);
        expect(leaksPrivatePicks(answer.text), `${cell} leaked a private pick`).toBe(false);
        if (!refused) continue;
        expect(await databaseChecksum(server), `${cell} was refused but changed the database`).toBe(before);
        if (method !== 'HEAD' && request.path.startsWith('/api/')) expect(ErrorBodySchema.safeParse(JSON.parse(answer.text)).success, cell).toBe(true);
      }
    }
  });

  it('refuses every command from another site, whoever sends it, and changes nothing', async () => {
    const world = await buildWorld(server, people, now);
    for (const row of matrix) {
      const { method } = splitRoute(row.route);
      if (method === 'GET' || method === 'HEAD') continue;
      for (const request of await row.requests({ server, world, people, role: 'host', now })) {
        const before = await databaseChecksum(server);
        const answer = await send(server, method, request, people.cookie.host, { origin: 'https://evil.example' });
        expect([answer.status, ErrorBodySchema.parse(JSON.parse(answer.text)).error.code], row.route).toEqual([403, 'cross_site_request']);
        expect(await databaseChecksum(server), `${row.route} changed the database`).toBe(before);
      }
    }
  });

  it.each(topicCases.map((c) => [c.topic, c] as const))('topic %s', async (_topic, row) => {
    const world = await buildWorld(server, people, now);
    const topics = row.topics(world, people);
    for (const role of roles) {
      const cookie = people.cookie[role];
      if (!cookie) {
        await expect(LiveTestClient.connect(server, '')).rejects.toThrow('upgrade refused: 401');
        expect(row.expect[role]).toBe('upgrade_401');
        continue;
      }
      const before = await databaseChecksum(server);
      const client = await LiveTestClient.connect(server, cookie);
      try {
        for (const [i, topic] of topics.entries()) {
          client.send({ type: 'subscribe', topic });
          const frame = (await client.waitFor(i + 1))[i]!;
          expect(outcomeOf(frame), `${role} ${topic}`).toBe(row.expect[role]);
          // The check can fail: the owner's own entries do carry the private pick.
          expect(leaksPrivatePicks(frame), `${role} ${topic}`).toBe(row.seesPrivatePicks === role);
        }
      } finally {
        await client.close();
      }
      expect(await databaseChecksum(server), `${role} subscribing changed the database`).toBe(before);
    }
  });
});

function outcomeOf(frame: ServerMessage): string {
  if (frame.type === 'snapshot') return 'snapshot';
  if (frame.type === 'error') return frame.code;
  return frame.type;
}

