// The season's latest game on its public page (docs/product/seasons.md#the-public-page), built from the
// pick'em game page's parts: the header with the game's live state, the locked or no-game notice, Make your picks for a viewer without an
// entry (the join page, for the season), the viewer's own picks (editable while their games are
// open; once the game is over, the beans they won), and the game's leaderboard with its entry
// selector (others' picks open only once the game has started).
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { OwnEntry, PublicEntry } from '../../../../contracts/pickem.js';
import type { SeasonPage } from '../../../../contracts/seasons.js';
import { GameLoadError } from '../../../components/game-page-parts.js';
import { useSessionUser } from '../../../lib/session.js';
import { openShellDialog } from '../../../lib/shell-dialogs.js';
import { useNow } from '../../../lib/use-now.js';
import type { HeldQuestionsGame } from '../game/apply-questions-event.js';
import { Slate } from '../game/game-sections.js';
import { Leaderboard } from '../game/leaderboard.js';
import { OthersPicks } from '../game/others-picks.js';
import { OwnPicks } from '../game/own-picks.js';
import { PickemSkeleton } from '../game/pickem-skeleton.js';
import { beansText } from '../../../lib/beans.js';
import { entryEditable, leaderboardPoints, rankedEntries, withOwnStandings } from '../game/pickem-model.js';
import { StartBanner } from '../game/start-banner.js';
import { useOwnEntries, usePickemGame } from '../game/use-pickem-game.js';
import { seasonNotice } from './season-format.js';
import { SeasonHeader } from './season-header.js';
import { SeasonNoticeBox } from './season-notice.js';
import { seasonJoinPath } from './season-paths.js';

/** How often the page re-reads the clock for locks (as the game page does). */
const LOCK_CHECK_MS = 5000;

/** What the page's first load read of this game: the game (its topic seeded at its version) and the viewer's own entries. */
export interface LatestGameStart {
  readonly game: HeldQuestionsGame;
  readonly ownEntries: readonly OwnEntry[] | undefined;
}

export function LatestGame({ page, gameId, start }: { page: SeasonPage; gameId: string; start?: LatestGameStart | undefined }) {
  const state = usePickemGame(gameId, start?.game);
  const phase = state.status === 'ready' ? state.game.gamePhase : (page.latest?.gamePhase ?? null);
  return (
    <>
      <SeasonHeader page={page} phase={phase} />
      {state.status === 'loading' && <PickemSkeleton />}
      {state.status === 'ready' && <GameSection page={page} game={state.game} initialOwn={start?.ownEntries} />}
      {state.status === 'error' && <GameLoadError retry={state.retry} />}
      {/* Gone between the season's message and ours: the next season message names its successor. */}
      {(state.status === 'missing' || state.status === 'deleted') && <SeasonNoticeBox notice={seasonNotice({ latest: null, nextOpening: page.nextOpening }, false)} />}
    </>
  );
}

function GameSection({ page, game, initialOwn }: { page: SeasonPage; game: HeldQuestionsGame; initialOwn: readonly OwnEntry[] | undefined }) {
  const user = useSessionUser();
  const uid = user?.uid ?? null;
  const now = useNow(true, LOCK_CHECK_MS);
  const own = useOwnEntries(game.id, uid, initialOwn);
  const ownEntries = own ?? [];
  // A public challenge sends its top 50; the viewer's own rows below them come from their own topic (decision 046).
  const ranked = useMemo(() => withOwnStandings(rankedEntries(game.entries), own ?? [], uid), [game.entries, own, uid]);
  const open = entryEditable(game, now);
  const pending = game.gamePhase === 'Pending';
  const over = game.gamePhase === 'Over';
  // The page's phase follows the game's own topic, which may be a moment ahead of the season's.
  const notice = seasonNotice({ latest: page.latest && { ...page.latest, gamePhase: game.gamePhase }, nextOpening: page.nextOpening }, open);
  // Own picks are shown while they can change, and afterwards only when there are some to show.
  const shown = ownEntries.filter((entry) => open || entry.answers.length > 0);

  const renderPicks = (entry: PublicEntry) => {
    const mine = ownEntries.find((e) => e.id === entry.id);
    if (mine) return <OwnPicks game={game} entry={mine} now={now} />;
    return <OthersPicks game={game} entry={entry} now={now} />;
  };

  return (
    <>
      {pending && open && <StartBanner firstLockTime={game.firstLockTime} />}
      <SeasonNoticeBox notice={notice} />

      {open && own !== undefined && ownEntries.length === 0 && (
        <Link className="button button--primary pk-join" to={seasonJoinPath(page.season)} data-testid="season-join">
          Make your picks
        </Link>
      )}

      {shown.map((entry) => (
        <OwnEntryPanel key={entry.id} page={page} game={game} entry={entry} publicEntry={ranked.find((e) => e.id === entry.id) ?? null} now={now} open={open} />
      ))}

      <Leaderboard
        ranked={ranked}
        viewerUid={uid}
        othersOpen={!pending}
        baseball={game.sportsLeague === 'MLB'}
        renderPicks={renderPicks}
        onSignIn={user?.type === 'anonymous' ? () => openShellDialog('sign-in') : undefined}
        beans={over && game.scoring.type === 'PointsToBeans'}
        enterable={open}
      />

      {shown.length === 0 && <Slate game={game} now={now} own={ownEntries} />}
    </>
  );
}

interface OwnEntryPanelProps {
  readonly page: SeasonPage;
  readonly game: HeldQuestionsGame;
  readonly entry: OwnEntry;
  /** The entry's standing (score, rank, beans) as the leaderboard has it. */
  readonly publicEntry: PublicEntry | null;
  readonly now: number;
  readonly open: boolean;
}

function OwnEntryPanel({ page, game, entry, publicEntry, now, open }: OwnEntryPanelProps) {
  const started = game.gamePhase !== 'Pending';
  const over = game.gamePhase === 'Over';
  return (
    <section className="game-panel" aria-labelledby={`season-own-${entry.id}`} data-testid="season-own-entry">
      <h2 id={`season-own-${entry.id}`} className="game-panel__title">
        Your picks <span className="pk-muted">· {entry.entryName}</span>
      </h2>
      {publicEntry && started && (
        <p className="season-own__standing tabular" data-testid="season-own-standing">
          Rank {publicEntry.rank} of {(game.entryCount ?? game.entries.length).toLocaleString('en-US')} · {leaderboardPoints(publicEntry.score)} points
          {over && game.scoring.type === 'PointsToBeans' && ` · ${beansText(publicEntry.wonBeans)}`}
        </p>
      )}
      {open && !entry.submitted && (
        <p className="pk-muted">
          Not submitted yet: your picks are saved and count.{' '}
          <Link to={`${seasonJoinPath(page.season)}?entry=${encodeURIComponent(entry.id)}`}>Review and submit</Link>
        </p>
      )}
      <OwnPicks game={game} entry={entry} now={now} />
    </section>
  );
}
