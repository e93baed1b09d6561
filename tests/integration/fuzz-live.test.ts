// Property-based fuzzing of the live socket: subscribe and unsubscribe messages drawn from the
// contract (real topics, other users' topics, made-up ones), mutated ones and garbage frames.
// The server never crashes, answers each bad message with an error frame, keeps the socket open
// and writes nothing; a frame over the size limit closes only that socket.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessageSchema } from '../../src/contracts/realtime.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { hostileBodies } from '../setup/hostile-bodies.js';
import type { HostileBody } from '../setup/hostile-bodies.js';
import { buildWorld, databaseChecksum, leaksPrivatePicks, securityEnv, signUpPeople } from '../setup/security-world.js';
import type { People, World } from '../setup/security-world.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const FUZZ_SEED = 20_261_123;
const RUNS = 300;
/** Not JSON: every probe gets a bad_json error frame, synchronously, after what was sent before it. */
const PROBE = 'probe';
/** The endpoint's limit on a client frame (live-endpoint.ts). */
const MAX_FRAME_BYTES = 4 * 1024;

/** Topics worth trying: real ones, someone else's, near misses and made-up ones. */
function topicsOf(world: World, people: People): fc.Arbitrary<string> {
  const { player, host, anonymous } = people.uid;
  return fc.oneof(
    fc.constantFrom(
      'site-config',
      `game:${world.pickemId}`,
      `game:${world.squaresId}`,
      `sports-game:${world.sportsGameId}`,
      'sports-league:NFL',
      'sports-league:XFL',
      `pickem-entries:${world.pickemId}:${player!}`,
      `pickem-entries:${world.pickemId}:${host!}`,
      `user:${player!}:games`,
      `user:${anonymous!}:games`,
      `game:${world.pickemId}x`,
      'game:',
      'user::games',
      'Site-Config',
    ),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,12}(:[A-Za-z0-9_-]{1,20}){0,3}$/),
    fc.string({ maxLength: 40 }),
  );
}

/** Messages: valid ones on those topics, and every hostile body the contract schema yields. */
function messagesOf(world: World, people: People): fc.Arbitrary<HostileBody> {
  const topic = topicsOf(world, people);
  const valid = fc.oneof(
    fc.record({ type: fc.constant('subscribe'), topic, since: fc.option(fc.oneof(fc.nat(), fc.integer()), { nil: undefined }) }, { requiredKeys: ['type', 'topic'] }),
    fc.record({ type: fc.constant('unsubscribe'), topic }),
  );
  // Frames over the size limit close the socket: the second test covers them.
  const fits = (message: HostileBody) => Buffer.byteLength(message.text) <= MAX_FRAME_BYTES;
  return fc.oneof(valid.map((message) => ({ kind: 'message', text: JSON.stringify(message) })), hostileBodies(ClientMessageSchema)).filter(fits);
}

describe.each(engines)('fuzzed live messages on %s', (engine) => {
  let server: TestServer;
  let people: People;
  let world: World;
  const web = securityEnv();
  const now = new Date();

  beforeAll(async () => {
    // A budget no fuzz run reaches: this file sends hundreds of messages on one socket on purpose;
    // the message budget itself is tested in live-limits.test.ts.
    server = await startTestServer(engine, web.env, { now: () => now, hubOptions: { messageBurst: 100_000, messagesPerSecond: 100_000 } });
    people = await signUpPeople(server);
    world = await buildWorld(server, people, now);
  });
  afterAll(async () => {
    await server.stop();
    web.cleanup();
  });

  it('answers every bad message with an error frame, keeps the socket, leaks nothing and writes nothing', async () => {
    const before = await databaseChecksum(server);
    // A signed-in player with no stake in the games: someone else's picks must never reach them.
    const client = await LiveTestClient.connect(server, people.cookie.signedIn!);
    let probes = 0;
    const badJsonFrames = () => client.messages.filter((m) => m.type === 'error' && m.code === 'bad_json').length;
    try {
      await fc.assert(
        fc.asyncProperty(messagesOf(world, people), fc.boolean(), async (message, binary) => {
          const seen = client.messages.length;
          const expectedBadJson = badJsonFrames() + 1 + (binary ? 0 : Number(!isJson(message.text)));
          if (binary) client.ws.send(Buffer.from(message.text), { binary: true });
          else client.send(message.text);
          client.send(PROBE);
          probes++;
          await waitUntil(client, () => badJsonFrames() >= expectedBadJson);
          const answers = client.messages.slice(seen);
          const valid = !binary && isJson(message.text) && ClientMessageSchema.safeParse(JSON.parse(message.text)).success;
          if (!valid) expect(answers.some(isBadMessageError), `${message.kind} ${message.text.slice(0, 120)}`).toBe(true);
          expect(client.ws.readyState, 'the socket stays open').toBe(client.ws.OPEN);
        }),
        { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: true },
      );
      expect(probes).toBe(RUNS);
      for (const frame of client.messages) expect(leaksPrivatePicks(frame), JSON.stringify(frame).slice(0, 200)).toBe(false);
      // Still a working socket: a real subscription gets its snapshot.
      const mark = client.messages.length;
      client.send({ type: 'unsubscribe', topic: 'site-config' });
      client.send({ type: 'subscribe', topic: 'site-config' });
      await waitUntil(client, () => client.messages.slice(mark).some((m) => m.type === 'snapshot' && m.topic === 'site-config'));
    } finally {
      await client.close();
    }
    expect(await databaseChecksum(server)).toBe(before);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('closes only the socket that sends a frame over the size limit', async () => {
    const bystander = await LiveTestClient.connect(server, people.cookie.anonymous!);
    const offender = await LiveTestClient.connect(server, people.cookie.signedIn!);
    const closed = new Promise<number>((resolve) => offender.ws.once('close', (code) => resolve(code)));
    offender.send(JSON.stringify({ type: 'subscribe', topic: `game:${world.pickemId}`, padding: 'x'.repeat(8 * 1024) }));
    expect(await closed).toBe(1009);
    bystander.send({ type: 'subscribe', topic: 'site-config' });
    expect((await bystander.waitFor(1))[0]).toMatchObject({ type: 'snapshot', topic: 'site-config' });
    await bystander.close();
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function isBadMessageError(frame: ServerMessage): boolean {
  return frame.type === 'error' && ['bad_message', 'bad_json'].includes(frame.code);
}

/** Waits for the frames a condition needs (no timing: it returns as soon as they are there). */
async function waitUntil(client: LiveTestClient, done: () => boolean): Promise<void> {
  while (!done()) await client.waitFor(client.messages.length + 1);
}
