// (docs/BENCHMARKS.md, Numbers) One feed tick that changes all 16 games of an NFL week → settle → publish
// to 2,000 subscribed sockets: time from the provider's response to the last socket having all
// its updates. A tick is POST /api/dev/sim/tick: the simulator moves the 16 games (its answer
// says when it was done: the feed response), and the ingest stores them as one feed result
// (applyFeedGames: one transaction that stores each game, settles the squares game on it and
// writes the topic updates), announced after commit and fanned out by the hub.
import fs from 'node:fs';
import path from 'node:path';
import { SimGamesSchema, SimTickResultSchema } from '../src/contracts/simulator.js';
import { SportsLeagueSnapshotSchema } from '../src/contracts/sports.js';
import type { StoredSportsGame } from '../src/contracts/sports.js';
import { statusState } from '../src/domain/sports/index.js';
import type { StatusOf } from '../src/domain/sports/index.js';
import { ADDRESSES } from './fanout.js';
import type { SocketPlan, TickCommand, TickEvent, TickReport } from './feed-tick-protocol.js';
import type { Benchmark, Result } from './lib.js';
import { anonymousCookie, atMost, cpuSeconds, envInt, info, monotonicUs, nowMs, outDir, percentile, processCpuTimes, result, round, sleep, startServer, waitForExit } from './lib.js';
import { must, startLoadClient } from './socket-load.js';
import { startPostgresCluster } from '../tests/setup/postgres-server.js';
import { claim, createSquaresGame, initialsOf, json, post, signedInHost } from './squares-setup.js';

const GAMES = 16;
const SOCKETS = envInt('BENCH_FEED_SOCKETS', 2_000);
/** Sockets of home pages (on `sports-league:{league}`, one update a tick carrying every game); the rest are game pages. */
const HOME_SHARE = Math.min(1, Math.max(0, Number(process.env.BENCH_FEED_HOME_SHARE ?? 0.5)));
const TICKS = envInt('BENCH_FEED_TICKS', 50);
const WARMUP = 3;
/** Pause after a tick has reached every socket; above the server's 50 ms NOTIFY coalescing. */
const GAP_MS = envInt('BENCH_FEED_GAP_MS', 200);
const TICK_TIMEOUT_MS = 15_000;
/** Players holding the squares: each claims 10 squares of every game, so every grid is full. */
const PLAYERS = 10;
/** Leagues tried in turn: outside the NFL season another league's week stands in (the result says which). */
const LEAGUES = ['NFL', 'NcaaFootball', 'NBA'] as const;
/** BENCH_FEED_ENGINE=postgres: a real PostgreSQL server (durable settings) instead of the embedded PGlite. */
const ENGINE = process.env.BENCH_FEED_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** The first league with GAMES upcoming games stored (kickoff at least 10 minutes away), soonest first. */
async function pickGames(url: string): Promise<{ league: string; games: StoredSportsGame[] }> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    for (const league of LEAGUES) {
      const parsed = SportsLeagueSnapshotSchema.safeParse((await json(`${url}/api/sports/leagues/${league}/games`)).body);
      if (!parsed.success || parsed.data.feed.lastSuccessAt === null) continue;
      const games = parsed.data.games.filter((g) => g.game.status === 'NS' && Date.parse(g.game.gameTime) > Date.now() + 600_000);
      if (games.length >= GAMES) return { league, games: games.slice(0, GAMES) };
    }
    if (Date.now() > deadline) throw new Error(`no league among ${LEAGUES.join(', ')} has ${GAMES} upcoming games in the polled week`);
    await sleep(500);
  }
}

/**
 * Puts every other game of today's slate under manual control where it stands, so the clock
 * does not move it during the run: the league topic then carries only the ticks' updates.
 */
async function freezeToday(url: string, league: string, chosen: Set<string>): Promise<number> {
  const today = SimGamesSchema.parse((await json(`${url}/api/dev/sim/games?league=${league}`)).body).games;
  let frozen = 0;
  for (const game of today) {
    if (chosen.has(game.id) || statusState(game.sport, game.status as StatusOf<typeof game.sport>) === 'Done') continue;
    const answer = await json(`${url}/api/dev/sim/games/${game.id}`, { method: 'POST', body: JSON.stringify({ status: game.status }) });
    if (answer.status === 200) frozen++;
  }
  return frozen;
}

/** 10 players fill each grid (one player's 10 squares per game), then the host locks it: the draw is made. */
async function fillAndLock(url: string, host: string, players: string[], gameId: string): Promise<void> {
  for (let square = 0; square < 100; square++) {
    const player = Math.floor(square / (100 / PLAYERS));
    await claim(url, gameId, square, players[player] ?? '', initialsOf(player));
  }
  await post(`${url}/api/games/${gameId}/lock`, { allowEmpty: false }, host);
}

const ms = (values: number[], p: number) => round(percentile(values, p), 1);

const feedTick: Benchmark = {
  name: 'feed-tick',
  description: `one feed tick changing ${GAMES} NFL games → settle their squares games → publish to ${SOCKETS} sockets: feed response to the last socket's updates, ${TICKS} ticks`,
  async run(): Promise<Result[]> {
    // BENCH_CPU_PROF=1: the server runs under --cpu-prof; the measured ticks' window is written for bench/profile-summary.ts --window ticks.
    const cpuProf = process.env.BENCH_CPU_PROF === '1';
    const profileDir = path.join(outDir, 'profiles');
    const cluster = ENGINE === 'postgres' ? await startPostgresCluster({ durable: true }) : undefined;
    const server = await startServer({
      label: 'feed-tick',
      env: { DATABASE_URL: cluster?.url ?? '' },
      nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    }).catch(async (error: unknown) => {
      await cluster?.stop();
      throw error;
    });
    const client = startLoadClient<TickCommand, TickEvent>('feed-tick-client.ts');
    try {
      const host = await signedInHost(server.url, server.dataDir);
      const { league, games } = await pickGames(server.url);
      const ids = games.map((g) => g.game.id);
      const frozen = await freezeToday(server.url, league, new Set(ids));
      const players = await Promise.all(Array.from({ length: PLAYERS }, () => anonymousCookie(server.url)));
      const squares = await Promise.all(games.map((g, i) => createSquaresGame(server.url, host, g.game.id, `Bench tick ${i + 1}`)));
      await Promise.all(squares.map((id) => fillAndLock(server.url, host, players, id)));
      info(`${ENGINE}, ${league}: ${GAMES} games from ${games[0]?.game.gameTime ?? '?'} on, each with a full, locked 10x10 squares game; ${frozen} other games of today frozen`);

      // Home pages follow the league; game pages follow one game and its squares game (as the web app subscribes).
      const homes = Math.round(SOCKETS * HOME_SHARE);
      const plans: SocketPlan[] = Array.from({ length: SOCKETS }, (_, i) => {
        if (i < homes) return { topics: [`sports-league:${league}`], perTick: 1, group: 'home' };
        const g = (i - homes) % GAMES;
        return { topics: [`sports-game:${ids[g] ?? ''}`, `game:${squares[g] ?? ''}`], perTick: 2, group: 'game' };
      });
      await must(client.next('started', 30_000), 'start');
      const cookie = await anonymousCookie(server.url);
      client.send({ cmd: 'connect', url: `${server.url.replace(/^http/, 'ws')}/api/live`, cookie, plans, concurrency: 200, addresses: ADDRESSES });
      const ready = await must(client.next('ready', 300_000), 'ready');
      if (ready.failures) throw new Error(`${ready.failures} sockets failed to subscribe; first: ${ready.firstError}`);
      const perTick = plans.reduce((sum, plan) => sum + plan.perTick, 0);
      info(`${ready.sockets} sockets subscribed: ${homes} home pages (one update a tick of ${GAMES} games), ${SOCKETS - homes} game pages (2 updates a tick); ${perTick} deliveries a tick`);

      const tickOnce = async (k: number) => {
        client.send({ cmd: 'arm', tick: k });
        await must(client.next('armed', 10_000), 'armed');
        const t0 = nowMs();
        const answer = SimTickResultSchema.parse(await post(`${server.url}/api/dev/sim/tick`, { games: ids, drive: { status: 'Q2', periodScores: { away: [k], home: [k + 3] } } }));
        const answeredAt = nowMs();
        if (answer.changed !== GAMES) throw new Error(`tick ${k} changed ${answer.changed} games, not ${GAMES}`);
        const done = await client.next('done', TICK_TIMEOUT_MS);
        await sleep(GAP_MS);
        return { t0, feedAt: answer.drivenAt, answeredAt, done };
      };

      for (let k = 1; k <= WARMUP; k++) if (!(await tickOnce(k)).done) throw new Error(`warm-up tick ${k} did not reach every socket in ${TICK_TIMEOUT_MS} ms`);
      client.send({ cmd: 'report' });
      await must(client.next('report'), 'report');

      client.send({ cmd: 'measure' });
      const cpu0 = processCpuTimes(server.pid);
      const mono0 = monotonicUs();
      const total: number[] = [];
      const fromPost: number[] = [];
      const driving: number[] = [];
      const committed: number[] = [];
      const firsts: number[] = [];
      const byGroup: Record<string, number[]> = {};
      let missed = 0;
      for (let k = WARMUP + 1; k <= WARMUP + TICKS; k++) {
        const { t0, feedAt, answeredAt, done } = await tickOnce(k);
        driving.push(feedAt - t0);
        committed.push(answeredAt - feedAt);
        if (!done) {
          missed++;
          continue;
        }
        total.push(done.last - feedAt);
        fromPost.push(done.last - t0);
        firsts.push(done.first - feedAt);
        for (const [group, at] of Object.entries(done.lastByGroup)) (byGroup[group] ??= []).push(at - feedAt);
      }
      const cpu1 = processCpuTimes(server.pid);
      if (cpuProf) {
        fs.mkdirSync(profileDir, { recursive: true });
        fs.writeFileSync(path.join(profileDir, `fanout-windows-${server.pid}.json`), JSON.stringify({ ticks: [mono0, monotonicUs()] }));
      }
      client.send({ cmd: 'report' });
      const report: TickReport = await must(client.next('report'), 'report');
      const serverCpuMs = ((cpuSeconds(cpu1) - cpuSeconds(cpu0)) * 1000) / TICKS;

      info(
        `${total.length}/${TICKS} ticks reached every socket: feed response → last socket p50 ${ms(total, 50)} ms, p99 ${ms(total, 99)} ms, max ${ms(total, 100)} ms; ` +
          `home pages p99 ${ms(byGroup.home ?? [], 99)} ms, game pages p99 ${ms(byGroup.game ?? [], 99)} ms`,
      );
      info(
        `POST → games driven (the simulator's work, before the feed response) p50 ${ms(driving, 50)} ms; feed response → POST answered (stored, settled, committed) ` +
          `p50 ${ms(committed, 50)} ms, p99 ${ms(committed, 99)} ms; → first socket done p50 ${ms(firsts, 50)} ms; POST → last socket p50 ${ms(fromPost, 50)} ms, p99 ${ms(fromPost, 99)} ms`,
      );
      info(`server CPU ${round(serverCpuMs, 1)} ms per tick (${round((serverCpuMs * 1000) / perTick, 1)} µs per delivery, everything included); load client event-loop lag p99 ${round(report.lagP99Ms, 1)} ms`);
      const problems = [
        missed ? `${missed} ticks did not reach every socket in ${TICK_TIMEOUT_MS} ms` : '',
        report.extras ? `${report.extras} update frames beyond what the ticks publish` : '',
        ...report.unexpected.map((u) => `unexpected frame: ${u}`),
      ].filter(Boolean);
      for (const problem of problems) info(problem);
      const note = [ENGINE === 'postgres' ? 'on PostgreSQL' : '', league === 'NFL' ? '' : `${league} games stood in for the NFL (out of season)`, problems[0] ?? ''].filter(Boolean).join('; ') || undefined;
      return [
        result('feed-tick.latency_p50', ms(total, 50), 'ms'),
        result('feed-tick.latency_p99', ms(total, 99), 'ms', atMost(250), note),
        result('feed-tick.home_pages_p99', ms(byGroup.home ?? [], 99), 'ms'),
        result('feed-tick.game_pages_p99', ms(byGroup.game ?? [], 99), 'ms'),
        result('feed-tick.committed_p50', ms(committed, 50), 'ms'),
        result('feed-tick.from_post_p99', ms(fromPost, 99), 'ms'),
        result('feed-tick.first_socket_p50', ms(firsts, 50), 'ms'),
        result('feed-tick.server_cpu_per_tick', round(serverCpuMs, 1), 'ms'),
        result('feed-tick.deliveries_per_tick', perTick, 'deliveries'),
      ];
    } finally {
      if (client.child.connected) client.send({ cmd: 'close' });
      await waitForExit(client.child, 5_000);
      await server.stop();
      await cluster?.stop();
    }
  },
};

export default feedTick;
