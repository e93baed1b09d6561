// The scoring tool's winning squares for one of our games: each of the game's paying periods whose
// score is typed, on the game's digits, with the initials (and name) on the winning square.
import type { SquaresGame } from '../../../../contracts/squares.js';
import { toolWinners, type ScoringRow, type ScoringSport } from '../../../../domain/squares/index.js';
import type { TeamNames } from './scoring-page.js';

export function GameWinners({ sport, rows, game, teams }: { sport: ScoringSport; rows: readonly ScoringRow[]; game: SquaresGame; teams: TeamNames }) {
  const targetScores = game.targetScores;
  return (
    <section className="tool-result" aria-labelledby="scoring-winners">
      <h2 id="scoring-winners" className="tool-result__title">
        Winners in {game.name}
      </h2>
      {targetScores === null ? (
        <p className="tool-result__empty">Digits are drawn when the host locks the grid. The winning squares show here after that.</p>
      ) : (
        <ul className="tool-winners">
          {toolWinners(sport, rows, { ...game, targetScores }).map((result) => (
            <li key={result.label} data-testid={`scoring-winner-${result.label}`}>
              <strong>{result.label}</strong>:{' '}
              {'pending' in result
                ? 'type the score to see the winner'
                : result.entryName === null
                  ? `${teams.away} ${result.scores.away % 10} – ${teams.home} ${result.scores.home % 10}: empty square, no winner`
                  : `${teams.away} ${result.scores.away % 10} – ${teams.home} ${result.scores.home % 10}, ${result.entryName}${ownerName(game, result.square)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ownerName(game: SquaresGame, square: number): string {
  const owner = game.squares.find((s) => s.square === square)?.entryOwner;
  return owner ? ` (${owner.name})` : '';
}
