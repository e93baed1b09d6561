// The pick'em game page, /games/{gameId} for Questions games (docs/product/pickem.md; issue
// #6 §6): title, the 'Upcoming' / 'Starting Soon' banner with its countdown, Join Game while
// pending for a viewer without an entry, a warning when the host is anonymous, the leaderboard
// (own picks editable inline while allowed, others read-only and closed before the start), the
// host's Settings and props settlement, and the audit log. Everything arrives live over
// `game:{id}` and `pickem-entries:{gameId}:{uid}`; a missing or deleted game says so (docs/product/site.md#routes).
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OwnEntry, PublicEntry, QuestionsGame } from '../../../../contracts/pickem.js';
import type { User } from '../../../../contracts/users.js';
import { GameHead } from '../../../components/game-head.js';
import { GameStateScreen } from '../../../components/game-page-parts.js';
import { DeleteGameDialog, GameSettingsDialog, HOST_SIGN_IN_TEXT, HostSignInDialog } from '../../../components/host-dialogs.js';
import { PlusIcon } from '../../../components/icons.js';
import { PencilIcon, SignInIcon } from '../../../components/more-icons.js';
import { ensureSession, SESSION_FAILED_TEXT, useSessionUser } from '../../../lib/session.js';
import { openShellDialog } from '../../../lib/shell-dialogs.js';
import { useNow } from '../../../lib/use-now.js';
import type { HeldQuestionsGame } from './apply-questions-event.js';
import { AuditLog, SettleProps } from './host-tools.js';
import { Leaderboard } from './leaderboard.js';
import { HOST_ANONYMOUS, HOST_SIGN_IN_HINT } from './pickem-dialogs.js';
import { PickemSkeleton } from './pickem-skeleton.js';
import * as api from './pickem-api.js';
import { answerOf, entryEditable, rankedEntries } from './pickem-model.js';
import { StartBanner } from './start-banner.js';
import { OwnPicks } from './own-picks.js';
import { QuestionCard } from './question-card.js';
import { tiebreakerPrompt } from './picks-form.js';
import { useOwnEntries, usePickemGame } from './use-pickem-game.js';
import { canAddEntry, NEW_ENTRY } from '../join/join-rules.js';
import { toast } from '../../../components/toast/toast.js';
import '../../../components/button.css';
import './pickem.css';

export function PickemGamePage({ gameId }: { gameId: string }) {
  const state = usePickemGame(gameId);
  const user = useSessionUser();
  return (
    <GameStateScreen state={state} viewerUid={user?.uid} skeleton={<PickemSkeleton />} safe="picks">
      {(game) => <GameScreen game={game} user={user} />}
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
  const own = useOwnEntries(game.id, uid);
  const ownEntries = own ?? [];
  const ranked = useMemo(() => rankedEntries(game.entries), [game.entries]);
  const pending = game.gamePhase === 'Pending';
  const [dialog, setDialog] = useState<Dialog>(null);
  const hostBlocksMe = game.host.isAnonymous && !isHost;
  const badge = PHASE_BADGE[game.gamePhase];

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
        isHost={isHost}
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
              <p className="game-notice__title">{HOST_ANONYMOUS}</p>
              <p>{HOST_SIGN_IN_TEXT}</p>
            </>
          )}
        </div>
      )}

      {pending && own !== undefined && ownEntries.length === 0 && (
        <button type="button" className="button button--primary pk-join" disabled={user === undefined || hostBlocksMe} onClick={() => void join()}>
          Join Game
        </button>
      )}
      {ownEntries.length > 0 && entryEditable(game, now) && <YourEntries game={game} entries={ownEntries} />}

      <Leaderboard
        ranked={ranked}
        viewerUid={uid}
        othersOpen={!pending}
        baseball={game.sportsLeague === 'MLB'}
        renderPicks={renderPicks}
      />

      <Slate game={game} now={now} />
      {isHost && <SettleProps game={game} actions={{ settleProp: (q, body) => api.settleProp(game.id, q, body), settleTiebreaker: (r) => api.settleTiebreaker(game.id, r) }} />}
      <AuditLog records={game.auditLog} />
      <Rules game={game} />

      {dialog === 'settings' && <GameSettingsDialog onDelete={() => setDialog('delete')} onClose={() => setDialog(null)} />}
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

function YourEntries({ game, entries }: { game: QuestionsGame; entries: readonly OwnEntry[] }) {
  const open = game.questions.filter((q) => q.type !== 'OffPick').length;
  return (
    <section className="game-panel" aria-labelledby="pk-yours-title">
      <h2 id="pk-yours-title" className="game-panel__title">
        {entries.length === 1 ? 'Your entry' : 'Your entries'}
      </h2>
      <ul className="pk-yours">
        {entries.map((entry) => (
          <li key={entry.id} className="pk-yours__item">
            <span className="pk-yours__name">{entry.entryName}</span>
            <span className="pk-muted">
              {entry.answers.length} of {game.maxAnswers ?? open} picks{game.tiebreaker && (entry.tiebreakerAnswer === null ? ' · no tiebreaker' : ` · tiebreaker ${entry.tiebreakerAnswer}`)} ·{' '}
              {entry.submitted ? 'Submitted' : 'Not submitted'}
            </span>
            <Link className="button button--secondary pk-yours__edit" to={`/games/${game.id}/join?entry=${encodeURIComponent(entry.id)}`}>
              <PencilIcon /> Edit Picks
            </Link>
          </li>
        ))}
      </ul>
      {canAddEntry(entries, game) && (
        <Link className="button button--secondary" to={`/games/${game.id}/join?entry=${NEW_ENTRY}`}>
          <PlusIcon /> Add Entry
        </Link>
      )}
    </section>
  );
}

/** Another entry's picks: read-only, and only answers to locked questions ever arrive (docs/product/pickem.md). */
function OthersPicks({ game, entry, now }: { game: QuestionsGame; entry: PublicEntry; now: number }) {
  return (
    <>
      <ol className="pk-questions">
        {game.questions.map((question) => (
          <QuestionCard key={question.index} question={question} picked={answerOf(entry.answers, question.index)} editable={false} chip={null} now={now} />
        ))}
      </ol>
      {game.tiebreaker && (
        <p className="pk-muted">
          {tiebreakerPrompt(game, game.tiebreaker)}: {entry.tiebreakerAnswer ?? (game.tiebreaker.locked ? 'no answer' : 'hidden until it locks')}
        </p>
      )}
    </>
  );
}

/** The questions themselves, for everyone: teams, scores as they come, results and '% picked' once locked. */
function Slate({ game, now }: { game: QuestionsGame; now: number }) {
  return (
    <section className="game-panel" aria-labelledby="pk-slate-title" data-testid="pickem-slate">
      <h2 id="pk-slate-title" className="game-panel__title">
        {game.pickemQuestionType === 'Props' ? 'Questions' : 'Games'}
      </h2>
      <ol className="pk-questions">
        {game.questions.map((question) => (
          <QuestionCard key={question.index} question={question} picked={null} editable={false} chip={null} now={now} outcome={false} />
        ))}
      </ol>
      {game.tiebreaker && (
        <p className="pk-muted">
          Tiebreaker: {tiebreakerPrompt(game, game.tiebreaker)}
          {game.tiebreaker.result !== null && ` · result ${game.tiebreaker.result}`}
        </p>
      )}
    </section>
  );
}

/** How points are won here (docs/product/pickem.md: the underdog formula documented on the page). */
function Rules({ game }: { game: QuestionsGame }) {
  const underdog = game.pickemQuestionType === 'UnderdogBonus';
  const beans = game.scoring.type === 'PointsToBeans';
  return (
    <section className="game-panel" aria-labelledby="pk-rules-title">
      <h2 id="pk-rules-title" className="game-panel__title">
        How scoring works
      </h2>
      <ul className="pk-rules">
        <li>A winning pick adds its points; a losing pick adds 0. Picks lock when each game starts{game.allowLateEntry ? '' : ' — all of them at the first kickoff'}.</li>
        {game.pickemQuestionType === 'VsSpread' && <li>Against the spread: the pick wins when its team covers the line; landing exactly on it is a push worth 0.</li>}
        {underdog && (
          <li>
            Underdog bonus: a correct favourite pick earns 10; each side earns 10 × p(favourite) ÷ p(that side), with p from the bookmaker odds, so
            a bigger underdog pays more.
          </li>
        )}
        <li>Postponed, cancelled or abandoned games are void: 0 for everyone.</li>
        <li>Ranking: points, then the tiebreaker closest to the result, then the chance of finishing in the top 3, then the entry name.</li>
        {beans && (
          <li>
            Points become jelly beans when the game is over{game.scoring.type === 'PointsToBeans' && game.scoring.entryIncentiveJellyBeans > 0 ? `, plus ${game.scoring.entryIncentiveJellyBeans} for each submitted entry` : ''}.
          </li>
        )}
      </ul>
    </section>
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
