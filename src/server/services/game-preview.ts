// What a game's preview image shows (docs/product/site.md#link-previews): a squares game's grid — the
// teams, the initials in their squares, the digits once drawn — or a pick'em game's top entries. Only
// what the game's page already shows to anyone with its link.
import type { GameId } from '../../contracts/ids.js';
import type { QuestionsGame } from '../../contracts/pickem.js';
import type { SquaresGame } from '../../contracts/squares.js';
import type { Queryable } from '../db/database.js';
import { findSportsGame } from '../db/repositories/sports-games.repository.js';

export interface PreviewSide {
  code: string;
  name: string;
  color: string;
  /** 'Rows (away)', 'Columns (birth weight)'… */
  axis: string;
}

export type PreviewPicture =
  | {
      kind: 'grid';
      name: string;
      /** 'NFL squares', 'Baby shower squares'… */
      label: string;
      axis: 5 | 10;
      away: PreviewSide;
      home: PreviewSide;
      /** Initials by square index (row-major). */
      cells: ReadonlyMap<number, string>;
      /** The first set of digits, once drawn: each cell's digits joined ('7', '38'). */
      digits: { rows: readonly string[]; cols: readonly string[] } | null;
      taken: number;
      phase: SquaresGame['gamePhase'];
    }
  | {
      kind: 'leaderboard';
      name: string;
      label: string;
      entries: ReadonlyArray<{ rank: number; name: string; score: number }>;
      count: number;
      phase: QuestionsGame['gamePhase'];
    };

/** How many entries the leaderboard picture lists. */
export const PREVIEW_TOP_ENTRIES = 5;

const LEAGUE_LABELS: Readonly<Record<string, string>> = { NFL: 'NFL', NcaaFootball: 'College football', MLB: 'MLB', NBA: 'NBA' };

export async function squaresPicture(db: Queryable, game: SquaresGame): Promise<PreviewPicture> {
  const axis = game.size === 25 ? 5 : 10;
  const sports = game.sportsGameId === null ? undefined : await findSportsGame(db, game.sportsGameId);
  const side = (which: 'away' | 'home'): PreviewSide => {
    const axis = which === 'away' ? 'Rows' : 'Columns';
    const team = sports?.game.teams[which];
    if (team) return { code: team.teamCode, name: team.name, color: team.primaryColor, axis: `${axis} (${which})` };
    if (game.variant === 'BabyShower') {
      return which === 'away' ? { code: 'DAY', name: 'Birth day', color: '#b34a00', axis } : { code: 'OZ', name: 'Ounces', color: '#1444d4', axis };
    }
    return { code: which.toUpperCase(), name: which === 'away' ? 'Away' : 'Home', color: '#47536a', axis: `${axis} (${which})` };
  };
  const first = game.targetScores?.[0];
  return {
    kind: 'grid',
    name: game.name,
    label: game.variant === 'BabyShower' ? 'Baby shower squares' : `${LEAGUE_LABELS[game.sportsLeague ?? ''] ?? ''} squares`.trim(),
    axis,
    away: side('away'),
    home: side('home'),
    cells: new Map(game.squares.map((square) => [square.square, square.entryName])),
    digits: first ? { rows: first.rows.map((cell) => cell.join('')), cols: first.cols.map((cell) => cell.join('')) } : null,
    taken: game.squares.length,
    phase: game.gamePhase,
  };
}

export function leaderboardPicture(game: QuestionsGame): PreviewPicture {
  const entries = [...game.entries]
    .sort((a, b) => a.rank - b.rank || a.entryName.localeCompare(b.entryName))
    .slice(0, PREVIEW_TOP_ENTRIES)
    .map((entry) => ({ rank: entry.rank, name: entry.entryName, score: entry.score }));
  const label = game.pickemQuestionType === 'Props' ? 'Props pool' : `${LEAGUE_LABELS[game.sportsLeague ?? ''] ?? ''} pick'em`.trim();
  return { kind: 'leaderboard', name: game.name, label, entries, count: game.entries.length, phase: game.gamePhase };
}

export type PreviewReader = (db: Queryable, gameId: GameId) => Promise<PreviewPicture | undefined>;
