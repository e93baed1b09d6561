// Load generator for the leaderboard-fanout benchmark (bench/leaderboard-fanout.ts), run as a
// child process with IPC. Opens `sockets` WebSockets to one pick'em game's topic, spread over
// source addresses 127.0.0.2–127.0.0.9; per armed round it notes when each socket gets the
// leaderboard update a result brings: the first `pickem.scored` (or `game.changed`) frame carrying
// questions (a podium-probability refresh afterwards carries only the standings). Frames are recognised by their
// bytes (no JSON.parse), except on the first socket, which parses and checks each round's frame.
import { Buffer } from 'node:buffer';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type WebSocket from 'ws';
import type { FanoutCommand, FanoutEvent } from './leaderboard-fanout-protocol.js';
import { errorText, nowMs } from './lib.js';
import { closeAndExit, openSubscribed } from './socket-load-client.js';

const QUESTIONS = Buffer.from('"questions":');

interface Socket {
  ws: WebSocket;
  checked: boolean;
  /** The round whose update this socket has. */
  round: number;
}

const sockets: Socket[] = [];
let round = 0;
let question = 0;
let remaining = 0;
let arrivals: number[] = [];
let bytes = 0;
const unexpected: string[] = [];
const lag = monitorEventLoopDelay({ resolution: 10 });

const send = (message: FanoutEvent) => process.send?.(message);

interface Frame {
  data?: {
    kind?: string;
    questions?: { index: number; choices: { result: string | null }[] }[];
    entries?: { score: number; answers: unknown[] }[];
    standings?: { ids: string[]; scores?: number[]; ranks?: number[] };
  };
}

/**
 * The round's update shows the result: the question settled and every entry's new standing —
 * `pickem.scored` with a score and rank per entry (the page holds the picks from its snapshot),
 * or `game.changed` with every entry and its picks.
 */
function check(data: Buffer): void {
  const frame = JSON.parse(data.toString('utf8')) as Frame;
  const settled = frame.data?.questions?.find((q) => q.index === question)?.choices.some((c) => c.result !== null) ?? false;
  const standings = frame.data?.standings;
  const entries = frame.data?.entries ?? [];
  const scores = standings ? (standings.scores ?? []) : entries.map((e) => e.score);
  const complete =
    frame.data?.kind === 'pickem.scored'
      ? standings !== undefined && standings.ids.length > 0 && scores.length === standings.ids.length
      : frame.data?.kind === 'game.changed' && entries.length > 0 && entries.every((e) => e.answers.length > 0);
  const ok = settled && complete && scores.some((score) => score > 0);
  if (!ok && unexpected.length < 5) unexpected.push(`round ${round}: ${frame.data?.kind ?? '?'}, question ${question} settled: ${settled}, ${scores.length} scores, someone scoring: ${scores.some((s) => s > 0)}`);
}

function onUpdate(socket: Socket, data: Buffer): void {
  const at = nowMs();
  if (remaining === 0 || socket.round === round || data.indexOf(QUESTIONS) < 0) return;
  socket.round = round;
  if (socket.checked) check(data);
  arrivals.push(at);
  bytes = data.length;
  if (--remaining === 0) send({ type: 'done', round, arrivals, bytes });
}

async function connectAll(command: Extract<FanoutCommand, { cmd: 'connect' }>): Promise<void> {
  const { url, cookie, topic, addresses } = command;
  let next = 0;
  let failures = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (next < command.sockets) {
      const i = next++;
      try {
        const target = { url, cookie, topics: [topic], localAddress: addresses[i % addresses.length] ?? '127.0.0.1' };
        sockets.push(await openSubscribed(target, (ws): Socket => ({ ws, checked: i === 0, round: 0 }), onUpdate, unexpected));
      } catch (error) {
        failures++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.sockets) }, worker));
  lag.enable();
  send({ type: 'ready', sockets: sockets.length, failures, firstError });
}

process.on('message', (command: FanoutCommand) => {
  switch (command.cmd) {
    case 'connect':
      connectAll(command).catch((error: unknown) => send({ type: 'error', message: errorText(error) }));
      break;
    case 'arm':
      round = command.round;
      question = command.question;
      remaining = sockets.length;
      arrivals = [];
      send({ type: 'armed', round });
      break;
    case 'report':
      send({ type: 'report', unexpected: unexpected.splice(0), lagP99Ms: lag.percentile(99) / 1e6 });
      break;
    case 'close':
      closeAndExit(sockets);
      break;
  }
});

process.on('disconnect', () => process.exit(0));
send({ type: 'started', pid: process.pid });
