// What every kind of game shares: read, delete, link preview and the `game:{id}` snapshot all go
// through the kind of the game (decision 027). A new kind is one entry in `gameKinds`.
import type { GameId } from '../../contracts/ids.js';
import type { GameType } from '../../contracts/games.js';
import type { Game } from '../../contracts/topics.js';
import type { Database, Queryable } from '../db/database.js';
import { findGameType } from '../db/repositories/games.repository.js';
import { findSportsGame } from '../db/repositories/sports-games.repository.js';
import { leaderboardPicture, squaresPicture, type PreviewPicture } from './game-preview.js';
import { readQuestionsGame } from './pickem-view.js';
import { deleteQuestionsGame } from './pickem-games.service.js';
import type { AdminOverride } from './game-common.js';
import type { Publisher } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import { readSquaresGame } from './squares-game.js';
import { deleteSquaresGame } from './squares.service.js';

export interface GameKindDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
}

/** What a messaging app shows for a game's link. */
export interface LinkPreview {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** One kind of game, as the routes, server-rendered pages and the `game:{id}` topic see it. */
export interface GameKind {
  /** The game as players see it (GET /api/games/{id}, the `game:{id}` snapshot), or undefined when it is gone. */
  read(db: Queryable, gameId: GameId): Promise<Game | undefined>;
  /** The host deletes the game (the kind checks who may), or an admin does (`admin`: checked by the caller, recorded in the same transaction). */
  delete(deps: GameKindDeps, user: SessionUser | undefined, gameId: GameId, admin?: AdminOverride): Promise<void>;
  /** What a shared link to the game unfurls to, or undefined when it is gone. */
  linkPreview(db: Queryable, gameId: GameId): Promise<LinkPreview | undefined>;
  /** What the game's preview image draws (services/game-preview.ts), or undefined when it is gone. */
  previewPicture(db: Queryable, gameId: GameId): Promise<PreviewPicture | undefined>;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const squaresKind: GameKind = {
  read: readSquaresGame,
  delete: deleteSquaresGame,
  linkPreview: async (db, gameId) => {
    const game = await readSquaresGame(db, gameId);
    if (!game) return undefined;
    if (game.variant === 'BabyShower') {
      return { id: game.id, name: game.name, description: `Baby shower squares for ${game.babyShower?.parentNames ?? 'the parents'} — claim your squares on Sportsball` };
    }
    const sports = game.sportsGameId === null ? undefined : await findSportsGame(db, game.sportsGameId);
    const matchup = sports ? ` on ${sports.game.teams.away.name} at ${sports.game.teams.home.name}` : '';
    return { id: game.id, name: game.name, description: `Squares pool${matchup} — claim your squares on Sportsball` };
  },
  previewPicture: async (db, gameId) => {
    const game = await readSquaresGame(db, gameId);
    return game ? squaresPicture(db, game) : undefined;
  },
};

const questionsKind: GameKind = {
  read: readQuestionsGame,
  delete: deleteQuestionsGame,
  linkPreview: async (db, gameId) => {
    const game = await readQuestionsGame(db, gameId);
    if (!game) return undefined;
    const { length } = game.questions;
    const description =
      game.pickemQuestionType === 'Props'
        ? `Props pool — ${count(length, 'question', 'questions')} to call on Sportsball`
        : `Pick'em pool — ${count(length, 'game', 'games')} to pick on Sportsball`;
    return { id: game.id, name: game.name, description };
  },
  previewPicture: async (db, gameId) => {
    const game = await readQuestionsGame(db, gameId);
    return game ? leaderboardPicture(game) : undefined;
  },
};

/** Every kind of game, by the type stored in `games`: a type without an entry does not compile. */
const gameKinds: Readonly<Record<GameType, GameKind>> = {
  Squares: squaresKind,
  Questions: questionsKind,
};

/** The game's kind, or undefined when there is no such game. */
export async function findGameKind(db: Queryable, gameId: GameId): Promise<GameKind | undefined> {
  const type = await findGameType(db, gameId);
  return type === undefined ? undefined : gameKinds[type];
}

/** A game of any kind as players see it, or undefined when there is none. */
export async function readGame(db: Queryable, gameId: GameId): Promise<Game | undefined> {
  return (await findGameKind(db, gameId))?.read(db, gameId);
}

/** A game's link preview, or undefined when there is no such game. */
export async function readLinkPreview(db: Queryable, gameId: GameId): Promise<LinkPreview | undefined> {
  return (await findGameKind(db, gameId))?.linkPreview(db, gameId);
}

/** What a game's preview image draws, or undefined when there is no such game. */
export async function readPreviewPicture(db: Queryable, gameId: GameId): Promise<PreviewPicture | undefined> {
  return (await findGameKind(db, gameId))?.previewPicture(db, gameId);
}
