// Messages between bench/fanout.ts and its load generators (bench/fanout-client.ts), over IPC.

export type ClientCommand =
  | { cmd: 'connect'; url: string; cookie: string; topic: string; sockets: number; concurrency: number; addresses: string[] }
  /** Start counting CPU time and event-loop lag for the next report. */
  | { cmd: 'measure' }
  /** Report and reset the counters. */
  | { cmd: 'report' }
  | { cmd: 'close' };

export interface ClientReport {
  type: 'report';
  sockets: number;
  deliveries: number;
  duplicates: number;
  outOfOrder: number;
  errors: number;
  closedEarly: number;
  /** nowMs() of the last update received since the previous report. */
  lastAt: number;
  /** Versions that reached some sockets but not all. */
  incompleteVersions: number;
  cpuMs: number;
  wallMs: number;
  lagP99Ms: number;
}

export type ClientEvent =
  | { type: 'started'; pid: number; parseMode: string }
  | { type: 'ready'; sockets: number; failures: number; firstError: string | undefined; connectMs: number; snapshotVersions: number[] }
  /** Every socket of this client has `version`; `at`/`first` are nowMs() of the last and first receipt. */
  | { type: 'done'; version: number; at: number; first: number }
  | { type: 'log'; message: string }
  | { type: 'error'; message: string }
  | ClientReport;
