// The season leaderboard (docs/product/seasons.md#the-public-page): 'This season' or 'All time', the
// top 50 by beans with their wins and podiums, and the viewer's own row pinned under them when they
// stand outside the top 50. This season's board comes with the page's first load (decision 048); it
// is read over HTTP when the scope changes and when the season's game changes (a settled game moves
// the standings).
import { useEffect, useState } from 'react';
import type { SeasonLeaderboard, SeasonLeaderboardScope, SeasonStanding } from '../../../../contracts/seasons.js';
import { fetchSeasonLeaderboard } from './season-api.js';
import { playerCountText } from './season-format.js';

const SCOPES: readonly { scope: SeasonLeaderboardScope; label: string }[] = [
  { scope: 'season', label: 'This season' },
  { scope: 'allTime', label: 'All time' },
];

/** This season's board as the page's first load read it, and the `refresh` it was read at. */
export interface InitialStandings {
  readonly refresh: string;
  readonly board: SeasonLeaderboard;
}

/**
 * `refresh` changes whenever the standings may have moved (the latest game, its phase). `initial`
 * stands for this season's board while `refresh` is still the one it was read at: it is not read again.
 */
export function SeasonStandings({ seasonRef, refresh, initial }: { seasonRef: string; refresh: string; initial?: InitialStandings | undefined }) {
  const [scope, setScope] = useState<SeasonLeaderboardScope>('season');
  const [board, setBoard] = useState<{ key: string; board: SeasonLeaderboard | 'failed' } | null>(initial ? { key: '', board: initial.board } : null);
  const key = `${seasonRef}|${scope}|${refresh}`;
  const given = initial !== undefined && scope === 'season' && refresh === initial.refresh ? initial.board : null;
  useEffect(() => {
    if (given) return;
    let current = true;
    fetchSeasonLeaderboard(seasonRef, scope).then(
      (next) => current && setBoard({ key, board: next }),
      () => current && setBoard({ key, board: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [seasonRef, scope, key, given]);
  // The previous board stays on screen while the next one loads, so the list does not jump.
  return <SeasonLeaderboardView scope={scope} onScope={setScope} board={given ?? board?.board ?? null} />;
}

export interface SeasonLeaderboardViewProps {
  readonly scope: SeasonLeaderboardScope;
  readonly onScope: (scope: SeasonLeaderboardScope) => void;
  /** null while loading. */
  readonly board: SeasonLeaderboard | 'failed' | null;
}

export function SeasonLeaderboardView({ scope, onScope, board }: SeasonLeaderboardViewProps) {
  return (
    <section className="game-panel" aria-labelledby="season-board-title" data-testid="season-leaderboard">
      <div className="season-board__head">
        <h2 id="season-board-title" className="game-panel__title">
          Season leaderboard
        </h2>
        <div className="season-board__scopes" role="group" aria-label="Leaderboard period">
          {SCOPES.map((option) => (
            <button key={option.scope} type="button" className="season-board__scope" aria-pressed={scope === option.scope} onClick={() => onScope(option.scope)}>
              {option.label}
            </button>
          ))}
        </div>
      </div>
      <BoardBody board={board} />
    </section>
  );
}

function BoardBody({ board }: { board: SeasonLeaderboard | 'failed' | null }) {
  if (board === null) return <p className="pk-muted" role="status">Loading the standings…</p>;
  if (board === 'failed') return <p className="pk-muted">The standings could not be loaded. They will show when you open the page again.</p>;
  if (board.rows.length === 0) return <p className="pk-muted">No standings yet: they start when the first challenge finishes.</p>;
  const viewerUid = board.viewer?.uid ?? null;
  const pinned = board.viewer !== null && !board.rows.some((row) => row.uid === board.viewer?.uid) ? board.viewer : null;
  return (
    <>
      <p className="pk-muted">{playerCountText(board.players)}</p>
      <table className="season-board">
        <thead>
          <tr>
            <th scope="col" className="season-board__rank">
              <span className="visually-hidden">Rank</span>#
            </th>
            <th scope="col">Player</th>
            <th scope="col" className="season-board__num">
              Beans
            </th>
            <th scope="col" className="season-board__num">
              Wins
            </th>
            <th scope="col" className="season-board__num">
              Podiums
            </th>
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => (
            <StandingRow key={row.uid} row={row} mine={row.uid === viewerUid} />
          ))}
        </tbody>
        {pinned && (
          <tbody className="season-board__pinned" data-testid="season-board-own">
            <StandingRow row={pinned} mine />
          </tbody>
        )}
      </table>
    </>
  );
}

function StandingRow({ row, mine }: { row: SeasonStanding; mine: boolean }) {
  return (
    <tr className={mine ? 'season-board__row season-board__row--mine' : 'season-board__row'}>
      <td className="season-board__rank tabular">{row.rank.toLocaleString('en-US')}</td>
      <td className="season-board__name">
        <span className="season-board__player" title={row.name}>
          {row.name}
        </span>
        {mine && <span className="game-you">You</span>}
      </td>
      <td className="season-board__num tabular">{Math.max(0, Math.floor(row.jellyBeans)).toLocaleString('en-US')}</td>
      <td className="season-board__num tabular">{row.wins}</td>
      <td className="season-board__num tabular">{row.podiums}</td>
    </tr>
  );
}
