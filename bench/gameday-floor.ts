// The gameday bench's floor (decision 045): what the machine gives the same load before the app
// adds anything, measured in the same run once the app's instances have stopped. The same nginx
// site file (deploy/nginx/sportsball.conf.template) in front of two bare instances
// (bench/gameday-floor-server.ts), the same PostgreSQL server, the same load clients
// (bench/gameday-client.ts) holding as many sockets subscribed to the same topics, and the same
// load: a tick every GAMEDAY_TICK_S s — the tick's POST through nginx NOTIFYs on PostgreSQL, and
// both bare instances write a frame of the app's league update of the same tick (its very data: the
// kickoff's games whole, then the live parts of games in play) to each of their league sockets — and the claims and picks at the same rates, each a bare POST through
// nginx doing one autocommit INSERT. Feed and claims latency are measured as in the app's phase.
// There is no kill: the floor stands beside the app's steady figures.
import type { ChildProcess } from 'node:child_process';
import { openPostgresDatabase } from '../src/server/db/postgres-database.js';
import { startNginx } from '../tests/setup/nginx.js';
import type { GamedayCommand, GamedayEvent } from './gameday-client.js';
import { letGo, openLoop, timed } from './gameday-floor-load.js';
import { FLOOR_TABLE } from './gameday-floor-protocol.js';
import type { GamedayFloorCommand, GamedayFloorEvent } from './gameday-floor-protocol.js';
import { ms } from './gameday-split.js';
import type { Result } from './lib.js';
import { againstFloor, atMost, envInt, freePort, info, nowMs, round, sleep, spawnBenchScript, waitForExit } from './lib.js';
import { must, startLoadClient } from './socket-load.js';
import type { LoadClient } from './socket-load.js';
import { post } from './squares-setup.js';

/** GAMEDAY_FLOOR=0 skips the floor phase (the app's figures are then reported without one). */
export const FLOOR_ON = process.env.GAMEDAY_FLOOR !== '0';

/**
 * The targets on the app's steady p99 as a multiple of the floor's (decision 045). Feed: the app
 * adds a transaction storing the tick's games, its log read and its pools' work on the same cores
 * to a path whose floor already holds nginx, the load clients and the writes. Claims: a claim is a
 * short transaction of a few statements behind a session check, against one INSERT behind the same
 * nginx and HTTP; the claims bench allows 3× a bare INSERT without nginx or HTTP in it.
 */
export const FEED_RATIO = 1.5;
export const CLAIMS_RATIO = 3;

export interface FloorOptions {
  databaseUrl: string;
  /** Each socket's topics, as the app's phase had them; the league topic among them. */
  plans: string[][];
  leagueTopic: string;
  /** How many feed ticks the app's phase sent: its league updates of those ticks are the floor's frames, tick for tick. */
  appTicks: number;
  /** Seconds of claims and picks before the first tick, as in the app's phase. */
  leadS: number;
  clients: number;
  tickS: number;
  claimsPerS: number;
  picksPerS: number;
  /** nginx worker_connections (each proxied socket holds two). */
  maxConnections: number;
}

export interface FloorFigures {
  feed: number[];
  claims: number[];
  picks: number[];
  ticks: number;
  sockets: number;
}

const SECONDS = (appSeconds: number) => envInt('GAMEDAY_FLOOR_SECONDS', Math.min(appSeconds, 60));

/** One bare instance on `port`, listening once `listening` resolves; stopped with a `close` command. */
export function startBareInstance(port: number, databaseUrl: string, topic: string, frames: readonly string[]): { child: ChildProcess; listening: Promise<void> } {
  const child = spawnBenchScript('gameday-floor-server.ts', { ipc: true, stdout: 'inherit', stderr: 'inherit' });
  const listening = new Promise<void>((resolve, reject) => {
    child.on('message', (event: GamedayFloorEvent) => (event.type === 'listening' ? resolve() : reject(new Error(`bare instance: ${event.message}`))));
    child.once('exit', (code) => reject(new Error(`bare instance exited (${code})`)));
  });
  child.send({ cmd: 'start', port, databaseUrl, topic, frames: [...frames] } satisfies GamedayFloorCommand);
  return { child, listening };
}

/** Runs the floor phase for GAMEDAY_FLOOR_SECONDS (default the app's run, at most 60 s) and returns its latencies. */
export async function gamedayFloor(options: FloorOptions, appSeconds: number): Promise<FloorFigures> {
  const seconds = SECONDS(appSeconds);
  const db = await openPostgresDatabase({ url: options.databaseUrl, poolSize: 2 });
  const instances: ChildProcess[] = [];
  const clients: Array<LoadClient<GamedayCommand, GamedayEvent>> = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    // The app's ticks' league updates, oldest first (its feed-health updates are not the ticks').
    const logged = await db.query<{ data: string }>(
      "select data::text as data from topic_events where topic = $1 and data->>'kind' <> 'feed' order by version desc limit $2",
      [options.leagueTopic, options.appTicks],
    );
    const frames = logged.rows.map((row) => row.data).reverse();
    if (frames.length === 0) throw new Error(`the app's phase left no update on ${options.leagueTopic} for the floor's frames`);
    await db.query(`create table if not exists ${FLOOR_TABLE} (id bigserial primary key, path text not null, body text not null)`);
    const ports = [await freePort(), await freePort()];
    nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`), { maxConnections: options.maxConnections });
    const started = ports.map((port) => startBareInstance(port, options.databaseUrl, options.leagueTopic, frames));
    instances.push(...started.map((s) => s.child));
    await Promise.all(started.map((s) => s.listening));
    const url = nginx.url;
    const origin = new URL(url).origin;
    for (let c = 0; c < options.clients; c++) {
      const client = startLoadClient<GamedayCommand, GamedayEvent>('gameday-client.ts');
      clients.push(client);
      client.send({ cmd: 'connect', url, cookie: 'floor=1', plans: options.plans.filter((_, i) => i % options.clients === c), concurrency: 50 });
    }
    let sockets = 0;
    for (const client of clients) {
      const ready = await must(client.next('ready', 600_000), 'ready');
      if (ready.failures) throw new Error(`floor: ${ready.failures} sockets failed to open; first: ${ready.firstError}`);
      sockets += ready.sockets;
    }
    const kib = frames.map((frame) => round(frame.length / 1024, 1)).join(', ');
    info(`floor: ${sockets} sockets subscribed through nginx to two bare instances, the app's ${frames.length} ticks' league frames (${kib} KiB) in turn, ${seconds} s`);

    const claims: number[] = [];
    const picks: number[] = [];
    let failures = 0;
    let ticks = 0;
    const t0 = nowMs();
    const over = () => nowMs() - t0 > seconds * 1000;
    const call = (into: number[], path: (n: number) => string, body: (n: number) => unknown) => async (n: number) => {
      const answer = await timed(`${url}${path(n)}`, body(n), 'floor=1', origin);
      into.push(answer.ms);
      if (!answer.ok) failures++;
    };
    const claimLoop = openLoop(options.claimsPerS, over, call(claims, (n) => `/api/games/floor-${n % 100}/squares/${n % 100}/claim`, () => ({ initials: 'AAA' })));
    const pickLoop = openLoop(options.picksPerS, over, call(picks, (n) => `/api/games/floor/entries/floor-${n % 100}/answers`, (n) => ({ question: n % 2, choice: 'Yes' })));
    const feedLoop = (async () => {
      await sleep(options.leadS * 1000);
      for (let k = 1; !over(); k++) {
        const at = nowMs();
        for (const client of clients) client.send({ cmd: 'tick', tick: k, at });
        await post(`${url}/api/dev/sim/tick`, { version: k });
        ticks = k;
        await sleep(Math.max(0, options.tickS * 1000 - (nowMs() - at)));
      }
    })();
    await Promise.all([claimLoop, pickLoop, feedLoop]);
    await sleep(3_000);

    const feed: number[] = [];
    let missed = 0;
    let duplicated = 0;
    let lagP99 = 0;
    for (const client of clients) {
      client.send({ cmd: 'report' });
      const report = await must(client.next('report', 300_000), 'report');
      missed += report.missed;
      duplicated += report.duplicated;
      lagP99 = Math.max(lagP99, report.lagP99Ms);
      for (const arrivals of Object.values(report.feed)) feed.push(...arrivals);
    }
    info(
      `floor: feed → screen p50 ${ms(feed, 50)} p99 ${ms(feed, 99)} ms (${feed.length} of ${sockets * ticks} deliveries, ${ticks} ticks; missed ${missed}, duplicated ${duplicated}); ` +
        `claims p50 ${ms(claims, 50)} p99 ${ms(claims, 99)} ms (${claims.length}); picks p50 ${ms(picks, 50)} p99 ${ms(picks, 99)} ms (${picks.length}); ${failures} failed; ` +
        `load clients' event-loop delay p99 ${round(lagP99, 1)} ms`,
    );
    if (failures || missed || duplicated || feed.length < sockets * ticks) throw new Error('floor: a bare call failed or a socket did not get every tick; its figures would not be a floor');
    return { feed, claims, picks, ticks, sockets };
  } finally {
    await Promise.all(clients.map((client) => letGo(client.child)));
    for (const child of instances) if (child.connected) child.send({ cmd: 'close' } satisfies GamedayFloorCommand);
    await Promise.all(instances.map((child) => waitForExit(child, 5_000)));
    await nginx?.stop();
    await db.query(`drop table if exists ${FLOOR_TABLE}`).catch(() => undefined);
    await db.close();
  }
}

/** The app's steady p99s beside the floor's: `gameday.feed_p99` and `gameday.claims_p99` with floor and ratio. */
export function floorResults(app: { feedP99: number; claimsP99: number }, floor: FloorFigures): Result[] {
  const note = (what: string) => `the app's steady p99 against ${what}`;
  return [
    againstFloor('gameday.feed_p99', app.feedP99, ms(floor.feed, 99), 'ms', atMost(FEED_RATIO), note(`a NOTIFY fanned out by two bare ws instances behind the same nginx (${floor.feed.length} deliveries of ${floor.ticks} ticks)`)),
    againstFloor('gameday.claims_p99', app.claimsP99, ms(floor.claims, 99), 'ms', atMost(CLAIMS_RATIO), note(`a bare POST doing one INSERT through the same nginx (${floor.claims.length} at the same rate)`)),
  ];
}
