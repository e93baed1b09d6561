import { describe, expect, it } from 'vitest';
import {
  DEMO_CREATED_MS,
  DEMO_LOCKED_MS,
  DEMO_NAME_LETTERS,
  DEMO_OVER_MS,
  DEMO_SCORE_STEP_MS,
  demoChunk,
  demoFillMs,
  demoName,
  demoOverAtMs,
  demoRunMs,
  demoStateAt,
  seededRandom,
} from './demo.js';
import { winningSquare } from './winners.js';

const SEED = 'hub';

/** A fake clock: the demo is asked for its state at each instant, never waits on real time. */
function play(size: 100 | 25, until: number, step = 50) {
  const seen = [];
  for (let t = 0; t <= until; t += step) seen.push({ t, state: demoStateAt(t, SEED, size) });
  return seen;
}

describe('demo timeline (a fake clock)', () => {
  it('fills in chunks of max(1, size/20)', () => {
    expect(demoChunk(100)).toBe(5);
    expect(demoChunk(25)).toBe(1);
    expect(demoFillMs(100)).toBe(2000);
    expect(demoFillMs(25)).toBe(2500);
  });

  it('is created, then fills one chunk every 100 ms, locks, plays a period every 2 s, is over, then restarts', () => {
    expect(demoStateAt(0, SEED).step).toBe('created');
    expect(demoStateAt(DEMO_CREATED_MS - 1, SEED)).toMatchObject({ step: 'created', filled: 0, digits: null });
    expect(demoStateAt(DEMO_CREATED_MS, SEED)).toMatchObject({ step: 'filling', filled: 5 });
    expect(demoStateAt(DEMO_CREATED_MS + 99, SEED).filled).toBe(5);
    expect(demoStateAt(DEMO_CREATED_MS + 100, SEED).filled).toBe(10);
    expect(demoStateAt(DEMO_CREATED_MS + 1900, SEED).filled).toBe(100);

    const lockedAt = DEMO_CREATED_MS + demoFillMs(100);
    expect(demoStateAt(lockedAt - 1, SEED).digits).toBeNull();
    const locked = demoStateAt(lockedAt, SEED);
    expect(locked).toMatchObject({ step: 'locked', filled: 100, scores: null, winners: [] });
    expect(locked.digits?.rows.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(locked.digits?.cols.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const playAt = lockedAt + DEMO_LOCKED_MS;
    expect(demoStateAt(playAt - 1, SEED).step).toBe('locked');
    for (let period = 0; period < 4; period++) {
      const state = demoStateAt(playAt + period * DEMO_SCORE_STEP_MS, SEED);
      expect(state.step).toBe('playing');
      expect(state.winners.map((w) => w.label)).toEqual(['Q1', 'Half', 'Q3', 'Final'].slice(0, period + 1));
      expect(demoStateAt(playAt + period * DEMO_SCORE_STEP_MS + DEMO_SCORE_STEP_MS - 1, SEED).winners).toHaveLength(period + 1);
    }

    const overAt = playAt + 4 * DEMO_SCORE_STEP_MS;
    expect(overAt).toBe(demoOverAtMs(100));
    expect(demoStateAt(overAt, SEED)).toMatchObject({ step: 'over' });
    expect(demoStateAt(overAt + DEMO_OVER_MS - 1, SEED).step).toBe('over');
    expect(overAt + DEMO_OVER_MS).toBe(demoRunMs(100));
    expect(demoStateAt(demoRunMs(100), SEED)).toMatchObject({ step: 'created', run: 1, filled: 0 });
  });

  it('a 5x5 demo fills one square every 100 ms', () => {
    expect(demoStateAt(DEMO_CREATED_MS, SEED, 25).filled).toBe(1);
    expect(demoStateAt(DEMO_CREATED_MS + 2400, SEED, 25).filled).toBe(25);
    expect(demoStateAt(DEMO_CREATED_MS + 2500, SEED, 25).step).toBe('locked');
    expect(demoStateAt(DEMO_CREATED_MS + 2500, SEED, 25).digits?.rows.every((cell) => cell.length === 2)).toBe(true);
  });

  it('says how long until the next change, and nothing changes before then', () => {
    for (const size of [100, 25] as const) {
      for (const { t, state } of play(size, 2 * demoRunMs(size), 37)) {
        expect(state.nextChangeInMs).toBeGreaterThan(0);
        const before = demoStateAt(t + state.nextChangeInMs - 1, SEED, size);
        expect({ ...before, nextChangeInMs: 0 }).toEqual({ ...state, nextChangeInMs: 0 });
        expect(demoStateAt(t + state.nextChangeInMs, SEED, size)).not.toEqual(before);
      }
    }
  });

  it('fills squares only ever more, each from the run’s names', () => {
    let previous = 0;
    for (const { state } of play(100, demoOverAtMs(100))) {
      expect(state.filled).toBeGreaterThanOrEqual(previous);
      expect(state.squares.filter((name) => name !== null)).toHaveLength(state.filled);
      previous = state.filled;
    }
  });

  it('each period’s winner is the square its score’s last digits point to, with the running score', () => {
    const over = demoStateAt(demoOverAtMs(100), SEED);
    expect(over.winners).toHaveLength(4);
    let last = { away: 0, home: 0 };
    for (const winner of over.winners) {
      expect(winner.scores.away).toBeGreaterThanOrEqual(last.away);
      expect(winner.scores.home).toBeGreaterThanOrEqual(last.home);
      last = winner.scores;
      expect(winner.square).toBe(winningSquare(winner.scores, over.digits!, 100).square);
      expect(winner.name).toBe(over.squares[winner.square]);
    }
    expect(over.scores).toEqual(last);
  });

  it('is the same for the same seed and time, and a new run draws anew', () => {
    const at = demoOverAtMs(100);
    expect(demoStateAt(at, 'a')).toEqual(demoStateAt(at, 'a'));
    expect(demoStateAt(at, 'a').squares).not.toEqual(demoStateAt(at, 'b').squares);
    expect(demoStateAt(at + demoRunMs(100), 'a').squares).not.toEqual(demoStateAt(at, 'a').squares);
    expect(demoStateAt(-500, 'a')).toEqual(demoStateAt(0, 'a'));
  });
});

describe('demo names', () => {
  it('2–3 letters from A–Z without Q, X, Y, Z; 3 letters about a third of the time', () => {
    const random = seededRandom('names');
    const names = Array.from({ length: 3000 }, () => demoName(random));
    for (const name of names) expect(name).toMatch(/^[A-PR-W]{2,3}$/);
    expect(DEMO_NAME_LETTERS).toHaveLength(22);
    const threes = names.filter((name) => name.length === 3).length / names.length;
    expect(threes).toBeGreaterThan(0.29);
    expect(threes).toBeLessThan(0.37);
  });

  it('3 letters exactly when the draw is under 0.33', () => {
    const fixed = (first: number) => {
      let call = 0;
      return () => (call++ === 0 ? first : 0);
    };
    expect(demoName(fixed(0.329))).toHaveLength(3);
    expect(demoName(fixed(0.33))).toHaveLength(2);
    expect(demoName(fixed(0))).toBe('AAA');
  });

  it('a run’s players have distinct names', () => {
    const names = new Set(demoStateAt(demoOverAtMs(100), SEED).squares);
    expect(names.size).toBeLessThanOrEqual(12);
    expect(names.size).toBeGreaterThan(1);
  });
});
