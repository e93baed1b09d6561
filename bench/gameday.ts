// (decision 045) Game day on the production topology: nginx (deploy/nginx/sportsball.conf.template)
// in front of two built instances on one PostgreSQL server (durable settings), as
// tests/setup/cluster.ts runs them. Method:
//  - setup through nginx: a signed-in host, 16 upcoming simulated NFL games, GAMEDAY_POOLS pools in
//    four kinds: squares games on those games and pick'em slates of all 16 (watched: the feed moves
//    them, and they lock at kickoff), baby-shower squares games (claimed) and props pools (picked) —
//    as many showers as the run's claims fill;
//  - GAMEDAY_SOCKETS sockets (load clients in GAMEDAY_CLIENTS worker processes, bench/gameday-client.ts),
//    each on one pool's `game:{id}` (spread over the four kinds) and the league topic `sports-league:NFL`;
//  - for GAMEDAY_SECONDS: a feed tick every GAMEDAY_TICK_S s changing the 16 games
//    (POST /api/dev/sim/tick, as bench/feed-tick.ts), GAMEDAY_CLAIMS_PER_S claims (each a new square)
//    and GAMEDAY_PICKS_PER_S picks, open loop; the first tick (the games' kickoff) comes
//    GAMEDAY_LEAD_S s after the claims and picks begin, as on a Sunday players are in their pools
//    before the games start, so the load's own first seconds and the kickoff are told apart;
//  - halfway, instance 2 is killed (SIGKILL); its sockets reconnect through nginx to instance 1 and
//    resubscribe with the versions they hold; GAMEDAY_RESTART_S s later it is started again while
//    the load goes on, and claims sent straight to it for its first 3 s measure a start under load;
//  - at the end every acknowledged claim must be on its board, and no socket may have missed an
//    update or got one twice (versions per topic, bench/gameday-client.ts).
// Feed latency: the tick's request sent → each socket's first league update after it.
// Figures come whole-run and split (bench/gameday-split.ts): the steady state, which carries the
// targets, and the window from the kill to the first tick after the restarted instance is ready,
// with the feed per tick and the claims per second to show where a tail comes from.
// Then the floor (bench/gameday-floor.ts; GAMEDAY_FLOOR=0 skips it): the same sockets, nginx,
// PostgreSQL and rates on two bare stand-ins, the app's steady p99s judged as ratios to it.
// Defaults are the full game day (20,000 sockets, 1,000 pools, 200 claims/s, 200 picks/s, 5 min);
// develop at GAMEDAY_SOCKETS=2000 GAMEDAY_POOLS=100 GAMEDAY_SECONDS=60 GAMEDAY_CLAIMS_PER_S=50.
import { CreatedEntrySchema } from '../src/contracts/pickem.js';
import type { CreateQuestionsGame } from '../src/contracts/pickem.js';
import { CreatedGameSchema } from '../src/contracts/squares.js';
import { SquaresGameSchema } from '../src/contracts/squares.js';
import { SportsGameIdSchema } from '../src/contracts/sports.js';
import { propsInput } from '../tests/factories/pickem-games.js';
import { babyShowerInput } from '../tests/factories/squares-games.js';
import { startCluster } from '../tests/setup/cluster.js';
import { startPostgresCluster } from '../tests/setup/postgres-server.js';
import type { GamedayCommand, GamedayEvent } from './gameday-client.js';
import { FLOOR_ON, floorResults, gamedayFloor } from './gameday-floor.js';
import { letGo, openLoop, timed } from './gameday-floor-load.js';
import { ms, splitFigures } from './gameday-split.js';
import { stageLines } from './gameday-stages.js';
import { nginxErrors, watchGameday } from './gameday-watch.js';
import type { Sample, Tick } from './gameday-split.js';
import type { Benchmark, Result } from './lib.js';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { anonymousCookie, atMost, buildSnapshot, envInt, errorText, info, nowMs, result, round, sleep } from './lib.js';
import { must, startLoadClient } from './socket-load.js';
import type { LoadClient } from './socket-load.js';
import { createSquaresGame, initialsOf, json, post, signedInHost, upcomingNflGames } from './squares-setup.js';

const SOCKETS = envInt('GAMEDAY_SOCKETS', 20_000);
const POOLS = Math.max(2, envInt('GAMEDAY_POOLS', 1_000));
const SECONDS = envInt('GAMEDAY_SECONDS', 300);
const TICK_S = envInt('GAMEDAY_TICK_S', 12);
const CLAIMS_PER_S = envInt('GAMEDAY_CLAIMS_PER_S', 200);
const PICKS_PER_S = envInt('GAMEDAY_PICKS_PER_S', 200);
const CLIENTS = envInt('GAMEDAY_CLIENTS', Math.max(1, Math.ceil(SOCKETS / 5_000)));
const RESTART_S = envInt('GAMEDAY_RESTART_S', 20);
const LEAD_S = envInt('GAMEDAY_LEAD_S', 5);
const GAMES = 16;
const PLAYERS = 300;
const FIRST_SECONDS_MS = 3_000;
const LEAGUE_TOPIC = 'sports-league:NFL';
/** nginx's connections: both sides of every socket, and half as many again for the killed instance's sockets reconnecting while their old connections close. */
const NGINX_CONNECTIONS = SOCKETS * 3 + 2_000;
/** A starved load client reads its sockets' queued frames before the report command: minutes at 20,000 sockets on a shared machine. */
export const REPORT_TIMEOUT_MS = 300_000;

interface Pick {
  gameId: string;
  entryId: string;
  cookie: string;
}

const gameday: Benchmark = {
  name: 'gameday',
  description: `two instances behind nginx on PostgreSQL: ${SOCKETS} sockets over ${POOLS} pools, a feed tick every ${TICK_S} s, ${CLAIMS_PER_S} claims/s and ${PICKS_PER_S} picks/s for ${SECONDS} s, one instance killed halfway and started again`,
  optional: true,
  async run(): Promise<Result[]> {
    const pg = await startPostgresCluster({ durable: true, maxConnections: 300 });
    const cluster = await startCluster({ databaseUrl: pg.url, root: buildSnapshot(), maxConnections: NGINX_CONNECTIONS });
    const clients: Array<LoadClient<GamedayCommand, GamedayEvent>> = [];
    let stopWatching = () => {};
    try {
      const url = cluster.url;
      const origin = new URL(url).origin;
      const host = await signedInHost(url, cluster.dataDir);
      const games = (await upcomingNflGames(url, GAMES)).map((g) => g.game.id);
      // Watched pools are on the 16 games the feed moves (they lock at kickoff, so nobody claims or
      // picks there); the claims go to squares games without a sports game (baby showers) and the
      // picks to props pools, which the feed never locks: enough of them to hold every claim.
      const liveSquares: string[] = [];
      const slates: string[] = [];
      const showers: string[] = [];
      const picks: Pick[] = [];
      const slate: CreateQuestionsGame = {
        name: 'Game day slate',
        description: '',
        pickemQuestionType: 'StraightUp',
        sportsLeague: 'NFL',
        questions: games.map((id) => ({ type: 'StraightUpPick' as const, sportsGameId: SportsGameIdSchema.parse(id) })),
        tiebreaker: null,
        scoring: { type: 'Podium' },
        oneEntryPerUser: false,
        entryLimit: null,
        allowLateEntry: false,
        maxAnswers: null,
      };
      const setup0 = nowMs();
      const quarter = Math.max(1, Math.floor(POOLS / 4));
      const showerCount = Math.max(quarter, Math.ceil((CLAIMS_PER_S * SECONDS) / 100));
      for (let i = 0; i < quarter; i++) {
        liveSquares.push(await createSquaresGame(url, host, games[i % GAMES]!, `Game day ${i}`));
        slates.push(CreatedGameSchema.parse(await post(`${url}/api/pickem/games`, slate, host)).gameId);
        const { gameId } = CreatedGameSchema.parse(await post(`${url}/api/pickem/games`, propsInput(new Date(Date.now() + 6 * 3_600_000)), host));
        const cookie = await anonymousCookie(url);
        const { entryId } = CreatedEntrySchema.parse(await post(`${url}/api/games/${gameId}/entries`, {}, cookie));
        picks.push({ gameId, entryId, cookie });
      }
      for (let i = 0; i < showerCount; i++) showers.push(CreatedGameSchema.parse(await post(`${url}/api/squares/games`, babyShowerInput(), host)).gameId);
      const squaresIds = showers;
      const players = await Promise.all(Array.from({ length: PLAYERS }, () => anonymousCookie(url)));
      info(`${liveSquares.length} squares and ${slates.length} pick'em pools on the live games, ${showers.length} squares and ${picks.length} props pools to play, ${PLAYERS} players, made in ${round((nowMs() - setup0) / 1000, 1)} s`);

      const pools = [...liveSquares, ...slates, ...showers.slice(0, quarter), ...picks.map((p) => p.gameId)];
      const watcher = await anonymousCookie(url);
      const plans = Array.from({ length: SOCKETS }, (_, i) => [`game:${pools[i % pools.length]!}`, LEAGUE_TOPIC]);
      for (let c = 0; c < CLIENTS; c++) {
        const client = startLoadClient<GamedayCommand, GamedayEvent>('gameday-client.ts');
        clients.push(client);
        client.send({ cmd: 'connect', url, cookie: watcher, plans: plans.filter((_, i) => i % CLIENTS === c), concurrency: 50 });
      }
      // Every client opens its share at once; they are waited for together, under one deadline,
      // each telling how far it got meanwhile, and what every process holds is logged (bench/gameday-watch.ts).
      stopWatching = watchGameday(cluster, clients);
      info(`nginx: ${cluster.nginx.plan.workers} worker(s) of ${cluster.nginx.plan.connections} connections, ${cluster.nginx.plan.rlimit} files each`);
      const readies = await Promise.all(clients.map((client) => must(client.next('ready', 600_000), 'ready')));
      let open = 0;
      for (const ready of readies) {
        if (ready.failures) throw new Error(`${ready.failures} sockets failed to open; first: ${ready.firstError}`);
        open += ready.sockets;
      }
      info(`${open} sockets subscribed through nginx`);

      const claims: Sample[] = [];
      const pickMs: Sample[] = [];
      const tickAnswers: number[] = [];
      let tickFailures = 0;
      const tickStarts: number[] = [];
      let killAt: number | undefined;
      let readyAt: number | undefined;
      const firstSeconds: number[] = [];
      const acknowledged = new Map<string, string>();
      let claimFailures = 0;
      let pickFailures = 0;
      const nextSquare = new Map<string, number>();
      // The bench's own process sends every claim, pick and tick and times them: when it is starved
      // (a shared machine, thousands of requests in flight), its delay is in every figure and in when the kill comes.
      const ownLag = monitorEventLoopDelay({ resolution: 10 });
      ownLag.enable();
      const started = nowMs();
      const over = () => nowMs() - started > SECONDS * 1000;
      let directTo: { url: string; until: number } | undefined;

      const claimLoop = openLoop(CLAIMS_PER_S, over, async (n) => {
        const gameId = squaresIds[n % squaresIds.length]!;
        const square = nextSquare.get(gameId) ?? 0;
        if (square >= 100) return;
        nextSquare.set(gameId, square + 1);
        const player = n % PLAYERS;
        // While the restarted instance is in its first seconds, every other claim goes straight to it.
        const direct = directTo && nowMs() < directTo.until && n % 2 === 0 ? directTo.url : undefined;
        const answer = await timed(`${direct ?? url}/api/games/${gameId}/squares/${square}/claim`, { initials: initialsOf(player) }, players[player]!, origin);
        if (direct) firstSeconds.push(answer.ms);
        else claims.push(answer);
        if (answer.ok) acknowledged.set(`${gameId}:${square}`, initialsOf(player));
        else claimFailures++;
      });
      const pickLoop = openLoop(PICKS_PER_S, over, async (n) => {
        const pick = picks[n % picks.length]!;
        const answer = await timed(`${url}/api/games/${pick.gameId}/entries/${pick.entryId}/answers`, { question: n % 2, choice: n % 3 === 0 ? 'Yes' : 'No' }, pick.cookie, origin);
        pickMs.push(answer);
        if (!answer.ok) pickFailures++;
      });
      const feedLoop = (async () => {
        await sleep(LEAD_S * 1000);
        for (let k = 1; !over(); k++) {
          const at = nowMs();
          tickStarts.push(at);
          for (const client of clients) client.send({ cmd: 'tick', tick: k, at });
          try {
            await post(`${url}/api/dev/sim/tick`, { games, drive: { status: 'Q2', periodScores: { away: [k % 50], home: [(k + 3) % 50] } } });
            // Answered once stored, published and followed by every pool: the tick's whole cost in the app.
            tickAnswers.push(nowMs() - at);
          } catch (error) {
            // A tick in flight on the instance the kill takes gets nginx's 502 (a POST is not resent);
            // its games may be stored or not, the next tick moves them again: counted, not fatal.
            if (!tickFailures++) info(`tick ${k} failed: ${errorText(error).split('\n')[0]}`);
          }
          await sleep(Math.max(0, TICK_S * 1000 - (nowMs() - at)));
        }
      })();
      const chaos = (async () => {
        await sleep((SECONDS * 1000) / 2);
        info('killing instance 2 (SIGKILL)');
        killAt = nowMs();
        await cluster.kill(1);
        await sleep(RESTART_S * 1000);
        if (over()) return;
        info('starting instance 2 again under load');
        const instance = await cluster.restart(1);
        readyAt = nowMs();
        directTo = { url: instance.url, until: nowMs() + FIRST_SECONDS_MS };
      })();
      await Promise.all([claimLoop, pickLoop, feedLoop, chaos]);
      await sleep(3_000);

      let missed = 0;
      let duplicated = 0;
      let resnapshots = 0;
      let pending = 0;
      let failedAttempts = 0;
      const reconnects: number[] = [];
      const clientLag = { p99: 0, max: 0 };
      const feedByTick = new Map<number, number[]>();
      for (const client of clients) {
        client.send({ cmd: 'report' });
        const report = await must(client.next('report', REPORT_TIMEOUT_MS), 'report');
        missed += report.missed;
        duplicated += report.duplicated;
        resnapshots += report.resnapshots;
        pending += report.pendingReconnects;
        failedAttempts += report.failedAttempts;
        reconnects.push(...report.reconnectMs);
        clientLag.p99 = Math.max(clientLag.p99, report.lagP99Ms);
        clientLag.max = Math.max(clientLag.max, report.lagMaxMs);
        for (const [k, arrivals] of Object.entries(report.feed)) feedByTick.set(Number(k), [...(feedByTick.get(Number(k)) ?? []), ...arrivals]);
      }

      let lost = 0;
      // Read from an instance, not through nginx: the boards are the question, and nginx may still
      // hold the survivor as failed (passive health) right after the crowd it took.
      const reader = cluster.instances[0]!.url;
      for (const gameId of squaresIds) {
        const board = SquaresGameSchema.parse((await json(`${reader}/api/games/${gameId}`)).body);
        const onBoard = new Map(board.squares.map((s) => [s.square, s.entryName]));
        for (const [key, initials] of acknowledged) {
          const [id, square] = key.split(':');
          if (id === gameId && onBoard.get(Number(square)) !== initials) lost++;
        }
      }
      const feed = [...feedByTick.values()].flat();
      const claimMs = claims.map((c) => c.ms);
      const picksMs = pickMs.map((p) => p.ms);
      info(
        `whole run: feed → screen p50 ${ms(feed, 50)} ms p99 ${ms(feed, 99)} ms (${feed.length} deliveries); claims p50 ${ms(claimMs, 50)} p99 ${ms(claimMs, 99)} ms (${claims.length}, ${claimFailures} refused or failed); ` +
          `picks p50 ${ms(picksMs, 50)} p99 ${ms(picksMs, 99)} ms (${pickMs.length}, ${pickFailures} failed); reconnects ${reconnects.length} p99 ${ms(reconnects, 99)} ms (${pending} never, ${failedAttempts} attempts refused and retried); ` +
          `tick answered (stored, published, pools followed) p50 ${ms(tickAnswers, 50)} max ${ms(tickAnswers, 100)} ms (${tickAnswers.length}, ${tickFailures} failed); ` +
          `missed ${missed}, duplicated ${duplicated}, resumed from a snapshot ${resnapshots}; acknowledged claims lost ${lost}; restarted instance's first 3 s of claims p99 ${ms(firstSeconds, 99)} ms (${firstSeconds.length})`,
      );
      const ticks: Tick[] = tickStarts.map((at, i) => ({ k: i + 1, at, arrivals: feedByTick.get(i + 1) ?? [] }));
      const windows = splitFigures({ started, tickStarts, killAt, readyAt, ticks, claims, picks: pickMs, sockets: open });
      for (const line of windows.lines) info(line);
      // A screen's time includes the load client's own delay in reading its frames (one process holds thousands of sockets).
      info(`load clients' event-loop delay p99 ${round(clientLag.p99, 1)} ms, max ${round(clientLag.max, 1)} ms (worst client); the bench's own p99 ${round(ownLag.percentile(99) / 1e6, 1)} ms, max ${round(ownLag.max / 1e6, 1)} ms; kill ${killAt === undefined ? 'never' : `at ${round((killAt - started) / 1000, 1)} s`} (planned ${SECONDS / 2} s)`);
      ownLag.disable();
      // With CLUSTER_LOG_DIR and CLUSTER_LOG_LEVEL=debug: where each tick's time went (bench/gameday-stages.ts).
      for (const line of stageLines(process.env.CLUSTER_LOG_DIR, ticks)) info(line);
      // Game day's targets are for game day running (the steady figures); the kill has its own
      // (reconnect, nothing missed), so the whole-run and disturbed latencies are diagnosis.
      const results = [
        result('feed change → every subscribed screen, p99', ms(feed, 99), 'ms', null, 'whole run, kill included'),
        result('claims through nginx, p99', ms(claimMs, 99), 'ms', null, 'whole run, kill included'),
        ...windows.results,
        result('picks through nginx, p99', ms(picksMs, 99), 'ms'),
        result('updates missed or twice', missed + duplicated, 'count', atMost(0)),
        result('reconnect after an instance is killed, p99', ms(reconnects, 99), 'ms', atMost(5_000), `${reconnects.length} reconnections, ${pending} never back, ${failedAttempts} attempts refused and retried, ${resnapshots} resumed from a snapshot`),
        result('acknowledged claims lost', lost, 'count', atMost(0)),
        result("restarted instance's first 3 s of claims, p99", ms(firstSeconds, 99), 'ms', null, `${firstSeconds.length} claims sent straight to it`),
      ];
      for (const line of nginxErrors(cluster.nginx.output())) info(line);
      if (!FLOOR_ON) return results;
      // The floor once the app's instances and nginx have stopped, on the same PostgreSQL server (bench/gameday-floor.ts).
      await Promise.all(clients.map((client) => letGo(client.child)));
      await cluster.stop();
      const steady = (name: string) => windows.results.find((r) => r.name === name)?.value ?? NaN;
      const floorOptions = { databaseUrl: pg.url, plans, leagueTopic: LEAGUE_TOPIC, appTicks: tickStarts.length, leadS: LEAD_S, clients: CLIENTS, tickS: TICK_S, claimsPerS: CLAIMS_PER_S, picksPerS: PICKS_PER_S };
      try {
        const floor = await gamedayFloor({ ...floorOptions, maxConnections: NGINX_CONNECTIONS }, SECONDS);
        return [...results, ...floorResults({ feedP99: steady('gameday.feed_p99_steady'), claimsP99: steady('gameday.claims_p99_steady') }, floor)];
      } catch (error) {
        // The app's figures stand without their floor: a failed floor is one failed row, not a lost run.
        info(`floor failed: ${errorText(error).split('\n')[0]}`);
        return [...results, result('gameday.floor', NaN, 'failed', { min: 0 }, errorText(error).split('\n')[0])];
      }
    } catch (error) {
      // A run that fails (no ready, a client gone) says what nginx said first.
      if (!cluster.nginx.child.killed && cluster.nginx.child.exitCode === null) for (const line of nginxErrors(cluster.nginx.output())) info(line);
      throw error;
    } finally {
      stopWatching();
      await Promise.all(clients.map((client) => letGo(client.child)));
      await cluster.stop();
      await pg.stop();
    }
  },
};

export default gameday;
