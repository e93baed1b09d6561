// 'Verify the draw' (docs/product/squares.md: a provably fair draw anyone can check by hand or in the
// browser). Before the lock it shows the commitment (the seed's hash, published at creation);
// after it, the seed and the grid's hash, a button that redoes the whole draw here with the
// domain's verifyDraw, and the algorithm in plain words (src/domain/squares/draw.ts).
import { memo, useState } from 'react';
import type { SquaresGame } from '../../../../contracts/squares.js';
import { GRID_HASH_PREFIX, gridText, verifyDraw, type DrawVerification } from '../../../../domain/squares/index.js';
import { useSlice, type Readable } from '../../../lib/store.js';
import { DisclosureSummary } from '../../../components/disclosure-summary.js';

type VerifyGame = Pick<SquaresGame, 'draw' | 'squares' | 'size' | 'targetScores'>;

/** What the check found, in a sentence. */
export function verificationText(result: DrawVerification): string {
  if (result.ok) return 'Verified: the seed matches the hash published before anyone claimed a square, and redoing the draw gives exactly these digits.';
  const failed = [
    !result.seedMatches && 'the seed does not match the published hash',
    !result.gridMatches && 'the squares do not match the locked grid’s hash',
    !result.digitsMatch && 'the digits do not come out the same',
  ].filter(Boolean);
  return `Does not match: ${failed.join('; ')}.`;
}

/**
 * The grid as it was hashed at the lock. A square can change hands after the lock (a player
 * signs in and their squares move to the account, or an account is deleted), so the server
 * keeps the locked grid with the draw; older games without it are checked on today's squares.
 */
function lockedGrid(game: VerifyGame) {
  return game.draw.lockedSquares ?? game.squares;
}

export function runVerification(game: VerifyGame): DrawVerification | null {
  const { seed, seedHash, gridHash } = game.draw;
  if (!seed || !gridHash || !game.targetScores) return null;
  return verifyDraw({ seed, seedHash, gridHash, squares: lockedGrid(game), size: game.size, targetScores: game.targetScores });
}

/**
 * Before the seed is revealed the card shows only the commitment, so a claim (new squares) does
 * not re-render it (docs/BENCHMARKS.md); after the draw the squares are part of what it checks.
 */
function sameCard(a: VerifyGame, b: VerifyGame): boolean {
  return a.draw === b.draw && a.size === b.size && a.targetScores === b.targetScores && (a.squares === b.squares || b.draw.seed === null);
}

export const VerifyDraw = memo(function VerifyDraw({ source }: { source: Readable<VerifyGame> }) {
  const game = useSlice(source, (g) => g, sameCard);
  const [result, setResult] = useState<DrawVerification | null>(null);
  const revealed = game.draw.seed !== null && game.draw.gridHash !== null && game.targetScores !== null;
  const per = game.size === 100 ? 'one digit' : 'two digits';

  return (
    <section className="game-panel sq-verify" aria-labelledby="sq-verify-title">
      <h2 id="sq-verify-title" className="game-panel__title">
        Verify the draw
      </h2>
      {revealed ? (
        <p>The game is locked and the secret seed is revealed. Check that the digits were not picked by hand:</p>
      ) : (
        <p>
          The digits are drawn when the host locks the game, from a secret seed chosen when the game was created. Its fingerprint
          (SHA-256 hash) is published now, so the seed cannot be swapped later:
        </p>
      )}
      <dl className="sq-verify__facts">
        <dt>Seed hash (published at creation)</dt>
        <dd className="sq-hex">{game.draw.seedHash}</dd>
        {revealed && (
          <>
            <dt>Seed (revealed at lock)</dt>
            <dd className="sq-hex">{game.draw.seed}</dd>
            <dt>Grid hash (the squares as locked)</dt>
            <dd className="sq-hex">{game.draw.gridHash}</dd>
          </>
        )}
      </dl>
      {revealed && (
        <>
          <button type="button" className="button button--secondary" onClick={() => setResult(runVerification(game))}>
            Verify in my browser
          </button>
          <p className={`sq-verify__result${result ? (result.ok ? ' sq-verify__result--ok' : ' sq-verify__result--bad') : ''}`} role="status">
            {result ? verificationText(result) : ''}
          </p>
        </>
      )}
      <details className="sq-verify__how">
        <DisclosureSummary>How the draw works</DisclosureSummary>
        <ol>
          <li>
            <strong>Commitment.</strong> When the game is created, the server picks a secret 32-byte seed and publishes its SHA-256
            hash.
          </li>
          <li>
            <strong>Grid.</strong> At lock, the grid hash is SHA-256 of the text “{GRID_HASH_PREFIX}”, a new line, the grid size
            and a new line, then one line per claimed square in square order: square number, player id and initials separated by
            tabs. The seed was fixed before any claim and the grid is fixed before the seed is revealed, so nobody, not even
            whoever holds the seed, can know the winning squares while claims are open.
          </li>
          <li>
            <strong>Digits.</strong> For each axis (rows, then columns) and each digit set k, the bytes of HMAC-SHA256(seed,
            “gridHash:axis:k:block”) for block 0, 1, 2… shuffle the digits 0–9 (Fisher–Yates): for i from 9 down to 1, take the next
            byte b, skip it if b ≥ 256 − (256 mod (i+1)) so every choice is equally likely, and swap positions i and b mod (i+1).
          </li>
          <li>
            <strong>Axes.</strong> Each row and column cell takes {per} of the shuffled list, in order. Rows are the away side’s
            digits, columns the home side’s.
          </li>
        </ol>
        {revealed && (
          <>
            <p>The text that was hashed for this grid:</p>
            <pre className="sq-verify__text">{gridText(lockedGrid(game), game.size)}</pre>
          </>
        )}
      </details>
    </section>
  );
});
