// Squares follow the real game (docs/product/squares.md): the simulator, driven by its test control,
// locks a game at kickoff, settles each period, ends it on a played final and re-settles a
// stat correction — and every viewer sees it live over the WebSocket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGamesTopic } from '../../src/contracts/topics.js';
import type { UserGamesEvent } from '../../src/contracts/games.js';
import type { ServerMessage } from '../../src/contracts/realtime.js';
import { SportsLeagueSnapshotSchema, StoredSportsGameSchema } from '../../src/contracts/sports.js';
import type { SportsGame } from '../../src/contracts/sports.js';
import { SquaresGameSchema } from '../../src/contracts/squares.js';
import type { SquaresGame, SquaresGameEvent } from '../../src/contracts/squares.js';
import { squareAt, verifyDraw } from '../../src/domain/squares/index.js';
import { claimOk, createGame, gameCommand, readGame, sportsGameInput } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { LiveTestClient, anonymousCookie, postJson, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

/** Upcoming games of a league that start at least an hour from now, so real time never starts them during the test. */
async function upcomingGames(server: TestServer, league: 'NFL' | 'MLB'): Promise<SportsGame[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const snapshot = SportsLeagueSnapshotSchema.parse(await (await fetch(`${server.url}/api/sports/leagues/${league}/games`)).json());
    const games = snapshot.games.map((g) => g.game).filter((g) => g.status === 'NS' && Date.parse(g.gameTime) > Date.now() + 3_600_000);
    if (games.length >= 3) return games;
    if (Date.now() > deadline) throw new Error(`not enough upcoming ${league} games`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function drive(server: TestServer, id: string, body: unknown) {
  const response = await postJson(server, `/api/dev/sim/games/${id}`, body);
  if (response.status !== 200) throw new Error(`drive: ${response.status} ${await response.text()}`);
  return StoredSportsGameSchema.parse(await response.json()).game;
}

/** Waits until a message satisfies `test`, returning it. */
async function nextMatching(client: LiveTestClient, test: (message: ServerMessage) => boolean): Promise<ServerMessage> {
  for (let seen = 0; ; ) {
    const messages = await client.waitFor(seen + 1);
    const found = messages.slice(seen).find(test);
    if (found) return found;
    seen = messages.length;
  }
}

const gameEvent = (topic: string, kind: SquaresGameEvent['kind']) => (m: ServerMessage) =>
  m.type === 'update' && m.topic === topic && (m.data as SquaresGameEvent).kind === kind;

describe.each(engines)('squares settlement on %s', (engine) => {
  let server: TestServer;
  let host: string;
  let hostUid: string;
  let player: string;
  let nfl: SportsGame[];
  let mlb: SportsGame[];

  beforeAll(async () => {
    server = await startTestServer(engine, { SPORTS_POLLING: 'true' });
    const signedIn = await signInByEmail(server, uniqueEmail('host'));
    host = signedIn.cookie;
    hostUid = signedIn.body.user!.uid;
    player = await anonymousCookie(server);
    [nfl, mlb] = await Promise.all([upcomingGames(server, 'NFL'), upcomingGames(server, 'MLB')]);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('locks itself at kickoff, settles each quarter, ends Over on the final, re-settles a correction — live for every viewer', async () => {
    const sports = nfl[0]!;
    const { gameId } = await createGame(server, host, sportsGameInput(sports.id, { changeTargetScores: 'ChangeEveryOtherPeriod' }));
    const topic = `game:${gameId}`;
    const viewer = await LiveTestClient.connect(server, player);
    const hostSocket = await LiveTestClient.connect(server, host);
    viewer.send({ type: 'subscribe', topic });
    hostSocket.send({ type: 'subscribe', topic: userGamesTopic.topic({ uid: hostUid }) });
    const snapshot = await nextMatching(viewer, (m) => m.type === 'snapshot' && m.topic === topic);
    expect(SquaresGameSchema.parse((snapshot as { data: unknown }).data)).toMatchObject({ id: gameId, gamePhase: 'Pending', squares: [] });
    await nextMatching(hostSocket, (m) => m.type === 'snapshot');

    for (let square = 0; square < 100; square += 3) await claimOk(server, square % 2 ? player : host, gameId, square, { initials: square % 2 ? 'PL' : 'HO' });
    const claimed = await nextMatching(viewer, gameEvent(topic, 'square.claimed'));
    expect((claimed as { data: SquaresGameEvent }).data).toMatchObject({ kind: 'square.claimed', square: { square: 0, entryName: 'HO' } });

    // Kickoff: the feed says Q1, the game locks itself and draws.
    await drive(server, sports.id, { status: 'Q1', periodScores: { away: [0], home: [0] } });
    const locked = (await nextMatching(viewer, gameEvent(topic, 'game.locked'))) as { data: Extract<SquaresGameEvent, { kind: 'game.locked' }> };
    expect(locked.data).toMatchObject({ gamePhase: 'Live', lockedBy: 'kickoff' });
    expect(locked.data.targetScores).toHaveLength(2);
    // The host's row first tells of the players joining (docs/product/site.md#my-games), then of the lock.
    const isLive = (m: ServerMessage) => m.type === 'update' && (m.data as UserGamesEvent).kind === 'summary.updated' && (m.data as { game: { gamePhase: string } }).game.gamePhase === 'Live';
    const summary = (await nextMatching(hostSocket, isLive)) as { data: UserGamesEvent };
    expect(summary.data).toMatchObject({ kind: 'summary.updated', game: { gameId, gamePhase: 'Live', isHost: true } });
    let game: SquaresGame = await readGame(server, gameId);
    expect(game).toMatchObject({ gamePhase: 'Live', lockedBy: 'kickoff', results: [] });
    expect(verifyDraw({ seed: game.draw.seed!, seedHash: game.draw.seedHash, gridHash: game.draw.gridHash!, squares: game.squares, size: 100, targetScores: game.targetScores! }).ok).toBe(true);
    expect((await gameCommand(server, player, gameId, 'squares/1/claim', { initials: 'PL' })).status).toBe(409);

    // End of the first quarter: Q1 pays on 7–3 with the first half's digits.
    await drive(server, sports.id, { status: 'Q2', periodScores: { away: [7, 0], home: [3, 0] } });
    const settled = (await nextMatching(viewer, gameEvent(topic, 'game.settled'))) as { data: Extract<SquaresGameEvent, { kind: 'game.settled' }> };
    const [q1] = settled.data.results;
    const firstHalf = game.targetScores![0]!;
    const row = firstHalf.rows.findIndex((cell) => cell.includes(7));
    const col = firstHalf.cols.findIndex((cell) => cell.includes(3));
    expect(q1).toMatchObject({ label: 'Q1', rowCol: [row, col], square: squareAt(row, col, 100), scores: { away: 7, home: 3 } });
    const holder = game.squares.find((s) => s.square === q1!.square);
    expect(q1).toMatchObject({ uid: holder?.uid ?? null, entryName: holder?.entryName ?? null });

    // The simulator plays it out: four results, the game is Over, in every viewer's My Games too.
    const final = await drive(server, sports.id, { advance: 'final' });
    expect(['FT', 'AOT']).toContain(final.status);
    game = await readGame(server, gameId);
    expect(game.results.map((r) => r.label)).toEqual(['Q1', 'Half', 'Q3', 'Final']);
    expect(game.gamePhase).toBe('Over');
    expect(game.correctedAt).toBeNull();
    const over = await nextMatching(hostSocket, (m) => m.type === 'update' && (m.data as UserGamesEvent).kind === 'summary.updated' && (m.data as { game: { gamePhase: string } }).game.gamePhase === 'Over');
    expect((over as { data: UserGamesEvent }).data).toMatchObject({ game: { gameId, isOver: true } });

    // A stat correction after the final re-settles, visibly.
    const corrected = { away: [...final.periodScores.away], home: [...final.periodScores.home] };
    corrected.home[3] = (corrected.home[3] ?? 0) + 1;
    await drive(server, sports.id, { periodScores: corrected });
    const after = await readGame(server, gameId);
    expect(after.correctedAt).not.toBeNull();
    expect(after.gamePhase).toBe('Over');
    expect(after.results.at(-1)!.scores.home).toBe(game.results.at(-1)!.scores.home + 1);
    expect(after.results.slice(0, 3)).toEqual(game.results.slice(0, 3));
    await nextMatching(viewer, (m) => m.type === 'update' && gameEvent(topic, 'game.settled')(m) && (m.data as { correctedAt: string | null }).correctedAt !== null);

    await Promise.all([viewer.close(), hostSocket.close()]);
  });

  it('a postponed game stays locked and settles nothing more', async () => {
    const sports = nfl[1]!;
    const { gameId } = await createGame(server, host, sportsGameInput(sports.id));
    await claimOk(server, host, gameId, 5, { initials: 'HO' });
    expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
    await drive(server, sports.id, { status: 'PST' });
    const game = await readGame(server, gameId);
    expect(game).toMatchObject({ gamePhase: 'Live', lockedBy: 'host', results: [] });
  });

  it('a 5x5 MLB game paying halves: the 5th inning and the final, extra innings counting in the final', async () => {
    const sports = mlb[0]!;
    const { gameId } = await createGame(server, host, sportsGameInput(sports.id, { size: 25, scoringPeriods: 'Halves', changeTargetScores: 'ChangeEveryPeriod', payouts: ['$5', '$20'] }));
    for (let square = 0; square < 25; square++) await claimOk(server, host, gameId, square, { initials: 'HO' });
    expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: false })).status).toBe(200);
    expect((await readGame(server, gameId)).targetScores).toHaveLength(3);

    await drive(server, sports.id, { status: 'IN6', periodScores: { away: [1, 0, 0, 2, 0, 0], home: [0, 0, 3, 0, 1, null] } });
    let game = await readGame(server, gameId);
    expect(game.results).toEqual([expect.objectContaining({ label: '5th', scores: { away: 3, home: 4 } })]);
    // Every square is held: the winner is the host.
    expect(game.results[0]!.uid).toBe(hostUid);

    await drive(server, sports.id, { status: 'FT', periodScores: { away: [1, 0, 0, 2, 0, 0, 0, 0, 0, 2], home: [0, 0, 3, 0, 1, 0, 0, 0, 0, 0] } });
    game = await readGame(server, gameId);
    expect(game.results.map((r) => [r.label, r.scores])).toEqual([
      ['5th', { away: 3, home: 4 }],
      ['Final', { away: 5, home: 4 }],
    ]);
    expect(game.gamePhase).toBe('Over');
  });
  it('one feed tick settles the squares games of all its sports games, each from its own grid', async () => {
    const [first, second] = [mlb[1]!, mlb[2]!];
    const grids = [
      { sports: first, cookie: host, initials: 'HO' },
      { sports: first, cookie: player, initials: 'PL' },
      { sports: second, cookie: player, initials: 'PL' },
    ];
    const gameIds: string[] = [];
    for (const grid of grids) {
      const { gameId } = await createGame(server, host, sportsGameInput(grid.sports.id, { size: 25, scoringPeriods: 'Halves', changeTargetScores: 'ChangeEveryPeriod', payouts: ['$5', '$20'] }));
      for (let square = 0; square < 25; square += 2) await claimOk(server, grid.cookie, gameId, square, { initials: grid.initials });
      expect((await gameCommand(server, host, gameId, 'lock', { allowEmpty: true })).status).toBe(200);
      gameIds.push(gameId);
    }
    const drive = { status: 'IN6', periodScores: { away: [1, 0, 0, 2, 0, 0], home: [0, 0, 3, 0, 1, null] } };
    const response = await postJson(server, '/api/dev/sim/tick', { games: [first.id, second.id], drive });
    expect(response.status).toBe(200);
    for (const gameId of gameIds) {
      const game = await readGame(server, gameId);
      expect(game.results).toHaveLength(1);
      const [fifth] = game.results;
      const holder = game.squares.find((square) => square.square === fifth!.square);
      expect(fifth).toMatchObject({ label: '5th', scores: { away: 3, home: 4 }, uid: holder?.uid ?? null, entryName: holder?.entryName ?? null });
    }
  });
});
