// Public API of the pick'em domain (issue #6; SPEC §3–§5, §9): choice points and probabilities, locks,
// results and scores, ranking, podium probability, leaderboard rows, countdown, entry names, picks.

export { DEFAULT_POINTS, MAX_POINTS, homeWinProbability, probabilitiesFromPoints, underdogPoints } from './points.js';
export type { AwayHome } from './points.js';

export { effectiveLockTime, firstLockTime, isQuestionLocked, questionLockTime } from './locks.js';

export { isPlayedFinal } from '../sports/index.js';
export { answerPoints, gameQuestionResults, isVoidStatus, pickOutcome, scoreEntries, scoreEntry } from './results.js';
export type { ChoiceResult, EntryAnswer, GameQuestionType, PickOutcomeLabel, ScoredChoice, ScoredQuestion } from './results.js';

export { rankEntries } from './ranking.js';
export type { RankableEntry } from './ranking.js';

export {
  PODIUM_EXACT_MAX_OUTCOMES,
  PODIUM_EXACT_MAX_QUESTIONS,
  PODIUM_MIN_SAMPLES,
  podiumProbabilities,
  podiumQuestions,
} from './podium.js';
export type { PodiumChoice, PodiumEntry, PodiumInput, PodiumQuestion, PodiumSourceQuestion } from './podium.js';

export { mulberry32 } from './random.js';

export { LEADERBOARD_SHOW_ALL_MAX, LEADERBOARD_TOP, MEDALS, MLB_GRID_SIZE, medalFor, mlbGrid, visibleRows } from './leaderboard.js';

export { COUNTDOWN_PULSE_MS, banner, formatCountdown } from './countdown.js';

export { ADJECTIVES, ANIMALS, ENTRY_NAME_ERRORS, ENTRY_NAME_MAX_NUMBER, ENTRY_NAME_TRIES, generateEntryName } from './names.js';

export {
  PICKEM_ERRORS,
  RENAME_DEBOUNCE_MS,
  TIEBREAKER_MAX,
  TIEBREAKER_MIN,
  TIEBREAKER_TOAST,
  TOAST_MS,
  beans,
  checkAnswer,
  clampTiebreaker,
  maxAnswersError,
  pickShares,
  wonBeans,
} from './picks.js';
