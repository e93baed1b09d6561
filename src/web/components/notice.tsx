// A note where a list would be: nothing to show yet, or the list could not load (with a retry).
import type { ReactNode } from 'react';
import { RefreshIcon } from './icons.js';
import './button.css';
import './notice.css';

export function Notice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="notice">
      <p className="notice__title">{title}</p>
      <p>{children}</p>
    </div>
  );
}

/** A list of `noun` games that failed to load: said as an alert, with a way to try again. */
export function LoadFailedNotice({ noun, retry }: { noun: string; retry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__title">Couldn&apos;t load {noun} games</p>
      <p>Check your connection, then try again.</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        <RefreshIcon /> Try again
      </button>
    </div>
  );
}
