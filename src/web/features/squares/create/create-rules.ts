// The squares creation form's rules (docs/product/squares.md): its options in the
// words people use, what makes it valid, and the POST /api/squares/games body it sends. Pure, so
// every rule is unit-tested; the form component only shows them.
import type {
  BabyShowerTheme,
  ChangeTargetScores,
  CreateSquaresGame,
  ScoringPeriods,
  SquaresSize,
} from '../../../../contracts/squares.js';
import type { SportsGame } from '../../../../contracts/sports.js';
import type { Sport } from '../../../../domain/sports/index.js';
import { BIRTH_LABEL, formatPrice, parsePriceCents, payingPeriods } from '../../../../domain/squares/index.js';

// Field limits: the domain's, which the contract checks, so the server never refuses what the form allowed.
import { GAME_DESCRIPTION_MAX as DESCRIPTION_MAX, GAME_NAME_MAX as NAME_MAX, PARENT_NAMES_MAX, PAYOUT_MAX, PRICE_CENTS_MAX } from '../../../../domain/games/limits.js';

export { DESCRIPTION_MAX, NAME_MAX, PARENT_NAMES_MAX, PAYOUT_MAX };

export interface Choice<T> {
  value: T;
  label: string;
}

export const SIZE_CHOICES: readonly Choice<SquaresSize>[] = [
  { value: 100, label: '100 squares' },
  { value: 25, label: '25 squares' },
];

/**
 * When the axis digits are drawn again (docs/product/squares.md: never / at halftime / each quarter). Baseball
 * has one change rule, every 3 innings; the domain reads any Change* value that way for baseball.
 */
export function changeChoices(sport: Sport): readonly Choice<ChangeTargetScores>[] {
  if (sport === 'Baseball') {
    return [
      { value: 'SameAllGame', label: 'Never' },
      { value: 'ChangeEveryPeriod', label: 'Every 3 innings' },
    ];
  }
  return [
    { value: 'SameAllGame', label: 'Never' },
    { value: 'ChangeEveryOtherPeriod', label: 'At halftime' },
    { value: 'ChangeEveryPeriod', label: 'Each quarter' },
  ];
}

/** Which periods a 25-square game pays (docs/product/squares.md); a 100-square game always pays every period. */
export function scoringChoices(sport: Sport): readonly Choice<ScoringPeriods>[] {
  if (sport === 'Baseball') {
    return [
      { value: 'Every', label: 'Every inning' },
      { value: 'Halves', label: '5th inning and final' },
      { value: 'Final', label: 'Final score only' },
    ];
  }
  return [
    { value: 'Every', label: 'Quarters' },
    { value: 'Halves', label: 'Halves' },
    { value: 'Final', label: 'Final score only' },
  ];
}

export const THEME_CHOICES: readonly Choice<BabyShowerTheme>[] = [
  { value: 'pink', label: 'Pink' },
  { value: 'blue', label: 'Blue' },
  { value: 'yellow', label: 'Yellow' },
  { value: 'neutral', label: 'Neutral' },
];

interface CommonValues {
  name: string;
  size: SquaresSize;
  description: string;
  /** As typed: empty for no limit. */
  entryLimit: string;
  /** Price per square in dollars as typed: empty for free (a ledger the host keeps, docs/product/squares.md#price-and-tally). */
  price: string;
  /** Payout text by period label, so switching options keeps what was typed for periods that stay. */
  payouts: Readonly<Record<string, string>>;
}

export interface SportsGameValues extends CommonValues {
  variant: 'SportsGame';
  changeTargetScores: ChangeTargetScores;
  scoringPeriods: ScoringPeriods;
}

export interface BabyShowerValues extends CommonValues {
  variant: 'BabyShower';
  parentNames: string;
  /** YYYY-MM-DD, as a date input gives it. */
  dueDate: string;
  theme: BabyShowerTheme;
}

export type CreateValues = SportsGameValues | BabyShowerValues;

/** 'AWAY vs HOME Squares', cut to the name's limit. */
export function defaultGameName(game: Pick<SportsGame, 'teams'>): string {
  return `${game.teams.away.name} vs ${game.teams.home.name} Squares`.slice(0, NAME_MAX);
}

export function initialSportsValues(game: Pick<SportsGame, 'teams'>): SportsGameValues {
  return {
    variant: 'SportsGame',
    name: defaultGameName(game),
    size: 100,
    changeTargetScores: 'SameAllGame',
    scoringPeriods: 'Every',
    description: '',
    entryLimit: '',
    price: '',
    payouts: {},
  };
}

export function initialBabyShowerValues(): BabyShowerValues {
  return {
    variant: 'BabyShower',
    name: 'Baby Shower Squares',
    size: 100,
    parentNames: '',
    dueDate: '',
    theme: 'neutral',
    description: '',
    entryLimit: '',
    price: '',
    payouts: {},
  };
}

/** The label of each paying period, in order: one payout field each. A baby shower pays once, at the birth. */
export function payoutLabels(values: CreateValues, sport: Sport | null): string[] {
  if (values.variant === 'BabyShower' || sport === null) return [BIRTH_LABEL];
  return payingPeriods(sport, values.size, values.scoringPeriods, values.changeTargetScores).map((period) => period.label);
}

export type CreateField = 'name' | 'entryLimit' | 'price' | 'parentNames' | 'dueDate';

export type CreateErrors = Partial<Record<CreateField, string>>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What stops the form from being saved, per field (empty when it can be saved). */
export function validateCreate(values: CreateValues): CreateErrors {
  const errors: CreateErrors = {};
  const name = values.name.trim();
  if (name.length === 0) errors.name = 'Give your game a name';
  else if (name.length > NAME_MAX) errors.name = `${NAME_MAX} characters or fewer`;
  const limit = values.entryLimit.trim();
  if (limit !== '' && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= values.size)) {
    errors.entryLimit = `Leave empty for no limit, or enter a whole number from 1 to ${values.size}`;
  }
  if (parsePriceCents(values.price, PRICE_CENTS_MAX) === undefined) errors.price = `Leave empty for free, or enter a price from $0.01 to ${formatPrice(PRICE_CENTS_MAX)}`;
  if (values.variant === 'BabyShower') {
    const parents = values.parentNames.trim();
    if (parents.length === 0) errors.parentNames = "Enter the parents' names";
    else if (parents.length > PARENT_NAMES_MAX) errors.parentNames = `${PARENT_NAMES_MAX} characters or fewer`;
    if (!isCalendarDate(values.dueDate)) errors.dueDate = 'Pick the due date';
  }
  return errors;
}

export const isValid = (errors: CreateErrors): boolean => Object.keys(errors).length === 0;

/**
 * The payouts sent: one text per paying period in order, trimmed and cut to the contract's
 * length; none at all when every field was left empty (no payouts shown on the grid).
 */
export function payoutList(values: CreateValues, sport: Sport | null): string[] {
  const list = payoutLabels(values, sport).map((label) => (values.payouts[label] ?? '').trim().slice(0, PAYOUT_MAX));
  return list.some((text) => text !== '') ? list : [];
}

/** The POST /api/squares/games body. `sportsGame` is the picked game (null for a baby shower). */
export function createPayload(values: CreateValues, sportsGame: Pick<SportsGame, 'id' | 'sport'> | null): CreateSquaresGame {
  const limit = values.entryLimit.trim();
  const common = {
    name: values.name.trim().slice(0, NAME_MAX),
    description: values.description.trim().slice(0, DESCRIPTION_MAX),
    size: values.size,
    entryLimit: limit === '' ? null : Number(limit),
    payouts: payoutList(values, sportsGame?.sport ?? null),
    priceCents: parsePriceCents(values.price, PRICE_CENTS_MAX) ?? null,
  };
  if (values.variant === 'BabyShower') {
    return { variant: 'BabyShower', ...common, parentNames: values.parentNames.trim(), dueDate: values.dueDate, theme: values.theme };
  }
  if (sportsGame === null) throw new Error('A sports game squares pool needs its game');
  return {
    variant: 'SportsGame',
    ...common,
    sportsGameId: sportsGame.id,
    changeTargetScores: values.changeTargetScores,
    // docs/product/squares.md: a 100-square game always pays every period (the server refuses anything else).
    scoringPeriods: values.size === 100 ? 'Every' : values.scoringPeriods,
  };
}
