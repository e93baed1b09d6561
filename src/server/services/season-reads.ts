// What the public pages read most, kept between requests (decision 038): a season's leaderboard
// top and a game's player count. Every key names the version it was read at (the season's
// standings version, the game's podium version, which moves with every entry that joins or
// leaves), so a change anywhere, on any instance, is never served stale: a new version is a new key.
import { LRUCache } from 'lru-cache';

export interface SeasonReads {
  /** The value read for `key`, read once however many ask at once. */
  remember<T extends object | number>(key: string, read: () => Promise<T>): Promise<T>;
}

/** Seasons × scopes × versions in use at once stay far below this. */
const MAX_KEYS = 2_000;

export function createSeasonReads(): SeasonReads {
  const cache = new LRUCache<string, Promise<object | number>>({ max: MAX_KEYS });
  return {
    remember<T extends object | number>(key: string, read: () => Promise<T>): Promise<T> {
      const held = cache.get(key) as Promise<T> | undefined;
      if (held) return held;
      const reading = read();
      cache.set(key, reading);
      // A failed read is not remembered: the next request reads again.
      reading.catch(() => cache.delete(key));
      return reading;
    },
  };
}

/** For callers without a cache (the live topic's snapshot, tests): reads every time. */
export const uncachedSeasonReads: SeasonReads = { remember: (_key, read) => read() };
