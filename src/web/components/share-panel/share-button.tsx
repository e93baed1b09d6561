// docs/product/site.md share link button: native share or copy (share-logic.ts), then SHARED or COPIED on the
// button for 2 seconds, also said to screen readers. Usable anywhere a game's link is shared.
import { useEffect, useState } from 'react';
import type { GameId } from '../../../contracts/ids.js';
import { track } from '../../lib/analytics.js';
import { Icon, type IconProps } from '../icons.js';
import { browserShareEnvironment, feedbackLabel, shareFeedback, shareOrCopy, type ShareData } from './share-logic.js';

export function ShareButton({ data, className = 'button button--primary', gameId }: { data: ShareData; className?: string; gameId?: GameId }) {
  const [feedback, setFeedback] = useState<'SHARED' | 'COPIED' | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown] = useState(() => shareFeedback(setFeedback));
  useEffect(() => () => shown.dispose(), [shown]);

  async function share() {
    if (busy) return;
    setBusy(true);
    const outcome = await shareOrCopy(data, browserShareEnvironment());
    setBusy(false);
    // docs/product/site.md#analytics: a game's link shared or copied.
    if (gameId && (outcome === 'shared' || outcome === 'copied')) track({ name: 'share', props: { gameId, method: outcome === 'shared' ? 'native' : 'copy' } });
    const label = feedbackLabel(outcome);
    if (label !== null) shown.show(label);
  }

  return (
    <>
      <button type="button" className={`${className} share-button${feedback ? ' share-button--done' : ''}`} onClick={() => void share()}>
        {feedback ? <CheckIcon /> : <ShareIcon />}
        <span className="share-button__label">{feedback ?? 'Share link'}</span>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {feedback === 'SHARED' ? 'Link shared' : feedback === 'COPIED' ? 'Link copied' : ''}
      </span>
    </>
  );
}

function ShareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 15V3M7.5 7.5 12 3l4.5 4.5" />
      <path d="M8 11H6a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-2" />
    </Icon>
  );
}

function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}
