// Every admin change, newest first: who, when, and what it changed from and to (decision 039).
import type { AdminAuditEntry } from '../../../contracts/admin.js';
import { formatAdminTime } from './admin-time.js';
import { AuditList } from './audit-list.js';

const ACTION_NAMES: Record<string, string> = {
  scheduleMaintenance: 'Scheduled maintenance',
  clearMaintenance: 'Cleared maintenance',
  setMinClientVersion: 'Set minimum version',
};

type Field = keyof AdminAuditEntry['after'];

const FIELD_NAMES: Record<Field, string> = { maintenanceTime: 'maintenance', maintenanceMessage: 'message', minClientVersion: 'minimum version' };

const show = (key: Field, value: string | null) => {
  if (value === null || value === '') return 'none';
  return key === 'maintenanceTime' ? formatAdminTime(value) : value;
};

/** The fields the change altered, as "field: before → after". */
function changes(entry: AdminAuditEntry): string[] {
  return (Object.keys(FIELD_NAMES) as Field[])
    .filter((key) => entry.before[key] !== entry.after[key])
    .map((key) => `${FIELD_NAMES[key]}: ${show(key, entry.before[key])} → ${show(key, entry.after[key])}`);
}

export function AdminAuditLog({ entries }: { entries: readonly AdminAuditEntry[] | undefined }) {
  const rows = entries?.map((entry) => {
    const altered = changes(entry);
    return { id: entry.id, title: ACTION_NAMES[entry.action] ?? entry.action, at: entry.at, who: entry.actorEmail, changes: altered.length > 0 ? altered : ['no change'] };
  });
  return <AuditList id="admin-audit" heading="Audit log" empty="No admin changes yet." rows={rows} />;
}
