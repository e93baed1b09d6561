// Load generator for the claims benchmark (bench/claims.ts), run as a child process with IPC.
// Opens N players (an anonymous session and a WebSocket subscribed to the game each), then runs
// the phases it is told: open loop at a fixed rate (latency from the intended start, so a slow
// server cannot hide queueing), or a contended closed loop on a few squares.
import http from 'node:http';
import type { ClaimsCommand, ClaimsEvent, PhaseReport } from './claims-protocol.js';
import { openLeanSocket } from './lean-websocket.js';
import type { LeanSocket } from './lean-websocket.js';
import { errorText, latencyOrigin, nowMs, sleep } from './lib.js';

interface Player {
  cookie: string;
  initials: string;
  held: Set<number>;
  busy: Set<number>;
  ws?: LeanSocket;
}

// About one connection per player, as real players each have their own: with fewer, the open loop
// queued here whenever a batch took longer than (connections / rate).
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const send = (event: ClaimsEvent) => process.send?.(event);

function request(url: string, method: 'POST', body: unknown, cookie?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const target = new URL(url);
    const req = http.request(
      {
        agent,
        method,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: target.origin,
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** AAA, AAB, …: a unique label per player. */
const initialsOf = (i: number) => [Math.floor(i / 676) % 26, Math.floor(i / 26) % 26, i % 26].map((n) => String.fromCharCode(65 + n)).join('');

async function openPlayers(url: string, count: number, topics: string[]): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const cookie = await sessionCookie(url);
    // The first player's socket is the observer.
    players.push({ cookie, initials: initialsOf(i), held: new Set(), busy: new Set(), ws: await subscribe(url, cookie, topics, i === 0) });
  }
  return players;
}

function sessionCookie(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const target = new URL(`${url}/api/session/anonymous`);
    const req = http.request(
      { agent, method: 'POST', host: target.hostname, port: target.port, path: target.pathname, headers: { 'content-type': 'application/json', origin: target.origin } },
      (res) => {
        res.resume();
        const cookie = res.headers['set-cookie']?.[0]?.split(';')[0];
        res.on('end', () => (cookie ? resolve(cookie) : reject(new Error(`no session cookie (${res.statusCode})`))));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

/**
 * A player's socket, subscribed to `topics`; resolves once every snapshot has come. Players
 * only count the frames that follow; the observer alone parses every update (see observe).
 * The sockets are lean-websocket's: 500 of them each get every update, and with `ws` reading
 * them cost this process as much CPU as the server spent on the claims.
 */
function subscribe(url: string, cookie: string, topics: string[], isObserver: boolean): Promise<LeanSocket> {
  return new Promise((resolve, reject) => {
    let snapshots = 0;
    const onText = (payload: Buffer) => {
      if (snapshots === topics.length) {
        frames++;
        if (isObserver) {
          const message = JSON.parse(payload.toString('utf8')) as { type: string; topic?: string; data?: unknown };
          if (message.type === 'update') observe(message.topic ?? '', message.data);
        }
        return;
      }
      const message = JSON.parse(payload.toString('utf8')) as { type: string };
      if (message.type === 'snapshot' && ++snapshots === topics.length) resolve(ws);
      if (message.type === 'error') reject(new Error(JSON.stringify(message)));
    };
    const ws = openLeanSocket(`${url}/api/live`, {
      cookie,
      onText,
      onProtocolError: (error) => reject(error),
      onClose: () => reject(new Error('closed before the snapshots')),
    });
    ws.upgraded.then(() => {
      for (const topic of topics) ws.send(JSON.stringify({ type: 'subscribe', topic }));
    }, reject);
  });
}

/** Frames the players' sockets received after their snapshots. */
let frames = 0;

/** Every update of the contended game, as one observer socket saw it (the first player's). */
const observed: Array<{ kind: string; square?: number; uid?: string }> = [];
let contendedTopic = '';
function observe(topic: string, data: unknown): void {
  if (topic !== contendedTopic) return;
  const event = data as { kind: string; square?: number | { square: number; uid: string } };
  if (event.kind === 'square.claimed' && typeof event.square === 'object') observed.push({ kind: event.kind, square: event.square.square, uid: event.square.uid });
  if (event.kind === 'square.released' && typeof event.square === 'number') observed.push({ kind: event.kind, square: event.square });
}

async function attempt(url: string, gameId: string, player: Player, square: number, release: boolean): Promise<number> {
  const path = `${url}/api/games/${gameId}/squares/${square}/${release ? 'release' : 'claim'}`;
  const { status, text } = await request(path, 'POST', release ? {} : { initials: player.initials }, player.cookie);
  if (status === 200) {
    if (release) player.held.delete(square);
    else player.held.add(square);
  } else if (status !== 409) {
    throw new Error(`${release ? 'release' : 'claim'} ${square}: ${status} ${text}`);
  }
  return status;
}

/** This process's CPU since `since`, in ms. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

async function openLoop(url: string, gameId: string, players: Player[], rate: number, seconds: number, squares: number): Promise<PhaseReport> {
  const latencies: number[] = [];
  const landed: number[] = [];
  const refusals: number[] = [];
  const outcomes = { ok: 0, refused: 0, errors: 0 };
  const total = Math.round(rate * seconds);
  const start = nowMs() + 50;
  const inFlight = new Set<Promise<void>>();
  const cpu = process.cpuUsage();
  const framesBefore = frames;
  let firstError = '';
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - nowMs();
    if (wait > 1) await sleep(wait);
    const player = players[Math.floor(Math.random() * players.length)]!;
    const own = [...player.held].filter((s) => !player.busy.has(s));
    const release = own.length > 0 && Math.random() < 0.5;
    // Never two attempts of one player on one square at once: their answers could arrive out of order.
    const free = () => {
      for (;;) {
        const pick = Math.floor(Math.random() * squares);
        if (!player.busy.has(pick) && !player.held.has(pick)) return pick;
      }
    };
    const square = release ? own[Math.floor(Math.random() * own.length)]! : free();
    player.busy.add(square);
    const origin = latencyOrigin(due);
    const job = attempt(url, gameId, player, square, release).then(
      (status) => {
        const latency = nowMs() - origin;
        latencies.push(latency);
        if (status === 200) {
          outcomes.ok++;
          landed.push(latency);
        } else {
          outcomes.refused++;
          refusals.push(latency);
        }
      },
      (error: unknown) => {
        outcomes.errors++;
        firstError ||= String(error);
      },
    );
    const tracked = job.finally(() => {
      player.busy.delete(square);
      inFlight.delete(tracked);
    });
    inFlight.add(tracked);
  }
  const sentAt = nowMs();
  await Promise.all(inFlight);
  const elapsed = (nowMs() - start) / 1000;
  return { rate, seconds, attempts: total, elapsed, drainMs: nowMs() - sentAt, latencies, landed, refusals, ...outcomes, firstError, clientCpuMs: cpuMs(cpu), frames: frames - framesBefore };
}

/** Every player hammers the same few squares as fast as it can: claim, and release what it won. */
async function contended(url: string, gameId: string, players: Player[], attempts: number, squares: number): Promise<PhaseReport> {
  const latencies: number[] = [];
  const landed: number[] = [];
  const refusals: number[] = [];
  const outcomes = { ok: 0, refused: 0, errors: 0 };
  let next = 0;
  let firstError = '';
  const cpu = process.cpuUsage();
  const framesBefore = frames;
  const start = nowMs();
  await Promise.all(
    players.map(async (player) => {
      while (next < attempts) {
        next++;
        const held = [...player.held][0];
        const release = held !== undefined;
        const square = release ? held : Math.floor(Math.random() * squares);
        const t0 = nowMs();
        try {
          const status = await attempt(url, gameId, player, square, release);
          if (status === 200) {
            outcomes.ok++;
            landed.push(nowMs() - t0);
          } else {
            outcomes.refused++;
            refusals.push(nowMs() - t0);
          }
        } catch (error) {
          outcomes.errors++;
          firstError ||= String(error);
        }
        latencies.push(nowMs() - t0);
      }
    }),
  );
  const elapsed = (nowMs() - start) / 1000;
  return { rate: attempts / elapsed, seconds: elapsed, attempts, elapsed, drainMs: 0, latencies, landed, refusals, ...outcomes, firstError, clientCpuMs: cpuMs(cpu), frames: frames - framesBefore };
}

/** Two claims of one square with no release between them, as the observer saw the updates. */
function doubleOwners(): number {
  const owner = new Map<number, string | undefined>();
  let doubles = 0;
  for (const event of observed) {
    if (event.square === undefined) continue;
    if (event.kind === 'square.claimed') {
      if (owner.get(event.square) !== undefined) doubles++;
      owner.set(event.square, event.uid);
    } else {
      owner.set(event.square, undefined);
    }
  }
  return doubles;
}

let players: Player[] = [];

process.on('message', (command: ClaimsCommand) => {
  void (async () => {
    try {
      if (command.type === 'open') {
        contendedTopic = `game:${command.contendedGameId}`;
        players = await openPlayers(command.url, command.players, [`game:${command.gameId}`, contendedTopic]);
        send({ type: 'opened', players: players.length });
      } else if (command.type === 'open-loop') {
        send({ type: 'phase', report: await openLoop(command.url, command.gameId, players, command.rate, command.seconds, command.squares) });
      } else if (command.type === 'contended') {
        for (const p of players) p.held.clear();
        const report = await contended(command.url, command.gameId, players, command.attempts, command.squares);
        await sleep(1_000); // the last updates reach the observer
        send({ type: 'contended', report, observedEvents: observed.length, doubleOwners: doubleOwners(), claimsSeen: observed.filter((e) => e.kind === 'square.claimed').length });
      } else {
        for (const p of players) p.ws?.conn.destroy();
        agent.destroy();
        process.exit(0);
      }
    } catch (error) {
      send({ type: 'failed', error: errorText(error) });
    }
  })();
});
