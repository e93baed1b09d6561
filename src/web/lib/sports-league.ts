// A league's upcoming and live games, kept live (docs/product/live-data.md): the `sports-league:{league}`
// topic sends a snapshot {feed, games}, then one change per update, merged here. Bots have no
// live connection, so they read the same data once over HTTP.
//
// Finished games: the server's list holds only games that are not Done, and an update that
// finishes a game says so by its status. We keep a finished game where it was, showing FINAL,
// for KEEP_FINISHED_MS after its last change, so people watching see the result instead of
// the card vanishing at the final whistle; after that (or at the next snapshot, which the server
// builds without it) it leaves the list.
import { useEffect, useState } from 'react';
import {
  SportsLeagueSnapshotSchema,
  type SportsFeedStatus,
  type SportsLeagueSnapshot,
  type SportsLeagueUpdate,
  type StoredSportsGame,
  type StoredSportsGameLive,
  withStoredLive,
} from '../../contracts/sports.js';
import { sportsGameTopic, sportsLeagueTopic } from '../../contracts/topics/sports.js';
import { statusStateOf, type SportsLeague } from '../../domain/sports/index.js';
import { apiGet } from './api-client.js';
import { isBotMode } from './bot.js';
import { retryLiveConnection, useLiveConnection, useLiveMerged, type LiveTopic } from './use-live.js';
import { useNow } from './use-now.js';

/** How long a game that just finished (or was cancelled) stays in a league's list. */
export const KEEP_FINISHED_MS = 30 * 60_000;

/** How long the live connection may be down, with nothing loaded, before we show the error state. */
export const LEAGUE_TROUBLE_AFTER_MS = 5000;

/**
 * How long a visitor waits for the live snapshot before the games are read over HTTP instead
 * (no session, a socket that hangs): the cards never stay skeletons. Live data, once it comes,
 * takes over.
 */
export const LEAGUE_HTTP_FALLBACK_MS = 8000;

export function isGameDone({ game }: StoredSportsGame): boolean {
  return statusStateOf(game) === 'Done';
}

/** Soonest first, as the server orders them (game time, then id). */
function byGameTime(a: StoredSportsGame, b: StoredSportsGame): number {
  return Date.parse(a.game.gameTime) - Date.parse(b.game.gameTime) || (a.game.id < b.game.id ? -1 : a.game.id > b.game.id ? 1 : 0);
}

/**
 * One league update applied to what we hold (pure: `held` is not changed). A game replaces the
 * one with its id, or joins the list in game-time order when it is new and not finished (a game
 * that finished without ever being listed has nothing to show). Finished games older than
 * KEEP_FINISHED_MS, by the server's clock on this update, are dropped as they go by.
 */
export function mergeLeagueUpdate(held: SportsLeagueSnapshot, update: SportsLeagueUpdate): SportsLeagueSnapshot {
  if (update.kind === 'feed') return { ...held, feed: update.feed };
  // A tick's games, applied in the order the server stored them, as if each came on its own; then
  // the live parts of those the tick only moved (a game the page does not hold is one it never had to show).
  if (update.kind === 'games') {
    const whole = update.games.reduce((merged, game) => mergeLeagueUpdate(merged, { kind: 'game', game }), held);
    if (!update.live?.length) return whole;
    const live = new Map(update.live.map((l) => [l.id, l]));
    const merged = whole.games.map((stored) => {
      const moved = live.get(stored.game.id);
      return moved ? withStoredLive(stored, moved) : stored;
    });
    return { ...whole, games: merged };
  }
  const incoming = update.game;
  const known = held.games.some((stored) => stored.game.id === incoming.game.id);
  if (!known && isGameDone(incoming)) return held;
  const cutoff = Date.parse(incoming.updatedAt) - KEEP_FINISHED_MS;
  const games = known
    ? held.games.map((stored) => (stored.game.id === incoming.game.id ? incoming : stored))
    : [...held.games, incoming].sort(byGameTime);
  return { ...held, games: games.filter((stored) => !isGameDone(stored) || Date.parse(stored.updatedAt) >= cutoff) };
}

/** The games to show at `now`: all but those that finished more than KEEP_FINISHED_MS ago. */
export function visibleLeagueGames(games: readonly StoredSportsGame[], now: number): StoredSportsGame[] {
  return games.filter((stored) => !isGameDone(stored) || now - Date.parse(stored.updatedAt) < KEEP_FINISHED_MS);
}

export type LeagueGames =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly feed: SportsFeedStatus; readonly games: readonly StoredSportsGame[] }
  | { readonly status: 'error'; readonly retry: () => void };

interface Fetched {
  league: SportsLeague;
  attempt: number;
  snapshot: SportsLeagueSnapshot | null;
  failed: boolean;
}

/**
 * A league's upcoming and live games at `now`, live while the page is open. Loading until the
 * first snapshot; an error (with a retry) when the live connection has been down for a few
 * seconds with nothing loaded, or when the HTTP read failed (bots, or the fallback after
 * LEAGUE_HTTP_FALLBACK_MS without live data).
 */
export function useLeagueGames(league: SportsLeague, now: number): LeagueGames {
  const bot = isBotMode();
  const live = useLiveMerged(bot ? null : sportsLeagueTopic.topic({ league }), sportsLeagueTopic.snapshot, sportsLeagueTopic.update, mergeLeagueUpdate);
  const connection = useLiveConnection();
  const down = !bot && live.data === undefined && connection.state === 'reconnecting' && connection.downSince !== null;
  const clock = useNow(down, 1000);

  const hasLive = live.data !== undefined;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (bot || hasLive) return;
    const timer = setTimeout(() => setSlow(true), LEAGUE_HTTP_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [bot, hasLive]);

  const overHttp = bot || (slow && !hasLive);
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  useEffect(() => {
    if (!overHttp) return;
    let current = true;
    apiGet(`/api/sports/leagues/${league}/games`, SportsLeagueSnapshotSchema).then(
      (snapshot) => {
        if (current) setFetched({ league, attempt, snapshot, failed: false });
      },
      (error: unknown) => {
        console.warn(`Could not load ${league} games`, error);
        if (current) setFetched({ league, attempt, snapshot: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [overHttp, league, attempt]);

  const read = fetched !== null && fetched.league === league && fetched.attempt === attempt ? fetched : null;
  const snapshot = live.data ?? read?.snapshot;
  if (snapshot) return { status: 'ready', feed: snapshot.feed, games: visibleLeagueGames(snapshot.games, now) };
  const retry = () => {
    setAttempt((n) => n + 1);
    if (!bot) retryLiveConnection();
  };
  if (overHttp && read?.failed) return { status: 'error', retry };
  if (down && clock - (connection.downSince ?? clock) >= LEAGUE_TROUBLE_AFTER_MS) return { status: 'error', retry };
  return { status: 'loading' };
}

/** One game's update applied to what we hold (pure): the game whole replaces it, its live parts merge into it. */
export function mergeSportsGameUpdate(held: StoredSportsGame | null, update: StoredSportsGame | StoredSportsGameLive): StoredSportsGame | null {
  if ('game' in update) return update;
  return held === null ? null : withStoredLive(held, update);
}

/** One game, live (`sports-game:{id}`: a snapshot of the stored game, or null before the feed has it, then its changes). */
export function useSportsGame(id: string): LiveTopic<StoredSportsGame | null> {
  return useLiveMerged(sportsGameTopic.topic({ id }), sportsGameTopic.snapshot, sportsGameTopic.update, mergeSportsGameUpdate);
}
