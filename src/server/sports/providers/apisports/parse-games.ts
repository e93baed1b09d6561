// API-Sports `/games` responses (API-NOTES §1.3–§1.6) → SportsGame. Pure: the provider fetches,
// this reads. The envelope decides whether the whole response is usable (FeedError); each game
// is then read on its own and skipped with a reason when it cannot be trusted.

import { z } from 'zod';
import { SportsGameSchema, type SportsGame, type SportsGameId, type SportsTeam } from '../../../../contracts/sports.js';
import {
  POSTSEASON,
  isSportsStatus,
  slateDate,
  sportOfLeague,
  type Sport,
  type SportsLeague,
  type SportsStatus,
} from '../../../../domain/sports/index.js';
import {
  NEUTRAL_PRIMARY_COLOR,
  NEUTRAL_SECONDARY_COLOR,
  findTeamByApisportsId,
  findTeamByName,
  teamInitials,
} from '../../../../domain/sports/teams/index.js';
import { FeedError, type FeedResult, type SkippedItem } from '../../provider.js';
import { appTeam } from '../app-team.js';
import { describeIssues } from '../http-json.js';

/** The three API-Sports APIs we use, one per sport (API-NOTES §1.1). */
export type ApiSportsApi = 'american-football' | 'baseball' | 'basketball';

export const APISPORTS_API_OF_SPORT: Readonly<Record<Sport, ApiSportsApi>> = {
  Football: 'american-football',
  Baseball: 'baseball',
  Basketball: 'basketball',
};

/** League ids inside each sport's API (API-NOTES §1.4). */
export const APISPORTS_LEAGUE_IDS: Readonly<Record<SportsLeague, number>> = { NFL: 1, NcaaFootball: 2, MLB: 1, NBA: 12 };

/** Our id segment per league: apisports-nfl-3955, apisports-ncaaf-…, apisports-mlb-…, apisports-nba-…. */
export const APISPORTS_LEAGUE_CODES: Readonly<Record<SportsLeague, string>> = {
  MLB: 'mlb',
  NBA: 'nba',
  NFL: 'nfl',
  NcaaFootball: 'ncaaf',
};

// ---- Envelope --------------------------------------------------------------------------------

const EnvelopeSchema = z.object({
  // [] on success; an object such as {"plan": "..."} on failure, with HTTP 200 (API-NOTES §1.3).
  errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
  response: z.array(z.unknown()),
});

/**
 * The `response` items of an API-Sports envelope. Throws FeedError with the provider's own
 * message when `errors` is non-empty (whatever the HTTP status), or when the body is no envelope.
 * A rate-limit error carries retryAfterSeconds 60: the per-minute window (API-NOTES §1.2).
 */
export function readApiSportsEnvelope(source: string, json: unknown): unknown[] {
  const parsed = EnvelopeSchema.safeParse(json);
  if (!parsed.success) throw new FeedError(`${source}: not an API-Sports envelope: ${describeIssues(parsed.error.issues)}`);
  const { errors, response } = parsed.data;
  const entries = Array.isArray(errors) ? errors.map((value, i) => [String(i), value] as const) : Object.entries(errors);
  if (entries.length > 0) {
    const message = entries.map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`).join('; ');
    const rateLimited = entries.some(([key]) => key === 'rateLimit');
    throw new FeedError(`${source}: ${message}`, rateLimited ? 60 : null);
  }
  return response;
}

// ---- Games -----------------------------------------------------------------------------------

const score = z.number().int().min(0).nullable();
const optionalScore = score.optional().transform((value) => value ?? null);
const Team = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  abbreviation: z.string().nullish().catch(undefined),
});
const Teams = z.object({ home: Team, away: Team });
const Status = z.object({
  short: z.string().min(1),
  long: z.string().nullish().catch(undefined),
  // The minute as a string while live ("8"); "0" at breaks; null otherwise (API-NOTES §1.5).
  timer: z.union([z.string(), z.number()]).nullish().catch(undefined),
});
const LeagueRef = z.object({ league: z.object({ id: z.number().int() }) });
const optionalLabel = z.union([z.string(), z.number()]).nullish().catch(undefined);

const FootballScores = z.object({
  quarter_1: optionalScore,
  quarter_2: optionalScore,
  quarter_3: optionalScore,
  quarter_4: optionalScore,
  overtime: optionalScore,
  total: optionalScore,
});
const FootballGame = z.object({
  game: z.object({
    id: z.number().int().nonnegative(),
    stage: optionalLabel,
    week: optionalLabel,
    date: z.object({ timestamp: z.number() }),
    status: Status,
  }),
  teams: Teams,
  scores: z.object({ home: FootballScores, away: FootballScores }),
});

const BasketballScores = z.object({
  quarter_1: optionalScore,
  quarter_2: optionalScore,
  quarter_3: optionalScore,
  quarter_4: optionalScore,
  over_time: optionalScore,
  total: optionalScore,
});
const BasketballGame = z.object({
  id: z.number().int().nonnegative(),
  timestamp: z.number(),
  stage: optionalLabel,
  status: Status,
  teams: Teams,
  scores: z.object({ home: BasketballScores, away: BasketballScores }),
});

const INNINGS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const Innings = z.object({
  1: optionalScore,
  2: optionalScore,
  3: optionalScore,
  4: optionalScore,
  5: optionalScore,
  6: optionalScore,
  7: optionalScore,
  8: optionalScore,
  9: optionalScore,
  extra: optionalScore,
});
const BaseballScores = z.object({ innings: Innings, total: optionalScore });
const BaseballGame = z.object({
  id: z.number().int().nonnegative(),
  timestamp: z.number(),
  status: Status,
  teams: Teams,
  scores: z.object({ home: BaseballScores, away: BaseballScores }),
});

/** What every sport's game reduces to before it becomes a SportsGame. */
interface GameParts {
  id: number;
  timestamp: number;
  stage: string | number | null | undefined;
  week: string | number | null | undefined;
  status: z.infer<typeof Status>;
  teams: z.infer<typeof Teams>;
  periods: { home: (number | null)[]; away: (number | null)[] };
  totals: { home: number | null; away: number | null };
}

type PartsResult = { ok: true; parts: GameParts } | { ok: false; reason: string };

function readParts(sport: Sport, raw: unknown): PartsResult {
  if (sport === 'Football') {
    const parsed = FootballGame.safeParse(raw);
    if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error.issues) };
    const { game, teams, scores } = parsed.data;
    // Quarters, then the overtime entry only when there was overtime (API-Sports sums all OT periods).
    const periods = (s: z.infer<typeof FootballScores>) => [s.quarter_1, s.quarter_2, s.quarter_3, s.quarter_4, ...(s.overtime === null ? [] : [s.overtime])];
    return {
      ok: true,
      parts: {
        id: game.id,
        timestamp: game.date.timestamp,
        stage: game.stage,
        week: game.week,
        status: game.status,
        teams,
        periods: { home: periods(scores.home), away: periods(scores.away) },
        totals: { home: scores.home.total, away: scores.away.total },
      },
    };
  }
  if (sport === 'Basketball') {
    const parsed = BasketballGame.safeParse(raw);
    if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error.issues) };
    const { id, timestamp, stage, status, teams, scores } = parsed.data;
    const periods = (s: z.infer<typeof BasketballScores>) => [s.quarter_1, s.quarter_2, s.quarter_3, s.quarter_4, ...(s.over_time === null ? [] : [s.over_time])];
    return {
      ok: true,
      parts: {
        id,
        timestamp,
        stage,
        status,
        teams,
        week: null,
        periods: { home: periods(scores.home), away: periods(scores.away) },
        totals: { home: scores.home.total, away: scores.away.total },
      },
    };
  }
  const parsed = BaseballGame.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error.issues) };
  const { id, timestamp, status, teams, scores } = parsed.data;
  // Innings 1–9 then the aggregated extra innings: always ten entries, null = not played.
  const periods = (s: z.infer<typeof BaseballScores>) => [...INNINGS.map((inning) => s.innings[inning]), s.innings.extra];
  return {
    ok: true,
    parts: {
      id,
      timestamp,
      status,
      teams,
      stage: null,
      week: null,
      periods: { home: periods(scores.home), away: periods(scores.away) },
      totals: { home: scores.home.total, away: scores.away.total },
    },
  };
}

export interface ParseApiSportsGamesOptions {
  /** The league's id inside its sport's API; defaults to APISPORTS_LEAGUE_IDS (NFL 1, NCAA 2, MLB 1, NBA 12). */
  leagueId?: number;
}

/**
 * The games of `league` in the `response` items of a `/games` envelope. A date query returns
 * every league of the sport, so items of other leagues are left out silently; items whose league
 * cannot be read, or that are ours but unreadable, are skipped with a reason.
 */
export function parseApiSportsGames(league: SportsLeague, items: readonly unknown[], options: ParseApiSportsGamesOptions = {}): FeedResult {
  const sport = sportOfLeague(league);
  const leagueId = options.leagueId ?? APISPORTS_LEAGUE_IDS[league];
  const games: SportsGame[] = [];
  const skipped: SkippedItem[] = [];
  for (const [index, raw] of items.entries()) {
    const ref = refOf(raw);
    const leagueRef = LeagueRef.safeParse(raw);
    if (!leagueRef.success) {
      skipped.push({ ref, reason: `item ${index}: no league id: ${describeIssues(leagueRef.error.issues)}` });
      continue;
    }
    if (leagueRef.data.league.id !== leagueId) continue;
    const result = mapGame(league, sport, raw);
    if ('game' in result) games.push(result.game);
    else skipped.push({ ref, reason: `item ${index}: ${result.reason}` });
  }
  return { games, skipped };
}

function mapGame(league: SportsLeague, sport: Sport, raw: unknown): { game: SportsGame } | { reason: string } {
  const read = readParts(sport, raw);
  if (!read.ok) return { reason: read.reason };
  const { parts } = read;

  const readStatus = statusOf(sport, parts.status.short);
  if (typeof readStatus !== 'string') return { reason: readStatus.reason };
  // API-Sports files some overtime games as FT (NFL 2022 week 1: PIT–CIN, IND–HOU) though it has an
  // AOT code; an overtime score says what happened, and ESPN's adapter reads the same game as AOT.
  const overtime = parts.periods.home.length > 4 || parts.periods.away.length > 4;
  const status: SportsStatus = readStatus === 'FT' && sport !== 'Baseball' && overtime ? 'AOT' : readStatus;

  for (const side of ['away', 'home'] as const) {
    const total = parts.totals[side];
    const sum = parts.periods[side].reduce<number>((acc, points) => acc + (points ?? 0), 0);
    // Totals are derived from period scores downstream, so periods that do not add up are wrong somewhere.
    if (total !== null && sum !== total) return { reason: `${side} periods add up to ${sum} but the total is ${total}` };
  }
  const played = (list: readonly (number | null)[]) => list.some((points) => points !== null);
  if ((status === 'FT' || status === 'AOT') && (!played(parts.periods.home) || !played(parts.periods.away))) {
    return { reason: `${status} without period scores` };
  }

  const gameTime = new Date(parts.timestamp * 1000);
  if (Number.isNaN(gameTime.getTime())) return { reason: `timestamp ${parts.timestamp} is not a time` };
  const inPlay = status.startsWith('Q') || status === 'OT';
  const filed = stageAndWeek(league, parts.stage, parts.week);
  const timer = parts.status.timer;

  const candidate: SportsGame = {
    // Checked by the parse below, with the rest of the game.
    id: `apisports-${APISPORTS_LEAGUE_CODES[league]}-${parts.id}` as SportsGameId,
    provider: 'apisports',
    sport,
    sportsLeague: league,
    date: slateDate(gameTime),
    gameTime: gameTime.toISOString(),
    week: sport === 'Football' ? filed.week : null,
    stage: filed.stage,
    teams: { away: teamOf(league, parts.teams.away), home: teamOf(league, parts.teams.home) },
    // Odds come from fetchOdds (a separate endpoint), not from /games.
    odds: null,
    status,
    periodScores: parts.periods,
    // Only while the clock runs: at HT/BT API-Sports sends "0", which says nothing.
    timer: inPlay && timer !== null && timer !== undefined && String(timer).trim() !== '' ? String(timer).trim().slice(0, 40) : null,
    predictions: null,
  };
  const valid = SportsGameSchema.safeParse(candidate);
  if (!valid.success) return { reason: `not a valid SportsGame: ${describeIssues(valid.error.issues)}` };
  return { game: valid.data };
}

/**
 * API-Sports' short codes are ours (docs/product/live-data.md took them from API-Sports). Baseball has no
 * documented extra-innings code (API-NOTES §1.6): an IN10+ reads as EXTRAS. Anything else
 * unknown is skipped, never guessed.
 */
function statusOf(sport: Sport, short: string): SportsStatus | { reason: string } {
  const code = short.trim();
  if (isSportsStatus(sport, code)) return code;
  const inning = /^IN(\d+)$/.exec(code);
  if (sport === 'Baseball' && inning?.[1] !== undefined && Number(inning[1]) >= 10) return 'EXTRAS';
  return { reason: `unknown ${sport} status ${JSON.stringify(short)}` };
}

/** "Week 1" (NFL) or "5" (NCAA) → the number; anything else → null (the slate is then named by its day). */
function weekOf(week: string | number | null | undefined): number | null {
  if (typeof week === 'number') return Number.isInteger(week) && week >= 0 && week <= 60 ? week : null;
  const match = /^\s*(?:week\s*)?(\d{1,2})\s*$/i.exec(week ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

// NFL playoff rounds by the words a week string may use. No recorded API-Sports response shows a
// postseason week, so this reads the rounds' own names loosely and leaves anything else to the day.
const NFL_ROUND_WORDS: readonly [RegExp, number][] = [
  [/wild\s*card/i, 1],
  [/divisional/i, 2],
  [/conference/i, 3],
  [/pro\s*bowl/i, 4],
  [/super\s*bowl/i, 5],
];

/** The stage and week a football game is filed under; an NFL round name becomes the postseason round. */
function stageAndWeek(league: SportsLeague, stage: string | number | null | undefined, week: string | number | null | undefined) {
  const cleanStage = typeof stage === 'string' && stage.trim().length > 0 ? stage.trim().slice(0, 60) : null;
  const number = weekOf(week);
  if (number !== null || league !== 'NFL' || typeof week !== 'string') return { stage: cleanStage, week: number };
  const round = NFL_ROUND_WORDS.find(([words]) => words.test(week));
  return round === undefined ? { stage: cleanStage, week: null } : { stage: POSTSEASON, week: round[1] };
}

function teamOf(league: SportsLeague, team: z.infer<typeof Team>): SportsTeam {
  // By id; else by name, for the teams whose API-Sports id our data does not hold yet.
  const known = (team.id === null ? undefined : findTeamByApisportsId(league, team.id)) ?? findTeamByName(league, team.name);
  if (known !== undefined) return appTeam(league, known, { record: null, rank: null });
  // A team we do not know: the feed's name as it is, a code from its abbreviation or initials.
  const name = team.name.trim();
  const abbreviation = team.abbreviation?.trim().toUpperCase();
  return {
    name,
    city: '',
    teamCode: abbreviation !== undefined && /^[A-Z0-9&]{1,6}$/.test(abbreviation) ? abbreviation : teamInitials(name),
    slug: null,
    record: null,
    primaryColor: NEUTRAL_PRIMARY_COLOR,
    secondaryColor: NEUTRAL_SECONDARY_COLOR,
    rank: null,
    conference: null,
  };
}

function refOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as { id?: unknown; game?: { id?: unknown } | null };
  const id = record.id ?? (typeof record.game === 'object' && record.game !== null ? record.game.id : undefined);
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
