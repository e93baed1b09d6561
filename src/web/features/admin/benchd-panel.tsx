// The game-day figures (/benchd, decision 045): open sockets, fan-out lag p99, claim latency p99
// and feed freshness over the last hour, a point a minute, from GET /api/admin/benchd, read again
// every 10 s. Each instance keeps its own figures: the panel says which one answered.
import { useEffect, useState } from 'react';
import { BenchdFiguresSchema, type BenchdFigures, type BenchdPoint } from '../../../contracts/benchd.js';
import { ApiError, apiGet } from '../../lib/api-client.js';
import { Sparkline } from './benchd-sparkline.js';
import './benchd.css';

const REFRESH_MS = 10_000;
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export type BenchdLoad = { kind: 'loading' } | { kind: 'ready'; figures: BenchdFigures } | { kind: 'refused' } | { kind: 'failed'; message: string };

async function loadFigures(): Promise<BenchdLoad> {
  try {
    return { kind: 'ready', figures: await apiGet('/api/admin/benchd', BenchdFiguresSchema) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: 'refused' };
    return { kind: 'failed', message: error instanceof Error ? error.message : 'Something went wrong.' };
  }
}

/** The figures, read now and every 10 s while mounted. */
export function useBenchdFigures(): BenchdLoad {
  const [load, setLoad] = useState<BenchdLoad>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const read = () => void loadFigures().then((next) => live && setLoad((before) => (next.kind === 'failed' && before.kind === 'ready' ? before : next)));
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return load;
}

interface Figure {
  key: keyof Pick<BenchdPoint, 'sockets' | 'fanOutP99Ms' | 'claimP99Ms' | 'feedAgeS'>;
  label: string;
  unit: string;
  /** The game-day target, drawn as a dashed line. */
  target?: number;
  targetText?: string;
}

const FIGURES: Figure[] = [
  { key: 'sockets', label: 'Open sockets', unit: '' },
  { key: 'fanOutP99Ms', label: 'Fan-out lag p99', unit: 'ms', target: 500, targetText: 'target 500 ms' },
  { key: 'claimP99Ms', label: 'Claim latency p99', unit: 'ms', target: 50, targetText: 'target 50 ms' },
  { key: 'feedAgeS', label: 'Feed freshness', unit: 's', targetText: 'since the last good poll' },
];

function FigureCard({ figure, points }: { figure: Figure; points: BenchdPoint[] }) {
  const values = points.map((point) => point[figure.key]);
  const latest = values.findLast((v) => v !== null) ?? null;
  const peak = values.reduce<number | null>((max, v) => (v === null ? max : Math.max(max ?? v, v)), null);
  const over = figure.target !== undefined && latest !== null && latest > figure.target;
  return (
    <li className={`benchd-card${over ? ' benchd-card--over' : ''}`}>
      <span className="benchd-card__label">{figure.label}</span>
      <span className="benchd-card__value tabular">
        {latest === null ? '—' : `${number.format(latest)}${figure.unit ? ` ${figure.unit}` : ''}`}
      </span>
      <Sparkline values={values} target={figure.target} />
      <span className="benchd-card__note tabular">
        {peak === null ? 'nothing this hour' : `hour's high ${number.format(peak)}${figure.unit ? ` ${figure.unit}` : ''}`}
        {figure.targetText ? ` · ${figure.targetText}` : ''}
      </span>
    </li>
  );
}

export function BenchdFiguresList({ figures }: { figures: BenchdFigures }) {
  const claims = figures.points.reduce((sum, point) => sum + point.claims, 0);
  return (
    <>
      <ul className="benchd-cards">
        {FIGURES.map((figure) => (
          <FigureCard key={figure.key} figure={figure} points={figures.points} />
        ))}
      </ul>
      <p className="benchd__meta tabular">
        Last hour on instance {figures.instance}: {number.format(claims)} claims. Refreshes every 10 seconds.
      </p>
    </>
  );
}

/** The section the Admin Dashboard shows (nothing for anyone else: the dashboard is theirs only). */
export function BenchdPanel() {
  const load = useBenchdFigures();
  return (
    <section aria-labelledby="admin-benchd">
      <h2 id="admin-benchd" className="admin__section-title">
        Game day, last hour
      </h2>
      {load.kind === 'ready' && <BenchdFiguresList figures={load.figures} />}
      {load.kind === 'loading' && <p className="admin__empty">Loading the figures…</p>}
      {load.kind === 'failed' && (
        <p className="admin__empty" role="alert">
          The figures didn't load: {load.message}
        </p>
      )}
    </section>
  );
}
