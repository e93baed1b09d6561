// The pick'em join page, /games/{gameId}/join (docs/product/pickem.md#entries): the
// hero with the challenge, the entry-name section (hidden when oneEntryPerUser), the picks form
// (every tap saves at once; the first creates the entry), Submit Entry (blocked by 'Set
// Tiebreaker to Submit!' while a tiebreaker is unanswered) and Cancel Entry, and the dialogs Game
// Started, Game host needs to sign in, Sign in required and Cancel Entry?.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EntryId } from '../../../../contracts/ids.js';
import type { OwnEntry, QuestionsGame } from '../../../../contracts/pickem.js';
import type { User } from '../../../../contracts/users.js';
import { ENTRY_NAME_MAX } from '../../../../domain/games/limits.js';
import { PICKEM_ERRORS } from '../../../../domain/pickem/index.js';
import { GameNotFound } from '../../../components/game-not-found.js';
import { Redirect } from '../../../components/game-page-parts.js';
import { HostSignInDialog } from '../../../components/host-dialogs.js';
import { PencilIcon, SignInIcon } from '../../../components/more-icons.js';
import type { Refused } from '../../../lib/error-message.js';
import { tellRefusal } from '../../../lib/tell-refusal.js';
import { ensureSession, useSessionUser } from '../../../lib/session.js';
import { openShellDialog } from '../../../lib/shell-dialogs.js';
import { useNow } from '../../../lib/use-now.js';
import type { HeldQuestionsGame } from '../game/apply-questions-event.js';
import { useEntrySync } from '../game/own-picks.js';
import * as api from '../game/pickem-api.js';
import {
  CancelEntryDialog,
  GameStartedDialog,
  HOST_LIMIT,
  HOST_SIGN_IN_HINT,
  RENAME_NEEDS_SIGN_IN,
  SignInRequiredDialog,
} from '../game/pickem-dialogs.js';
import { PickemSkeleton } from '../game/pickem-skeleton.js';
import { StartBanner } from '../game/start-banner.js';
import { askedWord, gameStarted, questionOpen } from '../game/pickem-model.js';
import { UNSUBMITTED_COUNTS } from '../game/game-sections.js';
import { USE_OWN_NAME } from '../game/leaderboard.js';
import { PicksForm } from '../game/picks-form.js';
import { shownValue } from '../game/pick-sync.js';
import { useOwnEntries, usePickemGame } from '../game/use-pickem-game.js';
import { RENAME_DEBOUNCE_MS } from '../timings.js';
import { chooseEntry, submitBlock, TIEBREAKER_REMINDER } from './join-rules.js';
import { toast } from '../../../components/toast/toast.js';
import '../../../components/button.css';
import '../game/pickem.css';

export function PickemJoinPage({ gameId }: { gameId: string }) {
  const state = usePickemGame(gameId);
  const user = useSessionUser();
  const { search } = useLocation();
  // A visitor opening a shared link has a session started for them (docs/product/accounts.md#sign-in).
  useEffect(() => {
    if (user === null) void ensureSession();
  }, [user]);
  const own = useOwnEntries(gameId, user?.uid ?? null);

  switch (state.status) {
    // docs/product/site.md#routes: a game that is not there (never was, or deleted) says so.
    case 'missing':
    case 'deleted':
      return <GameNotFound />;
    case 'error':
      return <Redirect to={`/games/${gameId}`} />;
    case 'loading':
      return <PickemSkeleton />;
    case 'ready': {
      if (!user || own === undefined) return <PickemSkeleton />;
      const requested = new URLSearchParams(search).get('entry');
      // Keyed by what was asked for, not by the entry chosen: the first tap's new entry arriving
      // on the own-entries topic must not start the page over (its pending taps).
      return <JoinScreen key={`${user.uid}:${requested ?? ''}`} game={state.game} user={user} own={own} requested={requested} />;
    }
  }
}

type Dialog = 'cancel' | 'host-sign-in' | 'rename-sign-in' | 'host-limit' | null;

interface JoinScreenProps {
  readonly game: HeldQuestionsGame;
  readonly user: User;
  readonly own: readonly OwnEntry[];
  /** ?entry= (Edit Picks on the game page). */
  readonly requested: string | null;
}

function JoinScreen({ game, user, own, requested }: JoinScreenProps) {
  // The entry to edit is chosen once, as the page opens; a new one is made by the first tap.
  const [startEntry] = useState(() => chooseEntry(own, game, requested));
  const navigate = useNavigate();
  const now = useNow(true, 1000);
  // The latest game of a season is shown on the season's page (docs/product/seasons.md#the-public-page).
  const gamePath = game.season?.isLatest ? game.season.path : `/games/${game.id}`;
  const anonymous = user.type === 'anonymous';
  const hostBlocksMe = game.host.isAnonymous && game.host.uid !== user.uid;
  const [dialog, setDialog] = useState<Dialog>(hostBlocksMe ? 'host-sign-in' : null);

  // The name a signed-in player typed before their first pick goes with the entry's creation.
  const typedName = useRef<string | null>(null);
  const sync = useEntrySyncWithName(game.id, startEntry, typedName);
  const syncState = sync.store.use();
  const entry = own.find((e) => e.id === syncState.entryId) ?? null;
  const entryName = entry?.entryName ?? syncState.entryName;

  const reminded = useRef(false);

  const tiebreakerValue = shownValue('tiebreaker', syncState.pending, entry);
  const block = submitBlock({ hasTiebreaker: game.tiebreaker !== null, tiebreaker: tiebreakerValue, sending: [...syncState.pending.values()].some((w) => !w.sent) });
  const [submitting, setSubmitting] = useState(false);

  const refused = (refusal: Refused) => tellRefusal(refusal, setDialog);

  const submit = async () => {
    setSubmitting(true);
    try {
      const entryId = await sync.settle();
      await api.submitEntry(game.id, entryId);
      void navigate(gamePath);
    } catch (error) {
      console.warn('Submit entry failed', error);
      setSubmitting(false);
      // docs/product/pickem.md: a failed submit is the toast 'Error submitting entry'.
      toast.refusal(PICKEM_ERRORS.submitFailed);
    }
  };

  const picked = game.questions.filter((q) => typeof shownValue(q.index, syncState.pending, entry) === 'string').length;
  const pickable = game.questions.filter((q) => q.type !== 'OffPick').length;
  const openCount = game.questions.filter((q) => questionOpen(q, now)).length;

  return (
    <div className="pk-page pk-join">
      <title>{`Join ${game.name} · Sportsball`}</title>
      <header className="pk-hero">
        <p className="pk-hero__kicker">{hostLine(game, user)}</p>
        <h1 className="pk-hero__title">{game.name}</h1>
        <p className="pk-hero__challenge">{challengeText(game, pickable)}</p>
        {game.description && <p className="pk-hero__description">{game.description}</p>}
      </header>
      {game.gamePhase === 'Pending' && <StartBanner firstLockTime={game.firstLockTime} />}

      {!game.oneEntryPerUser && (
        <EntryName
          gameId={game.id}
          entryId={syncState.entryId}
          entryName={entryName}
          anonymous={anonymous}
          defaultName={anonymous ? null : (user.publicId.handle ?? user.publicId.realName ?? null)}
          onTyped={(name) => {
            typedName.current = name;
          }}
          onSignInRequired={() => setDialog('rename-sign-in')}
        />
      )}

      <section className="pk-picks" aria-labelledby="pk-picks-title">
        <div className="pk-picks__head">
          <h2 id="pk-picks-title" className="game-panel__title">
            Your picks
          </h2>
          <span className="pk-muted tabular" aria-live="polite">
            {picked} of {game.maxAnswers ?? pickable} picked
          </span>
        </div>
        {game.maxAnswers !== null && (
          <p className="pk-muted">
            Pick up to {game.maxAnswers} {askedWord(game, game.maxAnswers)}.
          </p>
        )}
        {openCount === 0 && <p className="game-notice">Picks are locked for this game.</p>}
        <PicksForm
          game={game}
          entry={entry}
          sync={sync}
          now={now}
          onRefused={refused}
          onSaved={(key) => {
            if (key !== 'tiebreaker' && game.tiebreaker && !reminded.current && shownValue('tiebreaker', sync.store.get().pending, entry) === null) {
              reminded.current = true;
              // docs/product/pickem.md: an info toast, gone after 4 seconds.
              toast.info(TIEBREAKER_REMINDER);
            }
          }}
        />
      </section>

      <div className="pk-submit">
        {openCount > 0 && (
          <p className="pk-muted" data-testid="pickem-unsubmitted">
            {UNSUBMITTED_COUNTS} Submit Entry tells the host you are done.
          </p>
        )}
        <button type="button" className="button button--primary button--block" disabled={block !== null || submitting} onClick={() => void submit()}>
          {block === 'tiebreaker' ? PICKEM_ERRORS.tiebreakerRequired : submitting ? 'Submitting…' : 'Submit Entry'}
        </button>
        <button type="button" className="button button--secondary button--block" disabled={submitting} onClick={() => (syncState.entryId ? setDialog('cancel') : void navigate(gamePath))}>
          Cancel Entry
        </button>
      </div>

      {gameStarted(game, now) && <GameStartedDialog props={game.pickemQuestionType === 'Props'} onView={() => void navigate(gamePath, { replace: true })} />}
      {dialog === 'host-sign-in' && <HostSignInDialog hint={HOST_SIGN_IN_HINT} onBack={() => void navigate(gamePath)} />}
      {dialog === 'cancel' && (
        <CancelEntryDialog
          onCancelEntry={async () => {
            const entryId = await sync.settle();
            await api.cancelEntry(game.id, entryId);
            void navigate(gamePath, { replace: true });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {(dialog === 'rename-sign-in' || dialog === 'host-limit') && (
        <SignInRequiredDialog
          reason={dialog === 'host-limit' ? HOST_LIMIT : RENAME_NEEDS_SIGN_IN}
          onSignIn={() => {
            setDialog(null);
            openShellDialog('sign-in');
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

function useEntrySyncWithName(gameId: string, entry: OwnEntry | null, typedName: { current: string | null }) {
  return useEntrySync(gameId, entry, () => typedName.current ?? undefined);
}

function hostLine(game: QuestionsGame, user: User): string {
  if (game.host.uid === user.uid) return 'Your game';
  const id = game.host.publicId;
  return `${id?.handle ? `@${id.handle}` : (id?.realName ?? 'Your host')} challenges you`;
}

function challengeText(game: QuestionsGame, pickable: number): string {
  const what = game.pickemQuestionType === 'Props' ? `${pickable} ${pickable === 1 ? 'question' : 'questions'}` : `the winners of ${pickable} ${pickable === 1 ? 'game' : 'games'}`;
  const spread = game.pickemQuestionType === 'VsSpread' ? ' against the spread' : '';
  return `Pick ${what}${spread}. Every correct pick scores its points; the best total wins.`;
}


interface EntryNameProps {
  readonly gameId: string;
  readonly entryId: EntryId | null;
  readonly entryName: string | null;
  readonly anonymous: boolean;
  readonly defaultName: string | null;
  readonly onTyped: (name: string) => void;
  readonly onSignInRequired: () => void;
}

/** docs/product/pickem.md: anonymous players keep their generated name; signed-in players rename, saved 500 ms after typing stops. */
function EntryName({ gameId, entryId, entryName, anonymous, defaultName, onTyped, onSignInRequired }: EntryNameProps) {
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; message: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (anonymous) {
    return (
      <section className="game-panel pk-name" aria-labelledby="pk-name-title">
        <h2 id="pk-name-title" className="pk-name__label">
          Entry name
        </h2>
        <div className="pk-name__row">
          <span className="pk-name__value">{entryName ?? 'Chosen for you at your first pick'}</span>
          <button type="button" className="icon-button pk-name__edit" aria-label="Change entry name" onClick={onSignInRequired}>
            <PencilIcon />
          </button>
        </div>
        {entryName && <p className="pk-muted">Chosen for you, since you are playing without an account.</p>}
        <button type="button" className="button button--secondary button--block pk-name__signin" onClick={() => openShellDialog('sign-in')}>
          <SignInIcon /> {USE_OWN_NAME}
        </button>
      </section>
    );
  }

  const shown = text ?? entryName ?? defaultName ?? '';
  const save = (name: string) => {
    const trimmed = name.trim();
    if (!entryId || trimmed === '' || trimmed === entryName) return;
    api.renameEntry(gameId, entryId, trimmed).then(
      () => setStatus({ kind: 'saved', message: 'Saved' }),
      (error: unknown) => setStatus({ kind: 'error', message: error instanceof Error ? error.message : 'Could not save the name.' }),
    );
  };
  return (
    <section className="game-panel pk-name">
      <label className="pk-name__label" htmlFor="pk-entry-name">
        Entry name
      </label>
      <input
        id="pk-entry-name"
        className="pk-name__input"
        type="text"
        maxLength={ENTRY_NAME_MAX}
        autoComplete="off"
        value={shown}
        aria-describedby="pk-entry-name-status"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setStatus(null);
          onTyped(next.trim());
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => save(next), RENAME_DEBOUNCE_MS);
        }}
      />
      <p id="pk-entry-name-status" className={status?.kind === 'error' ? 'pk-error' : 'pk-muted'} aria-live="polite">
        {status?.message ?? 'Shown on the leaderboard.'}
      </p>
    </section>
  );
}
