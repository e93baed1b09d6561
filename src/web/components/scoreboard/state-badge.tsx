// A game's state in words on its state colour (docs/product/site.md#look-and-feel: live green, upcoming orange, final grey),
// never colour alone (docs/product/site.md#look-and-feel). Live has a pulsing dot; reduced motion stills it.
import type { GameTone } from './game-text.js';
import './state-badge.css';

export function StateBadge({ tone, label }: { tone: GameTone; label: string }) {
  return (
    <span className={`state-badge state-badge--${tone}`}>
      {tone === 'live' && <span className="state-badge__dot" aria-hidden="true" />}
      {label}
    </span>
  );
}
