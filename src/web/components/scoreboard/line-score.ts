// The columns of a scoreboard, per sport (docs/product/live-data.md#scoreboard-labels):
// - Football: Q1, Half, Q3, Final, each the CUMULATIVE score at that checkpoint (the squares
//   periods); overtime counts in Final.
// - Baseball: innings 1–9 and "10+" (all extra innings, as the feed sends them), runs per
//   inning, the half in play marked ▲ (top) or ▼ (bottom), then R.
// - Basketball: Q1–Q4 and OT (all overtimes), points per period, then T.
// A column not reached yet is blank. The period in play is `current`: its cell shows the score
// so far, so during a game the current column always holds the live number.
import type { SportsGame } from '../../../contracts/sports.js';
import { statusStateOf, totalScore } from '../../../domain/sports/index.js';
import { currentInning, ordinal, type InningHalf } from './game-text.js';

export interface LineColumn {
  readonly key: string;
  /** What the header shows: "Q1", "Half", "5", "10+", "R", "T". */
  readonly label: string;
  /** What a screen reader hears for the header: "1st quarter", "5th inning", "Runs". */
  readonly title: string;
  readonly away: string;
  readonly home: string;
  /** The period in play. */
  readonly current: boolean;
  /** A total (football Final, baseball R, basketball T): set apart and bold. */
  readonly total: boolean;
  /** Baseball, the inning in play: which half. */
  readonly half: InningHalf | null;
}

type Scores = readonly (number | null)[];

const sum = (scores: Scores, from = 0, to = scores.length) => totalScore(scores.slice(from, to));
const lengthOf = (game: SportsGame) => Math.max(game.periodScores.away.length, game.periodScores.home.length);

function column(key: string, label: string, title: string, values: Partial<LineColumn> = {}): LineColumn {
  return { key, label, title, away: '', home: '', current: false, total: false, half: null, ...values };
}

const QUARTER_OF_STATUS: Readonly<Record<string, number>> = { Q1: 1, Q2: 2, HT: 2, BT: 0, Q3: 3, Q4: 4, OT: 5 };

/** How many periods have begun: the longest score list, or what the status says if more. */
function periodsBegun(game: SportsGame): number {
  const state = statusStateOf(game);
  if (state === 'Pending' || state === 'Warmup') return lengthOf(game);
  return Math.max(lengthOf(game), QUARTER_OF_STATUS[game.status] ?? 0);
}

/** The quarter in play (5 for any overtime), or null during a break or when the game is not on. */
function quarterInPlay(game: SportsGame): number | null {
  const state = statusStateOf(game);
  if (state !== 'InPlay' || game.status === 'HT' || game.status === 'BT') return null;
  return Math.min(5, Math.max(1, periodsBegun(game)));
}

const FOOTBALL_CHECKPOINTS = [
  { key: 'q1', label: 'Q1', title: 'Score after the 1st quarter', periods: 1 },
  { key: 'half', label: 'Half', title: 'Score at halftime', periods: 2 },
  { key: 'q3', label: 'Q3', title: 'Score after the 3rd quarter', periods: 3 },
  { key: 'final', label: 'Final', title: 'Final score', periods: 4 },
] as const;

function footballColumns(game: SportsGame): LineColumn[] {
  const begun = periodsBegun(game);
  const inPlay = quarterInPlay(game);
  const { away, home } = game.periodScores;
  return FOOTBALL_CHECKPOINTS.map((checkpoint) => {
    const final = checkpoint.periods === 4;
    const reached = begun >= checkpoint.periods;
    // Final is everything, overtime included; the others are the first N quarters.
    const upTo = final ? Math.max(away.length, home.length) : checkpoint.periods;
    return column(checkpoint.key, checkpoint.label, checkpoint.title, {
      away: reached ? String(sum(away, 0, upTo)) : '',
      home: reached ? String(sum(home, 0, upTo)) : '',
      current: inPlay !== null && (final ? inPlay >= 4 : inPlay === checkpoint.periods),
      total: final,
    });
  });
}

function basketballColumns(game: SportsGame): LineColumn[] {
  const begun = periodsBegun(game);
  const inPlay = quarterInPlay(game);
  const { away, home } = game.periodScores;
  const cell = (scores: Scores, index: number) => (index < begun ? String(scores[index] ?? 0) : '');
  const quarters = [1, 2, 3, 4].map((quarter) =>
    column(`q${quarter}`, `Q${quarter}`, `${ordinal(quarter)} quarter`, {
      away: cell(away, quarter - 1),
      home: cell(home, quarter - 1),
      current: inPlay === quarter,
    }),
  );
  const overtimes = Math.max(0, begun - 4);
  const overtime = column('ot', 'OT', overtimes > 1 ? `Overtime (${overtimes} periods)` : 'Overtime', {
    away: overtimes > 0 ? String(sum(away, 4)) : '',
    home: overtimes > 0 ? String(sum(home, 4)) : '',
    current: inPlay === 5,
  });
  const started = begun > 0;
  const total = column('total', 'T', 'Total', {
    away: started ? String(sum(away)) : '',
    home: started ? String(sum(home)) : '',
    total: true,
  });
  return [...quarters, overtime, total];
}

function baseballColumns(game: SportsGame): LineColumn[] {
  const state = statusStateOf(game);
  const done = state === 'Done';
  const at = currentInning(game);
  const { away, home } = game.periodScores;
  // A side that did not bat in an inning that was played (the home 9th when ahead) shows X.
  const cell = (scores: Scores, other: Scores, index: number) => {
    const runs = scores[index];
    if (typeof runs === 'number') return String(runs);
    return done && runs === null && typeof other[index] === 'number' ? 'X' : '';
  };
  const innings = Array.from({ length: 9 }, (_, index) => {
    const inning = index + 1;
    const current = at !== null && Math.min(at.inning, 10) === inning;
    return column(`i${inning}`, String(inning), `${ordinal(inning)} inning`, {
      away: cell(away, home, index),
      home: cell(home, away, index),
      current,
      half: current ? at.half : null,
    });
  });
  // Index 9 holds all extra innings; a feed that lists them one by one is summed.
  const extrasPlayed = (scores: Scores) => scores.slice(9).some((runs) => typeof runs === 'number');
  const extrasCurrent = at !== null && at.inning >= 10;
  const extras = column('extras', '10+', 'Extra innings', {
    away: extrasPlayed(away) ? String(sum(away, 9)) : '',
    home: extrasPlayed(home) ? String(sum(home, 9)) : '',
    current: extrasCurrent,
    half: extrasCurrent ? at.half : null,
  });
  const started = lengthOf(game) > 0;
  const runs = column('runs', 'R', 'Runs', {
    away: started ? String(sum(away)) : '',
    home: started ? String(sum(home)) : '',
    total: true,
  });
  return [...innings, extras, runs];
}

/** The scoreboard columns of a game, by its sport. */
export function lineScore(game: SportsGame): LineColumn[] {
  switch (game.sport) {
    case 'Football':
      return footballColumns(game);
    case 'Baseball':
      return baseballColumns(game);
    case 'Basketball':
      return basketballColumns(game);
  }
}
