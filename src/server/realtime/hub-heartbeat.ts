import type { HubLog, HubOptions } from './hub-options.js';
import type { HubSocket, HubWriter } from './hub-writer.js';

/** A socket the heartbeat pings; whatever the socket sends (a pong, a message) sets `alive` again. */
export interface Pinged extends HubSocket {
  alive: boolean;
}

/** Pings every socket once per interval and drops the ones that did not answer the previous ping. */
export class HubHeartbeat {
  private readonly timer: NodeJS.Timeout;
  /** True while a heartbeat's loop runs (it yields between slices): a second beat meanwhile would take pongs still on their way for silence. */
  private beating = false;

  constructor(
    private readonly sockets: ReadonlySet<Pinged>,
    private readonly writer: HubWriter,
    private readonly log: HubLog,
    private readonly options: Pick<HubOptions, 'heartbeatMs' | 'socketsPerTurn'>,
  ) {
    this.timer = setInterval(() => {
      if (this.beating) return;
      this.beating = true;
      this.beat()
        .catch((error: unknown) => this.log.error({ err: error }, 'realtime heartbeat failed'))
        .finally(() => {
          this.beating = false;
        });
    }, options.heartbeatMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private beat(): Promise<void> {
    const sockets = [...this.sockets];
    // Pings (and their pongs) cost about what an update does per socket. Spread over the first
    // half of the interval, they never stall an update for long; each socket is still pinged
    // once per interval and dropped if it has not answered the previous ping.
    const turns = Math.ceil(sockets.length / this.options.socketsPerTurn);
    const pauseMs = turns > 1 ? this.options.heartbeatMs / 2 / turns : 0;
    return this.writer.forEachSocket(
      sockets,
      (socket) => {
        if (!this.sockets.has(socket)) return;
        if (!socket.alive) {
          socket.ws.terminate();
          return;
        }
        socket.alive = false;
        socket.ws.ping();
      },
      pauseMs,
    );
  }
}
