// What the page derives from a squares game and the sports game it is played on (docs/product/squares.md
// §2, docs/product/squares.md#phase-and-badge winning scenario): the axes' teams and colours, the badge,
// the paying periods with their payouts and winners, the digits in force, the square the score
// points at now and the +1/+2/+3/+7 hints. Pure and tested; the components only lay it out.
import type { DigitSet, PeriodResult, SquaresGame } from '../../../../contracts/squares.js';
import type { StoredSportsGame } from '../../../../contracts/sports.js';
import { sportOfLeague, statusStateOf, type Sport, type StatusState } from '../../../../domain/sports/index.js';
import {
  BIRTH_LABEL,
  completedPeriods,
  cumulativeScores,
  digitSetInPlay,
  digitSetOfPeriod,
  payingPeriods,
  regularPeriods,
  squaresGameBadge,
  winningScenarios,
  winningSquare,
  type SquaresGameBadge,
  type TeamScores,
  type WinningScenario,
} from '../../../../domain/squares/index.js';
import { inkOn } from '../../../components/scoreboard/game-text.js';

/** One axis: the away team down the rows, the home team across the columns (baby shower: day and ounces). */
export interface AxisSide {
  /** Short label on the axis: the team code, or DAY / OZ. */
  readonly code: string;
  /** In words, for the axis caption and screen readers. */
  readonly name: string;
  /** The word a winner is described by, with its digit: 'Dolphins' 7, 'Day' 3 (docs/product/squares.md#winners). */
  readonly short: string;
  /** Team colours, or null to take the page's (baby shower theme, or not loaded yet). */
  readonly color: string | null;
  readonly ink: string | null;
  readonly stripe: string | null;
}

export interface DigitSetTab {
  readonly index: number;
  /** The periods it is used in: "Q1–Q2", "Innings 4–6". */
  readonly label: string;
}

export interface PeriodRow {
  readonly label: string;
  /** The host's free-text payout for this period (we never handle money). */
  readonly payout: string | null;
  readonly result: PeriodResult | null;
  /** Being played now: the next period to pay while the game is in play. */
  readonly inPlay: boolean;
}

export interface GameFacts {
  readonly sport: Sport | null;
  readonly away: AxisSide;
  readonly home: AxisSide;
  readonly badge: SquaresGameBadge;
  readonly sportsState: StatusState | null;
  /** Cumulative score once the sports game has started. */
  readonly scores: TeamScores | null;
  /** One tab per digit set; empty before the draw. */
  readonly digitSets: readonly DigitSetTab[];
  /** The digit set the grid shows first: that of the period in play or next. */
  readonly digitSetInForce: number;
  readonly periods: readonly PeriodRow[];
  /** The square the score points at right now, while in play. */
  readonly currentSquare: number | null;
  /** The digits of the period being played, while in play: what the scenario hints are drawn from. */
  readonly inPlayDigits: DigitSet | null;
}

const NEUTRAL_AWAY: AxisSide = { code: 'AWAY', name: 'Away team', short: 'Away', color: null, ink: null, stripe: null };
const NEUTRAL_HOME: AxisSide = { code: 'HOME', name: 'Home team', short: 'Home', color: null, ink: null, stripe: null };
/** docs/product/squares.md: rows from the birth day's last digit, columns from the ounces' last digit. */
const BIRTH_DAY: AxisSide = { code: 'DAY', name: 'Birth day, last digit', short: 'Day', color: null, ink: null, stripe: null };
const OUNCES: AxisSide = { code: 'OZ', name: 'Ounces, last digit', short: 'Ounces', color: null, ink: null, stripe: null };

function sideOf(team: StoredSportsGame['game']['teams']['away']): AxisSide {
  return { code: team.teamCode, name: `${team.city} ${team.name}`.trim(), short: team.name || team.teamCode, color: team.primaryColor, ink: inkOn(team.primaryColor), stripe: team.secondaryColor };
}

/** "Q1–Q2", "Q3", "Innings 1–3": the regular periods a digit set is used in. */
function digitSetLabel(sport: Sport, game: Pick<SquaresGame, 'changeTargetScores'>, index: number): string {
  const periods = Array.from({ length: regularPeriods(sport) }, (_, i) => i + 1).filter(
    (period) => digitSetOfPeriod(sport, game.changeTargetScores, period) === index,
  );
  const first = periods[0] ?? 1;
  const last = periods[periods.length - 1] ?? first;
  if (sport === 'Baseball') return first === last ? `Inning ${first}` : `Innings ${first}–${last}`;
  return first === last ? `Q${first}` : `Q${first}–Q${last}`;
}

type FactsGame = Pick<
  SquaresGame,
  'variant' | 'sportsLeague' | 'size' | 'gamePhase' | 'scoringPeriods' | 'changeTargetScores' | 'payouts' | 'targetScores' | 'results'
>;

export function gameFacts(game: FactsGame, stored: StoredSportsGame | null): GameFacts {
  const results = new Map(game.results.map((result) => [result.label, result]));
  const sets = game.targetScores;

  if (game.variant === 'BabyShower') {
    return {
      sport: null,
      away: BIRTH_DAY,
      home: OUNCES,
      badge: squaresGameBadge({ gamePhase: game.gamePhase, sportsState: null, status: null }),
      sportsState: null,
      scores: null,
      digitSets: sets ? [{ index: 0, label: 'Birth' }] : [],
      digitSetInForce: 0,
      periods: [{ label: BIRTH_LABEL, payout: game.payouts[0] || null, result: results.get(BIRTH_LABEL) ?? null, inPlay: false }],
      currentSquare: null,
      inPlayDigits: null,
    };
  }

  const sportsGame = stored?.game ?? null;
  const sport = sportsGame?.sport ?? (game.sportsLeague ? sportOfLeague(game.sportsLeague) : 'Football');
  const state = sportsGame ? statusStateOf(sportsGame) : null;
  const started = state === 'InPlay' || state === 'Delayed' || state === 'Done';
  const scores = sportsGame && started ? cumulativeScores(sportsGame.periodScores, 'final') : null;
  const completed = sportsGame ? completedPeriods(sportsGame.sport, sportsGame.status, sportsGame.periodScores) : { periods: 0, final: false };
  const paying = payingPeriods(sport, game.size, game.scoringPeriods, game.changeTargetScores);
  const next = completed.final ? null : paying.find((period) => period.through === 'final' || period.through > completed.periods);
  const inPlay = state === 'InPlay';

  const inPlaySet =
    inPlay && scores && sets
      ? digitSetInPlay({ sport, completed, size: game.size, scoringPeriods: game.scoringPeriods, changeTargetScores: game.changeTargetScores, targetScores: sets })
      : null;

  return {
    sport,
    away: sportsGame ? sideOf(sportsGame.teams.away) : NEUTRAL_AWAY,
    home: sportsGame ? sideOf(sportsGame.teams.home) : NEUTRAL_HOME,
    badge: squaresGameBadge({ gamePhase: game.gamePhase, sportsState: state, status: sportsGame?.status ?? null }),
    sportsState: state,
    scores,
    digitSets: sets ? sets.map((_, index) => ({ index, label: digitSetLabel(sport, game, index) })) : [],
    digitSetInForce: Math.min((next ?? paying[paying.length - 1])?.digitSet ?? 0, Math.max(0, (sets?.length ?? 1) - 1)),
    periods: paying.map((period, i) => ({
      label: period.label,
      payout: game.payouts[i] || null,
      result: results.get(period.label) ?? null,
      inPlay: inPlay && next === period,
    })),
    currentSquare: inPlaySet && scores ? winningSquare(scores, inPlaySet, game.size).square : null,
    inPlayDigits: inPlaySet,
  };
}

const NO_SCENARIOS: readonly WinningScenario[] = [];

/**
 * Where a +1, +2, +3 or +7 by either team would move the winning square, while in play. Apart
 * from gameFacts because it alone reads the squares: a claim leaves the facts as they were.
 */
export function gameScenarios(facts: Pick<GameFacts, 'scores' | 'inPlayDigits'>, game: Pick<SquaresGame, 'size' | 'squares'>): readonly WinningScenario[] {
  const { scores, inPlayDigits } = facts;
  if (!scores || !inPlayDigits) return NO_SCENARIOS;
  return winningScenarios({ scores, digitSet: inPlayDigits, size: game.size, squares: game.squares });
}
