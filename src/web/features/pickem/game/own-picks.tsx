// The viewer's own entry opened on the leaderboard (docs/product/pickem.md: own picks editable inline when
// allowed): the same picks form as the join page, saving each tap at once.
import { useEffect, useState } from 'react';
import type { OwnEntry, QuestionsGame } from '../../../../contracts/pickem.js';
import * as api from './pickem-api.js';
import { track } from '../../../lib/analytics.js';
import { createPickSync, type PickSync } from './pick-sync.js';
import { PicksForm } from './picks-form.js';
import { toast } from '../../../components/toast/toast.js';

/**
 * One PickSync per entry for as long as it is shown; it follows the entry as the server sends it.
 * `name`: the entry name a signed-in player typed before the first tap created the entry.
 */
export function useEntrySync(gameId: string, entry: OwnEntry | null, name?: () => string | undefined, onPick?: () => void): PickSync {
  const [sync] = useState(() =>
    createPickSync(
      {
        create: () => api.createEntry(gameId, name?.() || undefined),
        setAnswer: (entryId, question, choice) => {
          onPick?.();
          return api.setAnswer(gameId, entryId, question, choice);
        },
        setTiebreaker: (entryId, value) => api.setTiebreaker(gameId, entryId, value),
      },
      entry,
    ),
  );
  useEffect(() => sync.reconcile(entry), [sync, entry]);
  return sync;
}

export function OwnPicks({ game, entry, now }: { game: QuestionsGame; entry: OwnEntry; now: number }) {
  // docs/product/site.md#analytics: a pick made on the game page itself is an inline pick.
  const sync = useEntrySync(game.id, entry, undefined, () => track({ name: 'inline_pick', props: { gameId: game.id } }));
  // docs/product/pickem.md: a refused pick is told in a toast with the server's text.
  return <PicksForm game={game} entry={entry} sync={sync} now={now} onRefused={({ message }) => void toast.refusal(message)} />;
}
