// A full-screen message with a next step: maintenance, update error, failed page load.
import { useEffect, useRef, type ReactNode } from 'react';
import './status-screen.css';

export interface StatusScreenProps {
  art: ReactNode;
  /** Shown above the message, e.g. the logo on full-screen states. */
  header?: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Overlay the whole page (maintenance) instead of filling the content area. */
  overlay?: boolean;
  testId?: string;
}

export function StatusScreen({ art, header, title, children, actions, overlay = false, testId }: StatusScreenProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // An overlay takes over the page: move focus into it so keyboard and screen readers follow.
    if (overlay) cardRef.current?.focus();
  }, [overlay]);
  const body = (
    <div className="status-screen__card" ref={cardRef} tabIndex={overlay ? -1 : undefined}>
      {header && <div className="status-screen__header">{header}</div>}
      <div className="status-screen__art">{art}</div>
      <h1 className="status-screen__title">{title}</h1>
      <div className="status-screen__text">{children}</div>
      {actions && <div className="status-screen__actions">{actions}</div>}
    </div>
  );
  if (!overlay) {
    return (
      <section className="status-screen" data-testid={testId} aria-label={title}>
        {body}
      </section>
    );
  }
  return (
    <div className="status-screen status-screen--overlay" role="alertdialog" aria-modal="true" aria-label={title} data-testid={testId}>
      {body}
    </div>
  );
}
