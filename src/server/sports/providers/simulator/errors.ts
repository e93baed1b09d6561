// The one error the simulator's test controls raise (decision 004: test controls under /api/dev).
// The routes map `unknown-game` to 404 and the others to 400, with the message as the text.

export type SimulatorInputErrorCode =
  /** No simulated game has this id (wrong format, or no such game on that slate day). */
  | 'unknown-game'
  /** The status is not one of the game's sport's statuses (docs/product/live-data.md). */
  | 'invalid-status'
  /** periodScores is malformed, negative, too large, or has more periods than the status allows. */
  | 'invalid-period-scores'
  /** Anything else about the request: an unknown league, date or advance target, an empty override. */
  | 'invalid-input';

/** A test control was asked for something the simulator cannot do; nothing was changed. */
export class SimulatorInputError extends Error {
  constructor(
    readonly code: SimulatorInputErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SimulatorInputError';
  }
}
