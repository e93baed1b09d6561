// What the create and entry forms accept, in one place: the contracts' schemas check these on the
// server and the web forms cap their fields with them, so a form never lets through what the
// server will refuse (docs/product/squares.md, docs/product/pickem.md).

/** Every pool: its name, description and the entries (or squares) one player may hold. */
export const GAME_NAME_MAX = 60;
export const GAME_DESCRIPTION_MAX = 500;
export const ENTRY_LIMIT_MAX = 100;

/** Squares: the parents' names of a baby shower, the baby's name, and the payout per paying period. */
export const PARENT_NAMES_MAX = 60;
export const BABY_NAME_MAX = 40;
export const PAYOUT_MAX = 40;
export const PAYOUTS_MAX = 10;
/** Squares: the optional price per square, in cents ($0.01–$1,000); a ledger the host keeps, never a payment. */
export const PRICE_CENTS_MAX = 100_000;

/** Pick'em: questions on a slate, a props prompt and its choices, points a choice may be worth. */
export const QUESTIONS_MAX = 40;
export const PROMPT_MAX = 200;
export const CHOICE_TEXT_MAX = 120;
export const CHOICES_MIN = 2;
export const CHOICES_MAX = 10;
export const POINTS_MAX = 1000;
/** Pick'em under PointsToBeans: the jelly beans each entry adds to the pot. */
export const ENTRY_INCENTIVE_MAX = 1000;
/** A pick'em entry's name. */
export const ENTRY_NAME_MAX = 30;
