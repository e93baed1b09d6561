import type { Socket } from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { WebSocket } from 'ws';
import type { HubLog, HubOptions } from './hub-options.js';

/** What the hub writes to: a `ws` connection and the TCP socket under it (frames.ts). */
export interface HubSocket {
  ws: WebSocket;
  /** Where this client's frames are written, prebuilt (frames.ts). */
  socket: Socket;
  /** The upgrade's correlation id, in every log line about this socket. */
  correlationId: string;
}

/** The hub's writes of prebuilt frames, and its loops over many sockets. */
export class HubWriter {
  private readonly corked = new Set<Socket>();

  constructor(
    private readonly options: Pick<HubOptions, 'maxBufferedBytes' | 'socketsPerTurn'>,
    private readonly log: HubLog,
  ) {}

  /** Writes prebuilt frames (one or several, whole) in one write. */
  send(target: HubSocket, frames: Buffer): void {
    const { ws, socket } = target;
    if (ws.readyState !== ws.OPEN) return;
    // What ws.bufferedAmount reports: every frame goes straight to the socket.
    if (socket.writableLength > this.options.maxBufferedBytes) {
      this.log.warn({ bufferedAmount: socket.writableLength }, 'dropping slow realtime consumer');
      ws.terminate();
      return;
    }
    // Held until the end of this turn: a socket that gets updates of several topics in one turn
    // (a game page's sports game and squares game in one feed tick) gets them in one write.
    if (!this.corked.has(socket)) {
      socket.cork();
      this.corked.add(socket);
      if (this.corked.size === 1) setImmediate(() => this.uncorkAll());
    }
    socket.write(frames);
  }

  /**
   * Calls `each` for every socket, yielding to the event loop after every `socketsPerTurn`
   * (and waiting `pauseMs` there, if given).
   */
  async forEachSocket<T extends HubSocket>(targets: readonly T[], each: (target: T) => void, pauseMs = 0): Promise<void> {
    const { socketsPerTurn } = this.options;
    for (let start = 0; start < targets.length; start += socketsPerTurn) {
      // Unreferenced: a heartbeat's pause must not keep a stopping process alive.
      if (start > 0) await (pauseMs > 0 ? sleep(pauseMs, undefined, { ref: false }) : nextTurn());
      const end = Math.min(targets.length, start + socketsPerTurn);
      for (let i = start; i < end; i++) {
        const target = targets[i] as T;
        // One socket's failure (a ping or write that throws) drops that socket, not the loop.
        try {
          each(target);
        } catch (error) {
          this.log.error({ err: error, correlationId: target.correlationId }, 'realtime socket failed');
          target.ws.terminate();
        }
      }
    }
  }

  private uncorkAll(): void {
    const sockets = [...this.corked];
    this.corked.clear();
    for (const socket of sockets) {
      try {
        socket.uncork();
      } catch (error) {
        this.log.error({ err: error }, 'realtime write failed');
        socket.destroy();
      }
    }
  }
}
