// The pick'em creation forms' values as the form holds them: numbers as typed, so a half-typed
// field is never lost. What each form opens with, the datetime-local times props questions lock
// at, and which of a slate's games the values put in the pool.
import type { SportsGame } from '../../../../contracts/sports.js';
import { DEFAULT_POINTS } from '../../../../domain/pickem/index.js';
import type { GameMark, ScoringType, SlateQuestionType } from './create-choices.js';
import type { Slate } from './slates.js';

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

export const DEFAULT_PROPS_NAME = "Props Pick'em";

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
