// What the public pick'em pages read (docs/product/seasons.md): a season with its latest game, and
// its leaderboards. Anyone may read them; nothing here names a player's picks.
import type { SeasonId, SeasonLeaderboard, SeasonLeaderboardScope, SeasonPage, SeasonRef, SeasonStanding } from '../../contracts/seasons.js';
import { SEASON_TAGS, seasonPath } from '../../contracts/seasons.js';
import { seasonTopic } from '../../contracts/topics.js';
import { wholeBeans } from '../../domain/seasons/index.js';
import { nextChallengeOpening } from '../../domain/sports/index.js';
import type { GameId } from '../../contracts/ids.js';
import type { SeasonLoad } from '../../contracts/season-load.js';
import type { Game } from '../../contracts/topics.js';
import type { Database, Queryable } from '../db/database.js';
import { findSeasonLoad } from '../db/repositories/season-load.repository.js';
import { findSeasonAndStanding, findSeasonStanding, findSeasonTop, findSeasonsOfTag, findSummedStanding, findSummedTop } from '../db/repositories/season-standings.repository.js';
import type { BoardRow } from '../db/repositories/season-standings.repository.js';
import { countEntries, findSeasonWithLatest } from '../db/repositories/seasons.repository.js';
import type { LatestGameState, SeasonRecord } from '../db/repositories/seasons.repository.js';
import { AppError } from './errors.js';
import { heldSnapshotAt, readGameWithVersion } from './game-snapshots.js';
import type { Publish } from './publisher.js';
import { uncachedSeasonReads } from './season-reads.js';
import type { SeasonReads } from './season-reads.js';

/** The leaderboard's length; the viewer's own row comes on top of it. */
export const BOARD_SIZE = 50;

const isTag = (ref: SeasonRef): ref is (typeof SEASON_TAGS)[number] => (SEASON_TAGS as readonly string[]).includes(ref);
const refOf = (ref: SeasonRef) => (isTag(ref) ? { tag: ref } : { id: ref });

const seasonNotFound = () => new AppError('not_found', 'That season was not found.');

/** A game's entry count its caller has just taken (a refresh), so the page does not count again. */
interface KnownCount {
  gameId: GameId;
  entryCount: number;
}

async function pageOf(db: Queryable, ref: { id: SeasonId } | SeasonRef, now: Date, reads: SeasonReads, known?: KnownCount): Promise<SeasonPage | null> {
  const found = await findSeasonWithLatest(db, typeof ref === 'string' ? refOf(ref) : ref);
  return found ? pageFrom(db, found, now, reads, known) : null;
}

/** The page of a season read with its latest game's state; the player count is kept by the game's podium version. */
async function pageFrom(db: Queryable, { season, latest }: { season: SeasonRecord; latest: LatestGameState | null }, now: Date, reads: SeasonReads, known?: KnownCount): Promise<SeasonPage> {
  return {
    season: {
      id: season.id,
      tag: season.tag,
      name: season.name,
      cadence: season.cadence,
      jellyBeansPerEntry: season.jellyBeansPerEntry,
      path: seasonPath(season),
      standingsVersion: season.standingsVersion,
    },
    latest: latest && {
      gameId: latest.gameId,
      ordinal: latest.ordinal,
      label: latest.label,
      playerCount:
        known?.gameId === latest.gameId ? known.entryCount : await reads.remember(`players:${latest.gameId}:${latest.podiumVersion}`, () => countEntries(db, latest.gameId)),
      gamePhase: latest.gamePhase,
      firstLockTime: latest.gameStartTime,
    },
    nextOpening: nextChallengeOpening(now).toISOString(),
  };
}

/** A tag's newest season or a season by id, as its page shows it (the HTML page's title and description); not found when there is none. */
export async function readSeasonPage(db: Queryable, ref: SeasonRef, now: Date, reads: SeasonReads = uncachedSeasonReads): Promise<SeasonPage> {
  const page = await pageOf(db, ref, now, reads);
  if (!page) throw seasonNotFound();
  return page;
}

/** The `season:{id}` snapshot: the season's page, or null when there is no such season. */
export const readSeasonTopic = (db: Queryable, id: SeasonId, now: Date): Promise<SeasonPage | null> => pageOf(db, { id }, now, uncachedSeasonReads);

/** Tells the season's open pages what it now looks like (a new game, its phase, new standings). */
export async function publishSeasonPage(tx: Queryable, publish: Publish, season: { id: SeasonId }, now: Date, known?: KnownCount): Promise<void> {
  const page = await pageOf(tx, { id: season.id }, now, uncachedSeasonReads, known);
  if (page) await publish(seasonTopic, { id: season.id }, page);
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
 * podiums — this season (ranks stored at settlement; the top kept per standings version), or
 * every season of its tag ('All time', ranked at read time; a host's season has only itself).
 */
export async function readSeasonLeaderboard(
  db: Queryable,
  ref: SeasonRef,
  scope: SeasonLeaderboardScope,
  viewerUid: string | null,
  reads: SeasonReads = uncachedSeasonReads,
): Promise<SeasonLeaderboard> {
  // The season and the viewer's own row in one statement; the top is kept per standings version.
  const found = await findSeasonAndStanding(db, refOf(ref), scope === 'season' ? viewerUid : null);
  if (!found) throw seasonNotFound();
  const { season } = found;
  if (scope === 'allTime' && season.tag !== null) {
    const seasons = await findSeasonsOfTag(db, season.tag);
    const ids = seasons.map((s) => s.id);
    const key = `all:${seasons.map((s) => `${s.id}.${s.standingsVersion}`).join(',')}`;
    const top = await reads.remember(key, () => findSummedTop(db, ids, BOARD_SIZE));
    const viewer = viewerUid === null ? null : await findSummedStanding(db, ids, viewerUid);
    return { scope, rows: top.rows.map(toStanding), viewer: viewer && toStanding(viewer), players: top.players };
  }
  const top = await reads.remember(`season:${season.id}:${season.standingsVersion}`, () => findSeasonTop(db, season.id, BOARD_SIZE));
  const viewer = scope === 'season' ? found.viewer : viewerUid === null ? null : await findSeasonStanding(db, season.id, viewerUid);
  return { scope, rows: top.rows.map(toStanding), viewer: viewer && toStanding(viewer), players: top.players };
}

/**
 * GET /api/seasons/{seasonRef}/load: a public pick'em page's first load (decision 048) — the
 * season page, this season's leaderboard top with the viewer's row, the latest game and the
 * viewer's own entries in it. One statement reads the season, the versions its shared parts are
 * kept by and the viewer's own parts; the shared parts (the top, the player count, the game's
 * snapshot) come from the cache under those versions, so a change anywhere is a new key.
 */
export async function readSeasonLoad(db: Database, ref: SeasonRef, viewerUid: string | null, now: Date, reads: SeasonReads = uncachedSeasonReads): Promise<SeasonLoad> {
  const found = await findSeasonLoad(db, refOf(ref), viewerUid);
  if (!found) throw seasonNotFound();
  const { season, latest } = found;
  const page = await pageFrom(db, found, now, reads);
  const top = await reads.remember(`season:${season.id}:${season.standingsVersion}`, () => findSeasonTop(db, season.id, BOARD_SIZE));
  const leaderboard: SeasonLeaderboard = { scope: 'season', rows: top.rows.map(toStanding), viewer: found.viewer && toStanding(found.viewer), players: top.players };
  const game = latest ? await gameAt(db, latest.gameId, found.gameVersion, reads) : null;
  return { page, leaderboard, game: game?.game ?? null, gameVersion: game?.version ?? null, ownEntries: found.ownEntries };
}

/** The game kept at the version the load's statement read; a miss (the game moved since) reads the head and the game again in one snapshot. */
async function gameAt(db: Database, gameId: GameId, version: number, reads: SeasonReads): Promise<{ game: Game; version: number } | null> {
  const held = heldSnapshotAt(reads, gameId, version);
  if (held) return { game: await held, version };
  return (await readGameWithVersion(db, gameId, reads)) ?? null;
}
