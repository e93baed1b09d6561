// Checks a test control's override ({ status, periodScores }) against the game's sport before
// the simulator accepts it, so a test cannot put a game in a state no feed would send.

import type { PeriodScores } from '../../../../contracts/sports.js';
import { sportOfLeague, type SportsLeague } from '../../../../domain/sports/leagues.js';
import { isSportsStatus, STATUSES_BY_SPORT, type SportsStatus } from '../../../../domain/sports/statuses.js';
import { SimulatorInputError } from './errors.js';
import { MAX_PERIODS, type ManualState } from './manual.js';

/** What a test control may set; either part may be left out to keep the game's current one. */
export interface SimulatorOverride {
  status?: string;
  periodScores?: { away: readonly (number | null)[]; home: readonly (number | null)[] };
}

/** Highest points a period may hold (PeriodScoresSchema). */
const MAX_PERIOD_POINTS = 300;

/** How many periods can have begun by `status`; the league's maximum for statuses that do not say. */
function periodsAllowed(league: SportsLeague, status: SportsStatus): number {
  if (status === 'NS' || status === 'Warmup') return 0;
  if (/^IN\d$/.test(status)) return Number(status.slice(2));
  const quarter = ['Q1', 'Q2', 'Q3', 'Q4'].indexOf(status);
  if (quarter >= 0) return quarter + 1;
  if (status === 'HT') return 2;
  if (status === 'BT') return 3;
  if (status === 'FT' && sportOfLeague(league) !== 'Baseball') return 4;
  return MAX_PERIODS[league];
}

function checkList(league: SportsLeague, side: 'away' | 'home', value: unknown): (number | null)[] {
  const where = `periodScores.${side}`;
  if (!Array.isArray(value)) throw new SimulatorInputError('invalid-period-scores', `${where} must be a list of points per period`);
  const list = value as unknown[];
  if (list.length > MAX_PERIODS[league]) {
    throw new SimulatorInputError('invalid-period-scores', `${where} has ${list.length} periods; ${league} games have at most ${MAX_PERIODS[league]}`);
  }
  const nullable = sportOfLeague(league) === 'Baseball';
  return list.map((points, i) => {
    if (points === null && nullable) return null;
    if (typeof points !== 'number' || !Number.isInteger(points) || points < 0 || points > MAX_PERIOD_POINTS) {
      const allowed = nullable ? `a whole number from 0 to ${MAX_PERIOD_POINTS}, or null (not played)` : `a whole number from 0 to ${MAX_PERIOD_POINTS}`;
      throw new SimulatorInputError('invalid-period-scores', `${where}[${i}] must be ${allowed}`);
    }
    return points;
  });
}

/**
 * The manual state an override asks for, merged with the game's current state. Throws
 * SimulatorInputError (nothing changes) for an empty override, a status outside the sport's
 * list, or period scores that are not whole points or exceed what the league or status allows.
 */
export function parseOverride(league: SportsLeague, input: unknown, current: ManualState): ManualState {
  if (typeof input !== 'object' || input === null) throw new SimulatorInputError('invalid-input', 'An override is an object with a status and/or periodScores');
  const { status, periodScores } = input as { status?: unknown; periodScores?: unknown };
  if (status === undefined && periodScores === undefined) throw new SimulatorInputError('invalid-input', 'An override needs a status, periodScores, or both');

  const sport = sportOfLeague(league);
  let nextStatus = current.status;
  if (status !== undefined) {
    if (typeof status !== 'string' || !isSportsStatus(sport, status)) {
      throw new SimulatorInputError('invalid-status', `${JSON.stringify(status)} is not a ${sport} status; use one of ${STATUSES_BY_SPORT[sport].join(', ')}`);
    }
    nextStatus = status;
  }

  let nextScores: PeriodScores = current.periodScores;
  if (periodScores !== undefined) {
    if (typeof periodScores !== 'object' || periodScores === null) {
      throw new SimulatorInputError('invalid-period-scores', 'periodScores must be { away: [...], home: [...] }');
    }
    const { away, home } = periodScores as { away?: unknown; home?: unknown };
    nextScores = { away: checkList(league, 'away', away), home: checkList(league, 'home', home) };
  }

  const allowed = periodsAllowed(league, nextStatus);
  const periods = Math.max(nextScores.away.length, nextScores.home.length);
  if (periods > allowed) {
    throw new SimulatorInputError('invalid-period-scores', `periodScores has ${periods} periods, but a game in ${nextStatus} can have at most ${allowed}`);
  }
  return { status: nextStatus, periodScores: { away: [...nextScores.away], home: [...nextScores.home] } };
}
