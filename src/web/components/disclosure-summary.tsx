// The summary of a part that folds away. Laid out as flex for its 44 px target, a <summary> loses
// the browser's disclosure triangle and reads as a plain label; this one carries the site's
// chevron, pointing down while closed and up while open (docs/product/site.md#look-and-feel).
import type { ReactNode } from 'react';
import { ChevronRightIcon } from './icons.js';
import './disclosure-summary.css';

export function DisclosureSummary({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <summary className={className ? `disclosure ${className}` : 'disclosure'}>
      {children}
      <ChevronRightIcon className="disclosure__chevron" />
    </summary>
  );
}
