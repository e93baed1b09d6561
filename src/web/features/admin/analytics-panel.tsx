// The Admin Dashboard's analytics and errors (decisions 042 and 043): daily players over the
// last 30 days, games created per kind, the funnel of the games created in that window, and the
// error reports grouped by fingerprint. Each chart is also its numbers, in text, for everyone.
import { useEffect, useState } from 'react';
import { AdminAnalyticsSchema, AdminErrorsSchema, type AdminAnalytics, type AdminErrors } from '../../../contracts/analytics.js';
import { apiGet } from '../../lib/api-client.js';
import { formatAdminTime } from './admin-time.js';
import { DisclosureSummary } from '../../components/disclosure-summary.js';
import './analytics-panel.css';

const number = new Intl.NumberFormat('en-US');
const KIND_NAMES: Record<string, string> = {
  SportsGame: 'Squares',
  BabyShower: 'Baby shower squares',
  StraightUp: "Pick'em, straight up",
  VsSpread: "Pick'em, against the spread",
  UnderdogBonus: "Pick'em, underdog bonus",
  Props: 'Props',
};

type Load = { kind: 'loading' } | { kind: 'ready'; analytics: AdminAnalytics; errors: AdminErrors } | { kind: 'failed'; message: string };

export function AnalyticsPanel() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([apiGet('/api/admin/analytics', AdminAnalyticsSchema), apiGet('/api/admin/errors', AdminErrorsSchema)]).then(
      ([analytics, errors]) => live && setLoad({ kind: 'ready', analytics, errors }),
      (error: unknown) => live && setLoad({ kind: 'failed', message: error instanceof Error ? error.message : 'Something went wrong.' }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (load.kind === 'loading') return <p className="admin__empty">Loading analytics…</p>;
  if (load.kind === 'failed') return <p role="alert" className="admin-analytics__failed">Analytics didn't load: {load.message}</p>;
  return <AnalyticsCharts analytics={load.analytics} errors={load.errors} />;
}

export function AnalyticsCharts({ analytics, errors }: { analytics: AdminAnalytics; errors: AdminErrors }) {
  return (
    <>
      <section aria-labelledby="admin-analytics" className="admin-analytics">
        <h2 id="admin-analytics" className="admin__section-title">
          Analytics, last 30 days
        </h2>
        <DailyPlayers days={analytics.dailyPlayers} />
        <GamesByKind rows={analytics.gamesByType} />
        <Funnel funnel={analytics.funnel} />
      </section>
      <ErrorGroups groups={errors.groups} />
    </>
  );
}

function DailyPlayers({ days }: { days: AdminAnalytics['dailyPlayers'] }) {
  const max = Math.max(1, ...days.map((d) => d.players));
  const total = days.reduce((sum, d) => sum + d.players, 0);
  const active = days.filter((d) => d.players > 0).length;
  return (
    <figure className="admin-chart" data-testid="admin-daily-players">
      <figcaption className="admin-chart__title">Daily players</figcaption>
      {total === 0 ? (
        <p className="admin__empty">No players yet.</p>
      ) : (
        <ol className="admin-bars" aria-label={`Daily players, last ${days.length} days, ${active} with players`}>
          {days.map((d) => (
            <li key={d.day} className="admin-bars__day" title={`${d.day}: ${number.format(d.players)}`}>
              <span className="admin-bars__bar" style={{ height: d.players === 0 ? '0' : `${Math.max(4, (d.players / max) * 100)}%` }} aria-hidden="true" />
              <span className="visually-hidden">
                {d.day}: {number.format(d.players)} players
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="admin-chart__note tabular">
        Today: {number.format(days.at(-1)?.players ?? 0)} · peak {number.format(total ? max : 0)} · {number.format(total)} player-days
      </p>
    </figure>
  );
}

function GamesByKind({ rows }: { rows: AdminAnalytics['gamesByType'] }) {
  const max = Math.max(1, ...rows.map((r) => r.games));
  return (
    <figure className="admin-chart" data-testid="admin-games-by-kind">
      <figcaption className="admin-chart__title">Games created</figcaption>
      {rows.length === 0 && <p className="admin__empty">No games created yet.</p>}
      <ul className="admin-hbars">
        {rows.map((r) => (
          <li key={`${r.gameType}:${r.kind}`} className="admin-hbars__row">
            <span className="admin-hbars__label">{KIND_NAMES[r.kind] ?? r.kind}</span>
            <span className="admin-hbars__track" aria-hidden="true">
              <span className="admin-hbars__bar" style={{ width: `${(r.games / max) * 100}%` }} />
            </span>
            <span className="admin-hbars__value tabular">{number.format(r.games)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Funnel({ funnel }: { funnel: AdminAnalytics['funnel'] }) {
  const steps: Array<[string, number]> = [
    ['Created', funnel.created],
    ['Shared', funnel.shared],
    ['Someone joined', funnel.joined],
    ['Game over', funnel.over],
  ];
  const percent = (n: number) => (funnel.created === 0 ? '–' : `${Math.round((n / funnel.created) * 100)}%`);
  return (
    <figure className="admin-chart" data-testid="admin-funnel">
      <figcaption className="admin-chart__title">Funnel of the games created</figcaption>
      <ol className="admin-hbars">
        {steps.map(([label, n]) => (
          <li key={label} className="admin-hbars__row">
            <span className="admin-hbars__label">{label}</span>
            <span className="admin-hbars__track" aria-hidden="true">
              <span className="admin-hbars__bar admin-hbars__bar--funnel" style={{ width: funnel.created === 0 ? '0%' : `${(n / funnel.created) * 100}%` }} />
            </span>
            <span className="admin-hbars__value tabular">
              {number.format(n)} <small>{percent(n)}</small>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

function ErrorGroups({ groups }: { groups: AdminErrors['groups'] }) {
  return (
    <section aria-labelledby="admin-errors">
      <h2 id="admin-errors" className="admin__section-title">
        Errors
      </h2>
      {groups.length === 0 ? (
        <p className="admin__empty">No errors reported.</p>
      ) : (
        <ul className="admin-errors" data-testid="admin-errors">
          {groups.map((g) => (
            <li key={g.fingerprint} className="admin-error">
              <div className="admin-error__head">
                <strong className="admin-error__name">{g.name}</strong>
                <span className="admin-error__count tabular" aria-label={`${g.count} times`}>
                  ×{number.format(g.count)}
                </span>
              </div>
              <p className="admin-error__message">{g.message || '(no message)'}</p>
              <dl className="admin-error__facts">
                <div>
                  <dt>From</dt>
                  <dd>{g.source === 'client' ? 'Browser' : 'Server'}</dd>
                </div>
                <div>
                  <dt>Route</dt>
                  <dd>{g.route}</dd>
                </div>
                <div>
                  <dt>First seen</dt>
                  <dd className="tabular">{formatAdminTime(g.firstSeen)}</dd>
                </div>
                <div>
                  <dt>Last seen</dt>
                  <dd className="tabular">{formatAdminTime(g.lastSeen)}</dd>
                </div>
                <div>
                  <dt>Version</dt>
                  <dd>{g.version}</dd>
                </div>
                {g.correlationId && (
                  <div>
                    <dt>Correlation id</dt>
                    <dd className="admin-error__id">{g.correlationId}</dd>
                  </div>
                )}
              </dl>
              {g.stack && (
                <details className="admin-error__stack">
                  <DisclosureSummary>Stack</DisclosureSummary>
                  <pre>{g.stack}</pre>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
