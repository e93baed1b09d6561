// Extend for Season (docs/product/seasons.md): a host's pick'em pool becomes a season of its own.
// The pool is the season's first game; the season clock makes the next slate's game for the same
// members, as it does for the public challenges.
import type { GameId } from '../../contracts/ids.js';
import type { ExtendedSeason } from '../../contracts/seasons.js';
import { SeasonIdSchema, seasonPath } from '../../contracts/seasons.js';
import { seasonGameLabel, seasonYear } from '../../domain/seasons/index.js';
import { footballWeekLabel, slateDate } from '../../domain/sports/index.js';
import { findQuestions } from '../db/repositories/pickem-questions.repository.js';
import { ensureSeason, insertLatestSeasonGame } from '../db/repositories/seasons.repository.js';
import { findSportsGames } from '../db/repositories/sports-games.repository.js';
import { refuse, requireUser } from './errors.js';
import { newRandomId } from './game-common.js';
import { getQuestionsGame, requireHost } from './pickem-common.js';
import type { PickemDeps } from './pickem-common.js';
import { runCommand } from './publisher.js';
import { publishQuestionsGameEvent } from './pickem-view.js';
import { publishSeasonPage } from './season-pages.service.js';
import type { SessionUser } from './sessions.service.js';

/**
 * The host's game (never a season's, never props) starts a season: football pools go weekly,
 * baseball and basketball daily; the questions' type and the pool's scoring carry on. Asking
 * again answers the same season.
 */
export async function extendGameForSeason(deps: Omit<PickemDeps, 'podium'>, sessionUser: SessionUser | undefined, gameId: GameId): Promise<ExtendedSeason> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  return runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    requireHost(game, user);
    if (game.season) {
      if (game.season.tag === null && game.season.ordinal === 1 && game.hostUid === user.uid) return { seasonId: game.season.id, path: seasonPath(game.season) };
      throw refuse({ reason: 'alreadyInSeason' });
    }
    if (game.pickemQuestionType === 'Props' || game.sportsLeague === null) throw refuse({ reason: 'propsHaveNoSeason' });
    const league = game.sportsLeague;
    const cadence = league === 'NFL' || league === 'NcaaFootball' ? 'weekly' : 'daily';
    // The pool's own slate, so the clock's next game is the slate after it.
    const questions = await findQuestions(tx, gameId);
    const sports = await findSportsGames(tx, questions.flatMap((q) => (q.sportsGameId === null ? [] : [q.sportsGameId])));
    const first = [...sports.values()].map((s) => s.game).sort((a, b) => Date.parse(a.gameTime) - Date.parse(b.gameTime))[0];
    const day = slateDate(new Date(first?.gameTime ?? game.gameStartTime));
    const weekly = cadence === 'weekly' && first?.week != null;
    const slateKey = weekly ? `${first.stage ?? ''}:${first.week}` : day;
    const label = seasonGameLabel(cadence, weekly ? footballWeekLabel(first) : null, 1);
    const season = await ensureSeason(tx, {
      id: SeasonIdSchema.parse(newRandomId()),
      tag: null,
      year: seasonYear(league, day),
      name: game.name,
      cadence,
      league,
      questionType: game.pickemQuestionType,
      jellyBeansPerEntry: game.scoring.type === 'PointsToBeans' ? game.scoring.entryIncentiveJellyBeans : 0,
      ownerUid: user.uid,
      sourceGameId: gameId,
      createdAt: now,
    });
    await insertLatestSeasonGame(tx, season.id, { gameId, ordinal: 1, slateKey, label });
    const path = seasonPath(season);
    // Open pages of the pool learn it is a season's first game (and go to the season's page).
    await publishQuestionsGameEvent(publish, gameId, { kind: 'game.changed', season: { id: season.id, tag: null, ordinal: 1, label, isLatest: true, path } });
    await publishSeasonPage(tx, publish, season, now);
    return { seasonId: season.id, path };
  });
}
