// Messages between bench/claims.ts and its load generator bench/claims-client.ts (IPC).

export type ClaimsCommand =
  | { type: 'open'; url: string; players: number; gameId: string; contendedGameId: string }
  | { type: 'open-loop'; url: string; gameId: string; rate: number; seconds: number; squares: number }
  | { type: 'contended'; url: string; gameId: string; attempts: number; squares: number }
  | { type: 'stop' };

export interface PhaseReport {
  rate: number;
  seconds: number;
  attempts: number;
  /** Seconds from the first intended start to the last answer. */
  elapsed: number;
  /** How long the last answers took to come back after the last attempt was sent. */
  drainMs: number;
  /** Milliseconds per attempt, from its intended start to its answer. */
  latencies: number[];
  /** The same, of the attempts that landed (answered 200: a claim or release made), apart from the refusals. */
  landed: number[];
  /**
   * The same, of the refusals (409). On PGlite most are answered without a transaction (decision
   * 014): their latency is the HTTP path alone, through the same server under the same load.
   */
  refusals: number[];
  ok: number;
  /** 409s: the square was taken (or not the player's to release). */
  refused: number;
  errors: number;
  firstError: string;
  /** The load client's own CPU over the phase (user + system), in ms. */
  clientCpuMs: number;
  /** Updates the players' sockets received meanwhile (each socket gets every update of the games it watches). */
  frames: number;
}

export type ClaimsEvent =
  | { type: 'opened'; players: number }
  | { type: 'phase'; report: PhaseReport }
  | { type: 'contended'; report: PhaseReport; observedEvents: number; doubleOwners: number; claimsSeen: number }
  | { type: 'failed'; error: string };
