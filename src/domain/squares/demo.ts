// The live demo on the squares hub (docs/product/squares.md#the-live-demo): a pool that plays itself
// — created, filling, locked with its digits drawn, a score step per period with that period's
// winner, over — then starts again. A pure function of the time since the demo started and a seed,
// so the page only asks "what is shown at t?" and tests run it on a fake clock. The step lengths
// are how long each step holds (decision 040).
import { axisLength } from './grid.js';
import type { DigitSet, SquaresSize, TeamScores } from './types.js';
import { winningSquare } from './winners.js';

/** How long the empty, just-created game shows. */
export const DEMO_CREATED_MS = 2500;
/** One chunk of squares fills every this many ms. */
export const DEMO_FILL_STEP_MS = 100;
/** How long the locked grid, digits just drawn, shows before play. */
export const DEMO_LOCKED_MS = 3000;
/** One period's score (and its winner) every this many ms. */
export const DEMO_SCORE_STEP_MS = 2000;
/** How long the finished game shows before the demo starts again. */
export const DEMO_OVER_MS = 5000;

/** Letters of demo names: A–Z without Q, X, Y and Z. */
export const DEMO_NAME_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVW';
/** A demo name has 3 letters with this probability, else 2. */
export const DEMO_THREE_LETTER_ODDS = 0.33;

const PERIOD_LABELS = ['Q1', 'Half', 'Q3', 'Final'] as const;
/** Points a team may score in one quarter: common football quarters, 0 and 7 the most likely. */
const QUARTER_POINTS = [0, 0, 0, 3, 3, 7, 7, 7, 10, 14] as const;

export type DemoStep = 'created' | 'filling' | 'locked' | 'playing' | 'over';

export interface DemoWinner {
  label: string;
  square: number;
  /** Who holds the square (every demo square is taken once filled). */
  name: string;
  scores: TeamScores;
}

export interface DemoState {
  step: DemoStep;
  /** Which run of the demo this is (0 first); each run draws new names, digits and scores. */
  run: number;
  size: SquaresSize;
  /** Each square's name, or null while still free. */
  squares: readonly (string | null)[];
  filled: number;
  /** Null before the lock. */
  digits: DigitSet | null;
  /** The running score once play has started. */
  scores: TeamScores | null;
  /** The periods settled so far, the latest last (it is the one highlighted). */
  winners: readonly DemoWinner[];
  /** Milliseconds until the state next changes: the page waits that long, no animation frame loop. */
  nextChangeInMs: number;
}

/** Squares per fill step: max(1, size/20). */
export function demoChunk(size: SquaresSize): number {
  return Math.max(1, Math.floor(size / 20));
}

/** How long the filling lasts: one step per chunk. */
export function demoFillMs(size: SquaresSize): number {
  return Math.ceil(size / demoChunk(size)) * DEMO_FILL_STEP_MS;
}

/** One whole run, created to the end of game over. */
export function demoRunMs(size: SquaresSize): number {
  return DEMO_CREATED_MS + demoFillMs(size) + DEMO_LOCKED_MS + PERIOD_LABELS.length * DEMO_SCORE_STEP_MS + DEMO_OVER_MS;
}

/** A seeded source of numbers in [0, 1): mulberry32 over an FNV-1a hash of the seed text. */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function shuffled<T>(random: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A demo name: 2 letters, or 3 with probability DEMO_THREE_LETTER_ODDS. */
export function demoName(random: () => number): string {
  const length = random() < DEMO_THREE_LETTER_ODDS ? 3 : 2;
  let name = '';
  for (let i = 0; i < length; i++) name += pick(random, [...DEMO_NAME_LETTERS]);
  return name;
}

interface DemoScript {
  /** The name on each square. */
  names: string[];
  /** The order squares fill in. */
  order: number[];
  digits: DigitSet;
  /** The running score after each period. */
  scores: TeamScores[];
}

/** Everything one run will show, drawn from the seed and the run number. */
function demoScript(seed: string, run: number, size: SquaresSize): DemoScript {
  const random = seededRandom(`${seed}:${run}`);
  const players: string[] = [];
  const playerCount = size === 100 ? 12 : 6;
  while (players.length < playerCount) {
    const name = demoName(random);
    if (!players.includes(name)) players.push(name);
  }
  const names = Array.from({ length: size }, () => pick(random, players));
  const order = shuffled(random, Array.from({ length: size }, (_, i) => i));
  const axis = axisLength(size);
  const perCell = 10 / axis;
  const drawAxis = () => {
    const perm = shuffled(random, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    return Array.from({ length: axis }, (_, cell) => perm.slice(cell * perCell, cell * perCell + perCell));
  };
  const digits: DigitSet = { rows: drawAxis(), cols: drawAxis() };
  const scores: TeamScores[] = [];
  let running: TeamScores = { away: 0, home: 0 };
  for (let period = 0; period < PERIOD_LABELS.length; period++) {
    running = { away: running.away + pick(random, QUARTER_POINTS), home: running.home + pick(random, QUARTER_POINTS) };
    scores.push(running);
  }
  return { names, order, digits, scores };
}

/**
 * What the demo shows `elapsedMs` after it started (paused time excluded: the page counts only the
 * time it was playing). Negative times count as 0.
 */
export function demoStateAt(elapsedMs: number, seed: string, size: SquaresSize = 100): DemoState {
  const total = demoRunMs(size);
  const t = Math.max(0, Math.floor(elapsedMs));
  const run = Math.floor(t / total);
  let at = t % total;
  const script = demoScript(seed, run, size);
  const empty: (string | null)[] = Array.from({ length: size }, () => null);
  const base = { run, size, digits: null, scores: null, winners: [] as DemoWinner[] };

  if (at < DEMO_CREATED_MS) return { ...base, step: 'created', squares: empty, filled: 0, nextChangeInMs: DEMO_CREATED_MS - at };
  at -= DEMO_CREATED_MS;

  const fillMs = demoFillMs(size);
  if (at < fillMs) {
    const filled = Math.min(size, demoChunk(size) * (Math.floor(at / DEMO_FILL_STEP_MS) + 1));
    const squares = [...empty];
    for (const square of script.order.slice(0, filled)) squares[square] = script.names[square] ?? null;
    return { ...base, step: 'filling', squares, filled, nextChangeInMs: DEMO_FILL_STEP_MS - (at % DEMO_FILL_STEP_MS) };
  }
  at -= fillMs;

  const full = { ...base, squares: script.names, filled: size, digits: script.digits };
  if (at < DEMO_LOCKED_MS) return { ...full, step: 'locked', nextChangeInMs: DEMO_LOCKED_MS - at };
  at -= DEMO_LOCKED_MS;

  const playMs = PERIOD_LABELS.length * DEMO_SCORE_STEP_MS;
  const periodsShown = at < playMs ? Math.floor(at / DEMO_SCORE_STEP_MS) + 1 : PERIOD_LABELS.length;
  const winners = PERIOD_LABELS.slice(0, periodsShown).map((label, period): DemoWinner => {
    const scores = script.scores[period] as TeamScores;
    const { square } = winningSquare(scores, script.digits, size);
    return { label, square, name: script.names[square] ?? '', scores };
  });
  const scores = script.scores[periodsShown - 1] ?? null;
  if (at < playMs) return { ...full, step: 'playing', scores, winners, nextChangeInMs: DEMO_SCORE_STEP_MS - (at % DEMO_SCORE_STEP_MS) };
  at -= playMs;
  return { ...full, step: 'over', scores, winners, nextChangeInMs: DEMO_OVER_MS - at };
}

/** When a run's game-over step starts: the still picture shown to readers who prefer reduced motion. */
export function demoOverAtMs(size: SquaresSize): number {
  return demoRunMs(size) - DEMO_OVER_MS;
}
