// /squares/templates/printable, the printable squares sheet (docs/product/squares.md#printable-sheet):
// a 10x10 or 5x5 grid that prints on one page of A4 or US Letter, blank, or filled from one of our
// games with `?game={id}` (its initials and names, its digits once drawn, a QR code to the game).
// 'Download PDF' is the browser's own print-to-PDF: no PDF library ships with the page (decision 040).
import { useState } from 'react';
import { Link } from 'react-router';
import type { SquaresGame } from '../../../../contracts/squares.js';
import { QrCode } from '../../../components/share-panel/qr-code.js';
import { useSportsGame } from '../../../lib/sports-league.js';
import { PrintGrid, type SheetAxes } from './print-grid.js';
import { GAME_FAILED_NOTE, GAME_UNAVAILABLE_NOTE, useToolGame } from './use-tool-game.js';
import '../../../components/button.css';
import './tools.css';
import './printable.css';

export const SAVE_AS_PDF_HINT = 'Choose "Save as PDF" in the print dialog.';

export function PrintablePage() {
  const state = useToolGame();
  const [size, setSize] = useState<100 | 25>(100);
  const game = state.status === 'ready' ? state.game : null;
  const note = state.status === 'unavailable' ? GAME_UNAVAILABLE_NOTE : state.status === 'failed' ? GAME_FAILED_NOTE : null;

  return (
    <div className="tool-page printable">
      <title>{game ? `Printable squares sheet: ${game.name} · Sportsball` : 'Printable squares template, 10x10 and 5x5 · Sportsball'}</title>
      <header className="tool-page__header print-hide">
        <p className="tool-page__eyebrow">
          <Link to="/squares">Squares</Link> · Templates
        </p>
        <h1 className="tool-page__title">Printable squares sheet</h1>
        <p className="tool-page__lede">
          {game
            ? 'Your game, ready for the wall: the initials and names on each square, the digits once drawn, and a QR code that opens the game.'
            : 'A blank grid that prints on one page, A4 or US Letter. Write the teams along the top and side, let everyone sign a square, then draw the digits from a hat.'}
        </p>
      </header>

      {note && (
        <p className="tool-notice" role="status" data-testid="printable-note">
          {note}
        </p>
      )}

      <div className="tool-form print-hide">
        {game === null && (
          <fieldset className="tool-form__group">
            <legend className="form-field__label">Grid size</legend>
            <div className="tool-choices">
              {([100, 25] as const).map((value) => (
                <label key={value} className="tool-choice">
                  <input type="radio" name="printable-size" checked={size === value} onChange={() => setSize(value)} />
                  {value === 100 ? '10x10 (100 squares)' : '5x5 (25 squares)'}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="tool-actions">
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            Print
          </button>
          <button type="button" className="button button--secondary" aria-describedby="printable-pdf-hint" onClick={() => window.print()}>
            Download PDF
          </button>
        </div>
        <p id="printable-pdf-hint" className="tool-note">
          {SAVE_AS_PDF_HINT} It keeps the sheet on one page.
        </p>
      </div>

      {state.status === 'loading' ? (
        <div className="print-sheet print-sheet--loading" role="status">
          <span className="visually-hidden">Loading the game…</span>
        </div>
      ) : game ? (
        <GameSheet game={game} />
      ) : (
        <Sheet size={size} title="Squares pool" axes={{ top: 'Home team', side: 'Away team' }} />
      )}
    </div>
  );
}

function GameSheet({ game }: { game: SquaresGame }) {
  if (game.variant === 'SportsGame' && game.sportsGameId) return <SportsGameSheet game={game} sportsGameId={game.sportsGameId} />;
  const axes = game.variant === 'BabyShower' ? { top: 'Ounces', side: 'Day of birth' } : { top: 'Home team', side: 'Away team' };
  return <Sheet size={game.size} title={game.name} axes={axes} game={game} />;
}

function SportsGameSheet({ game, sportsGameId }: { game: SquaresGame; sportsGameId: string }) {
  const stored = useSportsGame(sportsGameId).data?.game;
  const axes = stored
    ? { top: `${stored.teams.home.city} ${stored.teams.home.name}`.trim(), side: `${stored.teams.away.city} ${stored.teams.away.name}`.trim() }
    : { top: 'Home team', side: 'Away team' };
  const matchup = stored ? `${stored.teams.away.name} at ${stored.teams.home.name}` : null;
  return <Sheet size={game.size} title={game.name} subtitle={matchup} axes={axes} game={game} />;
}

interface SheetProps {
  size: 100 | 25;
  title: string;
  subtitle?: string | null;
  axes: SheetAxes;
  game?: SquaresGame;
}

function Sheet({ size, title, subtitle, axes, game }: SheetProps) {
  const url = game ? `${location.origin}/games/${game.id}` : null;
  const digits = game?.targetScores?.[0] ?? null;
  const moreSets = (game?.targetScores?.length ?? 0) > 1;
  return (
    <article className={`print-sheet print-sheet--${size}`} aria-label="Printable sheet" data-testid="print-sheet">
      <header className="print-sheet__head">
        <h2 className="print-sheet__title">{title}</h2>
        {subtitle && <p className="print-sheet__subtitle">{subtitle}</p>}
        {!game && (
          <p className="print-sheet__blanks">
            <span>Game: ____________________</span> <span>Date: __________</span> <span>Per square: ______</span>
          </p>
        )}
      </header>
      <PrintGrid size={size} axes={axes} digits={digits} squares={game?.squares ?? []} />
      {game && !digits && <p className="print-sheet__hint">Digits are drawn when the host locks the grid: write them in, or print again after the lock.</p>}
      {moreSets && <p className="print-sheet__hint">The digits shown are the first set; this game draws new digits during the game (see the game page).</p>}
      <footer className="print-sheet__foot">
        {game && url ? (
          <div className="print-sheet__qr" data-testid="print-qr">
            <QrCode value={url} label={`QR code for the link to ${game.name}`} />
            <p>
              Scan to open the game, or go to <strong>{location.host}/g/{game.code}</strong>
            </p>
          </div>
        ) : (
          <p className="print-sheet__payouts">
            <span>Q1: ________</span> <span>Half: ________</span> <span>Q3: ________</span> <span>Final: ________</span>
          </p>
        )}
        <p className="print-sheet__brand">Run it on your phone for free at Sportsball: live scores, automatic winners.</p>
      </footer>
    </article>
  );
}
