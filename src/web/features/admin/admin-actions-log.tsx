// The admin actions of the audit log, newest first: who, when, what to, and before → after
// (site config changes are listed with the site config).
import type { AdminAction, AdminActionEntry } from '../../../contracts/admin-tools.js';
import { AuditList } from './audit-list.js';

const ACTION_NAMES: Record<AdminAction, string> = {
  deleteGame: 'Deleted a game',
  renamePool: 'Renamed a pool',
  renameEntry: 'Renamed an entry',
  renamePlayer: 'Renamed a squares player',
  signOutEverywhere: 'Signed a user out everywhere',
};

export function AdminActionsLog({ actions }: { actions: readonly AdminActionEntry[] | undefined }) {
  const rows = actions?.map((entry) => ({
    id: entry.id,
    title: ACTION_NAMES[entry.action],
    at: entry.at,
    who: `${entry.actorEmail} · ${entry.target}`,
    changes: [`${entry.before} → ${entry.after}`],
  }));
  return <AuditList id="admin-actions" heading="Admin actions" empty="No admin actions yet." rows={rows} />;
}
