import { describe, it, expect } from 'vitest';
import { overallPhase, phaseOfState, squaresBadge, type Phase, type SquaresBadge } from './phases.js';
import type { StatusState } from './statuses.js';

describe('phaseOfState', () => {
  it.each([
    ['Pending', 'Pending'],
    ['Warmup', 'Live'],
    ['InPlay', 'Live'],
    ['Delayed', 'Live'],
    ['Done', 'Over'],
  ] as [StatusState, Phase][])('%s is %s', (state, phase) => {
    expect(phaseOfState(state)).toBe(phase);
  });
});

describe('overallPhase', () => {
  it.each([
    [[], 'Pending'], // decision: nothing has started yet
    [['Pending'], 'Pending'],
    [['Pending', 'Pending', 'Pending'], 'Pending'],
    [['Live'], 'Live'],
    [['Over'], 'Over'],
    [['Over', 'Over'], 'Over'],
    [['Pending', 'Live'], 'Live'],
    [['Pending', 'Over'], 'Live'], // a pending item remains and another has finished
    [['Over', 'Live'], 'Live'],
    [['Over', 'Over', 'Live'], 'Live'],
    [['Pending', 'Live', 'Over'], 'Live'],
    [['Live', 'Live'], 'Live'],
  ] as [Phase[], Phase][])('%j is %s', (phases, expected) => {
    expect(overallPhase(phases)).toBe(expected);
  });

  it('does not depend on the order of the items', () => {
    expect(overallPhase(['Over', 'Pending'])).toBe(overallPhase(['Pending', 'Over']));
  });
});

describe('squaresBadge', () => {
  it.each([
    [false, 'Pending', 'Open'],
    [true, 'Pending', 'Locked'],
    [false, 'Warmup', 'Locked'],
    [true, 'Warmup', 'Locked'],
    [false, 'Delayed', 'Locked'],
    [true, 'Delayed', 'Locked'],
    [false, 'InPlay', 'Live'],
    [true, 'InPlay', 'Live'],
    [false, 'Done', 'Over'],
    [true, 'Done', 'Over'],
  ] as [boolean, StatusState, SquaresBadge][])('locked %s, state %s is %s', (locked, state, badge) => {
    expect(squaresBadge({ locked, state })).toBe(badge);
  });
});
