// A team's code on its own colours (docs/product/site.md#look-and-feel: team colours from the team data): the primary
// colour behind, a stripe of the secondary, and ink picked for contrast. Decorative: the team's
// name is always written next to it or in the accessible name.
import type { CSSProperties } from 'react';
import type { SportsTeam } from '../../../contracts/sports.js';
import { inkOn } from './game-text.js';
import './team-chip.css';

export function TeamChip({ team, size = 'md' }: { team: SportsTeam; size?: 'sm' | 'md' }) {
  const style = {
    background: team.primaryColor,
    color: inkOn(team.primaryColor),
    '--team-stripe': team.secondaryColor,
  } as CSSProperties;
  return (
    <span className={`team-chip team-chip--${size}`} style={style} aria-hidden="true">
      {team.teamCode}
    </span>
  );
}
