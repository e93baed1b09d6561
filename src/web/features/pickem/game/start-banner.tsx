// The pick'em pages' banner (docs/product/pickem.md): 'Upcoming' when the first game is more than 24 hours away,
// else 'Starting Soon', with the countdown to the first lock (pulsing under 5 minutes; still
// under prefers-reduced-motion, in pickem.css).
import { formatKickoff } from '../../../components/scoreboard/game-text.js';
import { useNow } from '../../../lib/use-now.js';
import { startBanner } from './pickem-model.js';

/** docs/product/pickem.md banner and countdown; ticks every second on its own so the page does not. */
export function StartBanner({ firstLockTime }: { firstLockTime: string }) {
  const now = useNow(true, 1000);
  const { title, ...left } = startBanner(firstLockTime, now);
  return (
    <section className={`pk-banner pk-banner--${title === 'Upcoming' ? 'upcoming' : 'soon'}`} aria-labelledby="pk-banner-title" data-testid="pickem-banner">
      <h2 id="pk-banner-title" className="pk-banner__title">
        {title}
      </h2>
      <p className="pk-banner__when">Picks lock {formatKickoff(firstLockTime, { now })}</p>
      <p className={`pk-banner__countdown tabular${left.pulse ? ' pk-banner__countdown--pulse' : ''}`}>
        <span className="visually-hidden">Time left: </span>
        {left.text}
      </p>
    </section>
  );
}
