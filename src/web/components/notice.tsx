// A note where content would be: nothing to show yet, or it could not load (with a retry).
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

/** Something that failed to load: said as an alert, with what went wrong and a way to try again. */
export function LoadFailedNotice({ title, message = 'Check your connection, then try again.', retry }: { title: string; message?: string; retry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__title">{title}</p>
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        <RefreshIcon /> Try again
      </button>
    </div>
  );
}
