// The scoreboard of one sports game (docs/product/live-data.md), shared by the squares and pick'em game pages.
// One component for every sport: the columns come from lineScore (football checkpoints,
// baseball innings, basketball quarters), the state from gameStatusView. It is a real table:
// its caption reads the game in one sentence ("Dolphins 17, Packers 10, 3rd quarter") and every
// header names its period for screen readers.
import { memo, useState } from 'react';
import type { SportsTeam, StoredSportsGame } from '../../../contracts/sports.js';
import { describeGame, formatTimeOfDay, gameStatusView, type TimeOptions } from './game-text.js';
import { lineScore, type LineColumn } from './line-score.js';
import { StateBadge } from './state-badge.js';
import { TeamChip } from './team-chip.js';
import './scoreboard.css';

export interface ScoreboardProps {
  stored: StoredSportsGame;
  /** Epoch ms for "today" and "tomorrow" in a kickoff time; the time of the first render when left out. */
  now?: number;
  /** IANA time zone for times; the viewer's own when left out. */
  timeZone?: string;
}

const SIDES = ['away', 'home'] as const;
const ARROWS = { top: '▲', bottom: '▼', middle: '▼', end: '' } as const;
const HALF_WORDS = { top: 'top half', bottom: 'bottom half', middle: 'middle of the inning', end: 'end of the inning' } as const;

/**
 * Memoised: a game page re-renders on every claim or pick, and the scoreboard changes only
 * with its sports game (`stored` keeps its identity until the feed changes it).
 */
export const Scoreboard = memo(function Scoreboard({ stored, now, timeZone }: ScoreboardProps) {
  const [firstRender] = useState(() => Date.now());
  const time: TimeOptions = { now: now ?? firstRender, timeZone };
  const { game, correctedAt } = stored;
  const view = gameStatusView(game, time);
  const columns = lineScore(game);
  const simulated = game.provider === 'simulator';

  return (
    <div className={`scoreboard scoreboard--${game.sport.toLowerCase()}`} data-testid="scoreboard">
      <div className="scoreboard__bar">
        <StateBadge tone={view.tone} label={view.label} />
        {view.period && view.period.toLowerCase() !== view.label.toLowerCase() && (
          <span className="scoreboard__period tabular">{view.period}</span>
        )}
      </div>
      <table className="scoreboard__table">
        <caption className="visually-hidden">{describeGame(game, time)}</caption>
        <thead>
          <tr>
            <th scope="col" className="scoreboard__corner">
              <span className="visually-hidden">Team</span>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={columnClass(column)}>
                <span aria-hidden="true">
                  {column.label}
                  {column.half && ARROWS[column.half] && <span className="scoreboard__arrow">{ARROWS[column.half]}</span>}
                </span>
                <span className="visually-hidden">
                  {column.title}
                  {column.current && (column.half ? `, ${HALF_WORDS[column.half]}, in play` : ', in play')}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SIDES.map((side) => (
            <tr key={side}>
              <th scope="row" className="scoreboard__team">
                <span className="scoreboard__team-inner">
                  <TeamChip team={game.teams[side]} />
                  <TeamText team={game.teams[side]} />
                </span>
              </th>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column, side)}>
                  {column[side] === 'X' ? (
                    <>
                      <span aria-hidden="true">X</span>
                      <span className="visually-hidden">did not bat</span>
                    </>
                  ) : (
                    column[side]
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {(simulated || correctedAt) && (
        <p className="scoreboard__notes">
          {correctedAt && (
            <span className="scoreboard__note scoreboard__note--corrected">Score corrected {formatTimeOfDay(correctedAt, timeZone)}</span>
          )}
          {simulated && <span className="scoreboard__note">Simulated scores</span>}
        </p>
      )}
    </div>
  );
});

function TeamText({ team }: { team: SportsTeam }) {
  return (
    <span className="scoreboard__team-text">
      <span className="scoreboard__name">{team.name}</span>
      {(team.rank !== null || team.record) && (
        <span className="scoreboard__record">
          {team.rank !== null && (
            <>
              <span className="visually-hidden">, ranked </span>#{team.rank}
              {team.record && <span aria-hidden="true"> · </span>}
            </>
          )}
          {team.record && (
            <>
              <span className="visually-hidden">, record </span>
              {team.record}
            </>
          )}
        </span>
      )}
    </span>
  );
}

function columnClass(column: LineColumn): string {
  return `scoreboard__head${column.total ? ' scoreboard__head--total' : ''}${column.current ? ' scoreboard__head--current' : ''}`;
}

function cellClass(column: LineColumn, side: 'away' | 'home'): string {
  // Baseball marks the side at bat; the other sports mark the whole period in play.
  const batting = column.half === null || (column.half === 'top' ? side === 'away' : column.half === 'bottom' && side === 'home');
  return `scoreboard__cell${column.total ? ' scoreboard__cell--total' : ''}${column.current && batting ? ' scoreboard__cell--current' : ''}`;
}
