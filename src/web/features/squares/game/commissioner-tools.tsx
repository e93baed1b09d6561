// The host's commissioner tools (docs/product/squares.md): claim squares for an offline player, mark squares
// paid, and the per-period payouts as the host wrote them (we never handle money).
import { memo } from 'react';
import type { PeriodRow } from './game-facts.js';

export const CommissionerTools = memo(function CommissionerTools({
  open,
  onClaimForPlayer,
  onMarkPaid,
  periods,
}: {
  open: boolean;
  onClaimForPlayer: () => void;
  onMarkPaid: () => void;
  periods: readonly PeriodRow[];
}) {
  const payouts = periods.filter((period) => period.payout);
  return (
    <section className="game-panel sq-tools" aria-labelledby="sq-tools-title">
      <h2 id="sq-tools-title" className="game-panel__title">
        Commissioner tools
      </h2>
      <p>Only you see these. Sportsball never handles money: track who paid here.</p>
      <div className="sq-tools__buttons">
        {open && (
          <button type="button" className="button button--secondary" onClick={onClaimForPlayer}>
            Claim for a player
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onMarkPaid}>
          Mark squares paid
        </button>
      </div>
      {payouts.length > 0 && (
        <p className="sq-tools__payouts">
          Payouts: {payouts.map((period) => `${period.label} ${period.payout}`).join(' · ')}
        </p>
      )}
    </section>
  );
});
