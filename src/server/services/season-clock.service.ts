// The season clock (docs/product/seasons.md): at 5am Pacific each season gets its game for the
// Los Angeles day's slate (the NFL's for the week's), made by the same code that makes a host's
// pick'em game, hosted by 'Sportsball' for the public challenges. Run by the elected leader every
// minute and, in development, by POST /api/dev/seasons/tick.
import type { CreateQuestionsGame } from '../../contracts/pickem.js';
import type { SeasonTag, SeasonTickResult } from '../../contracts/seasons.js';
import { SeasonIdSchema, seasonPath } from '../../contracts/seasons.js';
import { SportsGameIdSchema } from '../../contracts/sports.js';
import { GAME_NAME_MAX } from '../../domain/games/limits.js';
import { DAILY_PICK_LEAGUES, challengeDay, planSlate, seasonGameLabel, seasonYear } from '../../domain/seasons/index.js';
import type { SportsLeague } from '../../domain/sports/index.js';
import type { Database, Queryable } from '../db/database.js';
import { findSportsGames } from '../db/repositories/sports-games.repository.js';
import { insertUserGame } from '../db/repositories/user-games.repository.js';
import { SPORTSBALL_HOST_UID, ensureSportsballHost } from '../db/repositories/users.repository.js';
import {
  ensureSeason,
  findExtendedSeasons,
  findGamePlayers,
  findLatestSeasonGame,
  findSeason,
  findSlateCandidates,
  findRecentOverGames,
  hasSlate,
  insertLatestSeasonGame,
  nextOrdinal,
} from '../db/repositories/seasons.repository.js';
import type { SeasonRecord } from '../db/repositories/seasons.repository.js';
import { newRandomId } from './game-common.js';
import { insertQuestionsGameOf } from './pickem-games.service.js';
import { runCommand } from './publisher.js';
import type { Publish, Publisher } from './publisher.js';
import { publishQuestionsGameEvent } from './pickem-view.js';
import { publishSeasonPage } from './season-pages.service.js';
import { settleDueGames, settleSeasonGameAgain } from './pickem-game-end-settlement.service.js';
import { publishUserGame } from './user-games.service.js';

interface PublicSeason {
  tag: SeasonTag;
  league: SportsLeague | null;
  cadence: 'weekly' | 'daily';
  name: (year: number) => string;
}

/** The three public challenges: NFL weekly, MLB daily, and a daily pick of the busiest league's games. */
export const PUBLIC_SEASONS: readonly PublicSeason[] = [
  { tag: 'publicNflPickem', league: 'NFL', cadence: 'weekly', name: (year) => `NFL Pick’em ${year}` },
  { tag: 'publicMlbPickem', league: 'MLB', cadence: 'daily', name: (year) => `MLB Pick’em ${year}` },
  { tag: 'dailyPick', league: null, cadence: 'daily', name: (year) => `Daily Pick ${year}` },
];

/** Beans each public entry earns for taking part, on top of its picks' (docs/product/seasons.md). */
export const PUBLIC_BEANS_PER_ENTRY = 5;

/** How far around `at` a slate's games are looked for: a football week and the days beside it. */
const CANDIDATE_WINDOW_MS = 8 * 24 * 3_600_000;

export interface SeasonClockDeps {
  db: Database;
  publisher: Publisher;
}

const QUESTION_TYPE = { StraightUp: 'StraightUpPick', VsSpread: 'VsSpreadPick', UnderdogBonus: 'UnderdogBonusPick' } as const;

/** The game a season makes from a slate: one pick per game, beans for every pick, late entries welcome. */
async function gameInput(tx: Queryable, season: SeasonRecord, gameIds: readonly string[], label: string, sourceSettings: Pick<CreateQuestionsGame, 'oneEntryPerUser' | 'entryLimit' | 'description'> | null): Promise<CreateQuestionsGame | null> {
  const sports = await findSportsGames(tx, gameIds);
  // A spread pick needs a spread: a game without one yet is left off (a host's slate does the same).
  const playable = gameIds.filter((id) => season.questionType !== 'VsSpread' || (sports.get(id)?.game.odds?.spread ?? null) !== null);
  const league = sports.get(playable[0] ?? '')?.game.sportsLeague;
  if (playable.length === 0 || league === undefined) return null;
  return {
    name: `${season.name}: ${label}`.slice(0, GAME_NAME_MAX),
    description: sourceSettings?.description ?? `Pick the winners of ${label.startsWith('Day') ? 'today’s' : 'this week’s'} games. Beans for every right pick, more for an upset.`,
    pickemQuestionType: season.questionType,
    sportsLeague: league,
    questions: playable.map((id) => ({ type: QUESTION_TYPE[season.questionType], sportsGameId: SportsGameIdSchema.parse(id) })),
    tiebreaker: null,
    scoring: { type: 'PointsToBeans', entryIncentiveJellyBeans: season.jellyBeansPerEntry },
    oneEntryPerUser: sourceSettings?.oneEntryPerUser ?? true,
    entryLimit: sourceSettings?.entryLimit ?? null,
    allowLateEntry: true,
    maxAnswers: null,
  };
}

/**
 * Makes the season's game for the slate open at `at`, unless there is no slate or it already
 * has its game. The season row is held FOR UPDATE, and (season, slate) is unique: two leaders
 * in a race, or a restart mid-rollover, make one game.
 */
async function rollSeason(tx: Queryable, publish: Publish, seasonId: SeasonRecord['id'], at: Date): Promise<SeasonTickResult['created'][number] | null> {
  const season = await findSeason(tx, { id: seasonId }, 'update');
  if (!season) return null;
  const leagues = season.league === null ? DAILY_PICK_LEAGUES : [season.league];
  const candidates = await findSlateCandidates(tx, leagues, new Date(at.getTime() - CANDIDATE_WINDOW_MS), new Date(at.getTime() + CANDIDATE_WINDOW_MS));
  const slate = planSlate({ cadence: season.cadence, league: season.league }, candidates, at);
  if (!slate || (await hasSlate(tx, season.id, slate.slateKey))) return null;
  const previous = await findLatestSeasonGame(tx, season.id);
  const ordinal = await nextOrdinal(tx, season.id);
  const label = seasonGameLabel(season.cadence, slate.label, ordinal);
  const input = await gameInput(tx, season, slate.gameIds, label, null);
  if (!input) return null;
  const { gameId } = await insertQuestionsGameOf(tx, season.ownerUid ?? SPORTSBALL_HOST_UID, input, at);
  await insertLatestSeasonGame(tx, season.id, { gameId, ordinal, slateKey: slate.slateKey, label });
  if (previous) {
    const was = { id: season.id, tag: season.tag, ordinal: previous.ordinal, label: previous.label, isLatest: false };
    await publishQuestionsGameEvent(publish, previous.gameId, { kind: 'game.changed', season: { ...was, path: seasonPath(season) } });
  }
  if (season.ownerUid !== null) {
    // A host's season goes on with the same members: the new game is on each one's My Games.
    const members = new Set([season.ownerUid, ...(previous ? await findGamePlayers(tx, previous.gameId) : [])]);
    for (const uid of members) {
      if (await insertUserGame(tx, uid, gameId, at)) await publishUserGame(tx, publish, uid, gameId);
    }
  }
  await publishSeasonPage(tx, publish, season, at);
  return { seasonId: season.id, gameId, label };
}

/** The public seasons of `at`'s year, created the first time the clock reaches them. */
async function ensurePublicSeasons(deps: SeasonClockDeps, at: Date): Promise<SeasonRecord[]> {
  const day = challengeDay(at);
  return runCommand(deps.db, deps.publisher, async (tx) => {
    await ensureSportsballHost(tx, at);
    const seasons: SeasonRecord[] = [];
    for (const def of PUBLIC_SEASONS) {
      const year = seasonYear(def.league, day);
      seasons.push(
        await ensureSeason(tx, {
          id: SeasonIdSchema.parse(newRandomId()),
          tag: def.tag,
          year,
          name: def.name(year),
          cadence: def.cadence,
          league: def.league,
          questionType: 'UnderdogBonus',
          jellyBeansPerEntry: PUBLIC_BEANS_PER_ENTRY,
          ownerUid: null,
          sourceGameId: null,
          createdAt: at,
        }),
      );
    }
    return seasons;
  });
}

/** One turn of the clock at `at`: every season, public and extended, gets its game if one is due; each in its own transaction. */
export async function runSeasonClock(deps: SeasonClockDeps, at: Date): Promise<SeasonTickResult> {
  const seasons = [...(await ensurePublicSeasons(deps, at)), ...(await findExtendedSeasons(deps.db))];
  const created: SeasonTickResult['created'] = [];
  // A public challenge's settlement a crash left due after its game end was published (decision
  // 046, amended), before its season's standings are settled again below.
  let settled = await settleDueGames(deps.db, deps.publisher, () => at);
  for (const season of seasons) {
    // Games end and are corrected in the feed's transactions, which settle them; settling the
    // newest finished ones again here changes nothing unless one was missed.
    for (const gameId of await findRecentOverGames(deps.db, season.id)) {
      if (await runCommand(deps.db, deps.publisher, (tx) => settleSeasonGameAgain(tx, season.id, gameId))) settled += 1;
    }
    const made = await runCommand(deps.db, deps.publisher, (tx, publish) => rollSeason(tx, publish, season.id, at));
    if (made) created.push(made);
  }
  return { created, settled };
}

/** The clock on the leader: a turn every minute (5am Pacific is met within a minute). */
export function startSeasonClock(deps: SeasonClockDeps & { now: () => Date; onError: (error: unknown) => void; intervalMs?: number }): () => Promise<void> {
  let running: Promise<void> | undefined;
  const turn = () => {
    running ??= runSeasonClock(deps, deps.now())
      .then(() => undefined, deps.onError)
      .finally(() => {
        running = undefined;
      });
  };
  turn();
  const timer = setInterval(turn, deps.intervalMs ?? 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
