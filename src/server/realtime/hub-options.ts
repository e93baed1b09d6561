export interface HubOptions {
  /** A socket whose unsent bytes exceed this is dropped, not buffered without bound. */
  maxBufferedBytes: number;
  heartbeatMs: number;
  maxTopicsPerClient: number;
  /** Resume sends at most this many missed updates; more than that gets a snapshot. */
  maxCatchUp: number;
  /**
   * Loops over every socket (a dispatch, a heartbeat) yield to the event loop after this
   * many, so HTTP requests, heartbeats and other topics are not held up for the whole loop.
   */
  socketsPerTurn: number;
  /**
   * Messages a socket may send at once, and refilled per second; past that it is closed with 1008.
   * The web client sends one subscribe per topic it holds on a reconnect (at most the topic cap)
   * and a few per page change, so twice the cap at once is more than it ever needs.
   */
  messageBurst: number;
  messagesPerSecond: number;
  /** Told how long each dispatch took, from the change heard to the last socket written (metrics). */
  onFanOut?: (seconds: number) => void;
}

export const defaultHubOptions: HubOptions = {
  maxBufferedBytes: 1 << 20,
  heartbeatMs: 30_000,
  maxTopicsPerClient: 50,
  maxCatchUp: 500,
  // About 5 ms of writes at the fan-out's measured cost per socket (docs/BENCHMARKS.md).
  socketsPerTurn: 500,
  messageBurst: 100,
  messagesPerSecond: 20,
};

export type HubLog = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  /** Per-dispatch stage times, for game-day investigations (LOG_LEVEL=debug; bench/gameday-stages.ts reads them). */
  debug?(obj: object, msg: string): void;
  isLevelEnabled?(level: string): boolean;
};
