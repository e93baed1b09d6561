// Pick'em follows the real games (docs/product/pickem.md): the simulator, driven by its test
// control, kicks off (every question locks), plays the games to W / L / Push / Void, and the game
// scores, ranks, ends and pays jelly beans into the ledger — idempotently, with a compensating
// row after a stat correction; podium probabilities appear off the request path; My Games shows
// the beans; every viewer hears it live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGamesTopic } from '../../src/contracts/topics.js';
import type { UserGamesEvent } from '../../src/contracts/games.js';
import { QuestionsGameEventSchema, QuestionsGameSchema } from '../../src/contracts/pickem.js';
import type { QuestionsGameEvent } from '../../src/contracts/pickem.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { SportsLeagueSnapshotSchema, StoredSportsGameSchema } from '../../src/contracts/sports.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import { MyBeansSchema } from '../../src/contracts/beans.js';
import { MeSchema } from '../../src/contracts/users.js';
import { applyQuestionsEvent } from '../../src/web/features/pickem/game/apply-questions-event.js';
import type { HeldQuestionsGame } from '../../src/web/features/pickem/game/apply-questions-event.js';
import { createPickem, entryCommand, eventually, joinOk, pickOk, readPickem, slateInput } from '../factories/pickem-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

/** Upcoming NFL games at least an hour away, so real time never starts them during the test. */
async function upcomingGames(server: TestServer): Promise<SportsGame[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const snapshot = SportsLeagueSnapshotSchema.parse(await (await fetch(`${server.url}/api/sports/leagues/NFL/games`)).json());
    const games = snapshot.games.map((g) => g.game).filter((g) => g.status === 'NS' && Date.parse(g.gameTime) > Date.now() + 3_600_000);
    if (games.length >= 4) return games;
    if (Date.now() > deadline) throw new Error('not enough upcoming NFL games');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function drive(server: TestServer, id: string, body: unknown) {
  const response = await postJson(server, `/api/dev/sim/games/${id}`, body);
  if (response.status !== 200) throw new Error(`drive: ${response.status} ${await response.text()}`);
  return StoredSportsGameSchema.parse(await response.json()).game;
}

const final = (away: number, home: number) => ({ status: 'FT', periodScores: { away: [away, 0, 0, 0], home: [home, 0, 0, 0] } });

describe.each(engines)('pick’em settlement on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { SPORTS_POLLING: 'true' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('kickoff locks, finals settle W/L/Push/Void, the game scores, ranks, ends and pays beans once; a correction compensates', async () => {
    const games = await upcomingGames(server);
    const [g0, g1, g2, g3] = games as [SportsGame, SportsGame, SportsGame, SportsGame];
    const signedIn = await signInByEmail(server, uniqueEmail('host'));
    const host = signedIn.cookie;
    const alice = await anonymousCookie(server);
    const aliceUid = MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie: alice } })).json()).user!.uid;
    const bob = await anonymousCookie(server);
    const { gameId } = await createPickem(
      server,
      host,
      slateInput([], {
        pickemQuestionType: 'VsSpread',
        questions: [
          { type: 'StraightUpPick', sportsGameId: g0.id },
          { type: 'VsSpreadPick', sportsGameId: g1.id },
          { type: 'StraightUpPick', sportsGameId: g2.id },
          { type: 'StraightUpPick', sportsGameId: g3.id },
        ],
        tiebreaker: { type: 'TotalPointsPick', sportsGameId: g0.id },
        scoring: { type: 'PointsToBeans', entryIncentiveJellyBeans: 5 },
      }),
    );
    const viewer = await LiveTestClient.connect(server, await anonymousCookie(server));
    viewer.send({ type: 'subscribe', topic: `game:${gameId}` });
    const mine = await LiveTestClient.connect(server, alice);

    const a = await joinOk(server, alice, gameId);
    const b = await joinOk(server, bob, gameId);
    for (const [q, choice] of [[0, 'Home'], [1, 'Home'], [2, 'Away']] as const) await pickOk(server, alice, gameId, a.entryId, q, choice);
    for (const [q, choice] of [[0, 'Away'], [1, 'Away'], [3, 'Home']] as const) await pickOk(server, bob, gameId, b.entryId, q, choice);
    await entryCommand(server, alice, gameId, a.entryId, 'tiebreaker', { value: 30 });
    await entryCommand(server, bob, gameId, b.entryId, 'tiebreaker', { value: 45 });
    expect((await entryCommand(server, alice, gameId, a.entryId, 'submit')).status).toBe(200);
    mine.send({ type: 'subscribe', topic: userGamesTopic.topic({ uid: aliceUid }) });
    await mine.waitFor(1);

    // Kickoff of the first game: without late entry every question locks, live.
    await drive(server, g0.id, { status: 'Q1', periodScores: { away: [0], home: [0] } });
    const lockedEvent = await eventually(
      () => Promise.resolve(viewer.messages),
      (messages) => messages.some((m: ServerMessage) => m.type === 'update' && ((m.data as QuestionsGameEvent & { questions?: Array<{ locked: boolean }> }).questions ?? []).every((q) => q.locked) && 'questions' in (m.data as object)),
    );
    expect(lockedEvent.length).toBeGreaterThan(1);
    let game = await readPickem(server, gameId);
    expect(game.questions.map((q) => q.locked)).toEqual([true, true, true, true]);
    expect(game.gamePhase).toBe('Live');
    expect(game.entries.find((e) => e.id === a.entryId)?.answers).toHaveLength(3);
    // Podium probabilities are computed off the request path once picks are public.
    game = await eventually(() => readPickem(server, gameId), (g) => g.entries.every((e) => e.podiumProbability !== null));

    // Finals: home wins game 0 (total 30), game 1 against the spread, game 2 a tie (push), game 3 postponed (void).
    await drive(server, g0.id, final(10, 20));
    await drive(server, g1.id, final(14, 17));
    await drive(server, g2.id, final(21, 21));
    await drive(server, g3.id, { status: 'PST' });
    game = await readPickem(server, gameId);
    const spread = game.questions[1]!.type === 'VsSpreadPick' ? ((game.questions[1] as { vsSpread: number | null }).vsSpread ?? 0) : 0;
    const margin = 3 + spread;
    const q1 = margin > 0 ? ['L', 'W'] : margin < 0 ? ['W', 'L'] : ['Push', 'Push'];
    expect(game.questions.map((q) => q.choices.map((c) => c.result))).toEqual([['L', 'W'], q1, ['Push', 'Push'], ['Void', 'Void']]);
    expect(game.tiebreaker).toMatchObject({ result: 30, locked: true });
    const aliceScore = 10 + (q1[1] === 'W' ? 10 : 0);
    const bobScore = q1[0] === 'W' ? 10 : 0;
    expect(game.gamePhase).toBe('Over');
    const byId = (id: string) => game.entries.find((e) => e.id === id)!;
    expect(byId(a.entryId)).toMatchObject({ score: aliceScore, rank: 1, wonBeans: aliceScore + 5 });
    // Level on points, Alice's exact tiebreaker (30) still puts her first.
    expect(byId(b.entryId)).toMatchObject({ score: bobScore, rank: 2, wonBeans: bobScore });

    const ledger = async () =>
      (await server.db.query<{ entry_id: string; amount: number; reason: string }>('select entry_id, amount, reason from bean_transactions where game_id = $1 order by id', [gameId])).rows;
    const awarded = await ledger();
    expect(awarded.filter((r) => r.entry_id === a.entryId)).toEqual([{ entry_id: a.entryId, amount: aliceScore + 5, reason: 'award' }]);
    // My Games shows the beans and the end, live.
    const summary = await eventually(
      () => Promise.resolve(mine.messages),
      (messages) => messages.some((m) => m.type === 'update' && (m.data as Extract<UserGamesEvent, { kind: 'summary.updated' }>).game?.wonBeans === aliceScore + 5),
    );
    const over = summary.find((m) => m.type === 'update' && (m.data as Extract<UserGamesEvent, { kind: 'summary.updated' }>).game?.wonBeans === aliceScore + 5);
    expect((over as { data: UserGamesEvent }).data).toMatchObject({ game: { gameId, gameType: 'Questions', gamePhase: 'Over', isOver: true, isHost: false } });

    // The same state again (a status change that settles nothing new): the ledger is unchanged.
    await drive(server, g3.id, { status: 'CANC' });
    expect(await ledger()).toEqual(awarded);

    // A stat correction flips game 0 to the away side: compensating rows, balances are sums.
    await drive(server, g0.id, final(30, 20));
    game = await readPickem(server, gameId);
    expect(game.questions[0]!.choices.map((c) => c.result)).toEqual(['W', 'L']);
    expect(byId(a.entryId).wonBeans).toBe(aliceScore - 10 + 5);
    expect(byId(b.entryId).wonBeans).toBe(bobScore + 10);
    const corrected = await ledger();
    expect(corrected.slice(awarded.length)).toEqual(
      expect.arrayContaining([
        { entry_id: a.entryId, amount: -10, reason: 'correction' },
        { entry_id: b.entryId, amount: 10, reason: bobScore === 0 ? 'award' : 'correction' },
      ]),
    );
    const balance = await server.db.query<{ total: number }>('select sum(amount)::float8 as total from bean_transactions where uid = $1', [aliceUid]);
    expect(balance.rows[0]?.total).toBe(aliceScore - 10 + 5);
    // The site-wide balance moved with every row (decision 036), and the profile shows it.
    const kept = await server.db.query<{ balance: number }>('select balance from bean_balances where uid = $1', [aliceUid]);
    expect(kept.rows[0]?.balance).toBe(aliceScore - 10 + 5);
    const profile = MyBeansSchema.parse(await (await fetch(`${server.url}/api/me/beans`, { headers: { cookie: alice } })).json());
    expect(profile.balance).toBe(aliceScore - 10 + 5);
    expect(profile.entries.filter((e) => e.gameId === gameId).map((e) => e.amount)).toEqual([-10, aliceScore + 5]);

    // The page's store, fed every frame the viewer got, holds the game as the server reads it —
    // podium probabilities included — although results arrived as `pickem.scored` standings
    // that never repeat an entry's picks (docs/BENCHMARKS.md).
    const topic = `game:${gameId}`;
    const held = () => {
      let state: HeldQuestionsGame | undefined;
      for (const m of viewer.messages) {
        if (m.type === 'snapshot' && m.topic === topic) state = QuestionsGameSchema.parse(m.data);
        if (m.type === 'update' && m.topic === topic && state) state = applyQuestionsEvent(state, QuestionsGameEventSchema.parse(m.data));
      }
      return state;
    };
    const settledGame = await eventually(
      async () => ({ held: held(), read: await readPickem(server, gameId) }),
      ({ held: h, read }) => JSON.stringify(h) === JSON.stringify(read),
    );
    expect(settledGame.held).toEqual(settledGame.read);
    const scored = viewer.messages.flatMap((m) => (m.type === 'update' && (m.data as QuestionsGameEvent).kind === 'pickem.scored' ? [m.data as Extract<QuestionsGameEvent, { kind: 'pickem.scored' }>] : []));
    expect(scored.length).toBeGreaterThan(0);
    expect(scored.some((event) => event.standings?.podiumProbabilities)).toBe(true);
    for (const event of scored) expect(JSON.stringify(event)).not.toContain('"answers"');
    await Promise.all([viewer.close(), mine.close()]);
  });
});
