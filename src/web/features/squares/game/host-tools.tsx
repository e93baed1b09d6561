// The squares host tools on the game page (docs/product/squares.md#host-tools, decision 032): the
// host's panel (claim for a player, mark paid, edit the game, the price tally), the release and
// reassign actions under a tapped square while the game is open, and the public activity log.
// Outcomes show in the page (an inline line with role="alert"), never in a native alert.
import { memo, useState } from 'react';
import type { ActivityRecord, Square } from '../../../../contracts/squares.js';
import { formatPrice, squareSubject, squaresTally, type SquaresSize } from '../../../../domain/squares/index.js';
import { Dialog } from '../../../components/dialog.js';
import { InlineAlert } from '../../../components/inline-alert.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useInlineCommand } from '../../../lib/use-command.js';
import { useReadable, useSlice } from '../../../lib/store.js';
import * as api from './game-api.js';
import type { PeriodRow } from './game-facts.js';
import type { SquaresSource } from './game-frame.js';
import { InitialsDialog } from './initials-dialog.js';
import type { GridSources } from './squares-board.js';
import './host-tools.css';

// A host command's refusal stays in its dialog as an inline alert (the host dialogs import it from here).
export { useInlineCommand } from '../../../lib/use-command.js';

export const Failure = ({ text }: { text: string | null }) => <InlineAlert text={text} className="sq-form__failure" />;

interface HostToolsProps {
  open: boolean;
  squares: SquaresSource;
  priceCents: number | null;
  periods: readonly PeriodRow[];
  onClaimForPlayer: () => void;
  onMarkPaid: () => void;
  onEditSettings: () => void;
}

/** The host's panel: only the host sees it. Sportsball never handles money: the tally is the host's ledger. */
export const HostTools = memo(function HostTools({ open, squares, priceCents, periods, onClaimForPlayer, onMarkPaid, onEditSettings }: HostToolsProps) {
  const payouts = periods.filter((period) => period.payout);
  return (
    <section className="game-panel sq-tools" aria-labelledby="sq-tools-title">
      <h2 id="sq-tools-title" className="game-panel__title">
        Host tools
      </h2>
      <p>Only you see these. Sportsball never handles money: track who paid here.</p>
      {open && <p className="sq-tools__hint">To release or reassign a square, tap it on the grid.</p>}
      <div className="sq-tools__buttons">
        {open && (
          <button type="button" className="button button--secondary" onClick={onClaimForPlayer}>
            Claim for a player
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onMarkPaid}>
          Mark squares paid
        </button>
        <button type="button" className="button button--secondary" onClick={onEditSettings}>
          Edit game
        </button>
      </div>
      {payouts.length > 0 && (
        <p className="sq-tools__payouts">
          Payouts: {payouts.map((period) => `${period.label} ${period.payout}`).join(' · ')}
        </p>
      )}
      <Tally squares={squares} priceCents={priceCents} />
    </section>
  );
});

/** Squares held, paid and owed per player, for the host. */
function Tally({ squares, priceCents }: { squares: SquaresSource; priceCents: number | null }) {
  const held = useSlice(squares, (g) => g.squares);
  const rows = squaresTally(held, priceCents);
  if (rows.length === 0) return null;
  const owed = rows.reduce((sum, row) => sum + row.owedCents, 0);
  return (
    <div className="sq-tally" data-testid="squares-tally">
      <table className="sq-tally__table">
        <caption>{priceCents === null ? 'Who paid (no price set)' : `Who paid · ${formatPrice(priceCents)} a square`}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="sq-num">
              Squares
            </th>
            <th scope="col" className="sq-num">
              Paid
            </th>
            {priceCents !== null && (
              <th scope="col" className="sq-num">
                Owed
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.entryName}>
              <th scope="row">{row.entryName}</th>
              <td className="sq-num">{row.held}</td>
              <td className="sq-num">{row.paid}</td>
              {priceCents !== null && <td className="sq-num">{formatPrice(row.owedCents)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {priceCents !== null && <p className="sq-tally__total tabular">Still owed: {formatPrice(owed)}</p>}
    </div>
  );
}

/** A player's own line of the tally (players see theirs only; the host sees everyone's). */
export function MyTally({ squares, uid, priceCents }: { squares: SquaresSource; uid: string | null; priceCents: number | null }) {
  const held = useSlice(squares, (g) => g.squares);
  if (priceCents === null || uid === null) return null;
  const mine = held.filter((square) => square.uid === uid && !square.onBehalf);
  if (mine.length === 0) return null;
  const [row] = squaresTally(mine.map((square) => ({ entryName: '', paid: square.paid })), priceCents);
  if (!row) return null;
  return (
    <p className="sq-tally__mine tabular" data-testid="my-tally">
      {formatPrice(priceCents)} a square · you hold {row.held}, {row.paid} paid{row.owedCents > 0 ? ` · you owe the host ${formatPrice(row.owedCents)}` : ''}
    </p>
  );
}

/** Initials a reassignment may not use: any player's but the host's own and those the host holds for others. */
function takenByPlayers(squares: readonly Square[], hostUid: string | null): string[] {
  return [...new Set(squares.filter((s) => s.uid !== hostUid).map((s) => s.entryName))];
}

type SquareDialog = { kind: 'release' | 'reassign'; held: Square };

/** Release and Reassign for the square the host tapped, while the game is open. */
export function SquareHostActions({ gameId, square, size, sources, squares }: { gameId: string; square: number; size: SquaresSize; sources: GridSources; squares: SquaresSource }) {
  const held = useReadable(sources.square(square));
  const [dialog, setDialog] = useState<SquareDialog | null>(null);
  const all = useSlice(squares, (g) => g.squares);
  if (!held && dialog === null) return null;
  const where = squareSubject(square, size);
  return (
    <div className="sq-square-actions">
      {held && (
        <>
          <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'release', held })}>
            Release square
          </button>
          <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'reassign', held })}>
            Reassign square
          </button>
        </>
      )}
      {dialog?.kind === 'release' && (
        <ReleaseDialog where={where} initials={dialog.held.entryName} onRelease={() => api.hostReleaseSquare(gameId, square, dialog.held.entryName)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'reassign' && (
        <InitialsDialog
          title="Reassign square"
          intro={`${where} is ${dialog.held.entryName}'s. Enter who gets it: it is held for them as a square you claimed on their behalf, unpaid.`}
          defaults={{ initials: '', displayName: '' }}
          taken={takenByPlayers(all, sources.viewerUid)}
          saveLabel="Reassign"
          onSave={async (values) => {
            try {
              await api.reassignSquare(gameId, square, { from: dialog.held.entryName, initials: values.initials, ...(values.displayName ? { displayName: values.displayName } : {}) });
              setDialog(null);
              return null;
            } catch (error) {
              return errorMessage(error);
            }
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

function ReleaseDialog({ where, initials, onRelease, onClose }: { where: string; initials: string; onRelease: () => Promise<void>; onClose: () => void }) {
  const { busy, failure, run } = useInlineCommand();
  return (
    <Dialog title="Release this square?" onClose={onClose}>
      <div className="sq-dialog">
        <p>
          {where} is <strong>{initials}</strong>&apos;s. Releasing it makes it free for anyone to claim, and is written to the game&apos;s activity log.
        </p>
        <Failure text={failure} />
        <div className="sq-dialog__actions">
          <button type="button" className="button button--primary button--block" disabled={busy} onClick={() => void run(onRelease).then((done) => done && onClose())}>
            {busy ? 'Releasing…' : 'Release square'}
          </button>
          <button type="button" className="button button--secondary button--block" data-autofocus onClick={onClose}>
            Keep it
          </button>
        </div>
      </div>
    </Dialog>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Every host override, newest first: public, so players see what the host changed. */
export function ActivityLog({ records }: { records: readonly ActivityRecord[] }) {
  if (records.length === 0) return null;
  return (
    <section className="game-panel" aria-labelledby="sq-activity-title" data-testid="squares-activity">
      <h2 id="sq-activity-title" className="game-panel__title">
        Changes by the host
      </h2>
      <ol className="sq-activity">
        {[...records].reverse().map((record, i) => (
          <li key={`${record.at}-${i}`} className="sq-activity__item">
            <span>
              <strong>{record.subject}</strong> · {record.change}
            </span>
            <span className="sq-activity__when">
              <time dateTime={record.at}>{timeFormat.format(new Date(record.at))}</time> · {record.by}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
