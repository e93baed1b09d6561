// /benchd (decision 045): the game-day figures alone, for an operator's second screen. Admins
// only: for anyone else the server sends the page as a 404 and the API answers 403, so they see
// the page-not-found screen and nothing of this one (docs/security.md).
import { useEffect, useState } from 'react';
import { ensureSession } from '../../lib/session.js';
import { BenchdFiguresList, useBenchdFigures } from './benchd-panel.js';
import { AdminLoading, AdminRefused } from './admin-gate.js';
import '../../components/button.css';
import './admin.css';

function Figures() {
  const load = useBenchdFigures();
  if (load.kind === 'refused') return <AdminRefused />;
  if (load.kind === 'loading') return <AdminLoading />;
  return (
    <div className="admin">
      <title>Game day · Sportsball</title>
      <header className="admin__header">
        <div>
          <h1 className="admin__title">Game day</h1>
          <p className="admin__meta">The last hour, a point a minute</p>
        </div>
      </header>
      {load.kind === 'ready' ? (
        <BenchdFiguresList figures={load.figures} />
      ) : (
        <p className="admin__empty" role="alert">
          The figures didn't load: {load.message}
        </p>
      )}
    </div>
  );
}

export function BenchdPage() {
  // The cookie must exist before asking: a first visit starts its session first.
  const [session, setSession] = useState(false);
  useEffect(() => {
    void ensureSession().finally(() => setSession(true));
  }, []);
  return session ? <Figures /> : <div className="page-loading" role="status"><span className="visually-hidden">Loading…</span></div>;
}
