// What the public pages read most, kept between requests (decision 038): a season's leaderboard
// top and a game's player count, and a public challenge's `game:{id}` snapshot (decision 046).
// Every key names the version it was read at (the season's standings version, the game's podium
// version, which moves with every entry that joins or leaves, the game topic's head version), so
// a change anywhere, on any instance, is never served stale: a new version is a new key.
import { LRUCache } from 'lru-cache';
import type { Game } from '../../contracts/topics.js';

export interface SeasonReads {
  /** The value read for `key`, read once however many ask at once. */
  remember<T extends object | number>(key: string, read: () => Promise<T>): Promise<T>;
  /** A game snapshot held for `key` (a game and its topic version), without reading anything. */
  heldSnapshot(key: string): Promise<Game> | undefined;
  /** The game snapshot read for `key`, read once however many ask at once. */
  rememberSnapshot(key: string, read: () => Promise<Game>): Promise<Game>;
}

/** Seasons × scopes × versions in use at once stay far below this. */
const MAX_KEYS = 2_000;
/**
 * Snapshots are tens of kilobytes each and only a game's newest version is asked for: the public
 * challenges open at once (one per tag) with a version or two each fit many times over.
 */
const MAX_SNAPSHOTS = 32;

function singleFlight<V extends object | number>(cache: LRUCache<string, Promise<V>>) {
  return <T extends V>(key: string, read: () => Promise<T>): Promise<T> => {
    const held = cache.get(key) as Promise<T> | undefined;
    if (held) return held;
    const reading = read();
    cache.set(key, reading);
    // A failed read is not remembered: the next request reads again.
    reading.catch(() => cache.delete(key));
    return reading;
  };
}

export function createSeasonReads(): SeasonReads {
  const values = new LRUCache<string, Promise<object | number>>({ max: MAX_KEYS });
  const snapshots = new LRUCache<string, Promise<Game>>({ max: MAX_SNAPSHOTS });
  const rememberSnapshot = singleFlight(snapshots);
  return {
    remember: singleFlight(values),
    heldSnapshot: (key) => snapshots.get(key),
    rememberSnapshot: (key, read) => rememberSnapshot(key, read),
  };
}

/** For callers without a cache (the season topic's snapshot, tests): reads every time. */
export const uncachedSeasonReads: SeasonReads = {
  remember: (_key, read) => read(),
  heldSnapshot: () => undefined,
  rememberSnapshot: (_key, read) => read(),
};
