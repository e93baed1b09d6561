import type { SportsGame, SportsOdds, SportsProviderName } from '../../contracts/sports.js';
import type { SportsLeague } from '../../domain/sports/index.js';

/** A feed item that could not become a SportsGame: logged and skipped, never stored. */
export interface SkippedItem {
  /** The provider's id for the item, when it had one. */
  ref: string | null;
  reason: string;
}

export interface FeedResult {
  games: SportsGame[];
  skipped: SkippedItem[];
}

/** A failed request (network, HTTP status, error envelope, unparseable body): nothing in it is usable. */
export class FeedError extends Error {
  constructor(
    message: string,
    /** Seconds the provider asked us to wait (HTTP 429 Retry-After), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

/**
 * One interface for every sports data source (docs/product/live-data.md): a schedule for a date
 * range, the live state of a league's games, and pre-game odds. Implementations
 * throw FeedError when a whole response is unusable and report bad items in
 * `skipped`; they never throw for one bad game.
 */
export interface SportsProvider {
  readonly name: SportsProviderName;
  readonly leagues: readonly SportsLeague[];
  /** Games scheduled from `from` to `to` (inclusive, YYYY-MM-DD). */
  fetchSchedule(league: SportsLeague, from: string, to: string): Promise<FeedResult>;
  /** The current state of the league's games on the given slate day (YYYY-MM-DD). */
  fetchLive(league: SportsLeague, date: string): Promise<FeedResult>;
  /**
   * Pre-game odds of the given games (this provider's SportsGame ids), for feeds that serve odds
   * apart from games (API-Sports `/odds`); games without odds are absent from the map. Feeds that
   * carry odds on the games themselves (ESPN) leave it out.
   */
  fetchOdds?(league: SportsLeague, gameIds: readonly string[]): Promise<Map<string, SportsOdds>>;
}
