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

async function connect(url: string, cookie: string, plans: string[][], concurrency: number): Promise<void> {
  let next = 0;
  let failures = 0;
  let firstError: string | null = null;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < plans.length) {
        const socket: GamedaySocket = new GamedaySocket({ url, cookie, topics: plans[next++]!, tally, onUpdate: (topic) => onUpdate(socket, topic) });
        try {
          await socket.open();
          sockets.push(socket);
        } catch (error) {
          failures++;
          firstError ??= errorText(error);
        }
      }
    }),
  );
  // Ready once every socket holds a snapshot of each of its topics.
  while (sockets.some((s) => s.held.size < s.topics.length)) await new Promise((resolve) => setTimeout(resolve, 50));
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
    setTimeout(() => process.exit(0), 200);
  }
});
