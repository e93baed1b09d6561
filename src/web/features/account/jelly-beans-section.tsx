// Your Settings' jelly beans (docs/product/pickem.md#jelly-beans): the site-wide balance and the
// newest rows of the ledger, read once when the section opens. Outcomes stay in the page.
import { useEffect, useId, useState } from 'react';
import { MyBeansSchema, type MyBeans } from '../../../contracts/beans.js';
import { apiGet } from '../../lib/api-client.js';
import { describeEntry, formatAmount, formatBalance, formatLedgerDate, gameLabel } from './beans-format.js';
import './jelly-beans.css';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; beans: MyBeans };

export function fetchMyBeans(): Promise<MyBeans> {
  return apiGet('/api/me/beans', MyBeansSchema);
}

export function JellyBeansSection() {
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchMyBeans().then(
      (beans) => current && setState({ kind: 'ready', beans }),
      (error: unknown) =>
        current &&
        setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : 'Could not load your jelly beans. Please try again.' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <section className="beans" aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <h3 id={headingId} className="beans__title">
        Jelly beans
      </h3>
      {state.kind === 'loading' && <p className="beans__note">Counting your jelly beans…</p>}
      {state.kind === 'failed' && (
        <div className="beans__failure">
          <p role="alert">{state.message}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <p className="beans__balance tabular" data-testid="beans-balance">
            {formatBalance(state.beans.balance)}
          </p>
          {state.beans.entries.length === 0 ? (
            <p className="beans__note">No jelly beans yet: win them in pick’em pools that pay beans.</p>
          ) : (
            <ul className="beans__ledger" aria-label="Jelly bean history">
              {state.beans.entries.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="beans__row" aria-label={describeEntry(entry)}>
                  <span className="beans__game">{gameLabel(entry)}</span>
                  <span className="beans__date">
                    {formatLedgerDate(entry.at)}
                    {entry.reason === 'correction' && ' · correction'}
                  </span>
                  <span className={`beans__amount tabular${Math.round(entry.amount) < 0 ? ' beans__amount--minus' : ''}`}>{formatAmount(entry.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
