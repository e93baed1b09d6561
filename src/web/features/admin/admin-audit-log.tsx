// Every admin change, newest first: who, when, and what it changed from and to (decision 039).
import type { AdminAuditEntry } from '../../../contracts/admin.js';
import { formatAdminTime } from './admin-time.js';

const ACTION_NAMES: Record<string, string> = {
  scheduleMaintenance: 'Scheduled maintenance',
  clearMaintenance: 'Cleared maintenance',
  setMinClientVersion: 'Set minimum version',
};

const FIELD_NAMES: Record<string, string> = { maintenanceTime: 'maintenance', maintenanceMessage: 'message', minClientVersion: 'minimum version' };

const show = (key: string, value: unknown) => {
  if (value === null || value === undefined || value === '') return 'none';
  if (key === 'maintenanceTime' && typeof value === 'string') return formatAdminTime(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** The fields the change altered, as "field: before → after". */
function changes(entry: AdminAuditEntry): string[] {
  return Object.keys(entry.after)
    .filter((key) => JSON.stringify(entry.before[key] ?? null) !== JSON.stringify(entry.after[key] ?? null))
    .map((key) => `${FIELD_NAMES[key] ?? key}: ${show(key, entry.before[key])} → ${show(key, entry.after[key])}`);
}

export function AdminAuditLog({ entries }: { entries: readonly AdminAuditEntry[] | undefined }) {
  return (
    <div className="admin-audit">
      <h3 className="admin-config__form-title" id="admin-audit">
        Audit log
      </h3>
      {entries && entries.length === 0 && <p className="admin__empty">No admin changes yet.</p>}
      <ol className="admin-audit__list" aria-labelledby="admin-audit" data-testid="admin-audit">
        {(entries ?? []).map((entry) => {
          const altered = changes(entry);
          return (
            <li key={entry.id} className="admin-audit__entry">
              <div className="admin-audit__head">
                <strong>{ACTION_NAMES[entry.action] ?? entry.action}</strong>
                <time className="tabular" dateTime={entry.at}>
                  {formatAdminTime(entry.at)}
                </time>
              </div>
              <p className="admin-audit__who">{entry.actorEmail}</p>
              <ul className="admin-audit__changes">
                {(altered.length > 0 ? altered : ['no change']).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
