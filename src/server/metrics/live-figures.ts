// The figures /benchd draws (docs/decisions/045-game-day-two-instances.md): per minute, over the
// last hour, kept in memory by each instance — a ring of 60 points, each closed when its minute
// ends. Percentiles are exact over the minute's observations (a busy minute holds a few thousand
// numbers, then only its point).
import type { BenchdPoint } from '../../contracts/benchd.js';

export const MINUTES = 60;
/** At most this many observations of one kind per minute are kept; past it, every other one is. */
const MAX_SAMPLES = 50_000;

interface Minute {
  index: number;
  sockets: number | null;
  fanOut: number[];
  claims: number[];
  claimCount: number;
  feedAgeS: number | null;
  /** Its point, once the minute is over and it can no longer change. */
  closed?: BenchdPoint;
}

export interface LiveFigureSources {
  sockets(): number;
  /** Unix ms of each league's last good poll on this instance. */
  lastPolls(): Iterable<number>;
}

function p99(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! * 1000) / 1000;
}

function add(values: number[], value: number): void {
  if (values.length < MAX_SAMPLES) values.push(value);
  else values[Math.floor(Math.random() * MAX_SAMPLES)] = value;
}

export class LiveFigures {
  private readonly ring: Array<Minute | undefined> = Array.from({ length: MINUTES }, () => undefined);

  constructor(
    private readonly sources: LiveFigureSources,
    private readonly nowMs: () => number = Date.now,
  ) {}

  fanOut(seconds: number): void {
    add(this.current().fanOut, seconds * 1000);
  }

  claim(seconds: number): void {
    const minute = this.current();
    add(minute.claims, seconds * 1000);
    minute.claimCount++;
  }

  /** The last hour, oldest first; minutes nothing was recorded in are points of nulls. */
  points(): BenchdPoint[] {
    const now = this.current().index;
    return Array.from({ length: MINUTES }, (_, i) => {
      const index = now - MINUTES + 1 + i;
      const minute = this.ring[index % MINUTES];
      const at = new Date(index * 60_000).toISOString();
      if (!minute || minute.index !== index) return { minute: at, sockets: null, fanOutP99Ms: null, claimP99Ms: null, claims: 0, feedAgeS: null };
      if (minute.closed) return minute.closed;
      const point = { minute: at, sockets: minute.sockets, fanOutP99Ms: p99(minute.fanOut), claimP99Ms: p99(minute.claims), claims: minute.claimCount, feedAgeS: minute.feedAgeS };
      if (index < now) {
        minute.closed = point;
        minute.fanOut = [];
        minute.claims = [];
      }
      return point;
    });
  }

  /** This minute's slot (a new one when the minute turned), with the gauges sampled now. */
  private current(): Minute {
    const now = this.nowMs();
    const index = Math.floor(now / 60_000);
    let minute = this.ring[index % MINUTES];
    if (!minute || minute.index !== index) {
      minute = { index, sockets: null, fanOut: [], claims: [], claimCount: 0, feedAgeS: null };
      this.ring[index % MINUTES] = minute;
    }
    const sockets = this.sources.sockets();
    minute.sockets = Math.max(minute.sockets ?? 0, sockets);
    const polls = [...this.sources.lastPolls()];
    if (polls.length > 0) minute.feedAgeS = Math.max(0, Math.round((now - Math.min(...polls)) / 1000));
    return minute;
  }
}
