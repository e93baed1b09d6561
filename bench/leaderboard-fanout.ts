// (docs/BENCHMARKS.md) A result arriving → 1,000 subscribed pick'em leaderboards updated: p99 under
// 250 ms. One NFL pick'em game with ENTRIES entries (anonymous players through the API, a pick
// on every game and the tiebreaker, submitted) over GAMES upcoming games; every game is kicked
// off by the test control, so the picks are locked and public; SOCKETS sockets in a child process
// follow the game's topic `game:{id}` as its page does. Then the games finish one by one (the test
// control POST /api/dev/sim/games/{id} sets each final): the time from the control call to each
// socket receiving the `pickem.scored` that carries the settled question and the new scores and
// ranks. A round ends once every socket has it, then waits for the podium worker's own update.
import fs from 'node:fs';
import path from 'node:path';
import { CreatedEntrySchema } from '../src/contracts/pickem.js';
import type { CreateQuestionsGame } from '../src/contracts/pickem.js';
import { CreatedGameSchema } from '../src/contracts/squares.js';
import { SportsGameIdSchema } from '../src/contracts/sports.js';
import { ADDRESSES } from './fanout.js';
import type { FanoutCommand, FanoutEvent } from './leaderboard-fanout-protocol.js';
import type { Benchmark, Result } from './lib.js';
import { anonymousCookie, atMost, cpuSeconds, envInt, info, monotonicUs, nowMs, outDir, percentile, processCpuTimes, result, round, sleep, startServer, waitForExit } from './lib.js';
import { must, startLoadClient } from './socket-load.js';
import { post, signedInHost, upcomingNflGames } from './squares-setup.js';

const SOCKETS = envInt('BENCH_LB_SOCKETS', 1_000);
const ENTRIES = envInt('BENCH_LB_ENTRIES', 200);
/** Games in the pool; each final is one result (the first WARMUP are not measured). */
const GAMES = envInt('BENCH_LB_GAMES', 12);
const WARMUP = 2;
/** Pause after a round: the podium worker recomputes after each settlement and publishes its own update. */
const GAP_MS = envInt('BENCH_LB_GAP_MS', 1_500);
const ROUND_TIMEOUT_MS = 30_000;
/** Requests in flight while the players make their entries. */
const SETUP_CONCURRENCY = 8;

/** Runs `task` for 0..count-1 with at most `concurrency` at once. */
async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** Player i's entry: a pick on every game (a spread of picks, so the results reorder the board), the tiebreaker, submitted. */
async function enter(url: string, gameId: string, games: number, i: number): Promise<void> {
  const cookie = await anonymousCookie(url);
  const { entryId } = CreatedEntrySchema.parse(await post(`${url}/api/games/${gameId}/entries`, {}, cookie));
  const entry = `${url}/api/games/${gameId}/entries/${entryId}`;
  for (let q = 0; q < games; q++) await post(`${entry}/answers`, { question: q, choice: (((i >> q % 8) ^ q) & 1) === 0 ? 'Home' : 'Away' }, cookie);
  await post(`${entry}/tiebreaker`, { value: 20 + (i % 60) }, cookie);
  await post(`${entry}/submit`, {}, cookie);
}

const ms = (values: number[], p: number) => round(percentile(values, p), 1);

const leaderboardFanout: Benchmark = {
  name: 'leaderboard-fanout',
  description: `a result arriving → ${SOCKETS} sockets on one pick'em game's topic (${ENTRIES} entries, ${GAMES} NFL games) get the new scores and ranks: time per delivery, ${GAMES - WARMUP} results`,
  async run(): Promise<Result[]> {
    // BENCH_CPU_PROF=1: the server runs under --cpu-prof; the measured results' window is written for bench/profile-summary.ts --window results.
    const cpuProf = process.env.BENCH_CPU_PROF === '1';
    const profileDir = path.join(outDir, 'profiles');
    const server = await startServer({ label: 'leaderboard-fanout', nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] });
    const client = startLoadClient<FanoutCommand, FanoutEvent>('leaderboard-fanout-client.ts');
    try {
      const host = await signedInHost(server.url, server.dataDir);
      const games = (await upcomingNflGames(server.url, GAMES)).map((g) => g.game);
      const ids = games.map((g) => g.id);
      const create: CreateQuestionsGame = {
        name: 'Bench leaderboard',
        description: '',
        pickemQuestionType: 'StraightUp',
        sportsLeague: 'NFL',
        questions: ids.map((sportsGameId) => ({ type: 'StraightUpPick' as const, sportsGameId })),
        tiebreaker: { type: 'TotalPointsPick', sportsGameId: SportsGameIdSchema.parse(ids.at(-1)) },
        scoring: { type: 'Podium' },
        oneEntryPerUser: false,
        entryLimit: null,
        allowLateEntry: false,
        maxAnswers: null,
      };
      const { gameId } = CreatedGameSchema.parse(await post(`${server.url}/api/pickem/games`, create, host));
      const setup0 = nowMs();
      await pool(ENTRIES, SETUP_CONCURRENCY, (i) => enter(server.url, gameId, GAMES, i));
      info(`${ENTRIES} entries of ${GAMES} picks and a tiebreaker made in ${round((nowMs() - setup0) / 1000, 1)} s`);

      // Kickoff everywhere: the picks lock (and become public); the games stay under the test control.
      await post(`${server.url}/api/dev/sim/tick`, { games: ids, drive: { status: 'Q1', periodScores: { away: [0], home: [0] } } });
      await sleep(GAP_MS);

      await must(client.next('started', 30_000), 'start');
      const cookie = await anonymousCookie(server.url);
      client.send({ cmd: 'connect', url: `${server.url.replace(/^http/, 'ws')}/api/live`, cookie, topic: `game:${gameId}`, sockets: SOCKETS, concurrency: 100, addresses: ADDRESSES });
      const ready = await must(client.next('ready', 300_000), 'ready');
      if (ready.failures) throw new Error(`${ready.failures} sockets failed to subscribe; first: ${ready.firstError}`);
      info(`${ready.sockets} sockets on game:${gameId}`);

      const deliveries: number[] = [];
      const lasts: number[] = [];
      const answered: number[] = [];
      const serverCpu: number[] = [];
      let bytes = 0;
      let mono0 = 0;
      for (let k = 0; k < GAMES; k++) {
        if (k === WARMUP) mono0 = monotonicUs();
        client.send({ cmd: 'arm', round: k + 1, question: k });
        await must(client.next('armed', 10_000), 'armed');
        // Away wins the even games, home the odd ones: 7–3 or 3–7 in the first quarter, then nothing.
        const [away, home] = k % 2 === 0 ? [7, 3] : [3, 7];
        const cpu0 = processCpuTimes(server.pid);
        const t0 = nowMs();
        await post(`${server.url}/api/dev/sim/games/${ids[k] ?? ''}`, { status: 'FT', periodScores: { away: [away, 0, 0, 0], home: [home, 0, 0, 0] } });
        const postAnswered = nowMs() - t0;
        const done = await client.next('done', ROUND_TIMEOUT_MS);
        if (!done) throw new Error(`result ${k + 1} did not reach every socket in ${ROUND_TIMEOUT_MS} ms`);
        // The server's CPU from the control call until every socket has the update (the podium worker's thread included, once it starts).
        const cpuMs = (cpuSeconds(processCpuTimes(server.pid)) - cpuSeconds(cpu0)) * 1000;
        if (k >= WARMUP) {
          for (const at of done.arrivals) deliveries.push(at - t0);
          lasts.push(Math.max(...done.arrivals) - t0);
          answered.push(postAnswered);
          serverCpu.push(cpuMs);
          bytes = done.bytes;
        }
        await sleep(GAP_MS);
      }
      if (cpuProf) {
        fs.mkdirSync(profileDir, { recursive: true });
        fs.writeFileSync(path.join(profileDir, `fanout-windows-${server.pid}.json`), JSON.stringify({ results: [mono0, monotonicUs()] }));
      }
      client.send({ cmd: 'report' });
      const report = await must(client.next('report'), 'report');
      for (const problem of report.unexpected) info(`unexpected frame: ${problem}`);

      info(
        `${GAMES - WARMUP} results × ${SOCKETS} sockets: delivery p50 ${ms(deliveries, 50)} ms, p99 ${ms(deliveries, 99)} ms; ` +
          `last socket p50 ${ms(lasts, 50)} ms, max ${ms(lasts, 100)} ms; control call answered p50 ${ms(answered, 50)} ms; server CPU until the last socket p50 ${ms(serverCpu, 50)} ms; update frame ${round(bytes / 1024, 1)} KiB; ` +
          `load client event-loop lag p99 ${round(report.lagP99Ms, 1)} ms`,
      );
      const note = report.unexpected.length ? `unexpected frame: ${report.unexpected[0]?.slice(0, 120)}` : undefined;
      return [
        result('leaderboard-fanout.latency_p50', ms(deliveries, 50), 'ms'),
        result('leaderboard-fanout.latency_p99', ms(deliveries, 99), 'ms', atMost(250), note),
        result('leaderboard-fanout.last_socket_p50', ms(lasts, 50), 'ms'),
        result('leaderboard-fanout.last_socket_max', ms(lasts, 100), 'ms'),
        result('leaderboard-fanout.control_answered_p50', ms(answered, 50), 'ms'),
        result('leaderboard-fanout.server_cpu_p50', ms(serverCpu, 50), 'ms'),
        result('leaderboard-fanout.frame_kib', round(bytes / 1024, 1), 'KiB'),
      ];
    } finally {
      if (client.child.connected) client.send({ cmd: 'close' });
      await waitForExit(client.child, 5_000);
      await server.stop();
    }
  },
};

export default leaderboardFanout;
