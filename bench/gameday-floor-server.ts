// A bare instance of the gameday bench's floor (bench/gameday-floor.ts), standing in for one of the
// app's two instances behind nginx: a bare Fastify (no hooks, plugins, logger or sessions) with a
// bare `ws` server on /api/live and one pool of 10 PostgreSQL connections, as an instance's.
//  - a socket's subscribe gets a snapshot of version 0 at once; a socket on the league topic is kept;
//  - POST /api/dev/sim/tick (the tick, sent to whichever instance nginx picks) NOTIFYs the tick's
//    version on PostgreSQL and answers; each instance, on hearing tick k, writes one update (the data
//    of the app's league update of tick k, so the same bytes) to each of its league sockets, as the
//    hub writes a frame (src/server/realtime/frames.ts) — no log row is written or read;
//  - any other POST under /api/games/ (the claims and picks) does one autocommit INSERT and answers 200.
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { openPostgresDatabase } from '../src/server/db/postgres-database.js';
import { rawSocket, textFrame } from '../src/server/realtime/frames.js';
import { errorText } from './lib.js';
import { FLOOR_CHANNEL, FLOOR_TABLE } from './gameday-floor-protocol.js';
import type { GamedayFloorCommand, GamedayFloorEvent } from './gameday-floor-protocol.js';

/** An instance's pool (DATABASE_POOL_SIZE's default). */
const POOL_SIZE = 10;

const send = (event: GamedayFloorEvent) => process.send?.(event);

async function start(command: Extract<GamedayFloorCommand, { cmd: 'start' }>): Promise<() => Promise<void>> {
  const db = await openPostgresDatabase({ url: command.databaseUrl, poolSize: POOL_SIZE });
  const league = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 4096 });
  wss.on('connection', (ws) => {
    ws.on('close', () => league.delete(ws));
    ws.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as { type?: string; topic?: string };
      if (message.type !== 'subscribe' || typeof message.topic !== 'string') return;
      if (message.topic === command.topic) league.add(ws);
      ws.send(JSON.stringify({ type: 'snapshot', topic: message.topic, version: 0, data: {} }));
    });
  });
  await db.listen(FLOOR_CHANNEL, (payload) => {
    const version = Number(payload);
    if (!Number.isInteger(version) || version < 1) return;
    const data = command.frames[(version - 1) % command.frames.length];
    const frame = textFrame(Buffer.from(`{"type":"update","topic":${JSON.stringify(command.topic)},"version":${version},"data":${data}}`));
    for (const ws of league) rawSocket(ws).write(frame);
  });

  // Every pool connection opened and the INSERT prepared on each before listening, as an
  // instance warms before it listens (decision 045): the floor carries no first-connection cost.
  const insert = `insert into ${FLOOR_TABLE} (path, body) values ($1, $2)`;
  await Promise.all(Array.from({ length: POOL_SIZE }, () => db.query(insert, ['warm-up', '{}'])));

  const app = Fastify({ logger: false });
  app.post<{ Body: { version?: unknown } }>('/api/dev/sim/tick', async (request) => {
    await db.notify(FLOOR_CHANNEL, String(request.body.version));
    return {};
  });
  app.post('/api/games/*', async (request) => {
    await db.query(insert, [request.url, JSON.stringify(request.body)]);
    return {};
  });
  app.server.on('upgrade', (request, socket, head) => {
    if (request.url !== '/api/live') return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  await app.listen({ host: '127.0.0.1', port: command.port });
  return async () => {
    for (const ws of wss.clients) ws.terminate();
    await app.close();
    await db.close();
  };
}

let stop: (() => Promise<void>) | undefined;
process.on('message', (command: GamedayFloorCommand) => {
  if (command.cmd === 'start') {
    start(command).then(
      (close) => {
        stop = close;
        send({ type: 'listening' });
      },
      (error: unknown) => send({ type: 'error', message: errorText(error) }),
    );
  } else {
    void (stop?.() ?? Promise.resolve()).finally(() => process.exit(0));
  }
});
