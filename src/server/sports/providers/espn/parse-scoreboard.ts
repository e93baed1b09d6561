// ESPN site API scoreboard (API-NOTES §2.2) → SportsGame. Pure: no I/O, no clock, so the
// bench can measure documents per second on the recorded fixtures without HTTP.
//
// The schemas below name only what we read. They are lenient about everything else (extra
// fields are dropped) and strict about what we use: an event whose id, date, status or
// competitors are missing or of the wrong type is skipped with the path in the reason, never
// guessed at. Optional blocks (records, rank, odds, win probability) degrade to null instead.

import { z } from 'zod';
import { SportsGameSchema, type PeriodScores, type SportsGame, type SportsGameId, type SportsTeam } from '../../../../contracts/sports.js';
import {
  OFF_SEASON,
  POSTSEASON,
  PRESEASON,
  REGULAR_SEASON,
  slateDate,
  sportOfLeague,
  type Sport,
  type SportsLeague,
} from '../../../../domain/sports/index.js';
import {
  NEUTRAL_PRIMARY_COLOR,
  NEUTRAL_SECONDARY_COLOR,
  findTeamByEspnId,
  findTeamByName,
  normalizeHexColor,
  teamInitials,
} from '../../../../domain/sports/teams/index.js';
import { FeedError, type FeedResult, type SkippedItem } from '../../provider.js';
import { describeIssues } from '../http-json.js';
import { appTeam } from '../app-team.js';
import { mapEspnOdds } from './espn-odds.js';
import { mapEspnStatus } from './espn-status.js';

/** Our id segment per league: game ids read espn-nfl-401437650, espn-ncaaf-…, espn-mlb-…, espn-nba-…. */
export const ESPN_LEAGUE_CODES: Readonly<Record<SportsLeague, string>> = {
  MLB: 'mlb',
  NBA: 'nba',
  NFL: 'nfl',
  NcaaFootball: 'ncaaf',
};

/** leagues[0].id in each league's scoreboard (API-NOTES §2.2): a document for another league is refused. */
const ESPN_LEAGUE_IDS: Readonly<Record<SportsLeague, string>> = { MLB: '10', NBA: '46', NFL: '28', NcaaFootball: '23' };

const SEASON_TYPES: Readonly<Record<number, string>> = { 1: PRESEASON, 2: REGULAR_SEASON, 3: POSTSEASON, 4: OFF_SEASON };

/**
 * ESPN's week within its season type, as our games carry it: the same number, except in the
 * preseason, where ESPN's week 1 is the Hall of Fame weekend and week 2 "Preseason Week 1" (its
 * calendar), so the Hall of Fame game is week 0 and the rest read as the NFL names them.
 */
function weekOf(seasonType: number | null, week: number | null): number | null {
  if (week === null) return null;
  return seasonType === 1 ? Math.max(0, week - 1) : week;
}

// ESPN ids are digit strings; a number is the same id.
const EspnIdSchema = z.union([z.string().regex(/^[0-9A-Za-z]{1,40}$/), z.number().int().nonnegative()]).transform(String);
const optionalText = z.string().nullish().catch(undefined);

const StatusSchema = z.object({
  period: z.number().int().min(0).max(99),
  type: z.object({
    name: z.string().min(1),
    state: z.enum(['pre', 'in', 'post']),
    detail: optionalText,
    shortDetail: optionalText,
  }),
});

const CompetitorSchema = z.object({
  homeAway: z.enum(['home', 'away']),
  team: z.object({
    id: EspnIdSchema,
    abbreviation: optionalText,
    location: optionalText,
    name: optionalText,
    displayName: optionalText,
    shortDisplayName: optionalText,
    color: optionalText,
    alternateColor: optionalText,
  }),
  /** A string ("24") in every recorded response; a number is accepted. */
  score: z.union([z.string(), z.number()]).nullish(),
  linescores: z.array(z.object({ value: z.number().min(0) })).nullish(),
  records: z.array(z.object({ type: optionalText, summary: optionalText })).nullish().catch(undefined),
  curatedRank: z.object({ current: z.number().nullish().catch(undefined) }).nullish().catch(undefined),
});
type EspnCompetitor = z.infer<typeof CompetitorSchema>;

const CompetitionSchema = z.object({
  status: StatusSchema.optional(),
  competitors: z.array(CompetitorSchema).length(2),
  odds: z.array(z.unknown()).nullish().catch(undefined),
  situation: z
    .object({
      lastPlay: z
        .object({ probability: z.object({ homeWinPercentage: z.number().nullish().catch(undefined) }).nullish().catch(undefined) })
        .nullish()
        .catch(undefined),
    })
    .nullish()
    .catch(undefined),
});

const EventSchema = z.object({
  id: EspnIdSchema,
  date: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'),
  // A copy of the competition's status, which is the one read; this one only stands in when that is absent.
  status: StatusSchema.nullish().catch(undefined),
  season: z.object({ type: z.number().int().nullish().catch(undefined) }).nullish().catch(undefined),
  week: z.object({ number: z.number().int().nullish().catch(undefined) }).nullish().catch(undefined),
  competitions: z.array(z.unknown()).min(1),
});

const ScoreboardSchema = z.object({
  leagues: z.array(z.object({ id: z.union([z.string(), z.number()]).nullish().catch(undefined) })).nullish().catch(undefined),
  season: z.object({ type: z.number().int().nullish().catch(undefined) }).nullish().catch(undefined),
  week: z.object({ number: z.number().int().nullish().catch(undefined) }).nullish().catch(undefined),
  events: z.array(z.unknown()),
});

/** Document-wide values an event may leave out (NFL events carry no week; the document does). */
interface ScoreboardContext {
  league: SportsLeague;
  sport: Sport;
  code: string;
  seasonType: number | null;
  week: number | null;
}

/**
 * Every event of one ESPN scoreboard document as SportsGames, and the events that could not be
 * read with the reason. Throws FeedError when the document itself is unusable (not an object with
 * an `events` array, or a scoreboard of another league); never for one bad event.
 */
export function parseEspnScoreboard(league: SportsLeague, json: unknown): FeedResult {
  const parsed = ScoreboardSchema.safeParse(json);
  if (!parsed.success) throw new FeedError(`ESPN ${league} scoreboard: ${describeIssues(parsed.error.issues)}`);
  const doc = parsed.data;
  const leagueId = doc.leagues?.[0]?.id;
  if (leagueId !== undefined && leagueId !== null && String(leagueId) !== ESPN_LEAGUE_IDS[league]) {
    throw new FeedError(`ESPN ${league} scoreboard: the document is ESPN league ${String(leagueId)}, expected ${ESPN_LEAGUE_IDS[league]}`);
  }
  const context: ScoreboardContext = {
    league,
    sport: sportOfLeague(league),
    code: ESPN_LEAGUE_CODES[league],
    seasonType: doc.season?.type ?? null,
    week: doc.week?.number ?? null,
  };
  const games: SportsGame[] = [];
  const skipped: SkippedItem[] = [];
  for (const [index, raw] of doc.events.entries()) {
    const result = mapEvent(context, raw, index);
    if ('game' in result) games.push(result.game);
    else skipped.push(result.skipped);
  }
  return { games, skipped };
}

type EventResult = { game: SportsGame } | { skipped: SkippedItem };

function mapEvent(context: ScoreboardContext, raw: unknown, index: number): EventResult {
  const ref = refOf(raw);
  const skip = (reason: string): EventResult => ({ skipped: { ref, reason } });

  const event = EventSchema.safeParse(raw);
  if (!event.success) return skip(`event ${index}: ${describeIssues(event.error.issues)}`);
  const competition = CompetitionSchema.safeParse(event.data.competitions[0]);
  if (!competition.success) return skip(`event ${index}: ${describeIssues(competition.error.issues, 'competitions.0.')}`);
  const { id } = event.data;
  const { competitors, odds, situation } = competition.data;

  const home = competitors.find((c) => c.homeAway === 'home');
  const away = competitors.find((c) => c.homeAway === 'away');
  if (home === undefined || away === undefined) return skip('competitors are not one home and one away team');

  const status = competition.data.status ?? event.data.status;
  if (status === undefined || status === null) return skip('no status');
  const mapped = mapEspnStatus(context.sport, {
    name: status.type.name,
    state: status.type.state,
    period: status.period,
    detail: status.type.detail ?? undefined,
    shortDetail: status.type.shortDetail ?? undefined,
  });
  if (!mapped.ok) return skip(mapped.reason);
  const live = status.type.state === 'in';

  // Before the start ESPN writes a single 0 linescore for some games: nothing has been played yet.
  const periodScores = status.type.state === 'pre' ? emptyPeriodScores(context.sport) : periodScoresOf(context.sport, home, away);
  if (typeof periodScores === 'string') return skip(periodScores);
  if ((mapped.status === 'FT' || mapped.status === 'AOT') && (!hasPlayed(periodScores.home) || !hasPlayed(periodScores.away))) {
    return skip(`${mapped.status} without linescores`);
  }

  const gameTime = new Date(event.data.date);
  const seasonType = event.data.season?.type ?? context.seasonType;
  const week = event.data.week?.number ?? context.week;
  const probability = live ? situation?.lastPlay?.probability?.homeWinPercentage : undefined;

  const candidate: SportsGame = {
    // Checked by the parse below, with the rest of the game.
    id: `espn-${context.code}-${id}` as SportsGameId,
    provider: 'espn',
    sport: context.sport,
    sportsLeague: context.league,
    date: slateDateOf(gameTime),
    gameTime: gameTime.toISOString(),
    week: context.sport === 'Football' ? weekOf(seasonType, week) : null,
    stage: seasonType === null ? null : (SEASON_TYPES[seasonType] ?? null),
    teams: { away: teamOf(context.league, away), home: teamOf(context.league, home) },
    odds: mapEspnOdds(context.sport, odds, {
      homeAbbreviation: home.team.abbreviation ?? undefined,
      awayAbbreviation: away.team.abbreviation ?? undefined,
    }),
    status: mapped.status,
    periodScores,
    timer: live ? clip(status.type.shortDetail ?? status.type.detail ?? null, 40) : null,
    predictions:
      typeof probability === 'number' && probability >= 0 && probability <= 1 ? { homeWinProbability: probability } : null,
  };
  const valid = SportsGameSchema.safeParse(candidate);
  if (!valid.success) return skip(`not a valid SportsGame: ${describeIssues(valid.error.issues)}`);
  return { game: valid.data };
}

/**
 * Linescores → period scores (SportsGame contract): football and basketball at least four
 * quarters (null = not played yet) then one entry per overtime period; baseball exactly ten,
 * innings 1–9 then one entry summing every extra inning (as API-Sports sends them), so a home
 * team that did not bat in the 9th has null there. Returns a reason when the linescores do not
 * add up to the score: totals are derived from period scores, so a mismatch would misreport them.
 */
function periodScoresOf(sport: Sport, home: EspnCompetitor, away: EspnCompetitor): PeriodScores | string {
  const sides = { home, away } as const;
  const result: { home: (number | null)[]; away: (number | null)[] } = { home: [], away: [] };
  for (const side of ['away', 'home'] as const) {
    const competitor = sides[side];
    const values = (competitor.linescores ?? []).map((line) => line.value);
    const score = scoreOf(competitor.score);
    if (score === undefined) return `${side} score ${JSON.stringify(competitor.score)} is not a number`;
    const sum = values.reduce((total, value) => total + value, 0);
    if (score !== null && sum !== score) return `${side} linescores add up to ${sum} but the score is ${score}`;
    result[side] = sport === 'Baseball' ? inningsOf(values) : quartersOf(values);
  }
  return result;
}

function emptyPeriodScores(sport: Sport): PeriodScores {
  const empty = () => (sport === 'Baseball' ? inningsOf([]) : quartersOf([]));
  return { away: empty(), home: empty() };
}

function quartersOf(values: readonly number[]): (number | null)[] {
  const list: (number | null)[] = [...values];
  while (list.length < 4) list.push(null);
  return list;
}

function inningsOf(values: readonly number[]): (number | null)[] {
  const list: (number | null)[] = [];
  for (let inning = 0; inning < 9; inning++) list.push(values[inning] ?? null);
  const extras = values.slice(9);
  list.push(extras.length === 0 ? null : extras.reduce((total, value) => total + value, 0));
  return list;
}

/** "24" / 24 → 24; absent → null (no score to check); anything else → undefined (unusable). */
function scoreOf(score: string | number | null | undefined): number | null | undefined {
  if (score === null || score === undefined || score === '') return null;
  const value = typeof score === 'number' ? score : /^\s*\d+\s*$/.test(score) ? Number(score) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

// Intl's formatToParts is the costliest step per event, and a slate's games share a few start times.
const slateDates = new Map<number, string>();
function slateDateOf(instant: Date): string {
  const key = instant.getTime();
  let date = slateDates.get(key);
  if (date === undefined) {
    if (slateDates.size >= 5000) slateDates.clear();
    date = slateDate(instant);
    slateDates.set(key, date);
  }
  return date;
}

const hasPlayed = (scores: readonly (number | null)[]) => scores.some((value) => value !== null);

function teamOf(league: SportsLeague, competitor: EspnCompetitor): SportsTeam {
  const feed = competitor.team;
  const rank = competitor.curatedRank?.current;
  // ESPN ranks every school; 99 (or anything outside the poll's 1–25) means unranked.
  const pollRank = league === 'NcaaFootball' && typeof rank === 'number' && Number.isInteger(rank) && rank >= 1 && rank <= 25 ? rank : null;
  const known = findTeamByEspnId(league, feed.id) ?? knownByName(league, feed);
  if (known !== undefined) return appTeam(league, known, { record: recordOf(competitor), rank: pollRank });
  // A team outside our data (an FCS school, an all-star side): the feed's own words.
  const name = nonEmpty(feed.name) ?? nonEmpty(feed.shortDisplayName) ?? nonEmpty(feed.displayName) ?? nonEmpty(feed.abbreviation) ?? '';
  const abbreviation = nonEmpty(feed.abbreviation);
  return {
    name,
    city: nonEmpty(feed.location) ?? '',
    teamCode: abbreviation !== undefined && abbreviation.length <= 6 ? abbreviation : teamInitials(name),
    slug: null,
    record: recordOf(competitor),
    primaryColor: normalizeHexColor(feed.color) ?? NEUTRAL_PRIMARY_COLOR,
    secondaryColor: normalizeHexColor(feed.alternateColor) ?? NEUTRAL_SECONDARY_COLOR,
    rank: pollRank,
    conference: null,
  };
}

/** Our team by ESPN's display name ("Chicago White Sox"), for an id our data does not hold. */
function knownByName(league: SportsLeague, feed: EspnCompetitor['team']) {
  const location = nonEmpty(feed.location);
  const nickname = nonEmpty(feed.name);
  const names = [nonEmpty(feed.displayName), location !== undefined && nickname !== undefined ? `${location} ${nickname}` : undefined];
  for (const name of names) {
    const team = name === undefined ? undefined : findTeamByName(league, name);
    if (team !== undefined) return team;
  }
  return undefined;
}

function nonEmpty(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text === undefined || text.length === 0 ? undefined : text;
}

/** A display string (the live timer) cut to the contract's length; empty → null. */
function clip(value: string | null, max: number): string | null {
  const text = value?.trim() ?? '';
  return text.length === 0 ? null : text.slice(0, max);
}

/** The season record ("3-1") from the record of type "total"; a cut record would be wrong, so a long one is dropped. */
function recordOf(competitor: EspnCompetitor): string | null {
  const summary = nonEmpty(competitor.records?.find((record) => record.type === 'total')?.summary);
  return summary !== undefined && summary.length <= 20 ? summary : null;
}

function refOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = (raw as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
