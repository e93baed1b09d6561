// The pick'em leaderboard (docs/product/pickem.md#ranking game page): entries in the server's
// rank order (score, tiebreaker closeness, podium probability, entry name), ties sharing a rank;
// all of them when 7 or fewer, else the top 5 plus the viewer's own with an expand control from
// 8; the expanded list scrolls at about 9.5 rows; medals for the top 3; each entry's podium
// probability. A row opens its picks: the viewer's own (editable while allowed), or another's
// read-only — and only once the game has started (docs/product/pickem.md). Baseball games show the top 12
// non-leading ranks in two columns (docs/product/pickem.md).
import { useState, type ReactNode } from 'react';
import type { PublicEntry } from '../../../../contracts/pickem.js';
import { LEADERBOARD_TOP, medalFor, mlbGrid } from '../../../../domain/pickem/index.js';
import { wholeBeans } from '../../../lib/beans.js';
import { leaderboardPoints, leaderboardRows, percentText } from './pickem-model.js';

export interface LeaderboardProps {
  readonly ranked: readonly PublicEntry[];
  readonly viewerUid: string | null;
  /** Others' entries open only once the game has started. */
  readonly othersOpen: boolean;
  readonly baseball: boolean;
  /** The picks of an opened entry. */
  readonly renderPicks: (entry: PublicEntry) => ReactNode;
  /** An anonymous viewer: their own rows offer 'Use your own name — sign in' (their name was generated). */
  readonly onSignIn?: () => void;
  /** Once a jelly-bean game is over: each row shows its beans, floored, where the podium chance was. */
  readonly beans?: boolean;
  /** Whether the viewer may enter now: an empty leaderboard invites them only then. */
  readonly enterable: boolean;
}

/** What an anonymous player's own row offers: their entry carries a generated name. */
export const USE_OWN_NAME = 'Use your own name — sign in';

export function Leaderboard({ ranked, viewerUid, othersOpen, baseball, renderPicks, onSignIn, beans = false, enterable }: LeaderboardProps) {
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const rowProps = (entry: PublicEntry) => ({
    entry,
    medals: othersOpen,
    mine: entry.uid === viewerUid,
    canOpen: entry.uid === viewerUid || othersOpen,
    open: opened === entry.id,
    onToggle: () => setOpened((id) => (id === entry.id ? null : entry.id)),
    renderPicks,
    onSignIn: entry.uid === viewerUid && entry.entryOwner === null ? onSignIn : undefined,
    beans,
  });

  if (ranked.length === 0) {
    return (
      <section className="game-panel" aria-labelledby="pk-leaders-title">
        <h2 id="pk-leaders-title" className="game-panel__title">
          Leaderboard
        </h2>
        <p className="pk-muted">{enterable ? 'No entries yet. Be the first to make your picks!' : 'No entries yet.'}</p>
      </section>
    );
  }

  const grid = baseball && othersOpen ? mlbGrid(ranked) : null;
  // The grid needs a lead: before the start (or with many tied at the top) the plain list reads better.
  if (grid && grid.leaders.length <= LEADERBOARD_TOP) {
    const { leaders, columns } = grid;
    // Filled down the first column, then the second (domain mlbGrid); the rest behind the expand control.
    const chasing = [...columns[0], ...columns[1]];
    const rest = ranked.filter((entry) => entry.rank !== 1).slice(chasing.length);
    return (
      <section className="game-panel" aria-labelledby="pk-leaders-title" data-testid="pickem-leaderboard">
        <h2 id="pk-leaders-title" className="game-panel__title">
          Leaderboard
        </h2>
        <Columns podium beans={beans} />
        <ol className="pk-leaders">
          {leaders.map((entry) => (
            <Row key={entry.id} {...rowProps(entry)} />
          ))}
        </ol>
        {chasing.length > 0 && (
          // Filled down the first column, then the second: as many rows as the first column holds.
          <ol className="pk-leaders pk-leaders--grid" aria-label="Chasing the lead" style={{ gridTemplateRows: `repeat(${columns[0].length}, auto)` }}>
            {chasing.map((entry) => (
              <Row key={entry.id} {...rowProps(entry)} compact />
            ))}
          </ol>
        )}
        {rest.length > 0 && (
          <>
            {expanded && (
              <ol className="pk-leaders pk-leaders--scroll">
                {rest.map((entry) => (
                  <Row key={entry.id} {...rowProps(entry)} />
                ))}
              </ol>
            )}
            <ExpandButton expanded={expanded} hidden={rest.length} onToggle={() => setExpanded((e) => !e)} />
          </>
        )}
      </section>
    );
  }

  const { rows, showExpand: expandable, hidden } = leaderboardRows(ranked, viewerUid, expanded);
  return (
    <section className="game-panel" aria-labelledby="pk-leaders-title" data-testid="pickem-leaderboard">
      <h2 id="pk-leaders-title" className="game-panel__title">
        Leaderboard
      </h2>
      <Columns podium beans={beans} />
      <ol className={`pk-leaders${expanded && expandable ? ' pk-leaders--scroll' : ''}`}>
        {rows.map((entry) => (
          <Row key={entry.id} {...rowProps(entry)} />
        ))}
      </ol>
      {expandable && <ExpandButton expanded={expanded} hidden={hidden} onToggle={() => setExpanded((e) => !e)} />}
    </section>
  );
}

function ExpandButton({ expanded, hidden, onToggle }: { expanded: boolean; hidden: number; onToggle: () => void }) {
  return (
    <button type="button" className="button button--secondary pk-leaders__expand" aria-expanded={expanded} onClick={onToggle}>
      {expanded ? 'Show top 5' : `Show all entries (${hidden} more)`}
    </button>
  );
}

interface RowProps {
  readonly entry: PublicEntry;
  /** Medals once the game has started: before it everyone shares rank 1 on 0 points. */
  readonly medals: boolean;
  readonly mine: boolean;
  readonly canOpen: boolean;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly renderPicks: (entry: PublicEntry) => ReactNode;
  readonly onSignIn?: (() => void) | undefined;
  readonly compact?: boolean;
  readonly beans: boolean;
}

function Row({ entry, medals, mine, canOpen, open, onToggle, renderPicks, onSignIn, compact = false, beans }: RowProps) {
  const award = medals ? medalFor(entry.rank) : null;
  const summary = (
    <>
      <span className="pk-row__rank tabular">
        {award ? (
          <>
            {/* A medal drawn in CSS (gold, silver, bronze) around the rank: emoji fonts vary by phone. */}
            <span className="visually-hidden">{award.label}, rank </span>
            <span className={`pk-medal pk-medal--${entry.rank}`}>{entry.rank}</span>
          </>
        ) : (
          <>
            <span className="visually-hidden">Rank </span>
            {entry.rank}
          </>
        )}
      </span>
      {/* The name takes the row's free width and is cut only at its end; the You chip never shrinks it to nothing. */}
      <span className="pk-row__name">
        <span className="pk-row__entry" title={entry.entryName}>
          {entry.entryName}
        </span>
        {mine && <span className="game-you">You</span>}
      </span>
      <span className="pk-row__score tabular">
        {leaderboardPoints(entry.score)}
        <span className="visually-hidden"> points</span>
      </span>
      {!compact && beans && (
        <span className="pk-row__podium tabular">
          {/* The column says Beans; a screen reader hears '12 beans' with the row. */}
          <span className="visually-hidden">, </span>
          {wholeBeans(entry.wonBeans)}
          <span className="visually-hidden"> beans</span>
        </span>
      )}
      {!compact && !beans && (
        <span className="pk-row__podium tabular" title="Chance of finishing in the top 3">
          <span className="visually-hidden">, podium chance </span>
          {percentText(entry.podiumProbability)}
        </span>
      )}
    </>
  );
  return (
    <li className={`pk-row${mine ? ' pk-row--mine' : ''}${compact ? ' pk-row--compact' : ''}`} data-testid="pickem-row">
      {canOpen ? (
        <button type="button" className="pk-row__summary" aria-expanded={open} onClick={onToggle}>
          {summary}
        </button>
      ) : (
        <div className="pk-row__summary" title="Picks stay hidden until the game starts">
          {summary}
        </div>
      )}
      {onSignIn && (
        <button type="button" className="pk-row__signin" onClick={onSignIn}>
          {USE_OWN_NAME}
        </button>
      )}
      {open && canOpen && <div className="pk-row__picks">{renderPicks(entry)}</div>}
    </li>
  );
}

/** Column names for sighted readers; each row says them itself for screen readers. */
function Columns({ podium, beans }: { podium: boolean; beans: boolean }) {
  return (
    <div className="pk-leaders__columns" aria-hidden="true">
      <span>#</span>
      <span>Entry</span>
      <span>Pts</span>
      {podium && <span>{beans ? 'Beans' : 'Podium'}</span>}
    </div>
  );
}
