// Public API of the seasons domain: the schedule of a season's games and its standings (ARCHITECTURE.md).
export { DAILY_PICK_LEAGUES, OPENING_HOUR, SLATE_MAX_GAMES, challengeDay, planSlate, seasonGameLabel, seasonYear } from './schedule.js';
export type { PlannedSlate, SeasonCadence, SeasonPlan, SlateCandidate } from './schedule.js';
export { NO_FIGURES, figuresDifference, gameFigures, wholeBeans } from './standings.js';
export type { FinishedEntry, StandingFigures } from './standings.js';
