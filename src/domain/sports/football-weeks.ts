// What a football week is called: the pick'em slate picker and the default pool names read it from
// here and nowhere else. A game carries its season stage and the league's week number within that
// stage (ESPN's numbering: postseason weeks 1–5 are the rounds below). See
// docs/decisions/023-football-week-labels.md for the Pro Bowl week and college bowls.

import type { SportsLeague } from './leagues.js';

/** The stages our adapters write; a feed's other stage words ("FBS (Division I-A)") read as regular season. */
export const PRESEASON = 'Preseason';
export const REGULAR_SEASON = 'Regular Season';
export const POSTSEASON = 'Postseason';
export const OFF_SEASON = 'Off Season';

type Stage = 'pre' | 'regular' | 'post' | 'off';

/** NFL postseason weeks as ESPN numbers them (its calendar: Wild Card … Super Bowl). */
export const NFL_POSTSEASON_ROUNDS: Readonly<Record<number, string>> = {
  1: 'Wild Card',
  2: 'Divisional Round',
  3: 'Conference Championships',
  4: 'Pro Bowl',
  5: 'Super Bowl',
};

/** A feed's stage word as one of four stages, spelled loosely ("Post Season", "postseason", "Playoffs"). */
function stageOf(stage: string | null): Stage {
  const folded = (stage ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (folded === 'preseason') return 'pre';
  if (folded === 'postseason' || folded === 'playoffs' || folded === 'playoff') return 'post';
  if (folded === 'offseason') return 'off';
  return 'regular';
}

export interface FootballWeek {
  sportsLeague: SportsLeague;
  stage: string | null;
  week: number | null;
}

/**
 * "Week 12", "Wild Card", "Super Bowl", "Bowl Season", "Preseason Week 2", "Hall of Fame Game";
 * null when the game has no week (the picker then names it by its day).
 */
export function footballWeekLabel(game: FootballWeek): string | null {
  const { week } = game;
  if (week === null || !Number.isInteger(week) || week < 0) return null;
  switch (stageOf(game.stage)) {
    case 'post':
      if (game.sportsLeague === 'NcaaFootball') return 'Bowl Season';
      return NFL_POSTSEASON_ROUNDS[week] ?? `Postseason Week ${week}`;
    case 'pre':
      return week === 0 ? 'Hall of Fame Game' : `Preseason Week ${week}`;
    case 'off':
      return OFF_SEASON;
    case 'regular':
      return `Week ${week}`;
  }
}
