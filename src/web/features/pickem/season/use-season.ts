// One season, live (docs/product/seasons.md#the-public-page): read once over HTTP — that resolves a
// tag to the season's id and tells a missing season — then kept current by the `season:{id}` topic,
// whose every message is the whole page: a rollover moves the page to the new game without a reload.
import { useEffect, useState } from 'react';
import type { SeasonPage } from '../../../../contracts/seasons.js';
import { seasonTopic } from '../../../../contracts/topics/season.js';
import { isBotMode } from '../../../lib/bot.js';
import { useLiveMerged } from '../../../lib/use-live.js';
import { fetchSeasonPage } from './season-api.js';

export type SeasonState = { status: 'loading' } | { status: 'missing' } | { status: 'error'; retry: () => void } | { status: 'ready'; page: SeasonPage };

/** Each message on the season topic is the whole page. */
function replacePage<T>(_previous: T, next: T): T {
  return next;
}

export function useSeason(seasonRef: string): SeasonState {
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<{ ref: string; outcome: SeasonPage | 'missing' | 'failed' } | null>(null);
  useEffect(() => {
    let current = true;
    fetchSeasonPage(seasonRef).then(
      (outcome) => current && setFetched({ ref: seasonRef, outcome }),
      () => current && setFetched({ ref: seasonRef, outcome: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [seasonRef, attempt]);

  const outcome = fetched?.ref === seasonRef ? fetched.outcome : null;
  const seasonId = outcome !== null && typeof outcome === 'object' ? outcome.season.id : null;
  const topic = seasonId === null || isBotMode() ? null : seasonTopic.topic({ id: seasonId });
  const live = useLiveMerged(topic, seasonTopic.snapshot, seasonTopic.update, replacePage);

  if (outcome === null) return { status: 'loading' };
  if (outcome === 'missing') return { status: 'missing' };
  if (outcome === 'failed') return { status: 'error', retry: () => setAttempt((n) => n + 1) };
  // The topic's snapshot is null only when the season is gone; until it speaks the fetched page shows.
  if (live.data === null) return { status: 'missing' };
  return { status: 'ready', page: live.data ?? outcome };
}
