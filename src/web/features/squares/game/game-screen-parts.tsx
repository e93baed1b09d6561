// The squares game page's pieces that depend on the game's fields and nothing else: its facts,
// labels and skeleton (squares-game-page.tsx draws the page from them).
import { useMemo } from 'react';
import type { StoredSportsGame } from '../../../../contracts/sports.js';
import type { BabyShowerTheme } from '../../../../contracts/squares.js';
import type { GameTone } from '../../../components/scoreboard/game-text.js';
import { gameFacts } from './game-facts.js';
import type { SquaresFrame } from './game-frame.js';
import type { CellView } from './grid-model.js';
import type { EditMode } from './square-taps.js';

export const BADGE_TONES: Record<string, GameTone> = { Open: 'upcoming', Locked: 'delayed', Live: 'live', Over: 'final' };

/** docs/product/squares.md#baby-shower theme: the page takes the baby shower's colours (custom properties, squares-game.css). */
export function themeClass(theme: BabyShowerTheme | undefined): string {
  return theme ? ` sq-page--baby sq-theme--${theme}` : '';
}

/** The squares the edit bar counts: the viewer's own, the offline player's, or those marked paid. */
export function inEdit(mode: EditMode): (cell: CellView) => boolean {
  if (mode.kind === 'self') return (cell) => cell.mine;
  if (mode.kind === 'behalf') return (cell) => cell.onBehalf && cell.label === mode.initials;
  return (cell) => cell.paid;
}

/**
 * The facts from every field but the squares, so a claim (which changes only the squares) keeps
 * the same facts, and the sections drawn from them skip rendering (docs/BENCHMARKS.md).
 */
export function useGameFacts(game: SquaresFrame, stored: StoredSportsGame | null) {
  const { variant, sportsLeague, size, gamePhase, scoringPeriods, changeTargetScores, payouts, targetScores, results } = game;
  return useMemo(
    () => gameFacts({ variant, sportsLeague, size, gamePhase, scoringPeriods, changeTargetScores, payouts, targetScores, results }, stored),
    [variant, sportsLeague, size, gamePhase, scoringPeriods, changeTargetScores, payouts, targetScores, results, stored],
  );
}

export function hostName(game: SquaresFrame): string {
  const id = game.host.publicId;
  if (id?.handle) return `@${id.handle}`;
  return id?.realName ?? 'a guest';
}

export function gameKind(game: SquaresFrame): string {
  const grid = game.size === 100 ? '10x10' : '5x5';
  if (game.variant === 'BabyShower') return `Baby shower · ${grid}`;
  const league = game.sportsLeague === 'NcaaFootball' ? 'College football' : (game.sportsLeague ?? 'Squares');
  return `${league} · ${grid}`;
}

export function GameSkeleton() {
  return (
    <div className="sq-page" role="status" data-testid="game-loading">
      <span className="visually-hidden">Loading the game…</span>
      <div className="sq-skeleton sq-skeleton--title" aria-hidden="true" />
      <div className="sq-skeleton sq-skeleton--scoreboard" aria-hidden="true" />
      <div className="sq-skeleton sq-skeleton--button" aria-hidden="true" />
      <div className="sq-skeleton sq-skeleton--board" aria-hidden="true" />
    </div>
  );
}
