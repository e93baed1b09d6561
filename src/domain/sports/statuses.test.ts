import { describe, it, expect } from 'vitest';
import { SPORTS, type Sport } from './leagues.js';
import { questionPhase, type Phase } from './phases.js';
import {
  BASEBALL_STATUSES,
  BASKETBALL_STATUSES,
  FOOTBALL_STATUSES,
  STATUSES_BY_SPORT,
  isPlayedFinal,
  isPostponedOrCancelled,
  isSportsStatus,
  statusState,
  statusStateOf,
  type StatusOf,
  type StatusState,
} from './statuses.js';

// [status, state, question phase, postponed or cancelled] for every status of every sport (docs/product/live-data.md).
type Row<S extends Sport> = [StatusOf<S>, StatusState, Phase, boolean];

const baseball: Row<'Baseball'>[] = [
  ['NS', 'Pending', 'Pending', false],
  ['Warmup', 'Warmup', 'Live', false],
  ['IN1', 'InPlay', 'Live', false],
  ['IN2', 'InPlay', 'Live', false],
  ['IN3', 'InPlay', 'Live', false],
  ['IN4', 'InPlay', 'Live', false],
  ['IN5', 'InPlay', 'Live', false],
  ['IN6', 'InPlay', 'Live', false],
  ['IN7', 'InPlay', 'Live', false],
  ['IN8', 'InPlay', 'Live', false],
  ['IN9', 'InPlay', 'Live', false],
  ['EXTRAS', 'InPlay', 'Live', false],
  ['INTR', 'Delayed', 'Live', false],
  ['POST', 'Delayed', 'Live', true],
  ['CANC', 'Done', 'Over', true],
  ['ABD', 'Done', 'Over', true],
  ['FT', 'Done', 'Over', false],
];

const basketball: Row<'Basketball'>[] = [
  ['NS', 'Pending', 'Pending', false],
  ['Warmup', 'Warmup', 'Live', false],
  ['Q1', 'InPlay', 'Live', false],
  ['Q2', 'InPlay', 'Live', false],
  ['Q3', 'InPlay', 'Live', false],
  ['Q4', 'InPlay', 'Live', false],
  ['OT', 'InPlay', 'Live', false],
  ['BT', 'InPlay', 'Live', false],
  ['HT', 'InPlay', 'Live', false],
  ['FT', 'Done', 'Over', false],
  ['AOT', 'Done', 'Over', false],
  ['POST', 'Delayed', 'Live', true],
  ['CANC', 'Done', 'Over', true],
  ['SUSP', 'Delayed', 'Live', false],
  ['AWD', 'Done', 'Over', false],
  ['ABD', 'Done', 'Over', true],
];

const football: Row<'Football'>[] = [
  ['NS', 'Pending', 'Pending', false],
  ['Warmup', 'Warmup', 'Live', false],
  ['Q1', 'InPlay', 'Live', false],
  ['Q2', 'InPlay', 'Live', false],
  ['Q3', 'InPlay', 'Live', false],
  ['Q4', 'InPlay', 'Live', false],
  ['HT', 'InPlay', 'Live', false],
  ['OT', 'InPlay', 'Live', false],
  ['FT', 'Done', 'Over', false],
  ['AOT', 'Done', 'Over', false],
  ['CANC', 'Done', 'Over', true],
  ['PST', 'Delayed', 'Live', true],
];

describe('status lists', () => {
  // Guards the tables below: a status added to a list without a row fails here.
  it.each([
    ['Baseball', baseball.map(([status]) => status), BASEBALL_STATUSES],
    ['Basketball', basketball.map(([status]) => status), BASKETBALL_STATUSES],
    ['Football', football.map(([status]) => status), FOOTBALL_STATUSES],
  ] as const)('the %s table has every status once', (_sport, tableStatuses, list) => {
    expect([...tableStatuses]).toEqual([...list]);
  });

  it.each([
    ['Football', 'IN1'],
    ['Football', 'BT'],
    ['Baseball', 'Q1'],
    ['Baseball', 'PST'],
    ['Basketball', 'EXTRAS'],
    ['Basketball', 'PST'],
  ] as const)('%s refuses %s, a status of another sport only', (sport, status) => {
    expect(isSportsStatus(sport, status)).toBe(false);
  });
});

describe.each([
  ['Baseball', baseball],
  ['Basketball', basketball],
  ['Football', football],
] as [Sport, Row<Sport>[]][])('%s', (sport, rows) => {
  it.each(rows)('%s is state %s, question phase %s, postponed or cancelled %s', (status, state, phase, flagged) => {
    expect(isSportsStatus(sport, status)).toBe(true);
    expect(statusState(sport, status)).toBe(state);
    expect(questionPhase(sport, status)).toBe(phase);
    expect(isPostponedOrCancelled(status)).toBe(flagged);
  });
});

describe('isSportsStatus', () => {
  it.each([
    ['Football', 'POST', false], // football's postponed is PST
    ['Baseball', 'PST', false],
    ['Basketball', 'PST', false],
    ['Baseball', 'Q1', false],
    ['Football', 'IN1', false],
    ['Football', 'BT', false],
    ['Football', 'SUSP', false],
    ['Baseball', 'IN10', false],
    ['Baseball', 'HT', false],
    ['Basketball', 'ns', false],
    ['Basketball', '', false],
    ['Football', 'toString', false],
  ] as const)('%s does not accept %j', (sport, value, expected) => {
    expect(isSportsStatus(sport, value)).toBe(expected);
  });
});

describe('statusState with a status outside the type', () => {
  it.each([
    ['Football', 'POST'],
    ['Baseball', 'IN10'],
    ['Basketball', 'toString'],
  ] as const)('%s %s throws', (sport, value) => {
    expect(() => statusState(sport, value as never)).toThrow(`Unknown ${sport} status: ${value}`);
  });
});

describe('statusStateOf (a game record: its sport and its status as text)', () => {
  it.each([
    ['Football', 'NS', 'Pending'],
    ['Football', 'HT', 'InPlay'],
    ['Football', 'PST', 'Delayed'],
    ['Baseball', 'IN7', 'InPlay'],
    ['Baseball', 'POST', 'Delayed'],
    ['Basketball', 'Warmup', 'Warmup'],
    ['Basketball', 'AWD', 'Done'],
  ] as const)('%s %s → %s', (sport, status, state) => {
    expect(statusStateOf({ sport, status })).toBe(state);
  });

  it('agrees with statusState on every status of every sport', () => {
    for (const sport of SPORTS) {
      for (const status of STATUSES_BY_SPORT[sport]) expect(statusStateOf({ sport, status })).toBe(statusState(sport, status));
    }
  });

  it.each([
    ['Football', 'POST'],
    ['Baseball', 'PST'],
    ['Basketball', 'IN1'],
    ['Football', 'toString'],
    ['Baseball', ''],
  ] as const)('%s %j throws: another sport’s code or none', (sport, status) => {
    expect(() => statusStateOf({ sport, status })).toThrow(`Unknown ${sport} status: ${status}`);
  });
});

describe('isPlayedFinal', () => {
  it('is exactly the Done statuses that are not cancelled or abandoned, in every sport', () => {
    for (const sport of SPORTS) {
      for (const status of STATUSES_BY_SPORT[sport]) {
        const played = statusState(sport, status) === 'Done' && !isPostponedOrCancelled(status);
        expect(isPlayedFinal(status), `${sport} ${status}`).toBe(played);
      }
    }
  });
});
