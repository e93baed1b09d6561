// The pick'em game page, /games/{gameId} for Questions games (docs/product/pickem.md):
// title, the 'Upcoming' / 'Starting Soon' banner with its countdown, Join Game while
// pending for a viewer without an entry, a warning when the host is anonymous, the leaderboard
// (own picks editable inline while allowed, others read-only and closed before the start), the
// host's Settings and props settlement, and the audit log. Everything arrives live over
// `game:{id}` and `pickem-entries:{gameId}:{uid}`; a missing or deleted game says so (docs/product/site.md#routes).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PublicEntry, QuestionsGame } from '../../../../contracts/pickem.js';
import { extendForSeason } from '../season/season-api.js';
import type { User } from '../../../../contracts/users.js';
import { GameHead } from '../../../components/game-head.js';
import { GameStateScreen, Redirect } from '../../../components/game-page-parts.js';
import { CANNOT_JOIN_YET_TEXT, CANNOT_JOIN_YET_TITLE, DeleteGameDialog, GameSettingsDialog, HOST_SIGN_IN_TEXT, HostSignInDialog } from '../../../components/host-dialogs.js';
import { SignInIcon } from '../../../components/more-icons.js';
import { ensureSession, SESSION_FAILED_TEXT, useSessionUser } from '../../../lib/session.js';
import { openShellDialog } from '../../../lib/shell-dialogs.js';
import { useNow } from '../../../lib/use-now.js';
import type { HeldQuestionsGame } from './apply-questions-event.js';
import { AuditLog, SettleProps } from './host-tools.js';
import { Leaderboard } from './leaderboard.js';
import { HOST_SIGN_IN_HINT } from './pickem-dialogs.js';
import { PickemSkeleton } from './pickem-skeleton.js';
import * as api from './pickem-api.js';
import { anyQuestionLocked, entryOpen, rankedEntries } from './pickem-model.js';
import { Rules, Slate, YourEntries } from './game-sections.js';
import { RunYourPool } from './host-run-pool.js';
import { StartBanner } from './start-banner.js';
import { OwnPicks } from './own-picks.js';
import { OthersPicks } from './others-picks.js';
import { useOwnEntries, usePickemGame } from './use-pickem-game.js';
import { toast } from '../../../components/toast/toast.js';
import '../../../components/button.css';
import './pickem.css';

export function PickemGamePage({ gameId }: { gameId: string }) {
  const state = usePickemGame(gameId);
  const user = useSessionUser();
  return (
    <GameStateScreen state={state} viewerUid={user?.uid} skeleton={<PickemSkeleton />} safe="picks">
      {/* The latest game of a season lives on the season's page (docs/product/seasons.md#the-public-page). */}
      {(game) => (game.season?.isLatest ? <Redirect to={game.season.path} /> : <GameScreen game={game} user={user} />)}
    </GameStateScreen>
  );
}

type Dialog = 'settings' | 'delete' | 'host-sign-in' | null;

const PHASE_BADGE = {
  Pending: { tone: 'upcoming', label: 'Open' },
  Live: { tone: 'live', label: 'LIVE' },
  Over: { tone: 'final', label: 'Final' },
} as const;

/** How often the page re-reads the clock for locks (the countdown ticks on its own). */
const LOCK_CHECK_MS = 5000;

function GameScreen({ game, user }: { game: HeldQuestionsGame; user: User | null | undefined }) {
  const navigate = useNavigate();
  const now = useNow(true, LOCK_CHECK_MS);
  const uid = user?.uid ?? null;
  const isHost = uid !== null && uid === game.host.uid;
  // A season's games belong to the season, not to a host: no Settings on them.
  const hostTools = isHost && game.season === null;
  const own = useOwnEntries(game.id, uid);
  const ownEntries = own ?? [];
  const ranked = useMemo(() => rankedEntries(game.entries), [game.entries]);
  const pending = game.gamePhase === 'Pending';
  const [dialog, setDialog] = useState<Dialog>(null);
  const hostBlocksMe = game.host.isAnonymous && !isHost;
  // The viewer may enter now: the Join Game button shows, and an empty leaderboard invites them.
  const enterable = pending && !hostBlocksMe;
  const badge = PHASE_BADGE[game.gamePhase];

  const extend = async (gameId: string) => {
    const extended = await extendForSeason(gameId);
    void navigate(extended.path);
  };

  const join = async () => {
    const who = user ?? (await ensureSession());
    if (!who) {
      toast.refusal(SESSION_FAILED_TEXT);
      return;
    }
    if (game.host.isAnonymous && who.uid !== game.host.uid) setDialog('host-sign-in');
    else void navigate(`/games/${game.id}/join`);
  };

  const renderPicks = (entry: PublicEntry) => {
    const mine = ownEntries.find((e) => e.id === entry.id);
    if (mine) return <OwnPicks game={game} entry={mine} now={now} />;
    return <OthersPicks game={game} entry={entry} now={now} />;
  };

  return (
    <div className="pk-page">
      <title>{`${game.name} · Sportsball`}</title>
      <GameHead
        gameId={game.id}
        name={game.name}
        badge={badge}
        kind={gameKind(game)}
        isHost={hostTools}
        onSettings={() => setDialog('settings')}
        host={isHost ? 'You are the host' : `Hosted by ${hostName(game)}`}
        description={game.description}
        className="pk-head"
      />

      {pending && <StartBanner firstLockTime={game.firstLockTime} />}

      {game.host.isAnonymous && pending && (
        <div className="game-notice game-notice--warning" role="status" data-testid="pickem-host-anonymous">
          {isHost ? (
            <>
              <p className="game-notice__title">Sign in so your friends can join</p>
              <p>{HOST_SIGN_IN_TEXT} Without an account you can hold 2 entries yourself.</p>
              <button type="button" className="button button--primary game-notice__action" onClick={() => openShellDialog('sign-in')}>
                <SignInIcon /> Sign in
              </button>
            </>
          ) : (
            <>
              <p className="game-notice__title">{CANNOT_JOIN_YET_TITLE}</p>
              <p>{CANNOT_JOIN_YET_TEXT}</p>
            </>
          )}
        </div>
      )}

      {/* No Join Game while the host is anonymous: the notice above says why (decision 031). */}
      {enterable && own !== undefined && ownEntries.length === 0 && (
        <button type="button" className="button button--primary pk-join" disabled={user === undefined} onClick={() => void join()}>
          Join Game
        </button>
      )}
      {ownEntries.length > 0 && entryOpen(game, now) && <YourEntries game={game} entries={ownEntries} />}

      <Leaderboard
        ranked={ranked}
        viewerUid={uid}
        othersOpen={!pending}
        baseball={game.sportsLeague === 'MLB'}
        renderPicks={renderPicks}
        onSignIn={user?.type === 'anonymous' ? () => openShellDialog('sign-in') : undefined}
        enterable={enterable}
      />

      <Slate game={game} now={now} own={ownEntries} />
      {isHost && (
        <RunYourPool
          game={game}
          locked={anyQuestionLocked(game, now)}
          actions={{ editDetails: (details) => api.editDetails(game.id, details), removeEntry: (entryId) => api.removeEntry(game.id, entryId) }}
        />
      )}
      {isHost && <SettleProps game={game} actions={{ settleProp: (q, body) => api.settleProp(game.id, q, body), settleTiebreaker: (r) => api.settleTiebreaker(game.id, r) }} />}
      <AuditLog records={game.auditLog} />
      <Rules game={game} />

      {dialog === 'settings' && (
        <GameSettingsDialog
          onExtendSeason={canExtend(user) ? () => extend(game.id) : undefined}
          onDelete={() => setDialog('delete')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteGameDialog
          name={game.name}
          removes="every entry and pick in it"
          onDelete={async () => {
            await api.deleteGame(game.id);
            void navigate('/games', { replace: true });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'host-sign-in' && <HostSignInDialog hint={HOST_SIGN_IN_HINT} onBack={() => setDialog(null)} />}
    </div>
  );
}

function gameKind(game: QuestionsGame): string {
  if (game.pickemQuestionType === 'Props') return 'Props';
  const league = game.sportsLeague === 'NcaaFootball' ? 'College football' : (game.sportsLeague ?? '');
  return `${league} Pick'em`.trim();
}

function hostName(game: QuestionsGame): string {
  const id = game.host.publicId;
  if (id?.handle) return `@${id.handle}`;
  return id?.realName ?? 'a guest';
}

/** Extend for Season is offered to a host who has not opted out of analytics (docs/product/seasons.md). */
function canExtend(user: User | null | undefined): boolean {
  return user !== null && user !== undefined && (user.type === 'anonymous' || !user.analyticsOptOut);
}
