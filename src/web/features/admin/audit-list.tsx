// One list of audit log rows, newest first: what was done, when, by whom (and to what), and the
// lines of what it changed. The site config's changes and the admin actions are both shown so.
import { formatAdminTime } from './admin-time.js';

export interface AuditRow {
  id: string | number;
  title: string;
  at: string;
  who: string;
  changes: readonly string[];
}

export function AuditList({ id, heading, empty, rows }: { id: string; heading: string; empty: string; rows: readonly AuditRow[] | undefined }) {
  return (
    <div className="admin-audit">
      <h3 className="admin-config__form-title" id={id}>
        {heading}
      </h3>
      {rows && rows.length === 0 && <p className="admin__empty">{empty}</p>}
      <ol className="admin-audit__list" aria-labelledby={id} data-testid={id}>
        {(rows ?? []).map((row) => (
          <li key={row.id} className="admin-audit__entry">
            <div className="admin-audit__head">
              <strong>{row.title}</strong>
              <time className="tabular" dateTime={row.at}>
                {formatAdminTime(row.at)}
              </time>
            </div>
            <p className="admin-audit__who">{row.who}</p>
            <ul className="admin-audit__changes">
              {row.changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
