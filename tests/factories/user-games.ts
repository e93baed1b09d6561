// My Games as a test reads it: the user's id from /api/me, and their `user-games:{uid}` topic's snapshot.
import { expect } from 'vitest';
import { UserGamesSchema } from '../../src/contracts/games.js';
import { userGamesTopic } from '../../src/contracts/topics.js';
import { MeSchema } from '../../src/contracts/users.js';
import { LiveTestClient } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

export const uidOf = async (server: { url: string }, cookie: string) =>
  MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;

/** Subscribes to the user's own list and returns its snapshot, with the client for what follows. */
export async function myGames(server: TestServer, cookie: string) {
  const client = await LiveTestClient.connect(server, cookie);
  client.send({ type: 'subscribe', topic: userGamesTopic.topic({ uid: await uidOf(server, cookie) }) });
  const [message] = await client.waitFor(1);
  expect(message?.type).toBe('snapshot');
  return { client, snapshot: UserGamesSchema.parse((message as { data: unknown }).data) };
}
