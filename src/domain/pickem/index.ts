// Public API of the pick'em domain (docs/product/pickem.md): choice points and probabilities, locks,
// results and scores, ranking, podium probability, leaderboard rows, countdown, entry names, picks.

export { DEFAULT_POINTS, MAX_POINTS, homeWinProbability, probabilitiesFromPoints, underdogPoints, underdogPointsFromOdds } from './points.js';
export type { AwayHome } from './points.js';

export { effectiveLockTime, firstLockTime, isQuestionLocked, questionLockTime } from './locks.js';

export { isPlayedFinal } from '../sports/index.js';
export { gameQuestionResults, isVoidStatus, pickOutcome, scoreEntries, scoreEntry } from './results.js';
export type { EntryAnswer } from './results.js';

export { CHOICE_RESULTS, PICKEM_QUESTION_TYPES, PROPS_QUESTION_TYPE, SPORTS_QUESTION_TYPES } from './vocabulary.js';
export type { ChoiceResult, PickemQuestionType, PropsQuestionType, QuestionType, SportsQuestionType } from './vocabulary.js';

export { rankEntries } from './ranking.js';

export { podiumCost, podiumProbabilities, podiumQuestions } from './podium.js';
export type { PodiumInput } from './podium.js';

export { mulberry32 } from './random.js';

export { LEADERBOARD_TOP, medalFor, mlbGrid, visibleRows } from './leaderboard.js';

export { banner, formatCountdown } from './countdown.js';

export { ENTRY_NAME_ERRORS, generateEntryName } from './names.js';

export {
  PICKEM_ERRORS,
  TIEBREAKER_MAX,
  TIEBREAKER_MIN,
  TIEBREAKER_TOAST,
  beans,
  checkAnswer,
  clampTiebreaker,
  pickShares,
  wonBeans,
} from './picks.js';
