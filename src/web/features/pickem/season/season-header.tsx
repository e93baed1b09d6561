// The public page's header (docs/product/seasons.md#the-public-page): the season, the week or day of its
// latest game with the game's state, and how many play.
import type { SeasonPage } from '../../../../contracts/seasons.js';
import { StateBadge } from '../../../components/scoreboard/state-badge.js';
import { playerCountText } from './season-format.js';

const PHASE_BADGE = {
  Pending: { tone: 'upcoming', label: 'Open' },
  Live: { tone: 'live', label: 'LIVE' },
  Over: { tone: 'final', label: 'Final' },
} as const;

/** `phase`: the game's own, live from its topic (the season's message may be a step behind); null with no game. */
export function SeasonHeader({ page, phase }: { page: SeasonPage; phase: keyof typeof PHASE_BADGE | null }) {
  const { season, latest } = page;
  return (
    <header className="pk-hero season-hero">
      <p className="pk-hero__kicker">{season.name}</p>
      <div className="season-hero__line">
        <h1 className="pk-hero__title">{latest ? latest.label : 'No games today'}</h1>
        {latest && phase && <StateBadge tone={PHASE_BADGE[phase].tone} label={PHASE_BADGE[phase].label} />}
      </div>
      {latest && (
        <p className="season-hero__players tabular" data-testid="season-players">
          {playerCountText(latest.playerCount)}
        </p>
      )}
    </header>
  );
}
