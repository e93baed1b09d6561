// A notice across the top of the page (maintenance countdown, connection trouble).
import type { ReactNode } from 'react';
import { CloseIcon } from './icons.js';
import './button.css';
import './banner.css';

export interface BannerProps {
  tone: 'info' | 'warning' | 'urgent';
  icon?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  testId?: string;
}

export function Banner({ tone, icon, children, action, onDismiss, dismissLabel = 'Dismiss', testId }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role="status" data-testid={testId}>
      <div className="banner__inner">
        {icon && <span className="banner__icon">{icon}</span>}
        <div className="banner__text">{children}</div>
        {action}
        {onDismiss && (
          <button type="button" className="icon-button banner__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  );
}
