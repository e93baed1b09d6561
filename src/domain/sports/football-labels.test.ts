import { describe, it, expect } from 'vitest';
import { formatFootballStatus } from './football-labels.js';
import { FOOTBALL_STATUSES, type FootballStatus } from './statuses.js';

describe('formatFootballStatus', () => {
  const table: [FootballStatus, string][] = [
    ['NS', 'Pending'],
    ['Warmup', 'Pending'],
    ['Q1', 'Q1'],
    ['Q2', 'Q2'],
    ['Q3', 'Q3'],
    ['Q4', 'Q4'],
    ['HT', 'Half'],
    ['OT', 'OT'],
    ['FT', 'Final'],
    ['AOT', 'Final O/T'],
    ['CANC', 'Canceled'],
    ['PST', 'Postponed'],
  ];

  it('has a row for every football status', () => {
    expect(table.map(([status]) => status)).toEqual([...FOOTBALL_STATUSES]);
  });

  it.each(table)('%s shows %j', (status, label) => {
    expect(formatFootballStatus(status)).toBe(label);
  });
});
