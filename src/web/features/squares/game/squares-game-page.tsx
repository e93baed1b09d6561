// The squares game page, /games/{gameId} and /webview/games/{gameId} (docs/product/squares.md#the-game-page;
// docs/product/squares.md): title, scoreboard, the grid with its status badge, Join Game or Edit
// Entries, the host's Lock Game, Settings and host tools, winners, scenario hints,
// leaderboard, how to play and 'Verify the draw'. Everything arrives live over `game:{id}` and
// `sports-game:{id}`; a missing or deleted game says so (docs/product/site.md#routes).
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StoredSportsGame } from '../../../../contracts/sports.js';
import { errorMessage, type Refused } from '../../../lib/error-message.js';
import { tellRefusal } from '../../../lib/tell-refusal.js';
import { ensureSession, SESSION_FAILED_TEXT, useSessionUser } from '../../../lib/session.js';
import { useSportsGame } from '../../../lib/sports-league.js';
import { useSlice, type Readable } from '../../../lib/store.js';
import type { User } from '../../../../contracts/users.js';
import { GameHead } from '../../../components/game-head.js';
import { GameStateScreen } from '../../../components/game-page-parts.js';
import { Scoreboard } from '../../../components/scoreboard/scoreboard.js';
import type { HeldSquaresGame } from './apply-squares-event.js';
import { BabyShowerFacts } from './baby-shower.js';
import { BirthResultPanel } from './birth-result.js';
import { ClaimCount, DigitSetTabs, EditBar, Legend, SquareDetail } from './board-controls.js';
import { EditSettingsDialog, draftOf } from './host-settings-dialog.js';
import { ActivityLog, HostTools, MyTally, SquareHostActions } from './host-tools.js';
import { useFreshWinners } from './fresh-winners.js';
import * as api from './game-api.js';
import { GameDialogs, type GameDialog } from './game-dialogs.js';
import { gameScenarios } from './game-facts.js';
import { frameOf, sameFrame } from './game-frame.js';
import { Leaderboard, Scenarios, Winners } from './game-sections.js';
import { buildCells } from './grid-model.js';
import { lockQuestion } from './host-dialogs.js';
import { HowToPlay } from './how-to-play.js';
import { OpenGameActions } from './open-game-actions.js';
import { createPendingTaps, decideTap, type EditMode } from './square-taps.js';
import { gridSources, SquaresBoard } from './squares-board.js';
import { useSquaresGame } from './use-squares-game.js';
import { VerifyDraw } from './verify-draw.js';
import { BADGE_TONES, GameSkeleton, gameKind, hostName, inEdit, themeClass, useGameFacts } from './game-screen-parts.js';
import { sameLabels, viewerLabels, viewerSquares } from './viewer-squares.js';
import { toast } from '../../../components/toast/toast.js';
import '../../../components/button.css';
import '../../../components/form-field.css';
import './squares-game.css';

export function SquaresGamePage({ gameId }: { gameId: string }) {
  const state = useSquaresGame(gameId);
  const user = useSessionUser();
  return (
    <GameStateScreen state={state} viewerUid={user?.uid} skeleton={<GameSkeleton />} safe="squares">
      {(game, source) =>
        game.variant === 'SportsGame' && game.sportsGameId ? (
          <SportsGameScreen source={source} sportsGameId={game.sportsGameId} user={user} />
        ) : (
          <GameScreen source={source} stored={null} user={user} />
        )
      }
    </GameStateScreen>
  );
}

// The screens take the game as a source, not as a value: a claim re-renders the squares that
// show it, not the page around them (game-frame.ts; docs/BENCHMARKS.md).
const SportsGameScreen = memo(function SportsGameScreen({ source, sportsGameId, user }: { source: Readable<HeldSquaresGame>; sportsGameId: string; user: User | null | undefined }) {
  const sports = useSportsGame(sportsGameId);
  return <GameScreen source={source} stored={sports.data ?? null} user={user} />;
});

interface GameScreenProps {
  source: Readable<HeldSquaresGame>;
  stored: StoredSportsGame | null;
  user: User | null | undefined;
}

const GameScreen = memo(function GameScreen({ source, stored, user }: GameScreenProps) {
  const game = useSlice(source, frameOf, sameFrame);
  const uid = user?.uid ?? null;
  const isHost = uid !== null && uid === game.host.uid;
  const pendingPhase = game.gamePhase === 'Pending';
  // Players may claim only once an anonymous host has signed in (docs/product/squares.md#claims).
  const hostBlocksMe = game.host.isAnonymous && !isHost;
  const facts = useGameFacts(game, stored);
  // The same empty list until the draw: no claim re-renders the page for it.
  const scenarios = useSlice(source, (held) => gameScenarios(facts, held));

  const [chosenMode, setMode] = useState<EditMode | null>(null);
  // Nobody claims on a locked game (docs/product/squares.md): a lock that lands mid-edit ends claiming (marking paid goes on).
  const mode = chosenMode && !pendingPhase && chosenMode.kind !== 'paid' ? null : chosenMode;
  const [dialog, setDialog] = useState<GameDialog | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [shownSet, setShownSet] = useState<number | null>(null);
  const [editingSettings, setEditingSettings] = useState(false);

  const gameId = game.id;
  const [taps] = useState(() =>
    createPendingTaps({
      claim: (square, body) => api.claimSquare(gameId, square, body),
      release: (square) => api.releaseSquare(gameId, square),
      markPaid: (square, paid) => api.markPaid(gameId, square, paid),
    }),
  );
  const pending = taps.store.use();
  // Told of every change of the game, before React renders it, so a claim's overlay goes in the same render.
  useEffect(() => {
    const reconcile = () => taps.reconcile(source.get().squares, uid);
    reconcile();
    return source.subscribe(reconcile);
  }, [taps, source, uid]);
  const sources = useMemo(() => gridSources(source, taps.store, uid), [source, taps, uid]);

  // What the page shows of the squares outside the grid, each re-rendering it only when it changes.
  const myLabels = useSlice(source, (held) => viewerLabels(held.squares, uid), sameLabels);
  const full = useSlice(source, (held) => held.squares.length >= held.size);
  const winners = useFreshWinners(game.results, facts.periods, { away: facts.away, home: facts.home, babyShower: game.variant === 'BabyShower' });

  const digitIndex = shownSet !== null && shownSet < (game.targetScores?.length ?? 0) ? shownSet : facts.digitSetInForce;
  const digits = game.targetScores?.[digitIndex] ?? null;
  const editCount = useSlice(source, (held) => (mode === null ? 0 : buildCells(held, { viewerUid: uid, pending }).filter(inEdit(mode)).length));

  const openSettings = useCallback(() => setDialog('settings'), []);
  const openBehalf = useCallback(() => setDialog('behalf'), []);
  const editSettings = useCallback(() => {
    setDialog(null);
    setEditingSettings(true);
  }, []);
  const badgeTone = BADGE_TONES[facts.badge] ?? 'upcoming';
  const badgeLabel = facts.badge === 'Live' ? 'LIVE' : facts.badge;
  const badge = useMemo(() => ({ tone: badgeTone, label: badgeLabel }), [badgeTone, badgeLabel]);

  const refuse = useCallback((refusal: Refused) => tellRefusal(refusal, setDialog), []);

  const onTap = (square: number) => {
    if (mode === null || uid === null || user === null || user === undefined) {
      setSelected(square);
      return;
    }
    const decision = decideTap(source.get(), { uid, isAnonymous: user.type === 'anonymous' }, mode, square, taps.store.get());
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
      toast.refusal(SESSION_FAILED_TEXT);
      return;
    }
    if (game.host.isAnonymous && who.uid !== game.host.uid) {
      setDialog('host-sign-in');
      return;
    }
    const me = viewerSquares(source.get().squares, uid);
    if (me.label) startEditing({ kind: 'self', initials: me.label, displayName: me.name });
    else setDialog('initials');
  };

  const lock = () => {
    const question = lockQuestion(game.size, source.get().squares.length);
    if (question) setDialog('lock');
    else void api.lockGame(game.id, false).catch((error: unknown) => toast.refusal(errorMessage(error)));
  };

  const editing = mode !== null;
  const theme = game.babyShower?.theme;

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

        {pendingPhase && (
          <OpenGameActions
            isHost={isHost}
            hostAnonymous={game.host.isAnonymous}
            full={full}
            joined={myLabels.size > 0}
            busy={pending.size > 0}
            sessionLoading={user === undefined}
            onJoin={() => void join()}
            onLock={lock}
          />
        )}
      </div>

      <section ref={boardRef} className="sq-play" aria-label="Grid">
        {mode && (
          <EditBar
            mode={mode}
            count={editCount}
            onChangeLabel={() => setDialog(mode.kind === 'behalf' ? 'behalf' : 'initials')}
            onExit={() => setMode(null)}
          />
        )}
        <ClaimCount game={source} size={game.size} entryLimit={game.entryLimit} />
        <DigitSetTabs sets={facts.digitSets} shown={digitIndex} onShow={setShownSet} />
        <SquaresBoard
          size={game.size}
          sources={sources}
          results={game.results}
          currentSquare={facts.currentSquare}
          away={facts.away}
          home={facts.home}
          digits={digits}
          editing={editing}
          onTap={onTap}
          freshWinners={winners.squares}
        />
        <Legend />
        {!editing && <SquareDetail sources={sources} size={game.size} square={selected} results={game.results} currentSquare={facts.currentSquare} />}
        {isHost && pendingPhase && !editing && selected !== null && (
          <SquareHostActions key={selected} gameId={game.id} square={selected} size={game.size} sources={sources} squares={source} />
        )}
        {!isHost && <MyTally squares={source} uid={uid} priceCents={game.priceCents} />}
      </section>

      <div className="sq-page__rest" inert={editing}>
        <Scenarios scenarios={scenarios} away={facts.away} home={facts.home} />
        <Winners
          periods={facts.periods}
          away={facts.away}
          home={facts.home}
          babyShower={game.variant === 'BabyShower'}
          correctedAt={game.correctedAt}
          viewerLabels={myLabels}
          announcement={winners.announcement}
        />
        {isHost && game.babyShower && game.lockedAt !== null && game.targetScores && (
          <BirthResultPanel
            data={game.babyShower}
            digits={game.targetScores}
            size={game.size}
            squares={source}
            onEnter={(result) => api.enterBirthResult(game.id, result)}
          />
        )}
        {isHost && (
          <HostTools
            open={pendingPhase}
            squares={source}
            priceCents={game.priceCents}
            periods={facts.periods}
            onClaimForPlayer={openBehalf}
            onMarkPaid={markPaid}
            onEditSettings={editSettings}
          />
        )}
        <Leaderboard game={source} periods={facts.periods} viewerUid={uid} claimable={pendingPhase && !hostBlocksMe} />
        <ActivityLog records={game.activityLog} />
        <HowToPlay
          variant={game.variant}
          size={game.size}
          changeTargetScores={game.changeTargetScores}
          sport={facts.sport}
          away={facts.away}
          home={facts.home}
          periods={facts.periods}
        />
        <VerifyDraw source={source} />
      </div>

      <GameDialogs
        dialog={dialog}
        game={{ id: game.id, name: game.name, size: game.size, open: pendingPhase }}
        squares={source}
        user={user}
        mode={mode}
        onOpen={setDialog}
        onEdit={startEditing}
        onStopEditing={() => setMode(null)}
        onEditSettings={isHost ? editSettings : undefined}
      />
      {isHost && editingSettings && (
        <EditSettingsDialog
          initial={draftOf(game, facts.periods.length)}
          periodLabels={facts.periods.map((period) => period.label)}
          open={pendingPhase}
          onSave={(settings) => api.editSettings(game.id, settings)}
          onClose={() => setEditingSettings(false)}
        />
      )}
    </div>
  );
});
