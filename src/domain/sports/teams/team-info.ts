import type { SportsLeague } from '../leagues.js';

/** One team of our own reference data (docs/product/live-data.md): what pages, scoreboards and feeds look teams up by. */
export interface TeamInfo {
  league: SportsLeague;
  /** URL slug, e.g. "kansas-city-chiefs"; never a fixed route such as "super-bowl". */
  slug: string;
  /** Short code, e.g. "KC". */
  code: string;
  /** Nickname, e.g. "Chiefs". */
  name: string;
  /** Location or school, e.g. "Kansas City", "Boston College". */
  city: string;
  /** e.g. "Kansas City Chiefs". */
  fullName: string;
  primaryColor: string;
  secondaryColor: string;
  /** NFL "AFC"/"NFC", NCAA conference, MLB "AL"/"NL", NBA "East"/"West". */
  conference: string | null;
  division: string | null;
  espnId: string | null;
  apisportsId: number | null;
}
