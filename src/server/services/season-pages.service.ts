// What the public pick'em pages read (docs/product/seasons.md): a season with its latest game, and
// its leaderboards. Anyone may read them; nothing here names a player's picks.
import type { SeasonId, SeasonLeaderboard, SeasonLeaderboardScope, SeasonPage, SeasonRef, SeasonStanding } from '../../contracts/seasons.js';
import { SEASON_TAGS, seasonPath } from '../../contracts/seasons.js';
import { seasonTopic } from '../../contracts/topics.js';
import { wholeBeans } from '../../domain/seasons/index.js';
import { nextChallengeOpening } from '../../domain/sports/index.js';
import type { Queryable } from '../db/database.js';
import { findQuestionsGame } from '../db/repositories/pickem-games.repository.js';
import { findBoard, findSeasonIdsOfTag } from '../db/repositories/season-standings.repository.js';
import type { BoardRow } from '../db/repositories/season-standings.repository.js';
import { countEntries, findLatestSeasonGame, findSeason } from '../db/repositories/seasons.repository.js';
import type { SeasonRecord } from '../db/repositories/seasons.repository.js';
import { AppError } from './errors.js';
import type { Publish } from './publisher.js';

/** The leaderboard's length; the viewer's own row comes on top of it. */
export const BOARD_SIZE = 50;

const isTag = (ref: SeasonRef): ref is (typeof SEASON_TAGS)[number] => (SEASON_TAGS as readonly string[]).includes(ref);

export async function findSeasonByRef(db: Queryable, ref: SeasonRef): Promise<SeasonRecord | undefined> {
  return findSeason(db, isTag(ref) ? { tag: ref } : { id: ref });
}

const seasonNotFound = () => new AppError('not_found', 'That season was not found.');

/** The season as its page shows it: its latest game (if any) and when the next challenge opens. */
export async function seasonPageOf(db: Queryable, season: SeasonRecord, now: Date): Promise<SeasonPage> {
  const latest = await findLatestSeasonGame(db, season.id);
  const game = latest && (await findQuestionsGame(db, latest.gameId));
  return {
    season: { id: season.id, tag: season.tag, name: season.name, cadence: season.cadence, jellyBeansPerEntry: season.jellyBeansPerEntry, path: seasonPath(season) },
    latest:
      latest && game
        ? {
            gameId: latest.gameId,
            ordinal: latest.ordinal,
            label: latest.label,
            playerCount: await countEntries(db, latest.gameId),
            gamePhase: game.gamePhase,
            firstLockTime: game.gameStartTime,
          }
        : null,
    nextOpening: nextChallengeOpening(now).toISOString(),
  };
}

/** GET /api/seasons/{seasonRef}: a tag's newest season or a season by id; 404 when there is none. */
export async function readSeasonPage(db: Queryable, ref: SeasonRef, now: Date): Promise<SeasonPage> {
  const season = await findSeasonByRef(db, ref);
  if (!season) throw seasonNotFound();
  return seasonPageOf(db, season, now);
}

/** The `season:{id}` snapshot: the season's page, or null when there is no such season. */
export async function readSeasonTopic(db: Queryable, id: SeasonId, now: Date): Promise<SeasonPage | null> {
  const season = await findSeason(db, { id });
  return season ? seasonPageOf(db, season, now) : null;
}

/** Tells the season's open pages what it now looks like (a new game, a new player). */
export async function publishSeasonPage(tx: Queryable, publish: Publish, season: SeasonRecord, now: Date): Promise<void> {
  await publish(seasonTopic, { id: season.id }, await seasonPageOf(tx, season, now));
}

const toStanding = (row: BoardRow): SeasonStanding => ({
  rank: row.rank,
  uid: row.uid,
  name: row.name,
  avatarId: row.avatarId,
  jellyBeans: wholeBeans(row.jellyBeans),
  wins: row.wins,
  podiums: row.podiums,
  plays: row.plays,
});

/**
 * GET /api/seasons/{seasonRef}/leaderboard: the season's players by beans, then wins, then
 * podiums — this season, or every season of its tag ('All time'; a host's season has only itself).
 */
export async function readSeasonLeaderboard(db: Queryable, ref: SeasonRef, scope: SeasonLeaderboardScope, viewerUid: string | null): Promise<SeasonLeaderboard> {
  const season = await findSeasonByRef(db, ref);
  if (!season) throw seasonNotFound();
  const seasonIds = scope === 'allTime' && season.tag !== null ? await findSeasonIdsOfTag(db, season.tag) : [season.id];
  const board = await findBoard(db, seasonIds, BOARD_SIZE, viewerUid);
  return { scope, rows: board.rows.map(toStanding), viewer: board.viewer && toStanding(board.viewer), players: board.players };
}
