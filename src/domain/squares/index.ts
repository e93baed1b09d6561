// Public API of the squares domain (docs/product/squares.md): grid, initials, claims, the provably
// fair draw, paying periods, winners, baby shower, phase and badge, leaderboard, winning scenarios.

export { CHANGE_TARGET_SCORES, LOCKED_BY, SCORING_PERIODS, SQUARES_SIZES, SQUARES_VARIANTS } from './types.js';
export type {
  ChangeTargetScores,
  DigitSet,
  LockedBy,
  PeriodResult,
  PeriodScores,
  ScoringPeriods,
  SquaresSize,
  SquaresVariant,
  TeamScores,
} from './types.js';

export { axisLength, squareAt, squarePosition } from './grid.js';

export { INITIALS_ERRORS, INITIALS_INPUT_MAX_LENGTH, checkGameInitials } from './initials.js';
export type { CheckedInitials } from './initials.js';

export { CLAIM_ERRORS, checkClaim, checkRelease } from './claims.js';
export type { ClaimCheck } from './claims.js';

export { hexToBytes, sha256, sha256Hex } from './sha256.js';

export { GRID_HASH_PREFIX, drawTargetScores, gridHash, gridText, seedCommitment, verifyDraw } from './draw.js';
export type { DrawVerification } from './draw.js';

export { digitSetCount, digitSetOfPeriod, payingPeriods, regularPeriods } from './periods.js';

export { completedPeriods, cumulativeScores, settleResults, winningSquare } from './winners.js';

export { BIRTH_LABEL, settleBabyShower } from './baby-shower.js';

export { squaresGameBadge, squaresPhase } from './phase.js';
export type { SquaresGameBadge } from './phase.js';

export { rankPlayers } from './leaderboard.js';

export { digitSetInPlay, winningScenarios } from './scenarios.js';
export type { WinningScenario } from './scenarios.js';

export { describeBirth, describeSettingsChange, formatPrice, parsePriceCents, squareSubject, squaresTally } from './host-tools.js';
export type { EditableSettings, TallyRow } from './host-tools.js';

export { DEMO_CREATED_MS, DEMO_LOCKED_MS, DEMO_OVER_MS, DEMO_SCORE_STEP_MS, demoOverAtMs, demoRunMs, demoStateAt } from './demo.js';
export type { DemoState, DemoStep, DemoWinner } from './demo.js';

export {
  PAYOUT_PERIODS,
  PAYOUT_PRESETS,
  checkPayoutPrice,
  checkPercent,
  formatCents,
  formatPercent,
  payouts,
  splitError,
} from './payouts.js';
export type { Payouts } from './payouts.js';

export { SCORE_NOT_WHOLE, checkScore, runningScoreError, scoreColumns, scoringRows, toolWinners } from './scoring-tool.js';
export type { ScoreEntryMode, ScoringRow, ScoringSport, ToolGame } from './scoring-tool.js';
