// Public API of the sports domain: leagues, statuses → states and phases, labels, odds (ARCHITECTURE.md).

export { SPORTS, SPORTS_LEAGUES, isSport, isSportsLeague, sportOfLeague } from './leagues.js';
export type { Sport, SportsLeague } from './leagues.js';

export {
  BASEBALL_STATUSES,
  BASKETBALL_STATUSES,
  FOOTBALL_STATUSES,
  STATUSES_BY_SPORT,
  STATUS_STATES,
  isPlayedFinal,
  isPostponedOrCancelled,
  isSportsStatus,
  statusState,
  statusStateOf,
} from './statuses.js';
export type {
  BaseballStatus,
  BasketballStatus,
  FootballStatus,
  SportsStatus,
  StatusOf,
  StatusState,
} from './statuses.js';

export { PHASES, SQUARES_BADGES, overallPhase, phaseOfState, questionPhase, squaresBadge } from './phases.js';
export type { Phase, SquaresBadge, SquaresBadgeInput } from './phases.js';

export { formatFootballStatus } from './football-labels.js';
export { NFL_POSTSEASON_ROUNDS, OFF_SEASON, POSTSEASON, PRESEASON, REGULAR_SEASON, footballWeekLabel } from './football-weeks.js';
export type { FootballWeek } from './football-weeks.js';

export { americanToDecimal, impliedProbabilities } from './odds.js';
export type { ImpliedProbabilities } from './odds.js';

export { addDays, nextChallengeOpening, pacificInstant, seasonFlags, slateDate, zonedInstant } from './calendar.js';
export type { SeasonFlags } from './calendar.js';

export { decideGameUpdate, jsonEqual, totalScore } from './game-update.js';
export type { GameUpdate, GameVersion } from './game-update.js';

export { carryOverOdds } from './odds-carry-over.js';
