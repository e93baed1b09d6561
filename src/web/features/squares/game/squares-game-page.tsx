// The squares game page, /games/{gameId} and /webview/games/{gameId} (SPEC §2 Squares game page;
// issue #5 §2–§6, §8, §9): title, scoreboard, the grid with its status badge, Join Game or Edit
// Entries, the host's Lock Game, Settings and commissioner tools, winners, scenario hints,
// leaderboard, how to play and 'Verify the draw'. Everything arrives live over `game:{id}` and
// `sports-game:{id}`; a missing game sends the visitor home (SPEC §2, §8).
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StoredSportsGame } from '../../../../contracts/sports.js';
import type { BabyShowerTheme, Square } from '../../../../contracts/squares.js';
import { LOCAL_INITIALS_KEY, LOCAL_OWNER_KEY, LOCAL_REAL_NAME_KEY, localStore } from '../../../lib/local-player.js';
import { ensureSession, useSessionUser } from '../../../lib/session.js';
import { openShellDialog } from '../../../lib/shell-dialogs.js';
import { useSportsGame } from '../../../lib/sports-league.js';
import type { User } from '../../../../contracts/users.js';
import { CLAIM_ERRORS } from '../../../../domain/squares/index.js';
import { GameHead } from '../../../components/game-head.js';
import { GameStateScreen } from '../../../components/game-page-parts.js';
import { LockIcon, PencilIcon, SignInIcon } from '../../../components/more-icons.js';
import { Scoreboard } from '../../../components/scoreboard/scoreboard.js';
import type { GameTone } from '../../../components/scoreboard/game-text.js';
import type { HeldSquaresGame } from './apply-squares-event.js';
import { BabyShowerFacts, BirthResultForm } from './baby-shower.js';
import * as api from './game-api.js';
import { gameFacts, gameScenarios, type PeriodRow } from './game-facts.js';
import { Leaderboard, Scenarios, Winners, winnerSentence } from './game-sections.js';
import { buildCells, squareName } from './grid-model.js';
import { DeleteDialog, HostLimitDialog, HostSignInDialog, LockDialog, SettingsDialog, HOST_SIGN_IN_TEXT, lockQuestion } from './host-dialogs.js';
import { HowToPlay } from './how-to-play.js';
import { InitialsDialog, type InitialsValues } from './initials-dialog.js';
import { createPendingTaps, decideTap, type EditMode } from './square-taps.js';
import { SquaresBoard } from './squares-board.js';
import { useSquaresGame } from './use-squares-game.js';
import { VerifyDraw } from './verify-draw.js';
import '../../../components/button.css';
import '../../../components/form-field.css';
import './squares-game.css';

export function SquaresGamePage({ gameId }: { gameId: string }) {
  const state = useSquaresGame(gameId);
  const user = useSessionUser();
  return (
    <GameStateScreen state={state} viewerUid={user?.uid} skeleton={<GameSkeleton />} safe="squares">
      {(game) =>
        game.variant === 'SportsGame' && game.sportsGameId ? (
          <SportsGameScreen game={game} sportsGameId={game.sportsGameId} user={user} />
        ) : (
          <GameScreen game={game} stored={null} user={user} />
        )
      }
    </GameStateScreen>
  );
}

function SportsGameScreen({ game, sportsGameId, user }: { game: HeldSquaresGame; sportsGameId: string; user: User | null | undefined }) {
  const sports = useSportsGame(sportsGameId);
  return <GameScreen game={game} stored={sports.data ?? null} user={user} />;
}

// ---------------------------------------------------------------------------------------------

const BADGE_TONES: Record<string, GameTone> = { Open: 'upcoming', Locked: 'delayed', Live: 'live', Over: 'final' };

/** SPEC §3 theme: the page takes the baby shower's colours (custom properties, squares-game.css). */
function themeClass(theme: BabyShowerTheme | undefined): string {
  return theme ? ` sq-page--baby sq-theme--${theme}` : '';
}

type Dialog = 'initials' | 'behalf' | 'lock' | 'settings' | 'delete' | 'host-sign-in' | 'host-limit' | null;

function readLocalPlayer(): { initials: string; displayName: string } {
  const store = localStore();
  return { initials: store?.getItem(LOCAL_INITIALS_KEY) ?? '', displayName: store?.getItem(LOCAL_REAL_NAME_KEY) ?? '' };
}

/** SPEC §3: an anonymous player's initials and name are kept on the device (owned by this uid). */
function rememberLocalPlayer(uid: string, values: InitialsValues): void {
  const store = localStore();
  if (!store) return;
  store.setItem(LOCAL_OWNER_KEY, uid);
  store.setItem(LOCAL_INITIALS_KEY, values.initials);
  if (values.displayName) store.setItem(LOCAL_REAL_NAME_KEY, values.displayName);
  else store.removeItem(LOCAL_REAL_NAME_KEY);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

interface GameScreenProps {
  game: HeldSquaresGame;
  stored: StoredSportsGame | null;
  user: User | null | undefined;
}

function GameScreen({ game, stored, user }: GameScreenProps) {
  const navigate = useNavigate();
  const uid = user?.uid ?? null;
  const isHost = uid !== null && uid === game.host.uid;
  const pendingPhase = game.gamePhase === 'Pending';
  const facts = useGameFacts(game, stored);
  const { size, squares } = game;
  const scenarios = useMemo(() => gameScenarios(facts, { size, squares }), [facts, size, squares]);

  const [chosenMode, setMode] = useState<EditMode | null>(null);
  // Nobody claims on a locked game (SPEC §4): a lock that lands mid-edit ends claiming (marking paid goes on).
  const mode = chosenMode && !pendingPhase && chosenMode.kind !== 'paid' ? null : chosenMode;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [shownSet, setShownSet] = useState<number | null>(null);

  const gameId = game.id;
  const [taps] = useState(() =>
    createPendingTaps({
      claim: (square, body) => api.claimSquare(gameId, square, body),
      release: (square) => api.releaseSquare(gameId, square),
      markPaid: (square, paid) => api.markPaid(gameId, square, paid),
    }),
  );
  const pending = taps.store.use();
  useEffect(() => taps.reconcile(game.squares, uid), [taps, game.squares, uid]);

  const mine = useMemo(() => game.squares.filter((s) => s.uid === uid && !s.onBehalf), [game.squares, uid]);
  const myLabel = mine[0]?.entryName ?? null;
  // Keyed by the labels themselves: another player's claim keeps the same set, so Winners skips rendering.
  const viewerLabelKey = [...new Set(mine.map((s) => s.entryName))].join('\n');
  const viewerLabels = useMemo(() => new Set(viewerLabelKey ? viewerLabelKey.split('\n') : []), [viewerLabelKey]);

  /** Labels the viewer may not take for their own squares: everyone else's, and the host's offline players'. */
  const takenForSelf = useMemo(() => labelsWhere(game.squares, (s) => s.uid !== uid || s.onBehalf), [game.squares, uid]);
  /** Labels an offline player may not take: everyone else's and the host's own (adding to an offline player is fine). */
  const takenForBehalf = useMemo(() => labelsWhere(game.squares, (s) => s.uid !== uid || !s.onBehalf), [game.squares, uid]);

  // Winners that arrive while the page is open pulse once and are announced (issue #5 §8).
  const [seen] = useState(() => new Set(game.results.map((r) => `${r.label}:${r.square}`)));
  const fresh = game.results.filter((r) => !seen.has(`${r.label}:${r.square}`));
  const freshSquares = new Set(fresh.map((r) => r.square));
  const announcement = facts.periods
    .filter((period) => period.result && fresh.some((r) => r.label === period.label))
    .map((period) => winnerSentence(period, facts.away, facts.home, game.variant === 'BabyShower'))
    .join(' ');

  const digitIndex = shownSet !== null && shownSet < (game.targetScores?.length ?? 0) ? shownSet : facts.digitSetInForce;
  const digits = game.targetScores?.[digitIndex] ?? null;
  const cells = buildCells(game, { viewerUid: uid, pending, currentSquare: facts.currentSquare });

  const openSettings = useCallback(() => setDialog('settings'), []);
  const openBehalf = useCallback(() => setDialog('behalf'), []);
  const badgeTone = BADGE_TONES[facts.badge] ?? 'upcoming';
  const badgeLabel = facts.badge === 'Live' ? 'LIVE' : facts.badge;
  const badge = useMemo(() => ({ tone: badgeTone, label: badgeLabel }), [badgeTone, badgeLabel]);

  const refuse = useCallback((message: string) => {
    if (message === CLAIM_ERRORS.hostAnonymous) setDialog('host-sign-in');
    else if (message === CLAIM_ERRORS.anonymousHostLimit) setDialog('host-limit');
    // SPEC §8: a failed claim is a browser alert with the error.
    else window.alert(message);
  }, []);

  const onTap = (square: number) => {
    if (mode === null || uid === null || user === null || user === undefined) {
      setSelected(square);
      return;
    }
    const decision = decideTap(game, { uid, isAnonymous: user.type === 'anonymous' }, mode, square, taps.store.get());
    void taps.send(square, decision, uid).then((refusal) => {
      if (refusal) refuse(refusal);
    });
  };

  // Esc leaves edit mode (a dialog's own Esc closes only the dialog).
  useEffect(() => {
    if (mode === null || dialog !== null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mode, dialog]);

  const boardRef = useRef<HTMLElement>(null);
  const startEditing = useCallback((next: EditMode) => {
    setMode(next);
    setSelected(null);
    requestAnimationFrame(() => boardRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  }, []);
  const markPaid = useCallback(() => startEditing({ kind: 'paid' }), [startEditing]);

  const join = async () => {
    const who = user ?? (await ensureSession());
    if (!who) {
      window.alert('Sportsball could not start your session. Check your connection and try again.');
      return;
    }
    if (game.host.isAnonymous && who.uid !== game.host.uid) {
      setDialog('host-sign-in');
      return;
    }
    if (myLabel) startEditing({ kind: 'self', initials: myLabel, displayName: mine[0]?.entryOwner?.name ?? null });
    else setDialog('initials');
  };

  /** The dialog starts from the label in use, else the device's (SPEC §3), else a signed-in player's profile. */
  const selfDefaults = () => {
    const local = readLocalPlayer();
    return {
      initials: myLabel ?? (local.initials || (user?.type === 'signedIn' ? (user.preferredInitials ?? '') : '')),
      displayName: mine[0]?.entryOwner?.name ?? (local.displayName || (user?.type === 'signedIn' ? (user.publicId.realName ?? '') : '')),
    };
  };

  const saveOwnLabel = async (values: InitialsValues): Promise<string | null> => {
    if (!uid) return 'Sportsball could not start your session. Check your connection and try again.';
    const changed = values.initials !== myLabel || values.displayName !== (mine[0]?.entryOwner?.name ?? null);
    if (mine.length > 0 && changed) {
      try {
        // Relabels all of the player's squares in the game in one batch (issue #5 §2).
        await api.setInitials(game.id, { initials: values.initials, ...(values.displayName ? { displayName: values.displayName } : {}) });
      } catch (error) {
        return messageOf(error);
      }
    }
    rememberLocalPlayer(uid, values);
    setDialog(null);
    if (pendingPhase) startEditing({ kind: 'self', ...values });
    return null;
  };

  const lock = () => {
    const question = lockQuestion(game.size, game.squares.length);
    if (question) setDialog('lock');
    else void api.lockGame(game.id, false).catch((error: unknown) => window.alert(messageOf(error)));
  };

  const deleteGame = async () => {
    await api.deleteGame(game.id);
    void navigate('/games', { replace: true });
  };

  const editing = mode !== null;
  const full = game.squares.length >= game.size;
  const anonymousHostBlocksMe = game.host.isAnonymous && !isHost;
  const theme = game.babyShower?.theme;
  const selectedCell = selected !== null ? cells[selected] : undefined;

  return (
    <div className={`sq-page${editing ? ' sq-page--editing' : ''}${themeClass(theme)}`}>
      <title>{`${editing ? 'Choose Squares' : game.name} · Sportsball`}</title>
      {editing && <div className="sq-dim" aria-hidden="true" onClick={() => setMode(null)} />}

      <div className="sq-page__top" inert={editing}>
        <GameHead
          gameId={game.id}
          name={game.name}
          badge={badge}
          kind={gameKind(game)}
          isHost={isHost}
          onSettings={openSettings}
          host={`${isHost ? 'You are the host' : `Hosted by ${hostName(game)}`}${game.lockedBy === 'kickoff' ? ' · Locked automatically at kickoff' : ''}`}
          description={game.description}
        />

        {game.babyShower ? (
          <BabyShowerFacts data={game.babyShower} />
        ) : stored ? (
          <Scoreboard stored={stored} />
        ) : (
          <div className="sq-skeleton sq-skeleton--scoreboard" role="status">
            <span className="visually-hidden">Loading the scoreboard…</span>
          </div>
        )}

        {pendingPhase && anonymousHostBlocksMe && (
          <div className="game-notice game-notice--warning" role="status">
            <p className="game-notice__title">{CLAIM_ERRORS.hostAnonymous}</p>
            <p>{HOST_SIGN_IN_TEXT}</p>
          </div>
        )}
        {isHost && game.host.isAnonymous && pendingPhase && (
          <div className="game-notice game-notice--warning" role="status">
            <p className="game-notice__title">Sign in so your friends can join</p>
            <p>{HOST_SIGN_IN_TEXT} Without an account you can hold 2 squares yourself.</p>
            <button type="button" className="button button--primary game-notice__action" onClick={() => openShellDialog('sign-in')}>
              <SignInIcon /> Sign in
            </button>
          </div>
        )}
        {isHost && pendingPhase && full && (
          <div className="game-notice game-notice--ready" role="status">
            <p className="game-notice__title">Every square is taken</p>
            <p>Lock the game to draw the numbers for the rows and columns.</p>
            <button type="button" className="button button--primary game-notice__action" disabled={pending.size > 0} onClick={lock}>
              <LockIcon /> Lock Game
            </button>
          </div>
        )}

        {pendingPhase && (myLabel || !full) && (
          <div className="sq-actions">
            <button type="button" className="button button--primary sq-actions__main" onClick={() => void join()} disabled={user === undefined}>
              {myLabel ? (
                <>
                  <PencilIcon /> Edit Entries
                </>
              ) : (
                'Join Game'
              )}
            </button>
            {isHost && !full && (
              <button type="button" className="button button--secondary" disabled={pending.size > 0} onClick={lock}>
                <LockIcon /> Lock Game
              </button>
            )}
          </div>
        )}
      </div>

      <section ref={boardRef} className="sq-play" aria-label="Grid">
        {mode && (
          <EditBar
            mode={mode}
            count={cells.filter((c) => (mode.kind === 'self' ? c.mine : mode.kind === 'behalf' ? c.onBehalf && c.label === mode.initials : c.paid)).length}
            onChangeLabel={() => setDialog(mode.kind === 'behalf' ? 'behalf' : 'initials')}
            onExit={() => setMode(null)}
          />
        )}
        <p className="sq-play__count tabular">
          {game.squares.length} of {game.size} squares claimed{game.entryLimit !== null && ` · up to ${game.entryLimit} each`}
        </p>
        {facts.digitSets.length > 1 && (
          <div className="sq-sets" role="group" aria-label="Digits for">
            {facts.digitSets.map((set) => (
              <button
                key={set.index}
                type="button"
                className={`sq-sets__tab${set.index === digitIndex ? ' sq-sets__tab--on' : ''}`}
                aria-pressed={set.index === digitIndex}
                onClick={() => setShownSet(set.index)}
              >
                {set.label}
              </button>
            ))}
          </div>
        )}
        <SquaresBoard
          size={game.size}
          cells={cells}
          away={facts.away}
          home={facts.home}
          digits={digits}
          editing={editing}
          onTap={onTap}
          freshWinners={freshSquares}
        />
        <Legend />
        {!editing && (
          <p className="sq-detail" aria-live="polite">
            {selectedCell ? squareName(selectedCell) : 'Tap a square to see who holds it.'}
          </p>
        )}
      </section>

      <div className="sq-page__rest" inert={editing}>
        <Scenarios scenarios={scenarios} away={facts.away} home={facts.home} />
        <Winners
          periods={facts.periods}
          away={facts.away}
          home={facts.home}
          babyShower={game.variant === 'BabyShower'}
          correctedAt={game.correctedAt}
          viewerLabels={viewerLabels}
          announcement={announcement}
        />
        {isHost && game.variant === 'BabyShower' && game.gamePhase === 'Live' && !game.babyShower?.birthResult && (
          <BirthResultForm onSubmit={(result) => api.enterBirthResult(game.id, result)} />
        )}
        {isHost && (
          <CommissionerTools
            open={pendingPhase}
            onClaimForPlayer={openBehalf}
            onMarkPaid={markPaid}
            periods={facts.periods}
          />
        )}
        <Leaderboard squares={game.squares} periods={facts.periods} viewerUid={uid} />
        <HowToPlay
          variant={game.variant}
          size={game.size}
          changeTargetScores={game.changeTargetScores}
          sport={facts.sport}
          away={facts.away}
          home={facts.home}
          periods={facts.periods}
        />
        <VerifyDraw game={game} />
      </div>

      {dialog === 'initials' && (
        <InitialsDialog
          intro={mine.length > 0 ? 'Changing your initials relabels all your squares in this game.' : 'Pick the initials to show on the squares you claim.'}
          defaults={selfDefaults()}
          taken={takenForSelf}
          saveLabel={mine.length > 0 ? 'Save' : 'Choose Squares'}
          onSave={saveOwnLabel}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'behalf' && (
        <InitialsDialog
          title="Claim for a Player"
          intro="For a player without a phone: enter their initials and name, then tap squares for them."
          defaults={mode?.kind === 'behalf' ? { initials: mode.initials, displayName: mode.displayName ?? '' } : { initials: '', displayName: '' }}
          taken={takenForBehalf}
          saveLabel="Choose Their Squares"
          onSave={(values) => {
            setDialog(null);
            startEditing({ kind: 'behalf', ...values });
            return Promise.resolve(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'lock' && (
        <LockDialog
          question={lockQuestion(game.size, game.squares.length) ?? ''}
          onLock={() => api.lockGame(game.id, true)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'settings' && <SettingsDialog onDelete={() => setDialog('delete')} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDialog name={game.name} onDelete={deleteGame} onClose={() => setDialog(null)} />}
      {dialog === 'host-sign-in' && <HostSignInDialog onClose={() => setDialog(null)} />}
      {dialog === 'host-limit' && (
        <HostLimitDialog
          onSignIn={() => {
            setDialog(null);
            setMode(null);
            openShellDialog('sign-in');
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/**
 * The facts from every field but the squares, so a claim (which changes only the squares) keeps
 * the same facts, and the sections drawn from them skip rendering (issue #5 §12).
 */
function useGameFacts(game: HeldSquaresGame, stored: StoredSportsGame | null) {
  const { variant, sportsLeague, size, gamePhase, scoringPeriods, changeTargetScores, payouts, targetScores, results } = game;
  return useMemo(
    () => gameFacts({ variant, sportsLeague, size, gamePhase, scoringPeriods, changeTargetScores, payouts, targetScores, results }, stored),
    [variant, sportsLeague, size, gamePhase, scoringPeriods, changeTargetScores, payouts, targetScores, results, stored],
  );
}

function labelsWhere(squares: readonly Square[], keep: (square: Square) => boolean): string[] {
  return [...new Set(squares.filter(keep).map((s) => s.entryName))];
}

function hostName(game: HeldSquaresGame): string {
  const id = game.host.publicId;
  if (id?.handle) return `@${id.handle}`;
  return id?.realName ?? 'a guest';
}

function gameKind(game: HeldSquaresGame): string {
  const grid = game.size === 100 ? '10x10' : '5x5';
  if (game.variant === 'BabyShower') return `Baby shower · ${grid}`;
  const league = game.sportsLeague === 'NcaaFootball' ? 'College football' : (game.sportsLeague ?? 'Squares');
  return `${league} · ${grid}`;
}

// ---------------------------------------------------------------------------------------------

function EditBar({ mode, count, onChangeLabel, onExit }: { mode: EditMode; count: number; onChangeLabel: () => void; onExit: () => void }) {
  const squares = `${count} ${count === 1 ? 'square' : 'squares'}`;
  return (
    <div className="sq-editbar" role="region" aria-label="Choose Squares">
      <h2 className="sq-editbar__title">{mode.kind === 'paid' ? 'Mark Paid' : 'Choose Squares'}</h2>
      <button type="button" className="button button--primary sq-editbar__done" onClick={onExit}>
        Done
      </button>
      <p className="sq-editbar__hint">
        {mode.kind === 'self' && `Tap free squares to claim, yours to release · ${squares}`}
        {mode.kind === 'behalf' && `For ${mode.displayName ?? mode.initials}: tap to claim or release · ${squares}`}
        {mode.kind === 'paid' && `Tap a square to mark it paid or unpaid · ${squares} paid`}
      </p>
      {mode.kind !== 'paid' && (
        <button type="button" className="sq-editbar__initials" onClick={onChangeLabel} aria-label={`Initials ${mode.initials}. Change`}>
          <span className="sq-initials">{mode.initials}</span>
          <PencilIcon />
        </button>
      )}
    </div>
  );
}

const CommissionerTools = memo(function CommissionerTools({
  open,
  onClaimForPlayer,
  onMarkPaid,
  periods,
}: {
  open: boolean;
  onClaimForPlayer: () => void;
  onMarkPaid: () => void;
  periods: readonly PeriodRow[];
}) {
  const payouts = periods.filter((period) => period.payout);
  return (
    <section className="game-panel sq-tools" aria-labelledby="sq-tools-title">
      <h2 id="sq-tools-title" className="game-panel__title">
        Commissioner tools
      </h2>
      <p>Only you see these. Sportsball never handles money: track who paid here.</p>
      <div className="sq-tools__buttons">
        {open && (
          <button type="button" className="button button--secondary" onClick={onClaimForPlayer}>
            Claim for a player
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onMarkPaid}>
          Mark squares paid
        </button>
      </div>
      {payouts.length > 0 && (
        <p className="sq-tools__payouts">
          Payouts: {payouts.map((period) => `${period.label} ${period.payout}`).join(' · ')}
        </p>
      )}
    </section>
  );
});

const Legend = memo(function Legend() {
  return (
    <ul className="sq-legend" aria-label="Key">
      <li>
        <span className="sq-legend__swatch sq-legend__swatch--mine" aria-hidden="true" /> Yours
      </li>
      <li>
        <span className="sq-legend__swatch sq-legend__swatch--winner" aria-hidden="true">
          ★
        </span>{' '}
        Winner
      </li>
      <li>
        <span className="sq-legend__swatch sq-legend__swatch--current" aria-hidden="true" /> Winning now
      </li>
      <li>
        <span className="sq-legend__paid" aria-hidden="true">
          $
        </span>{' '}
        Paid
      </li>
    </ul>
  );
});

function GameSkeleton() {
  return (
    <div className="sq-page" role="status" data-testid="game-loading">
      <span className="visually-hidden">Loading the game…</span>
      <div className="sq-skeleton sq-skeleton--title" aria-hidden="true" />
      <div className="sq-skeleton sq-skeleton--scoreboard" aria-hidden="true" />
      <div className="sq-skeleton sq-skeleton--button" aria-hidden="true" />
      <div className="sq-skeleton sq-skeleton--board" aria-hidden="true" />
    </div>
  );
}
