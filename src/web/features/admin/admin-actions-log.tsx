// The admin actions of the audit log, newest first: who, when, what to, and before → after
// (site config changes are listed with the site config).
import type { AdminAction, AdminActionEntry } from '../../../contracts/admin-tools.js';
import { formatAdminTime } from './admin-time.js';

const ACTION_NAMES: Record<AdminAction, string> = {
  deleteGame: 'Deleted a game',
  renamePool: 'Renamed a pool',
  renameEntry: 'Renamed an entry',
  signOutEverywhere: 'Signed a user out everywhere',
};

export function AdminActionsLog({ actions }: { actions: readonly AdminActionEntry[] | undefined }) {
  return (
    <div className="admin-audit">
      <h3 className="admin-config__form-title" id="admin-actions">
        Admin actions
      </h3>
      {actions && actions.length === 0 && <p className="admin__empty">No admin actions yet.</p>}
      <ol className="admin-audit__list" aria-labelledby="admin-actions" data-testid="admin-actions">
        {(actions ?? []).map((entry) => (
          <li key={entry.id} className="admin-audit__entry">
            <div className="admin-audit__head">
              <strong>{ACTION_NAMES[entry.action]}</strong>
              <time className="tabular" dateTime={entry.at}>
                {formatAdminTime(entry.at)}
              </time>
            </div>
            <p className="admin-audit__who">
              {entry.actorEmail} · {entry.target}
            </p>
            <ul className="admin-audit__changes">
              <li>
                {entry.before} → {entry.after}
              </li>
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
