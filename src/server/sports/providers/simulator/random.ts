// Seeded pseudo-randomness for the simulator. Every stream is a pure function of its key
// (the seed plus what is being drawn), so the same seed gives the same slate and the same
// scores at the same time, on every server instance ("deterministic per seed").

export type Weighted<T> = readonly [value: T, weight: number];

/** A stream of pseudo-random draws. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  /** Normally distributed (Box–Muller). */
  normal(mean: number, sd: number): number;
  /** Poisson distributed with the given mean (Knuth; our means are small). */
  poisson(mean: number): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One value, with probability proportional to its weight. */
  weighted<T>(choices: readonly Weighted<T>[]): T;
}

/** The stream for a key, e.g. createRandom(seed, 'nfl-week', 2026, 12). */
export function createRandom(...key: readonly (string | number)[]): Random {
  const [a, b, c, d] = cyrb128(key.join('\u001f'));
  return streamOf(sfc32(a, b, c, d));
}

// cyrb128: a fast 128-bit string hash, enough to seed sfc32 from any key.
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

// sfc32: a small, well-tested 32-bit generator with a 128-bit state.
function sfc32(a: number, b: number, c: number, d: number): () => number {
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Discard the first outputs so similar keys do not start with similar draws.
  for (let i = 0; i < 12; i++) next();
  return next;
}

function streamOf(next: () => number): Random {
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    between: (min, max) => min + next() * (max - min),
    normal: (mean, sd) => {
      const u = 1 - next(); // (0, 1]: log(0) would be -Infinity
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    poisson: (mean) => {
      const limit = Math.exp(-mean);
      let count = 0;
      let product = next();
      while (product > limit) {
        count++;
        product *= next();
      }
      return count;
    },
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [value, weight] of choices) {
        target -= weight;
        if (target < 0) return value;
      }
      const last = choices[choices.length - 1];
      if (last === undefined) throw new RangeError('weighted pick from an empty list');
      return last[0];
    },
  };
  return random;
}
