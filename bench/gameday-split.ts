// Splits the gameday bench's figures (bench/gameday.ts) into the steady state and the window the
// instance kill disturbs, and lays them out per tick and per second (decision 045). The window
// opens at the SIGKILL and closes when the first tick sent after the restarted instance is ready
// has been followed by the next one (or the run ends): that first tick after the restart is the
// last one in it. Anything whose span touches the window — a claim sent before the kill and answered
// after it, a tick sent before the kill whose last screen got it after — counts as disturbed, so a
// straggler of the kill cannot hide in the steady figures.
import type { Result } from './lib.js';
import { atMost, percentile, result, round } from './lib.js';

/** Something sent at `at` (epoch ms) that took `ms` to answer or, for a tick, to reach its last screen. */
export interface Sample {
  at: number;
  ms: number;
}

export interface Window {
  from: number;
  to: number;
}

export interface Tick {
  k: number;
  at: number;
  /** Each socket's feed → screen time for this tick. */
  arrivals: number[];
}

export const ms = (values: readonly number[], p: number): number => (values.length ? round(percentile(values, p), 1) : NaN);

/** The window the kill disturbs; none if the instance was never killed. */
export function disturbedWindow(killAt: number | undefined, readyAt: number | undefined, tickStarts: readonly number[]): Window | undefined {
  if (killAt === undefined) return undefined;
  if (readyAt === undefined) return { from: killAt, to: Infinity };
  const firstAfter = tickStarts.findIndex((at) => at >= readyAt);
  const closing = firstAfter < 0 ? undefined : tickStarts[firstAfter + 1];
  return { from: killAt, to: closing ?? Infinity };
}

export const touches = (s: Sample, w: Window | undefined): boolean => w !== undefined && s.at < w.to && s.at + s.ms >= w.from;

/** Latencies of the samples outside and inside the window. */
export function split(samples: readonly Sample[], w: Window | undefined): { steady: number[]; disturbed: number[] } {
  const steady: number[] = [];
  const disturbed: number[] = [];
  for (const s of samples) (touches(s, w) ? disturbed : steady).push(s.ms);
  return { steady, disturbed };
}

/** Feed deliveries of the ticks outside and inside the window, with how many ticks each side has. */
export function splitTicks(ticks: readonly Tick[], w: Window | undefined): { steady: number[]; disturbed: number[]; steadyTicks: number; disturbedTicks: number } {
  const steady: number[] = [];
  const disturbed: number[] = [];
  let steadyTicks = 0;
  let disturbedTicks = 0;
  for (const tick of ticks) {
    if (touches(tickSpan(tick), w)) {
      disturbed.push(...tick.arrivals);
      disturbedTicks++;
    } else {
      steady.push(...tick.arrivals);
      steadyTicks++;
    }
  }
  return { steady, disturbed, steadyTicks, disturbedTicks };
}

const tickSpan = (tick: Tick): Sample => ({ at: tick.at, ms: tick.arrivals.length ? Math.max(...tick.arrivals) : 0 });

/** One compact line: each tick's p50/p99/max feed → screen, `*` on the disturbed ones, `n=` where fewer sockets than expected got it. */
export function perTickLine(ticks: readonly Tick[], w: Window | undefined, sockets: number): string {
  return ticks
    .map((tick) => {
      const mark = touches(tickSpan(tick), w) ? '*' : '';
      const short = tick.arrivals.length < sockets ? ` n=${tick.arrivals.length}` : '';
      return `${tick.k}${mark} ${ms(tick.arrivals, 50)}/${ms(tick.arrivals, 99)}/${ms(tick.arrivals, 100)}${short}`;
    })
    .join(' · ');
}

interface Second {
  second: number;
  p99: number;
  max: number;
  count: number;
}

/** Claims bucketed by the second they were sent in (from `started`), each bucket's p99 and max. */
export function perSecond(samples: readonly Sample[], started: number): Second[] {
  const buckets = new Map<number, number[]>();
  for (const s of samples) {
    const second = Math.floor((s.at - started) / 1000);
    let bucket = buckets.get(second);
    if (!bucket) buckets.set(second, (bucket = []));
    bucket.push(s.ms);
  }
  return [...buckets.entries()].sort(([a], [b]) => a - b).map(([second, values]) => ({ second, p99: ms(values, 99), max: ms(values, 100), count: values.length }));
}

export interface Events {
  started: number;
  tickStarts: readonly number[];
  killAt?: number;
  readyAt?: number;
}

const secondOf = (at: number, started: number) => Math.floor((at - started) / 1000);

/**
 * The per-second claims timeline, one line per tick interval: `tick 3 @24 s: 5/9 6/12 K 900/1400 …`
 * (p99/max ms of the claims sent in each second; K where the instance was killed, R where the
 * restarted one was ready), so a spike can be read against the tick and the kill before it.
 */
export function perSecondLines(seconds: readonly Second[], events: Events): string[] {
  const lines: string[] = [];
  const tickSeconds = events.tickStarts.map((at) => secondOf(at, events.started));
  const kill = events.killAt === undefined ? undefined : secondOf(events.killAt, events.started);
  const ready = events.readyAt === undefined ? undefined : secondOf(events.readyAt, events.started);
  let line = 'before the first tick:';
  let current = -1;
  let previous = -Infinity;
  // A marker goes before the first second with claims at or after it.
  const passed = (event: number | undefined, second: number) => event !== undefined && event > previous && event <= second;
  for (const s of seconds) {
    const tick = tickSeconds.findLastIndex((t) => t <= s.second);
    if (tick !== current) {
      if (!line.endsWith(':')) lines.push(line);
      line = `tick ${tick + 1} @${tickSeconds[tick]} s:`;
      current = tick;
    }
    if (passed(kill, s.second)) line += ' K';
    if (passed(ready, s.second)) line += ' R';
    line += ` ${s.p99}/${s.max}`;
    previous = s.second;
  }
  if (!line.endsWith(':')) lines.push(line);
  return lines;
}

const relative = (at: number, event: number, what: string) => {
  const s = round((at - event) / 1000, 0);
  return s >= 0 ? `${s} s after ${what}` : `${-s} s before ${what}`;
};

/** The second whose claims' p99 was worst, said against the tick and the kill before it. */
export function worstSecond(seconds: readonly Second[], events: Events): { p99: number; note: string } {
  const worst = seconds.reduce<Second | undefined>((a, b) => (a === undefined || b.p99 > a.p99 ? b : a), undefined);
  if (!worst) return { p99: NaN, note: 'no claims' };
  const at = events.started + worst.second * 1000;
  const tick = events.tickStarts.findLastIndex((t) => t <= at + 999);
  const parts = [`second ${worst.second} of the run (${worst.count} claims, max ${worst.max} ms)`];
  if (tick >= 0) parts.push(`${round((at - events.tickStarts[tick]!) / 1000, 0)} s after tick ${tick + 1}`);
  if (events.killAt !== undefined) parts.push(relative(at, events.killAt, 'the kill'));
  if (events.readyAt !== undefined) parts.push(relative(at, events.readyAt, 'the restarted instance was ready'));
  return { p99: worst.p99, note: parts.join(', ') };
}

export interface Run extends Events {
  ticks: readonly Tick[];
  claims: readonly Sample[];
  picks: readonly Sample[];
  /** Sockets open at the start: a tick fewer of them got is marked in the per-tick line. */
  sockets: number;
}

/** The progress lines and results of the split: steady and disturbed figures with their counts. */
export function splitFigures(run: Run): { lines: string[]; results: Result[] } {
  const w = disturbedWindow(run.killAt, run.readyAt, run.tickStarts);
  const feed = splitTicks(run.ticks, w);
  const claims = split(run.claims, w);
  const picks = split(run.picks, w);
  const seconds = perSecond(run.claims, run.started);
  const worst = worstSecond(seconds, run);
  const since = (at: number) => `${round((at - run.started) / 1000, 1)} s`;
  const windowText = w ? `${since(w.from)} → ${w.to === Infinity ? 'the end' : since(w.to)}` : 'none (no kill)';
  const figures = (name: string, f: { steady: number[]; disturbed: number[] }, count: string) =>
    `${name} steady p50 ${ms(f.steady, 50)} p99 ${ms(f.steady, 99)} ms (${f.steady.length} ${count}), disturbed p50 ${ms(f.disturbed, 50)} p99 ${ms(f.disturbed, 99)} ms (${f.disturbed.length})`;
  const lines = [
    `disturbed window ${windowText} (kill ${run.killAt === undefined ? '—' : since(run.killAt)}, restarted instance ready ${run.readyAt === undefined ? '—' : since(run.readyAt)})`,
    `${figures('feed → screen', feed, 'deliveries')}; ticks ${feed.steadyTicks} steady, ${feed.disturbedTicks} disturbed`,
    `${figures('claims', claims, 'claims')}; ${figures('picks', picks, 'picks')}`,
    `feed per tick p50/p99/max ms (* disturbed): ${perTickLine(run.ticks, w, run.sockets)}`,
    `claims p99/max ms per second sent (K kill, R restarted instance ready); worst second p99 ${worst.p99} ms: ${worst.note}`,
    ...perSecondLines(seconds, run).map((line) => `  ${line}`),
  ];
  const results = [
    result('gameday.feed_p99_steady', ms(feed.steady, 99), 'ms', atMost(500), `${feed.steady.length} deliveries of ${feed.steadyTicks} ticks`),
    result('gameday.feed_p99_disturbed', ms(feed.disturbed, 99), 'ms', null, `${feed.disturbed.length} deliveries of ${feed.disturbedTicks} ticks, ${windowText}`),
    result('gameday.claims_p99_steady', ms(claims.steady, 99), 'ms', atMost(50), `${claims.steady.length} claims`),
    result('gameday.claims_p99_disturbed', ms(claims.disturbed, 99), 'ms', null, `${claims.disturbed.length} claims, ${windowText}`),
    result('gameday.claims_p99_worst_second', worst.p99, 'ms', null, worst.note),
  ];
  return { lines, results };
}
