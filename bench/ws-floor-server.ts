// The bare transport under the fan-out benchmark: a `ws` server with no hub, no
// database and no HTTP app, driven over IPC by bench/ws-floor.ts. It answers a
// subscribe with a snapshot and sends updates with one of several strategies.
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { rawSocket, textFrame } from '../src/server/realtime/frames.js';
import type { FloorCommand, FloorEvent } from './ws-floor-protocol.js';

const topic = 'site-config';
const encode = (message: object) => Buffer.from(JSON.stringify(message));
const updateFrame = (version: number) =>
  encode({ type: 'update', topic, version, data: { maintenanceTime: null, minClientVersion: `1.0.${version}` } });

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false, maxPayload: 4096 });
const clients = new Set<WebSocket>();
wss.on('connection', (ws) => {
  clients.add(ws);
  ws.on('close', () => clients.delete(ws));
  ws.on('message', () => ws.send(encode({ type: 'snapshot', topic, version: 0, data: {} }), { binary: false }));
});

const send = (event: FloorEvent) => process.send?.(event);

process.on('message', (command: FloorCommand) => {
  if (command.cmd === 'close') {
    for (const ws of clients) ws.terminate();
    wss.close();
    setTimeout(() => process.exit(0), 50);
    return;
  }
  const cpu0 = process.cpuUsage();
  const frames = command.versions.map(updateFrame);
  switch (command.strategy) {
    case 'ws-send':
      // What the hub did until it wrote prebuilt frames: ws.send per socket and frame (ws frames it per call, corks, writev of header + payload).
      for (const frame of frames) for (const ws of clients) ws.send(frame, { binary: false });
      break;
    case 'preframed':
      // What the hub does with one update (src/server/realtime/frames.ts): frame once, one socket.write of the same bytes per socket and frame.
      for (const framed of frames.map(textFrame)) for (const ws of clients) rawSocket(ws).write(framed);
      break;
    case 'preframed-batched': {
      // What the hub does with several updates at once: every pending frame for a socket in one write, one syscall per socket however many updates.
      const batch = Buffer.concat(frames.map(textFrame));
      for (const ws of clients) rawSocket(ws).write(batch);
      break;
    }
    case 'ws-send-corked':
      // ws.send per frame, but the socket corked around all of a socket's frames: one writev per socket.
      for (const ws of clients) {
        const socket = rawSocket(ws);
        socket.cork();
        for (const frame of frames) ws.send(frame, { binary: false });
        socket.uncork();
      }
      break;
  }
  const cpu = process.cpuUsage(cpu0);
  send({ type: 'sent', userMs: cpu.user / 1000, systemMs: cpu.system / 1000 });
});

wss.on('listening', () => send({ type: 'listening', port: (wss.address() as AddressInfo).port }));
