// Load client for the gameday benchmark (bench/gameday.ts), a child process with IPC. Opens its
// share of the sockets through nginx, each subscribed to a pool's game topic and the league's
// (bench/gameday-socket.ts: reconnects as the web app does, tallies missed and doubled updates).
// Per feed tick it notes when each socket got the league update after it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { errorText, nowMs } from './lib.js';
import { GamedaySocket, emptyTally } from './gameday-socket.js';

export type GamedayCommand =
  | { cmd: 'connect'; url: string; cookie: string; plans: string[][]; concurrency: number }
  | { cmd: 'tick'; tick: number; at: number }
  | { cmd: 'report' };

export type GamedayEvent =
  | { type: 'ready'; sockets: number; failures: number; firstError: string | null }
  /** While the sockets open, every PROGRESS_MS: how far this client got (a stuck run says where it stuck). */
  | { type: 'progress'; opened: number; subscribed: number; failures: number; retried: number; firstError: string | null }
  | {
      type: 'report';
      missed: number;
      duplicated: number;
      resnapshots: number;
      reconnectMs: number[];
      failedAttempts: number;
      pendingReconnects: number;
      feed: Record<number, number[]>;
      /** This client's own event-loop delay over the run: what of the feed → screen time is the load client's. */
      lagP99Ms: number;
      lagMaxMs: number;
    }
  | { type: 'error'; message: string };

const LEAGUE = 'sports-league:';
const sockets: GamedaySocket[] = [];
const tally = emptyTally();
let tick = 0;
let tickAt = 0;
const feed: Record<number, number[]> = {};
const feedSeen = new Set<GamedaySocket>();

const send = (event: GamedayEvent) => process.send?.(event);
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

/** The first league update a socket gets after a tick: the feed's arrival on that screen. */
function onUpdate(socket: GamedaySocket, topic: string): void {
  if (topic.startsWith(LEAGUE) && tickAt > 0 && !feedSeen.has(socket)) {
    feedSeen.add(socket);
    (feed[tick] ??= []).push(nowMs() - tickAt);
  }
}

const PROGRESS_MS = 5_000;
/** Tries per socket before it counts as failed: one refused handshake under a crowd is not the run's end. */
const OPEN_TRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const subscribed = () => sockets.filter((s) => s.held.size >= s.topics.length).length;

async function connect(url: string, cookie: string, plans: string[][], concurrency: number): Promise<void> {
  let next = 0;
  let failures = 0;
  let retried = 0;
  let firstError: string | null = null;
  const progress = setInterval(() => send({ type: 'progress', opened: sockets.length, subscribed: subscribed(), failures, retried, firstError }), PROGRESS_MS);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < plans.length) {
        const socket: GamedaySocket = new GamedaySocket({ url, cookie, topics: plans[next++]!, tally, onUpdate: (topic) => onUpdate(socket, topic) });
        for (let attempt = 1; ; attempt++) {
          try {
            await socket.open();
            sockets.push(socket);
            break;
          } catch (error) {
            firstError ??= errorText(error);
            if (attempt === OPEN_TRIES) {
              failures++;
              break;
            }
            retried++;
            await sleep(250 + Math.random() * 250);
          }
        }
      }
    }),
  );
  // Ready once every socket holds a snapshot of each of its topics.
  while (subscribed() < sockets.length) await sleep(50);
  clearInterval(progress);
  send({ type: 'ready', sockets: sockets.length, failures, firstError });
}

process.on('message', (command: GamedayCommand) => {
  if (command.cmd === 'connect') {
    connect(command.url, command.cookie, command.plans, command.concurrency).catch((error: unknown) => send({ type: 'error', message: errorText(error) }));
  } else if (command.cmd === 'tick') {
    tick = command.tick;
    tickAt = command.at;
    feedSeen.clear();
  } else {
    const pendingReconnects = sockets.filter((s) => s.droppedAt !== undefined).length;
    const lagP99Ms = lag.percentile(99) / 1e6;
    const { missed, duplicated, resnapshots, reconnectMs, failedAttempts } = tally;
    send({ type: 'report', missed, duplicated, resnapshots, reconnectMs, failedAttempts, pendingReconnects, feed, lagP99Ms, lagMaxMs: lag.max / 1e6 });
    for (const socket of sockets) socket.close();
  }
});
// Gone once the bench lets go of it. Exiting on a timer after the report raced it: a starved bench
// could handle the exit before the report's message and take the client for dead without one.
process.on('disconnect', () => process.exit(0));
