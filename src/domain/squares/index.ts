// Public API of the squares domain (issue #5; SPEC §3–§5, §9): grid, initials, claims, the provably
// fair draw, paying periods, winners, baby shower, phase and badge, leaderboard, winning scenarios.

export type {
  ChangeTargetScores,
  ClaimedSquare,
  DigitSet,
  PeriodResult,
  PeriodScores,
  ScoringPeriods,
  SquaresSize,
  TeamScores,
} from './types.js';

export { axisLength, digitsPerCell, isSquareIndex, squareAt, squarePosition } from './grid.js';

export { INITIALS_ERRORS, INITIALS_INPUT_MAX_LENGTH, checkGameInitials } from './initials.js';
export type { CheckedInitials } from './initials.js';

export { ANON_HOST_ENTRY_LIMIT, CLAIM_ERRORS, checkClaim, checkRelease, entryLimitError } from './claims.js';
export type { ClaimCheck } from './claims.js';

export { bytesToHex, hexToBytes, hmacSha256, sha256, sha256Hex } from './sha256.js';

export {
  GRID_HASH_PREFIX,
  drawDigitSet,
  drawPermutation,
  drawTargetScores,
  gridHash,
  gridText,
  seedCommitment,
  verifyDraw,
} from './draw.js';
export type { DrawAxis, DrawToVerify, DrawVerification } from './draw.js';

export { digitSetCount, digitSetOfPeriod, payingPeriods, regularPeriods } from './periods.js';
export type { PayingPeriod } from './periods.js';

export { completedPeriods, cumulativeScores, periodResult, settleResults, winningSquare } from './winners.js';
export type { CompletedPeriods, SettleInput } from './winners.js';

export { BIRTH_LABEL, birthScores, settleBabyShower } from './baby-shower.js';
export type { BirthFacts } from './baby-shower.js';

export { squaresGameBadge, squaresPhase } from './phase.js';
export type { SquaresGameBadge, SquaresPhase } from './phase.js';

export { rankPlayers } from './leaderboard.js';
export type { PlayerSquare, PlayerStanding } from './leaderboard.js';

export { SCENARIO_POINTS, digitSetInPlay, winningScenarios } from './scenarios.js';
export type { WinningScenario } from './scenarios.js';
