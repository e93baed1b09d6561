// One season, live (docs/product/seasons.md#the-public-page): the page's first load is one request
// (decision 048) — that resolves a tag to the season's id, tells a missing season, and brings the
// leaderboard, the latest game and the viewer's own entries with it — then the `season:{id}` topic
// keeps it current; its every message is the whole page, so a rollover moves the page to the new
// game without a reload. The game's topic is seeded with the game read at its version, so its
// subscription asks only for what changed since.
import { useEffect, useState } from 'react';
import type { SeasonLoad } from '../../../../contracts/season-load.js';
import type { SeasonPage } from '../../../../contracts/seasons.js';
import { gameTopic } from '../../../../contracts/topics/game.js';
import { seasonTopic } from '../../../../contracts/topics/season.js';
import { isBotMode } from '../../../lib/bot.js';
import { getLiveClient, useLiveMerged } from '../../../lib/use-live.js';
import { fetchSeasonLoad } from './season-api.js';

export type SeasonState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void }
  /** `load` is the first load's answer: the parts of the page that start from it (the season page itself follows the topic). */
  | { status: 'ready'; page: SeasonPage; load: SeasonLoad };

/** Each message on the season topic is the whole page. */
function replacePage<T>(_previous: T, next: T): T {
  return next;
}

/** The game's topic starts from the game the load read, at that game's version. */
function seedGame(load: SeasonLoad): void {
  if (load.game === null || load.gameVersion === null || isBotMode()) return;
  getLiveClient().seed(gameTopic.topic({ id: load.game.id }), load.game, load.gameVersion);
}

export function useSeason(seasonRef: string): SeasonState {
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<{ ref: string; outcome: SeasonLoad | 'missing' | 'failed' } | null>(null);
  useEffect(() => {
    let current = true;
    fetchSeasonLoad(seasonRef).then(
      (outcome) => {
        if (!current) return;
        if (outcome !== 'missing') seedGame(outcome);
        setFetched({ ref: seasonRef, outcome });
      },
      () => current && setFetched({ ref: seasonRef, outcome: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [seasonRef, attempt]);

  const outcome = fetched?.ref === seasonRef ? fetched.outcome : null;
  const seasonId = outcome !== null && typeof outcome === 'object' ? outcome.page.season.id : null;
  const topic = seasonId === null || isBotMode() ? null : seasonTopic.topic({ id: seasonId });
  const live = useLiveMerged(topic, seasonTopic.snapshot, seasonTopic.update, replacePage);

  if (outcome === null) return { status: 'loading' };
  if (outcome === 'missing') return { status: 'missing' };
  if (outcome === 'failed') return { status: 'error', retry: () => setAttempt((n) => n + 1) };
  // The topic's snapshot is null only when the season is gone; until it speaks the loaded page shows.
  if (live.data === null) return { status: 'missing' };
  return { status: 'ready', page: live.data ?? outcome.page, load: outcome };
}
