// The production topology as processes (tests/setup/cluster.ts): nginx with the operators' site
// file in front of two built instances on one PostgreSQL database. Players watch a squares game
// and a pick'em game through nginx while others claim and pick; one instance is killed as a
// crash would (SIGKILL) in the middle. Its sockets reconnect through nginx to the other and
// resume from the topic log with every update they missed, in order, none twice, and every
// claim that was acknowledged is on the board. Needs `npm run build` and /usr/sbin/nginx.
import { describe, expect, it } from 'vitest';
import type { QuestionsGame } from '../../src/contracts/pickem.js';
import type { SquaresGame } from '../../src/contracts/squares.js';
import { createPickem, joinOk, propsInput } from '../factories/pickem-games.js';
import { babyShowerInput, claim, createGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { clusterForSuite } from '../setup/cluster-suite.js';
import { uidOf } from '../factories/user-games.js';
import { ResumingClient, sequenceProblems } from '../setup/resuming-client.js';
import { anonymousCookie, postJson } from '../setup/test-server.js';

const WATCHERS = 8;
const CLAIMS = 40;
/** The instance dies after this many claims were acknowledged. */
const KILL_AFTER = 12;
const HOUR = 3_600_000;

describe('two instances behind nginx, one killed mid-game', { timeout: 240_000 }, () => {
  const cluster = clusterForSuite();

  it('moves the dead instance’s sockets to the live one with every missed update, in order, and loses no acknowledged claim', async () => {
    const site = cluster();
    const server = { url: site.url };
    const { cookie: host } = await signInByEmail({ url: site.url, dataDir: site.dataDir }, uniqueEmail('host'));
    const squares = await createGame(server, host, babyShowerInput());
    const pickem = await createPickem(server, host, propsInput(new Date(Date.now() + HOUR)));
    const picker = await anonymousCookie(server);
    const { entryId } = await joinOk(server, picker, pickem.gameId);
    const ownTopic = `pickem-entries:${pickem.gameId}:${await uidOf(site, picker)}`;
    const gameTopics = [`game:${squares.gameId}`, `game:${pickem.gameId}`];

    // Opened one after another with nothing else in flight: nginx deals them out in turn, so both instances hold some.
    const watchers: ResumingClient[] = [];
    // The first is the picker's own page: it also hears of their picks (their private topic).
    for (let i = 0; i < WATCHERS; i++) {
      watchers.push(i === 0 ? new ResumingClient(site.url, picker, [...gameTopics, ownTopic]) : new ResumingClient(site.url, await anonymousCookie(server), gameTopics));
    }
    try {
      for (const watcher of watchers) await watcher.start();

      // Players claim one square each, one after another; some pick'em players join and the picker changes a pick.
      const acknowledged = new Map<number, string>();
      let failed = 0;
      for (let square = 0; square < CLAIMS; square++) {
        if (square === KILL_AFTER) await site.kill(0);
        const player = await anonymousCookie(server);
        const initials = `P${square.toString(36).toUpperCase()}`;
        const response = await claim(server, player, squares.gameId, square, { initials });
        if (response.status === 200) acknowledged.set(square, initials);
        else failed++;
        await response.body?.cancel();
        if (square % 4 === 0) await joinOk(server, await anonymousCookie(server), pickem.gameId);
        const pick = await postJson(server, `/api/games/${pickem.gameId}/entries/${entryId}/answers`, { question: square % 2, choice: square % 3 === 0 ? 'Yes' : 'No' }, { cookie: picker });
        await pick.body?.cancel();
      }
      // Through nginx, a claim that met the dead instance went to the live one (it never reached the dead one).
      expect(failed).toBe(0);

      // What the board now is, read by a newcomer: every watcher must reach exactly these versions.
      const reader = new ResumingClient(site.url, picker, [...gameTopics, ownTopic]);
      await reader.start();
      reader.close();
      for (const watcher of watchers) {
        await watcher.until(() => watcher.topics().every((topic) => (watcher.held(topic) ?? -1) >= reader.held(topic)!));
      }

      const moved = watchers.filter((w) => w.reconnects > 0);
      expect(moved.length, 'some sockets were on the killed instance').toBeGreaterThan(0);
      expect(moved.length, 'some sockets were on the live instance').toBeLessThan(WATCHERS);
      for (const watcher of watchers) {
        for (const topic of watcher.topics()) {
          expect(sequenceProblems(watcher.frames.get(topic)!), `${topic}, ${watcher.reconnects} reconnects`).toEqual([]);
          expect(watcher.held(topic)).toBe(reader.held(topic));
        }
      }

      // Every acknowledged claim is on the board the newcomer read, with its initials.
      const board = reader.frames.get(gameTopics[0]!)![0]!.data as SquaresGame;
      const onBoard = new Map(board.squares.map((s) => [s.square, s.entryName]));
      for (const [square, initials] of acknowledged) expect(onBoard.get(square), `square ${square}`).toBe(initials);
      expect(acknowledged.size).toBe(CLAIMS);
      const questions = reader.frames.get(gameTopics[1]!)![0]!.data as QuestionsGame;
      expect(questions.type).toBe('Questions');
    } finally {
      for (const watcher of watchers) watcher.close();
    }
  });
});
