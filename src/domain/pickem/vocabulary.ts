// The pick'em vocabulary (docs/product/pickem.md): question types, slate kinds and choice results.
// The contracts build their enums from these lists, so a value added here reaches every schema.

/** A question on one sports game. OffPick: a game taken off the board (shown, not pickable, worth 0). */
export const SPORTS_QUESTION_TYPES = ['StraightUpPick', 'VsSpreadPick', 'UnderdogBonusPick', 'OffPick'] as const;
export type SportsQuestionType = (typeof SPORTS_QUESTION_TYPES)[number];

/** A question the host writes and settles. */
export const PROPS_QUESTION_TYPE = 'PropsQuestion';
export type PropsQuestionType = typeof PROPS_QUESTION_TYPE;

/** Any question's type. */
export type QuestionType = SportsQuestionType | PropsQuestionType;

/** The slate's kind, chosen at creation; a Props game holds only props questions. */
export const PICKEM_QUESTION_TYPES = ['StraightUp', 'VsSpread', 'UnderdogBonus', 'Props'] as const;
export type PickemQuestionType = (typeof PICKEM_QUESTION_TYPES)[number];

/** W: the pick won (adds the choice's points); L: lost (0); Push: a tie (0); Void: postponed, cancelled or abandoned (0 for everyone). */
export const CHOICE_RESULTS = ['W', 'L', 'Push', 'Void'] as const;
export type ChoiceResult = (typeof CHOICE_RESULTS)[number];
