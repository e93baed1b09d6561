// /squares/tools/scoring, the scoring tool (docs/product/squares.md#scoring-tool): the score of a
// game, period by period — as the scoreboard shows it (the running score) or as points per quarter
// or inning — gives each paying period's winning digits; with `?game={id}` of one of our squares
// games, also its winning squares and who holds them, on the game's own digits.
import { useState } from 'react';
import { Link } from 'react-router';
import type { SquaresGame } from '../../../../contracts/squares.js';
import { sportOfLeague } from '../../../../domain/sports/index.js';
import {
  checkScore,
  runningScoreError,
  scoreColumns,
  scoringRows,
  type ScoreEntryMode,
  type ScoringSport,
} from '../../../../domain/squares/index.js';
import { useSportsGame } from '../../../lib/sports-league.js';
import { GameWinners } from './game-winners.js';
import { ToolField } from './tool-field.js';
import { useToolGame } from './use-tool-game.js';
import '../../../components/button.css';
import './tools.css';

export interface TeamNames {
  away: string;
  home: string;
}

export const SCORING_GAME_UNAVAILABLE_NOTE = 'We couldn’t find a squares game at that link. The calculator works without one.';
export const SCORING_GAME_FAILED_NOTE = 'The game could not be loaded just now. Reload the page to try again; the calculator works without it.';
export const SCORING_BABY_SHOWER_NOTE =
  'That game is a baby shower pool: the birth settles it, not a score. The calculator works on any football or baseball score.';

const PLAIN_TEAMS: TeamNames = { away: 'Away', home: 'Home' };

export function ScoringToolPage() {
  const state = useToolGame();
  const game = state.status === 'ready' && state.game.variant === 'SportsGame' ? state.game : null;
  const note =
    state.status === 'unavailable'
      ? SCORING_GAME_UNAVAILABLE_NOTE
      : state.status === 'failed'
        ? SCORING_GAME_FAILED_NOTE
        : state.status === 'ready' && game === null
          ? SCORING_BABY_SHOWER_NOTE
          : null;
  return (
    <div className="tool-page">
      <title>Squares scoring calculator: winning digits by quarter or inning · Sportsball</title>
      <header className="tool-page__header">
        <p className="tool-page__eyebrow">
          <Link to="/squares">Squares</Link> · Tools
        </p>
        <h1 className="tool-page__title">Squares scoring calculator</h1>
        <p className="tool-page__lede">
          Type the score and see which digits win each period: the last digit of each team’s running score. Football pays Q1,
          Half, Q3 and the Final (overtime counts in the Final); baseball pays every inning and the Final (extra innings count in
          the Final).
        </p>
      </header>
      {note && (
        <p className="tool-notice" role="status">
          {note}
        </p>
      )}
      {game?.sportsGameId ? <SportsGameScoring game={game} sportsGameId={game.sportsGameId} /> : <Scoring game={game} teams={PLAIN_TEAMS} />}
    </div>
  );
}

function SportsGameScoring({ game, sportsGameId }: { game: SquaresGame; sportsGameId: string }) {
  const stored = useSportsGame(sportsGameId).data?.game;
  const teams = stored ? { away: stored.teams.away.name, home: stored.teams.home.name } : PLAIN_TEAMS;
  return <Scoring game={game} teams={teams} />;
}

type Boxes = Record<'away' | 'home', string[]>;
const emptyBoxes = (count: number): Boxes => ({ away: Array<string>(count).fill(''), home: Array<string>(count).fill('') });

function Scoring({ game, teams }: { game: SquaresGame | null; teams: TeamNames }) {
  const gameSport: ScoringSport | null = game?.sportsLeague ? (sportOfLeague(game.sportsLeague) === 'Baseball' ? 'Baseball' : 'Football') : null;
  const [chosenSport, setSport] = useState<ScoringSport>('Football');
  const sport = gameSport ?? chosenSport;
  const [mode, setMode] = useState<ScoreEntryMode>('running');
  const columns = scoreColumns(sport, mode);
  const [boxes, setBoxes] = useState<Boxes>(() => emptyBoxes(columns.length));
  const sized = boxes.away.length === columns.length ? boxes : emptyBoxes(columns.length);

  const checked = { away: sized.away.map(checkScore), home: sized.home.map(checkScore) };
  const values = {
    away: checked.away.map((c) => (c.ok ? c.value : null)),
    home: checked.home.map((c) => (c.ok ? c.value : null)),
  };
  const anyBad = [...checked.away, ...checked.home].some((c) => !c.ok);
  const orderErrors =
    mode === 'running'
      ? (['away', 'home'] as const)
          .map((side) => {
            const error = runningScoreError(columns, values[side]);
            return error && `${teams[side]}: ${error}`;
          })
          .filter((e): e is string => e !== null)
      : [];
  const rows = anyBad || orderErrors.length > 0 ? null : scoringRows(sport, mode, values.away, values.home);

  const restart = (next: () => void) => {
    next();
    setBoxes(emptyBoxes(0));
  };
  const setBox = (side: 'away' | 'home', index: number, value: string) =>
    setBoxes({ ...sized, [side]: sized[side].map((v, i) => (i === index ? value : v)) });

  return (
    <>
      <form className="tool-form" noValidate onSubmit={(event) => event.preventDefault()}>
        {gameSport === null && (
          <fieldset className="tool-form__group">
            <legend className="form-field__label">Sport</legend>
            <div className="tool-choices">
              {(['Football', 'Baseball'] as const).map((value) => (
                <label key={value} className="tool-choice">
                  <input type="radio" name="scoring-sport" checked={sport === value} onChange={() => restart(() => setSport(value))} />
                  {value}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className="tool-form__group">
          <legend className="form-field__label">How you type the score</legend>
          <div className="tool-choices">
            <label className="tool-choice">
              <input type="radio" name="scoring-mode" checked={mode === 'running'} onChange={() => restart(() => setMode('running'))} />
              Running score, as the scoreboard shows it
            </label>
            <label className="tool-choice">
              <input type="radio" name="scoring-mode" checked={mode === 'points'} onChange={() => restart(() => setMode('points'))} />
              Points scored in each {sport === 'Baseball' ? 'inning' : 'quarter'}
            </label>
          </div>
        </fieldset>
        <div className="score-boxes" role="group" aria-label="Scores">
          <span className="score-boxes__head" aria-hidden="true" />
          <span className="score-boxes__head">{teams.away}</span>
          <span className="score-boxes__head">{teams.home}</span>
          {columns.map((column, index) => (
            <ScoreRow key={column} column={column} index={index} teams={teams} boxes={sized} checked={checked} onChange={setBox} />
          ))}
        </div>
        {orderErrors.map((error) => (
          <p key={error} className="tool-error" role="alert">
            {error}
          </p>
        ))}
      </form>

      <section className="tool-result" aria-labelledby="scoring-result">
        <h2 id="scoring-result" className="tool-result__title">
          Winning digits
        </h2>
        {rows === null ? (
          <p className="tool-result__empty">Fix the scores above to see the winning digits.</p>
        ) : (
          <table className="tool-table">
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Score</th>
                <th scope="col">Digits</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} data-testid={`scoring-row-${row.label}`}>
                  <th scope="row">{row.label}</th>
                  <td>{row.scores ? `${teams.away} ${row.scores.away}, ${teams.home} ${row.scores.home}` : 'Not played yet'}</td>
                  <td>{row.digits ? `${row.digits.away} – ${row.digits.home}` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="tool-note">Digits read {teams.away} (rows) – {teams.home} (columns).</p>
      </section>
      {game && rows && <GameWinners sport={sport} rows={rows} game={game} teams={teams} />}
    </>
  );
}

interface ScoreRowProps {
  column: string;
  index: number;
  teams: TeamNames;
  boxes: Boxes;
  checked: Record<'away' | 'home', ReturnType<typeof checkScore>[]>;
  onChange: (side: 'away' | 'home', index: number, value: string) => void;
}

function ScoreRow({ column, index, teams, boxes, checked, onChange }: ScoreRowProps) {
  return (
    <>
      <span className="score-boxes__period">{column}</span>
      {(['away', 'home'] as const).map((side) => {
        const check = checked[side][index];
        return (
          <ToolField
            key={side}
            id={`score-${side}-${index}`}
            label={`${teams[side]}, ${column}`}
            hiddenLabel
            value={boxes[side][index] ?? ''}
            onChange={(value) => onChange(side, index, value)}
            error={check && !check.ok ? check.error : null}
            inputMode="numeric"
            maxLength={4}
          />
        );
      })}
    </>
  );
}
