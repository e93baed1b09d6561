// The pick'em creation forms' rules (docs/product/pickem.md#game-types-and-questions): which games
// make a slate, the options in the words people use, what makes a form valid, and the
// POST /api/pickem/games body. Pure (every function takes the instant it reasons about), so
// each rule is unit-tested; the form components only show them.
import type { CreateQuestionsGame, PickemQuestionType, SportsQuestionType } from '../../../../contracts/pickem.js';
import type { SportsGame, StoredSportsGame } from '../../../../contracts/sports.js';
import { DEFAULT_POINTS, underdogPointsFromOdds, type AwayHome } from '../../../../domain/pickem/index.js';
import { addDays, footballWeekLabel, slateDate, statusStateOf } from '../../../../domain/sports/index.js';
import type { SlateSport } from './create-paths.js';

// Limits: the domain's, which the contract checks, so the server never refuses what the form allowed.
import {
  CHOICE_TEXT_MAX,
  CHOICES_MAX,
  CHOICES_MIN,
  ENTRY_LIMIT_MAX,
  GAME_DESCRIPTION_MAX as DESCRIPTION_MAX,
  ENTRY_INCENTIVE_MAX as INCENTIVE_MAX,
  GAME_NAME_MAX as NAME_MAX,
  POINTS_MAX,
  PROMPT_MAX,
  QUESTIONS_MAX,
} from '../../../../domain/games/limits.js';
export { CHOICE_TEXT_MAX, CHOICES_MAX, CHOICES_MIN, DEFAULT_POINTS, DESCRIPTION_MAX, ENTRY_LIMIT_MAX, INCENTIVE_MAX, NAME_MAX, POINTS_MAX, PROMPT_MAX, QUESTIONS_MAX };

export type SlateLeague = 'NFL' | 'NcaaFootball' | 'MLB' | 'NBA';

export const SPORT_LEAGUES: Readonly<Record<SlateSport, readonly SlateLeague[]>> = {
  football: ['NFL', 'NcaaFootball'],
  baseball: ['MLB'],
  basketball: ['NBA'],
};

export const LEAGUE_TITLES: Readonly<Record<SlateLeague, string>> = {
  NFL: 'NFL',
  NcaaFootball: 'College Football',
  MLB: 'MLB',
  NBA: 'NBA',
};

// ---------------------------------------------------------------------------------------------
// Slates: the games a pool is created on.

/** A week of football or a day of baseball or basketball, soonest game first. */
export interface Slate {
  key: string;
  /** How the picker names it: "Week 12", "Wild Card", "Super Bowl", "Today", "Sat, Nov 28". */
  label: string;
  /** What the default game name calls it: "Week 12", "Super Bowl", "Nov 28". */
  nameLabel: string;
  games: SportsGame[];
}

/** A game picks can still be made on: not started by its status, and its start still ahead (picks lock at the start). */
export function isOpenGame(game: SportsGame, now: number): boolean {
  return statusStateOf(game) === 'Pending' && Date.parse(game.gameTime) > now;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** A slate day (YYYY-MM-DD, Pacific: docs/product/pickem.md) as the picker says it: "Today", "Tomorrow", "Sat, Nov 28". */
export function dayLabel(date: string, now: number): string {
  const today = slateDate(new Date(now));
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return dayFormat.format(noonOf(date));
}

/**
 * The league's open games as slates: football by week (a week without a number by its day),
 * baseball and basketball by slate day — the calendar date in Los Angeles (docs/product/pickem.md), which the
 * feed stores as each game's `date`.
 */
export function slatesOf(games: readonly StoredSportsGame[], now: number): Slate[] {
  const slates = new Map<string, Slate>();
  const open = games.map((stored) => stored.game).filter((game) => isOpenGame(game, now));
  open.sort((a, b) => Date.parse(a.gameTime) - Date.parse(b.gameTime) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const game of open) {
    const week = game.sport === 'Football' ? footballWeekLabel(game) : null;
    const byWeek = week !== null;
    const key = byWeek ? `week:${game.stage ?? ''}:${game.week}` : `day:${game.date}`;
    let slate = slates.get(key);
    if (!slate) {
      slate = byWeek
        ? { key, label: week, nameLabel: week, games: [] }
        : { key, label: dayLabel(game.date, now), nameLabel: shortDayFormat.format(noonOf(game.date)), games: [] };
      slates.set(key, slate);
    }
    slate.games.push(game);
  }
  return [...slates.values()];
}

/** "NFL Week 12 Pick'em", "NFL Super Bowl Pick'em", "MLB Nov 28 Pick'em", cut to the name's limit. */
export function defaultSlateName(league: SlateLeague, slate: Pick<Slate, 'nameLabel'> | null): string {
  return (slate ? `${LEAGUE_TITLES[league]} ${slate.nameLabel} Pick'em` : `${LEAGUE_TITLES[league]} Pick'em`).slice(0, NAME_MAX);
}

export const DEFAULT_PROPS_NAME = "Props Pick'em";

// ---------------------------------------------------------------------------------------------
// Question types and points.

export type SlateQuestionType = Exclude<PickemQuestionType, 'Props'>;

export interface Choice<T> {
  value: T;
  label: string;
  /** One line under the options when this one is chosen. */
  explanation: string;
}

export const QUESTION_TYPE_CHOICES: readonly Choice<SlateQuestionType>[] = [
  { value: 'StraightUp', label: 'Straight up', explanation: 'Pick the winner of each game. A correct pick earns 10 points.' },
  {
    value: 'VsSpread',
    label: 'Against the spread',
    explanation: 'Pick who wins once the spread is added. A correct pick earns 10; landing exactly on the spread is a push, worth 0.',
  },
  {
    value: 'UnderdogBonus',
    label: 'Underdog bonus',
    explanation:
      'A correct favourite pick earns 10; a correct underdog pick earns more, from the odds: points = 10 × p(favourite) / p(this side).',
  },
];

const QUESTION_TYPE: Readonly<Record<SlateQuestionType, SportsQuestionType>> = {
  StraightUp: 'StraightUpPick',
  VsSpread: 'VsSpreadPick',
  UnderdogBonus: 'UnderdogBonusPick',
};

/**
 * UnderdogBonusPick points from the game's bookmaker odds, exactly as the server will store them
 * (the domain's rule: rounded to hundredths, capped at 1,000). Null without odds: then both sides earn 10.
 */
export function underdogPoints(game: Pick<SportsGame, 'odds'>): AwayHome<number> | null {
  return underdogPointsFromOdds(game.odds?.vegasOdds);
}

/** Points as shown: at most one decimal ("10", "13.4"). */
export function formatPoints(points: number): string {
  return String(Math.round(points * 10) / 10);
}

// ---------------------------------------------------------------------------------------------
// Values: as the form holds them (numbers as typed, so a half-typed field is never lost).

export type ScoringType = 'Podium' | 'PointsToBeans';

export const SCORING_CHOICES: readonly Choice<ScoringType>[] = [
  { value: 'Podium', label: 'Podium', explanation: 'Ranked by points; the top 3 take the podium.' },
  {
    value: 'PointsToBeans',
    label: 'Jelly beans',
    explanation: 'When the pool ends every point becomes a jelly bean, plus the beans each entry earns for taking part.',
  },
];

export interface SettingsValues {
  /** Null until the host types one: the default name follows the slate. */
  name: string | null;
  description: string;
  scoring: ScoringType;
  /** Beans per submitted entry under Jelly beans, as typed. */
  entryIncentive: string;
  oneEntryPerUser: boolean;
  /** Entries per player, as typed; empty: no limit. */
  entryLimit: string;
  allowLateEntry: boolean;
  /** Most picks per entry, as typed; empty: one per question. */
  maxAnswers: string;
}

/** A game of the slate: in play, shown but not pickable (OffPick, worth 0), or left out of the pool. */
export type GameMark = 'pick' | 'off' | 'drop';

export const GAME_MARK_CHOICES: readonly { value: GameMark; label: string }[] = [
  { value: 'pick', label: 'In play' },
  { value: 'off', label: 'Off the board' },
  { value: 'drop', label: 'Drop' },
];

export interface SlateValues extends SettingsValues {
  questionType: SlateQuestionType;
  /** Marks the host changed; every other game is in play (all selected by default). */
  marks: Readonly<Record<string, GameMark>>;
  tiebreaker: boolean;
  /** The chosen tiebreaker game; null (or a game no longer in the pool): the slate's last game. */
  tiebreakerGameId: string | null;
}

export interface PropsChoiceValues {
  /** A stable key for the list (not sent). */
  id: number;
  text: string;
  points: string;
}

export interface PropsQuestionValues {
  id: number;
  prompt: string;
  /** As a datetime-local input holds it: YYYY-MM-DDTHH:mm in the host's time zone. */
  lockTime: string;
  choices: PropsChoiceValues[];
}

export interface PropsValues extends SettingsValues {
  questions: PropsQuestionValues[];
  tiebreaker: boolean;
  tiebreakerPrompt: string;
  tiebreakerLockTime: string;
}

const initialSettings = (): SettingsValues => ({
  name: null,
  description: '',
  scoring: 'Podium',
  entryIncentive: '10',
  oneEntryPerUser: false,
  entryLimit: '',
  allowLateEntry: false,
  maxAnswers: '',
});

/** Ready to save as it opens: straight up, every game in play, a total-points tiebreaker on the last game. */
export function initialSlateValues(): SlateValues {
  return { ...initialSettings(), questionType: 'StraightUp', marks: {}, tiebreaker: true, tiebreakerGameId: null };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input writes it, in the browser's time zone. */
export function toLocalInput(instant: number): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO instant, or null when it is not one. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  // Without an offset the date-time form is read in the browser's time zone (ECMA-262 Date.parse).
  const instant = new Date(value).getTime();
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** A props question's default lock: the first whole hour at least an hour away. */
export function defaultLockTime(now: number): string {
  const hour = 3_600_000;
  return toLocalInput(Math.ceil((now + hour) / hour) * hour);
}

export function newPropsChoice(id: number, text = ''): PropsChoiceValues {
  return { id, text, points: String(DEFAULT_POINTS) };
}

/** One question with Yes and No ready, locking with the question before it (or at the default time). */
export function newPropsQuestion(id: number, lockTime: string): PropsQuestionValues {
  return { id, prompt: '', lockTime, choices: [newPropsChoice(id * 100, 'Yes'), newPropsChoice(id * 100 + 1, 'No')] };
}

export function initialPropsValues(now: number): PropsValues {
  const lockTime = defaultLockTime(now);
  return { ...initialSettings(), questions: [newPropsQuestion(1, lockTime)], tiebreaker: false, tiebreakerPrompt: '', tiebreakerLockTime: lockTime };
}

// ---------------------------------------------------------------------------------------------
// Validation: what stops a form from being saved, by field key (empty when it can be saved).

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

function settingsErrors(values: SettingsValues, defaultName: string, questions: number, errors: Record<string, string>) {
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
    errors.maxAnswers = `Leave empty to pick every question, or enter a whole number from 1 to ${Math.max(1, questions)}`;
  }
}

export const markOf = (values: Pick<SlateValues, 'marks'>, gameId: string): GameMark => values.marks[gameId] ?? 'pick';

/** The slate's games that go into the pool (in play or off the board), in slate order. */
export function poolGames(values: SlateValues, slate: Slate): SportsGame[] {
  return slate.games.filter((game) => markOf(values, game.id) !== 'drop');
}

/** The tiebreaker's game: the host's choice while it is in the pool, else the pool's last game. */
export function tiebreakerGame(values: SlateValues, slate: Slate): SportsGame | null {
  const games = poolGames(values, slate);
  return games.find((game) => game.id === values.tiebreakerGameId) ?? games.at(-1) ?? null;
}

export function validateSlate(values: SlateValues, league: SlateLeague, slate: Slate | null): FormErrors {
  const errors: Record<string, string> = {};
  const games = slate ? poolGames(values, slate) : [];
  const inPlay = games.filter((game) => markOf(values, game.id) === 'pick');
  settingsErrors(values, defaultSlateName(league, slate), inPlay.length, errors);
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
  settingsErrors(values, DEFAULT_PROPS_NAME, values.questions.length, errors);
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

// ---------------------------------------------------------------------------------------------
// The POST /api/pickem/games body.

function settingsPayload(values: SettingsValues, defaultName: string) {
  const limit = values.entryLimit.trim();
  const most = values.maxAnswers.trim();
  return {
    name: (values.name ?? defaultName).trim().slice(0, NAME_MAX),
    description: values.description.trim().slice(0, DESCRIPTION_MAX),
    scoring:
      values.scoring === 'PointsToBeans'
        ? ({ type: 'PointsToBeans', entryIncentiveJellyBeans: Number(values.entryIncentive.trim()) } as const)
        : ({ type: 'Podium' } as const),
    oneEntryPerUser: values.oneEntryPerUser,
    // One entry per player makes a per-player limit moot.
    entryLimit: values.oneEntryPerUser || limit === '' ? null : Number(limit),
    allowLateEntry: values.allowLateEntry,
    maxAnswers: most === '' ? null : Number(most),
  };
}

/**
 * A slate pool: one question per game kept, in slate order (off-the-board games as OffPick).
 * Points are left to the server: 10 a side, or from the odds for the underdog bonus (the same
 * function underdogPoints previews, on the odds it holds).
 */
export function slatePayload(values: SlateValues, league: SlateLeague, slate: Slate): CreateQuestionsGame {
  const games = poolGames(values, slate);
  const tiebreak = values.tiebreaker ? tiebreakerGame(values, slate) : null;
  return {
    ...settingsPayload(values, defaultSlateName(league, slate)),
    pickemQuestionType: values.questionType,
    sportsLeague: league,
    questions: games.map((game) => ({
      type: markOf(values, game.id) === 'off' ? 'OffPick' : QUESTION_TYPE[values.questionType],
      sportsGameId: game.id,
    })),
    tiebreaker: tiebreak ? { type: 'TotalPointsPick', sportsGameId: tiebreak.id } : null,
  };
}

const lockIso = (value: string): string => {
  const iso = fromLocalInput(value);
  if (iso === null) throw new Error('A props lock time must be valid before the pool is created');
  return iso;
};

export function propsPayload(values: PropsValues): CreateQuestionsGame {
  return {
    ...settingsPayload(values, DEFAULT_PROPS_NAME),
    pickemQuestionType: 'Props',
    sportsLeague: null,
    questions: values.questions.map((question) => ({
      type: 'PropsQuestion',
      prompt: question.prompt.trim().slice(0, PROMPT_MAX),
      lockTime: lockIso(question.lockTime),
      choices: question.choices.map((choice) => ({ choiceText: choice.text.trim().slice(0, CHOICE_TEXT_MAX), points: Number(choice.points.trim()) })),
    })),
    tiebreaker: values.tiebreaker
      ? { type: 'PropsTiebreaker', prompt: values.tiebreakerPrompt.trim().slice(0, PROMPT_MAX), lockTime: lockIso(values.tiebreakerLockTime) }
      : null,
  };
}
