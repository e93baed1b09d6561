// What stops a pick'em creation form from being saved, by field key (empty when it can be saved).
// Pure (every function takes the instant it reasons about), so each rule is unit-tested; the form
// components only show them.
// Limits: the domain's, which the contract checks, so the server never refuses what the form allowed.
import { ENTRY_LIMIT_MAX, ENTRY_INCENTIVE_MAX as INCENTIVE_MAX, GAME_NAME_MAX as NAME_MAX, POINTS_MAX, QUESTIONS_MAX } from '../../../../domain/games/limits.js';
import { DEFAULT_PROPS_NAME, fromLocalInput, markOf, poolGames, type PropsValues, type SettingsValues, type SlateValues } from './create-values.js';
import { defaultSlateName, type Slate, type SlateLeague } from './slates.js';

export type FormErrors = Readonly<Record<string, string>>;

export const isValid = (errors: FormErrors): boolean => Object.keys(errors).length === 0;

const WHOLE = /^\d{1,4}$/;

/** A whole number from min to max as typed, or null. */
function wholeIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
}

/** What a pool's entries pick: a slate's games, or a props pool's questions. */
export type PickedNoun = 'games' | 'questions';
const ONE: Record<PickedNoun, string> = { games: 'game', questions: 'question' };

/** The most-picks field's line, which must not read "all 1 questions". */
export function mostPicksHint(count: number, noun: PickedNoun): string {
  if (count === 1) return `Leave empty to pick the one ${ONE[noun]}.`;
  if (count === 0) return `Leave empty to pick every ${ONE[noun]}.`;
  return `Leave empty to pick all ${count} ${noun}.`;
}

function settingsErrors(values: SettingsValues, defaultName: string, questions: number, noun: PickedNoun, errors: Record<string, string>) {
  const name = (values.name ?? defaultName).trim();
  if (name.length === 0) errors.name = 'Give your pool a name';
  else if (name.length > NAME_MAX) errors.name = `${NAME_MAX} characters or fewer`;
  if (values.scoring === 'PointsToBeans' && wholeIn(values.entryIncentive, 0, INCENTIVE_MAX) === null) {
    errors.entryIncentive = `Enter a whole number of beans from 0 to ${INCENTIVE_MAX}`;
  }
  if (!values.oneEntryPerUser && values.entryLimit.trim() !== '' && wholeIn(values.entryLimit, 1, ENTRY_LIMIT_MAX) === null) {
    errors.entryLimit = `Leave empty for no limit, or enter a whole number from 1 to ${ENTRY_LIMIT_MAX}`;
  }
  if (values.maxAnswers.trim() !== '' && wholeIn(values.maxAnswers, 1, Math.max(1, Math.min(questions, QUESTIONS_MAX))) === null) {
    errors.maxAnswers = `Leave empty to pick every ${ONE[noun]}, or enter a whole number from 1 to ${Math.max(1, questions)}`;
  }
}

export function validateSlate(values: SlateValues, league: SlateLeague, slate: Slate | null): FormErrors {
  const errors: Record<string, string> = {};
  const games = slate ? poolGames(values, slate) : [];
  const inPlay = games.filter((game) => markOf(values, game.id) === 'pick');
  settingsErrors(values, defaultSlateName(league, slate), inPlay.length, 'games', errors);
  if (inPlay.length === 0) errors.games = 'Keep at least one game in play';
  else if (games.length > QUESTIONS_MAX) errors.games = `A pool holds at most ${QUESTIONS_MAX} games: drop ${games.length - QUESTIONS_MAX}`;
  if (values.questionType === 'VsSpread') {
    for (const game of inPlay) {
      if (game.odds?.spread == null) errors[`game:${game.id}`] = `${game.teams.away.name} at ${game.teams.home.name} has no spread yet: take it off the board or drop it`;
    }
  }
  return errors;
}

export function validateProps(values: PropsValues, now: number): FormErrors {
  const errors: Record<string, string> = {};
  settingsErrors(values, DEFAULT_PROPS_NAME, values.questions.length, 'questions', errors);
  if (values.questions.length === 0) errors.questions = 'Add at least one question';
  values.questions.forEach((question, q) => {
    const label = `Question ${q + 1}`;
    if (question.prompt.trim() === '') errors[`q${question.id}.prompt`] = `${label}: write the question`;
    const lockError = lockTimeError(question.lockTime, now);
    if (lockError) errors[`q${question.id}.lockTime`] = `${label}: ${lockError}`;
    const texts = question.choices.map((choice) => choice.text.trim().toLowerCase());
    question.choices.forEach((choice, c) => {
      if (texts[c] === '') errors[`c${choice.id}.text`] = `${label}: name choice ${c + 1}`;
      if (wholeIn(choice.points, 1, POINTS_MAX) === null) errors[`c${choice.id}.points`] = `${label}: points from 1 to ${POINTS_MAX}`;
    });
    if (texts.some((text, c) => text !== '' && texts.indexOf(text) !== c)) errors[`q${question.id}.choices`] = `${label}: each choice needs its own text`;
  });
  if (values.tiebreaker) {
    if (values.tiebreakerPrompt.trim() === '') errors.tiebreakerPrompt = 'Tiebreaker: write the question';
    const lockError = lockTimeError(values.tiebreakerLockTime, now);
    if (lockError) errors.tiebreakerLockTime = `Tiebreaker: ${lockError}`;
  }
  return errors;
}

function lockTimeError(value: string, now: number): string | null {
  const iso = fromLocalInput(value);
  if (iso === null) return 'pick when picks lock';
  return Date.parse(iso) > now ? null : 'the lock time has to be in the future';
}
