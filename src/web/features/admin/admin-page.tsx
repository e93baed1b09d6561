// The Admin Dashboard (/admin, decision 006): for ADMIN_EMAILS accounts, the figures of
// GET /api/admin/overview and the site config (site-config-panel.tsx). Everyone else — the API
// answers 403, the server sends the page as a 404 — sees a page-not-found screen: nothing of
// the dashboard, not even its layout while loading (docs/security.md).
import { useEffect, useState } from 'react';
import { AdminOverviewSchema, type AdminOverview } from '../../../contracts/admin.js';
import { RefreshIcon, SignalIcon } from '../../components/icons.js';
import { StatusScreen } from '../../components/status-screen.js';
import { ApiError, apiGet } from '../../lib/api-client.js';
import { ensureSession, useSessionUser } from '../../lib/session.js';
import { formatAdminTime as formatTime } from './admin-time.js';
import { SiteConfigPanel } from './site-config-panel.js';
import { AdminFindPanel } from './admin-find-panel.js';
import { FeedHealthPanel } from './feed-health-panel.js';
import { AnalyticsPanel } from './analytics-panel.js';
import { BenchdPanel } from './benchd-panel.js';
import { AdminLoading, AdminRefused } from './admin-gate.js';
import '../../components/button.css';
import './admin.css';

type Load = { kind: 'loading' } | { kind: 'ready'; overview: AdminOverview } | { kind: 'refused' } | { kind: 'failed'; message: string };

const LEAGUE_NAMES: Record<string, string> = { NFL: 'NFL', NcaaFootball: 'College football', MLB: 'MLB', NBA: 'NBA' };
const number = new Intl.NumberFormat('en-US');

async function loadOverview(): Promise<Load> {
  // The cookie must exist before asking: a first visit starts its session first.
  await ensureSession();
  try {
    return { kind: 'ready', overview: await apiGet('/api/admin/overview', AdminOverviewSchema) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: 'refused' };
    return { kind: 'failed', message: error instanceof Error ? error.message : 'Something went wrong.' };
  }
}


export function AdminPage() {
  const user = useSessionUser();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const who = user === undefined ? 'unknown' : user === null ? 'none' : `${user.type}:${user.uid}`;

  const fetchOverview = () => void loadOverview().then(setLoad);

  // Again whenever the visitor changes: signing in here with an admin account opens the dashboard.
  useEffect(() => {
    let live = true;
    void loadOverview().then((next) => {
      if (live) setLoad(next);
    });
    return () => {
      live = false;
    };
  }, [who]);

  if (load.kind === 'refused') return <AdminRefused />;

  if (load.kind === 'loading') return <AdminLoading />;

  if (load.kind === 'failed') {
    return (
      <StatusScreen
        art={<SignalIcon />}
        title="The dashboard didn't load"
        testId="admin-error"
        actions={
          <button type="button" className="button button--primary" onClick={fetchOverview}>
            <RefreshIcon /> Try again
          </button>
        }
      >
        <p>{load.message}</p>
      </StatusScreen>
    );
  }

  const { overview } = load;
  return (
    <div className="admin">
      <title>Admin Dashboard · Sportsball</title>
      <header className="admin__header">
        <div>
          <h1 className="admin__title">Admin Dashboard</h1>
          <p className="admin__meta tabular">
            {overview ? `Version ${overview.version} · ${overview.database === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'} · ${formatTime(overview.generatedAt)}` : 'Loading…'}
          </p>
        </div>
        <button type="button" className="icon-button admin__refresh" aria-label="Refresh" onClick={fetchOverview}>
          <RefreshIcon />
        </button>
      </header>

      <SiteConfigPanel />
      <BenchdPanel />

      <AdminFindPanel />

      <section aria-labelledby="admin-people">
        <h2 id="admin-people" className="admin__section-title">
          People
        </h2>
        <ul className="admin-tiles">
          <Tile label="Accounts" value={overview?.users.signedIn} />
          <Tile label="Anonymous players" value={overview?.users.anonymous} />
          <Tile label="Sign-ups, last 7 days" value={overview?.users.signUpsLast7Days} />
          <Tile label="Live sessions" value={overview?.sessions.live} />
        </ul>
      </section>

      <AnalyticsPanel />

      <section aria-labelledby="admin-games">
        <h2 id="admin-games" className="admin__section-title">
          Sports games
        </h2>
        {overview && overview.sportsGames.length === 0 ? (
          <p className="admin__empty">No sports games stored yet.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">League</th>
                <th scope="col" className="admin-table__num">
                  Games
                </th>
                <th scope="col" className="admin-table__num">
                  Live
                </th>
              </tr>
            </thead>
            <tbody>
              {(overview?.sportsGames ?? []).map((row) => (
                <tr key={row.sportsLeague}>
                  <th scope="row">{LEAGUE_NAMES[row.sportsLeague] ?? row.sportsLeague}</th>
                  <td className="admin-table__num tabular">{number.format(row.games)}</td>
                  <td className="admin-table__num tabular">{number.format(row.live)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <FeedHealthPanel refreshKey={overview?.generatedAt} />
    </div>
  );
}

function Tile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <li className="admin-tile">
      <span className="admin-tile__value tabular">{value === undefined ? '–' : number.format(value)}</span>
      <span className="admin-tile__label">{label}</span>
    </li>
  );
}
