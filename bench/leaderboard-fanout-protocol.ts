// Messages between bench/leaderboard-fanout.ts and its load generator
// (bench/leaderboard-fanout-client.ts), over IPC.

export type FanoutCommand =
  | { cmd: 'connect'; url: string; cookie: string; topic: string; sockets: number; concurrency: number; addresses: string[] }
  /** A result is about to arrive: the next leaderboard update each socket gets is this round's; the first socket checks it shows `question` settled. */
  | { cmd: 'arm'; round: number; question: number }
  | { cmd: 'report' }
  | { cmd: 'close' };

export type FanoutEvent =
  | { type: 'started'; pid: number }
  | { type: 'ready'; sockets: number; failures: number; firstError: string | undefined }
  | { type: 'armed'; round: number }
  /** Every socket has the round's leaderboard update: nowMs() at each socket's arrival, and the frame's size. */
  | { type: 'done'; round: number; arrivals: number[]; bytes: number }
  | { type: 'report'; unexpected: string[]; lagP99Ms: number }
  | { type: 'error'; message: string };
