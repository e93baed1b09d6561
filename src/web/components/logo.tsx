// The Sportsball mark: a ball in motion, and the wordmark set in the system font.
import { useId } from 'react';
import './logo.css';

/** The ball alone. Decorative: pair it with text or an aria-label on the parent. */
export function BallMark({ size = 40, className }: { size?: number; className?: string }) {
  // Each mark needs its own gradient id: several logos can share a page.
  const fillId = `sb-ball-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={fillId} cx="0.36" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ffb06b" />
          <stop offset="0.55" stopColor="#ff6a13" />
          <stop offset="1" stopColor="#d94a00" />
        </radialGradient>
      </defs>
      <circle cx="34" cy="32" r="26" fill={`url(#${fillId})`} />
      <g fill="none" stroke="#0b1630" strokeWidth="3.2" strokeLinecap="round">
        <circle cx="34" cy="32" r="26" />
        <path d="M34 6v52" />
        <path d="M8 32h52" />
        <path d="M15.5 13.8c6.6 4.6 10.5 11.3 10.5 18.2s-3.9 13.6-10.5 18.2" />
        <path d="M52.5 13.8c-6.6 4.6-10.5 11.3-10.5 18.2s3.9 13.6 10.5 18.2" />
      </g>
    </svg>
  );
}

/** Mark plus wordmark. `tone="night"` is for dark broadcast bands. */
export function Logo({ size = 'md', tone = 'auto' }: { size?: 'sm' | 'md' | 'lg'; tone?: 'auto' | 'night' }) {
  const mark = size === 'lg' ? 44 : size === 'md' ? 34 : 26;
  return (
    <span className={`logo logo--${size} logo--${tone}`}>
      <BallMark size={mark} className="logo__ball" />
      <span className="logo__word">
        Sports<span className="logo__word-accent">ball</span>
      </span>
    </span>
  );
}
