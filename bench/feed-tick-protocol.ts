// Messages between bench/feed-tick.ts and its load generator (bench/feed-tick-client.ts), over IPC.

/** One socket: its topics, and how many update frames one feed tick brings it. */
export interface SocketPlan {
  topics: string[];
  perTick: number;
  /** Which population it belongs to, for per-population figures. */
  group: string;
}

export type TickCommand =
  | { cmd: 'connect'; url: string; cookie: string; plans: SocketPlan[]; concurrency: number; addresses: string[] }
  /** Zero the per-tick counters: a tick is about to be sent. */
  | { cmd: 'arm'; tick: number }
  | { cmd: 'measure' }
  | { cmd: 'report' }
  | { cmd: 'close' };

export interface TickReport {
  type: 'report';
  deliveries: number;
  /** Update frames beyond a socket's perTick, over all ticks since the last report. */
  extras: number;
  /** Frames the checked sockets got that were not what a tick publishes (see the client). */
  unexpected: string[];
  cpuMs: number;
  wallMs: number;
  lagP99Ms: number;
}

export type TickEvent =
  | { type: 'started'; pid: number }
  | { type: 'ready'; sockets: number; failures: number; firstError: string | undefined }
  | { type: 'armed'; tick: number }
  /** Every socket has its perTick frames of the armed tick; nowMs() of the first and last, and each group's last. */
  | { type: 'done'; tick: number; first: number; last: number; lastByGroup: Record<string, number> }
  | { type: 'error'; message: string }
  | TickReport;
