// What a tap on a square does in edit mode (docs/product/squares.md#claims),
// and the optimistic overlay while the server answers. Tapping a free square claims it, tapping
// your own releases it; the host's commissioner modes claim for an offline player or toggle
// paid. The server's answer wins: a refusal takes the overlay away and shows the server's text
// in a toast (docs/product/squares.md#claims, docs/decisions/030-toasts.md).
import type { ClaimSquare, Square, SquaresGame } from '../../../../contracts/squares.js';
import type { Refusal } from '../../../../domain/refusals.js';
import { checkClaim, checkRelease } from '../../../../domain/squares/index.js';
import { refusedBy, refusedOf, type Refused } from '../../../lib/error-message.js';
import { createStore, type Store } from '../../../lib/store.js';
import { isReflected, type PendingTap } from './grid-model.js';

/** Who is tapping, with what: their own label, an offline player's (host), or the paid marker (host). Initials are as checkGameInitials returns them. */
export type EditMode =
  | { readonly kind: 'self'; readonly initials: string; readonly displayName: string | null }
  | { readonly kind: 'behalf'; readonly initials: string; readonly displayName: string | null }
  | { readonly kind: 'paid' };

export interface Tapper {
  readonly uid: string;
  readonly isAnonymous: boolean;
}

export type TapDecision =
  | { readonly kind: 'claim'; readonly body: ClaimSquare }
  | { readonly kind: 'release' }
  | { readonly kind: 'paid'; readonly paid: boolean }
  /** Refused here, before asking the server: the same rule and text the server would answer with. */
  | { readonly kind: 'refuse'; readonly refusal: Refusal }
  /** Someone else's square: nothing to do. */
  | { readonly kind: 'none' };

type GameFacts = Pick<SquaresGame, 'size' | 'gamePhase' | 'host' | 'entryLimit' | 'squares'>;

/** How many squares a claim counts against its limit (the domain's ClaimCheck.held), taps on their way included. */
function heldFor(game: GameFacts, tapper: Tapper, mode: EditMode, pending: ReadonlyMap<number, PendingTap>): number {
  const label = mode.kind === 'paid' ? null : mode.initials;
  // An anonymous host's limit counts every square the host holds (docs/product/squares.md), their own and on behalf.
  const everySquare = game.host.isAnonymous && tapper.uid === game.host.uid;
  const counts = (held: { uid: string; onBehalf: boolean; entryName: string }) => {
    if (held.uid !== tapper.uid) return false;
    if (everySquare) return true;
    return mode.kind === 'behalf' ? held.onBehalf && held.entryName === label : !held.onBehalf;
  };
  let held = 0;
  for (const square of game.squares) {
    const tap = pending.get(square.square);
    if (tap?.kind !== 'release' && tap?.kind !== 'claim' && counts(square)) held++;
  }
  for (const tap of pending.values()) {
    if (tap.kind === 'claim' && counts({ uid: tapper.uid, onBehalf: tap.onBehalf, entryName: tap.entryName })) held++;
  }
  return held;
}

export function decideTap(game: GameFacts, tapper: Tapper, mode: EditMode, square: number, pending: ReadonlyMap<number, PendingTap>): TapDecision {
  const locked = game.gamePhase !== 'Pending';
  const waiting = pending.get(square);
  const held = game.squares.find((s) => s.square === square);
  // The overlay is what the player sees: a claim on its way reads as theirs, a release as free.
  const shown = waiting?.kind === 'release' ? undefined : waiting?.kind === 'claim' ? { uid: tapper.uid, onBehalf: waiting.onBehalf, entryName: waiting.entryName, paid: false } : held;

  if (mode.kind === 'paid') {
    if (!shown) return { kind: 'none' };
    const paid = waiting?.kind === 'paid' ? waiting.paid : shown.paid;
    return { kind: 'paid', paid: !paid };
  }

  if (shown) {
    const ownLabel = mode.kind === 'self' ? !shown.onBehalf : shown.onBehalf && shown.entryName === mode.initials;
    if (shown.uid !== tapper.uid || !ownLabel) return { kind: 'none' };
    const refusal = checkRelease({ square, size: game.size, locked, claimerUid: tapper.uid, hostUid: game.host.uid, holder: shown });
    return refusal ? { kind: 'refuse', refusal } : { kind: 'release' };
  }

  const onBehalf = mode.kind === 'behalf';
  const refusal = checkClaim({
    square,
    size: game.size,
    locked,
    claimerUid: tapper.uid,
    host: game.host,
    onBehalf,
    held: heldFor(game, tapper, mode, pending),
    entryLimit: onBehalf ? null : game.entryLimit,
  });
  if (refusal) return { kind: 'refuse', refusal };
  const body: ClaimSquare = { initials: mode.initials, ...(mode.displayName ? { displayName: mode.displayName } : {}), ...(onBehalf ? { onBehalf } : {}) };
  return { kind: 'claim', body };
}

export interface TapRequests {
  claim(square: number, body: ClaimSquare): Promise<void>;
  release(square: number): Promise<void>;
  markPaid(square: number, paid: boolean): Promise<void>;
}

/** The taps on their way, by square, shared by the grid and the edit bar. */
export interface PendingTaps {
  readonly store: Store<ReadonlyMap<number, PendingTap>>;
  /** Sends a decided tap; resolves to the refusal (its code and text), or null when it went through. */
  send(square: number, decision: TapDecision, viewerUid: string): Promise<Refused | null>;
  /** Drops the overlays the server's game now shows. */
  reconcile(squares: readonly Square[], viewerUid: string | null): void;
}

export function createPendingTaps(requests: TapRequests): PendingTaps {
  const store = createStore<ReadonlyMap<number, PendingTap>>(new Map());
  let latest: { squares: readonly Square[]; viewerUid: string | null } = { squares: [], viewerUid: null };

  const update = (change: (next: Map<number, PendingTap>) => void) => {
    const next = new Map(store.get());
    change(next);
    store.set(next);
  };

  const reconcile = (squares: readonly Square[], viewerUid: string | null) => {
    latest = { squares, viewerUid };
    const held = store.get();
    const done = [...held].filter(([square, tap]) => tap.sent && isReflected(squares.find((s) => s.square === square), tap, viewerUid));
    if (done.length > 0) update((next) => done.forEach(([square]) => next.delete(square)));
  };

  const send = async (square: number, decision: TapDecision, viewerUid: string): Promise<Refused | null> => {
    let tap: PendingTap;
    let request: () => Promise<void>;
    switch (decision.kind) {
      case 'claim':
        tap = { kind: 'claim', entryName: decision.body.initials, onBehalf: decision.body.onBehalf === true, sent: false };
        request = () => requests.claim(square, decision.body);
        break;
      case 'release':
        tap = { kind: 'release', sent: false };
        request = () => requests.release(square);
        break;
      case 'paid':
        tap = { kind: 'paid', paid: decision.paid, sent: false };
        request = () => requests.markPaid(square, decision.paid);
        break;
      case 'refuse':
        return refusedBy(decision.refusal);
      case 'none':
        return null;
    }
    update((next) => next.set(square, tap));
    try {
      await request();
    } catch (error) {
      if (store.get().get(square) === tap) update((next) => next.delete(square));
      return refusedOf(error);
    }
    if (store.get().get(square) !== tap) return null;
    const sent = { ...tap, sent: true };
    update((next) => next.set(square, sent));
    // The live update may have come before the answer.
    reconcile(latest.squares, latest.viewerUid ?? viewerUid);
    return null;
  };

  return { store, send, reconcile };
}
