// Private picks (docs/product/pickem.md): before a question locks nobody but the entry's owner receives its
// answer — not over HTTP, not over the WebSocket, not in a leaderboard payload. Every frame a
// second user's socket receives is captured and checked, before and after the lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownEntriesTopic } from '../../src/contracts/topics.js';
import type { QuestionsGame, QuestionsGameEvent } from '../../src/contracts/pickem.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { MeSchema } from '../../src/contracts/users.js';
import { createPickem, entryCommand, eventually, joinOk, pickOk, propsInput, readPickem, slateInput } from '../factories/pickem-games.js';
import { storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const HOUR = 3_600_000;
/** A tiebreaker value nothing else in a payload carries. */
const SECRET_TIEBREAKER = 137;

/** Whether a payload carries any entry's answer or tiebreaker answer. */
function carriesAnswers(payload: unknown): boolean {
  const text = JSON.stringify(payload);
  return text.includes('"choice"') || text.includes(`"tiebreakerAnswer":${SECRET_TIEBREAKER}`);
}

describe.each(engines)('pick’em privacy on %s', (engine) => {
  let server: TestServer;
  let clock = new Date();

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => clock });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('another user’s HTTP responses and socket frames carry no answer before lock, and carry them after', async () => {
    const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    const player = await anonymousCookie(server);
    const playerUid = MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie: player } })).json()).user!.uid;
    const snoop = await anonymousCookie(server);
    const games = [];
    for (let i = 0; i < 2; i++) games.push(await storeSportsGame(server.db, { gameTime: new Date(clock.getTime() + HOUR + i * 60_000).toISOString() }, clock));
    const { gameId } = await createPickem(server, host, slateInput(games.map((g) => g.id), { tiebreaker: { type: 'TotalPointsPick', sportsGameId: games[0]!.id } }));

    const watcher = await LiveTestClient.connect(server, snoop);
    watcher.send({ type: 'subscribe', topic: `game:${gameId}` });
    // Someone else's own-entries topic is refused outright.
    watcher.send({ type: 'subscribe', topic: ownEntriesTopic.topic({ gameId: gameId, uid: playerUid }) });
    const owner = await LiveTestClient.connect(server, player);
    owner.send({ type: 'subscribe', topic: ownEntriesTopic.topic({ gameId: gameId, uid: playerUid }) });
    await watcher.waitFor(2);
    await owner.waitFor(1);

    const { entryId } = await joinOk(server, player, gameId);
    await pickOk(server, player, gameId, entryId, 0, 'Home');
    await pickOk(server, player, gameId, entryId, 1, 'Away');
    await pickOk(server, player, gameId, entryId, 1, 'Home');
    expect((await entryCommand(server, player, gameId, entryId, 'tiebreaker', { value: SECRET_TIEBREAKER })).status).toBe(200);
    expect((await entryCommand(server, player, gameId, entryId, 'submit')).status).toBe(200);
    // The owner hears every change of their own entries, answers included.
    const own = await eventually(
      () => Promise.resolve(owner.messages),
      (messages) => messages.some((m) => m.type === 'update' && JSON.stringify(m.data).includes(`"tiebreakerAnswer":${SECRET_TIEBREAKER}`)),
    );
    expect(own.length).toBeGreaterThan(1);

    const before = await readPickem(server, gameId, snoop);
    expect(before.entries).toHaveLength(1);
    expect(carriesAnswers(before)).toBe(false);
    expect(carriesAnswers(await readPickem(server, gameId, host))).toBe(false);
    // The leaderboard updates (the entry joined and submitted), just without the answers.
    const frames = [
      ...(await eventually(
        () => Promise.resolve(watcher.messages),
        (messages) => messages.some((m) => m.type === 'update' && (m.data as QuestionsGameEvent).kind === 'game.changed' && JSON.stringify(m.data).includes('"submitted":true')),
      )),
    ];
    expect(frames.some((m) => m.type === 'error')).toBe(true);
    expect(frames.filter((m) => m.type === 'snapshot' && m.topic === ownEntriesTopic.topic({ gameId: gameId, uid: playerUid }))).toEqual([]);
    for (const frame of frames) expect(carriesAnswers(frame)).toBe(false);

    // Kickoff on the server's clock: the lock publishes the answers to everyone.
    clock = new Date(clock.getTime() + 2 * HOUR);
    const locked = await eventually(
      () => Promise.resolve(watcher.messages),
      (messages) => messages.some((m: ServerMessage) => m.type === 'update' && carriesAnswers(m.data)),
    );
    const reveal = locked.find((m) => m.type === 'update' && carriesAnswers(m.data)) as { data: Extract<QuestionsGameEvent, { kind: 'game.changed' }> };
    expect(reveal.data.entries?.[0]).toMatchObject({ answers: [{ question: 0, choice: 'Home' }, { question: 1, choice: 'Home' }], tiebreakerAnswer: SECRET_TIEBREAKER });
    expect(reveal.data.questions?.every((q) => q.locked)).toBe(true);
    const after: QuestionsGame = await readPickem(server, gameId, snoop);
    expect(after.entries[0]?.answers).toHaveLength(2);
    await Promise.all([watcher.close(), owner.close()]);
  });

  it('with one question locked and settled and one open, the scored update carries standings and no answer at all', async () => {
    const host = (await signInByEmail(server, uniqueEmail('host'))).cookie;
    const player = await anonymousCookie(server);
    const snoop = await anonymousCookie(server);
    const yesNo = [
      { choiceText: 'Yes', points: 10 },
      { choiceText: 'No', points: 15 },
    ];
    const soon = new Date(clock.getTime() + HOUR).toISOString();
    const later = new Date(clock.getTime() + 5 * HOUR).toISOString();
    const { gameId } = await createPickem(
      server,
      host,
      propsInput(new Date(later), {
        questions: [
          { type: 'PropsQuestion', prompt: 'Will it rain?', lockTime: soon, choices: yesNo },
          { type: 'PropsQuestion', prompt: 'Cake before noon?', lockTime: later, choices: yesNo },
        ],
      }),
    );
    const watcher = await LiveTestClient.connect(server, snoop);
    watcher.send({ type: 'subscribe', topic: `game:${gameId}` });
    await watcher.waitFor(1);
    const { entryId } = await joinOk(server, player, gameId);
    await pickOk(server, player, gameId, entryId, 0, 'Yes');
    await pickOk(server, player, gameId, entryId, 1, 'No');

    // Question 0 locks (its answer is public from then on), question 1 stays open; the host settles question 0.
    clock = new Date(clock.getTime() + 2 * HOUR);
    await eventually(() => readPickem(server, gameId, snoop), (g) => g.questions[0]?.locked === true);
    expect((await postJson(server, `/api/games/${gameId}/props/0/settle`, { winners: ['Yes'] }, { cookie: host })).status).toBe(200);
    // The settlement's update is the one carrying the settled question; the podium worker's own
    // update (standings only) may arrive before or after it.
    const isSettlement = (m: { type: string; data?: unknown }) =>
      m.type === 'update' && (m.data as QuestionsGameEvent).kind === 'pickem.scored' && (m.data as { questions?: unknown }).questions !== undefined;
    const frames = await eventually(
      () => Promise.resolve(watcher.messages),
      (messages) => messages.some(isSettlement),
    );
    const scored = frames.find(isSettlement) as { data: Extract<QuestionsGameEvent, { kind: 'pickem.scored' }> };
    expect(scored.data.standings).toMatchObject({ ids: [entryId], scores: [10] });
    expect(scored.data.questions?.map((q) => q.index)).toEqual([0]);
    expect(carriesAnswers(scored.data)).toBe(false);
    // No frame ever carried the open question's answer.
    for (const frame of frames) expect(JSON.stringify(frame)).not.toContain('{"question":1,');
    const read = await readPickem(server, gameId, snoop);
    expect(read.entries[0]?.answers).toEqual([{ question: 0, choice: 'Yes' }]);
    await watcher.close();
  });
});
