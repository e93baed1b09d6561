// The sections under the grid (docs/product/squares.md): winners per period with the host's payouts,
// the winning-scenario hints while the game is on (docs/product/squares.md: +1, +2, +3, +7), and the
// leaderboard (players ranked by periods won, then squares held).
import { memo, useDeferredValue } from 'react';
import { rankPlayers, type WinningScenario } from '../../../../domain/squares/index.js';
import type { Square } from '../../../../contracts/squares.js';
import { formatTimeOfDay } from '../../../components/scoreboard/game-text.js';
import { useSlice } from '../../../lib/store.js';
import type { AxisSide, PeriodRow } from './game-facts.js';
import type { SquaresSource } from './game-frame.js';

/** "MIA 17 · GB 14", or for a baby shower "Born on the 23rd · 12 oz" */
export function scoreText(scores: { away: number; home: number }, away: AxisSide, home: AxisSide, babyShower: boolean): string {
  if (babyShower) return `Day ${scores.away} · ${scores.home} oz`;
  return `${away.code} ${scores.away} · ${home.code} ${scores.home}`;
}

/**
 * The winning square as players see it on the grid: each side's word and the digit it drew,
 * "Dolphins 7 – Packers 4" (a baby shower: "Day 3 – Ounces 2"), never a row and column number.
 */
export function squareDigitsText(scores: { away: number; home: number }, away: AxisSide, home: AxisSide): string {
  return `${away.short} ${scores.away % 10} – ${home.short} ${scores.home % 10}`;
}

/** docs/product/squares.md#winners: an empty winning square pays nobody, and nothing rolls over. */
export const EMPTY_SQUARE_RULE = 'Empty square: no winner this period, and nothing rolls over to the next.';

/** One sentence per result, for the live announcement (docs/product/squares.md: winners announced in text). */
export function winnerSentence(period: PeriodRow, away: AxisSide, home: AxisSide, babyShower: boolean): string {
  const result = period.result;
  if (!result) return '';
  const square = squareDigitsText(result.scores, away, home);
  const score = babyShower ? `born on day ${result.scores.away}, ${result.scores.home} ounces` : `${away.code} ${result.scores.away}, ${home.code} ${result.scores.home}`;
  if (!result.entryName) return `${period.label}: ${square} is an empty square, so nobody wins and nothing rolls over, at ${score}.`;
  return `${period.label}: ${square}, ${result.entryName} wins, at ${score}.`;
}

interface WinnersProps {
  readonly periods: readonly PeriodRow[];
  readonly away: AxisSide;
  readonly home: AxisSide;
  readonly babyShower: boolean;
  readonly correctedAt: string | null;
  readonly viewerLabels: ReadonlySet<string>;
  /** Sentences for results that arrived while the page was open. */
  readonly announcement: string;
}

/** Memoised, like Scenarios: a claim changes neither (docs/BENCHMARKS.md: one claim's React commit stays small). */
export const Winners = memo(function Winners({ periods, away, home, babyShower, correctedAt, viewerLabels, announcement }: WinnersProps) {
  return (
    <section className="game-panel sq-winners" aria-labelledby="sq-winners-title">
      <h2 id="sq-winners-title" className="game-panel__title">
        Winners
      </h2>
      {correctedAt && (
        <p className="sq-note sq-note--corrected" data-testid="scores-corrected">
          <strong>Scores corrected</strong> at {formatTimeOfDay(correctedAt)}: the winners below follow the corrected score.
        </p>
      )}
      <ol className="sq-periods">
        {periods.map((period) => {
          const result = period.result;
          const mine = result?.entryName ? viewerLabels.has(result.entryName) : false;
          return (
            <li key={period.label} className={`sq-period${result ? ' sq-period--settled' : ''}${period.inPlay ? ' sq-period--live' : ''}`}>
              <span className="sq-period__label">{period.label}</span>
              {period.payout && <span className="sq-period__payout">{period.payout}</span>}
              <span className="sq-period__result">
                {result ? (
                  <>
                    <span className="sq-period__who">
                      <span className="sq-period__square tabular">{squareDigitsText(result.scores, away, home)}</span>
                      {result.entryName ? (
                        <>
                          <span className="visually-hidden">, </span>
                          <span className="sq-initials">{result.entryName}</span>
                          {mine && <span className="game-you">You</span>}
                        </>
                      ) : null}
                    </span>
                    {!result.entryName && <span className="sq-period__empty">{EMPTY_SQUARE_RULE}</span>}
                    <span className="sq-period__score tabular">{scoreText(result.scores, away, home, babyShower)}</span>
                  </>
                ) : period.inPlay ? (
                  <span className="sq-period__pending sq-period__pending--live">In play</span>
                ) : (
                  <span className="sq-period__pending">Not yet decided</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
});

export const Scenarios = memo(function Scenarios({ scenarios, away, home }: { scenarios: readonly WinningScenario[]; away: AxisSide; home: AxisSide }) {
  if (scenarios.length === 0) return null;
  return (
    <section className="game-panel sq-scenarios" aria-labelledby="sq-scenarios-title">
      <h2 id="sq-scenarios-title" className="game-panel__title">
        Who wins if…
      </h2>
      {(['away', 'home'] as const).map((team) => {
        const side = team === 'away' ? away : home;
        return (
          <div key={team} className="sq-scenarios__team">
            <h3 className="sq-scenarios__heading">{side.code} scores</h3>
            <ul className="sq-scenarios__list">
              {scenarios
                .filter((scenario) => scenario.team === team)
                .map((scenario) => (
                  <li key={scenario.points} className="sq-scenario">
                    <span className="sq-scenario__points tabular">+{scenario.points}</span>
                    <span className={scenario.entryName ? 'sq-initials' : 'sq-scenario__empty'}>{scenario.entryName ?? 'empty'}</span>
                    <span className="visually-hidden">
                      {`: ${away.code} ${scenario.scores.away}, ${home.code} ${scenario.scores.home}, the ${squareDigitsText(scenario.scores, away, home)} square`}
                    </span>
                  </li>
                ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
});

interface LeaderboardProps {
  readonly game: SquaresSource;
  readonly periods: readonly PeriodRow[];
  readonly viewerUid: string | null;
  /** Whether the viewer may claim now: an empty board invites them only then. */
  readonly claimable: boolean;
}

/** The panel; its standings read the squares for themselves, so a claim re-renders only them (docs/BENCHMARKS.md). */
export const Leaderboard = memo(function Leaderboard(props: LeaderboardProps) {
  return (
    <section className="game-panel sq-leaders" aria-labelledby="sq-leaders-title">
      <h2 id="sq-leaders-title" className="game-panel__title">
        Leaderboard
      </h2>
      <Standings {...props} />
    </section>
  );
});

/**
 * The leaderboard sits far below the grid, so a claim's standings render after the claim's
 * square has been drawn, in a render of their own that React may interrupt: the claim's commit
 * holds only the grid's changed square and the count (docs/BENCHMARKS.md, decision 016).
 */
function Standings({ game, periods, viewerUid, claimable }: LeaderboardProps) {
  const squares = useDeferredValue(useSlice(game, (g) => g.squares));
  return <StandingsTable squares={squares} periods={periods} viewerUid={viewerUid} claimable={claimable} />;
}

interface StandingsTableProps {
  readonly squares: readonly Square[];
  readonly periods: readonly PeriodRow[];
  readonly viewerUid: string | null;
  readonly claimable: boolean;
}

const StandingsTable = memo(function StandingsTable({ squares, periods, viewerUid, claimable }: StandingsTableProps) {
  const results = periods.flatMap((period) => (period.result ? [period.result] : []));
  const players = rankPlayers(squares, results);
  // A label the viewer fills in for an offline player is not "You".
  const onBehalfLabels = new Set(squares.flatMap((s) => (s.onBehalf ? [s.entryName] : [])));
  if (players.length === 0) return <p className="sq-empty-text">{claimable ? 'No squares claimed yet. Be the first!' : 'No squares claimed yet.'}</p>;
  return (
    <table className="sq-leaders__table">
      <LeadersHead />
      <tbody>
        {players.map((player) => (
          <LeaderRow
            key={player.entryName}
            rank={player.rank}
            entryName={player.entryName}
            name={player.entryOwner?.name ?? null}
            periodsWon={player.periodsWon}
            squaresHeld={player.squaresHeld}
            mine={player.uid === viewerUid && !onBehalfLabels.has(player.entryName)}
          />
        ))}
      </tbody>
    </table>
  );
});

const LeadersHead = memo(function LeadersHead() {
  return (
    <thead>
      <tr>
        <th scope="col">
          <span className="visually-hidden">Rank</span>
        </th>
        <th scope="col">Player</th>
        <th scope="col" className="sq-num">
          Won
        </th>
        <th scope="col" className="sq-num">
          Squares
        </th>
      </tr>
    </thead>
  );
});

interface LeaderRowProps {
  rank: number;
  entryName: string;
  name: string | null;
  periodsWon: number;
  squaresHeld: number;
  mine: boolean;
}

/**
 * One player's row. Memoised on its values: a claim changes one player's row (or adds one),
 * so the others skip rendering (docs/BENCHMARKS.md: one claim's React commit stays small).
 */
const LeaderRow = memo(function LeaderRow({ rank, entryName, name, periodsWon, squaresHeld, mine }: LeaderRowProps) {
  return (
    <tr className={mine ? 'sq-leaders__mine' : undefined}>
      <td className="sq-num tabular">{rank}</td>
      <th scope="row" className="sq-leaders__player">
        <span className="sq-leaders__who">
          <span className="sq-initials">{entryName}</span>
          {name && <span className="sq-leaders__name">{name}</span>}
          {mine && <span className="game-you">You</span>}
        </span>
      </th>
      <td className="sq-num tabular">{periodsWon}</td>
      <td className="sq-num tabular">{squaresHeld}</td>
    </tr>
  );
});
