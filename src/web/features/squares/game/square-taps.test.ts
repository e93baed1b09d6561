import { describe, expect, it } from 'vitest';
import type { ClaimSquare } from '../../../../contracts/squares.js';
import { ApiError } from '../../../lib/api-client.js';
import { buildCells, squareName, type PendingTap } from './grid-model.js';
import { createPendingTaps, decideTap, type EditMode, type TapRequests } from './square-taps.js';
import { HOST_UID, square, squaresGame } from './fixtures.js';

const ME = { uid: 'user-me', isAnonymous: false };
const HOST = { uid: HOST_UID, isAnonymous: false };
const SELF: EditMode = { kind: 'self', initials: 'ME', displayName: null };
const NONE = new Map<number, PendingTap>();

describe('decideTap: what a tap does in edit mode', () => {
  const game = squaresGame({ squares: [square(1, ME.uid, 'ME'), square(2, 'u1', 'AB'), square(3, HOST_UID, 'JD', { onBehalf: true })] });

  it('a free square is claimed with the player’s initials and display name', () => {
    expect(decideTap(game, ME, { kind: 'self', initials: 'ME', displayName: 'Mary Ellen' }, 50, NONE)).toEqual({
      kind: 'claim',
      body: { initials: 'ME', displayName: 'Mary Ellen' },
    });
  });

  it('your own square is released; someone else’s is left alone', () => {
    expect(decideTap(game, ME, SELF, 1, NONE)).toEqual({ kind: 'release' });
    expect(decideTap(game, ME, SELF, 2, NONE)).toEqual({ kind: 'none' });
  });

  it('a locked game refuses with the server’s text', () => {
    const locked = { ...game, gamePhase: 'Live' as const };
    expect(decideTap(locked, ME, SELF, 50, NONE)).toEqual({ kind: 'refuse', refusal: { reason: 'squaresLocked' } });
    expect(decideTap(locked, ME, SELF, 1, NONE)).toEqual({ kind: 'refuse', refusal: { reason: 'squaresLocked' } });
  });

  it('the squares-per-player limit counts squares on their way', () => {
    const limited = { ...game, entryLimit: 2 };
    expect(decideTap(limited, ME, SELF, 50, NONE).kind).toBe('claim');
    const pending = new Map<number, PendingTap>([[50, { kind: 'claim', entryName: 'ME', onBehalf: false, sent: false }]]);
    expect(decideTap(limited, ME, SELF, 51, pending)).toEqual({ kind: 'refuse', refusal: { reason: 'squaresEntryLimit', limit: 2, held: 2 } });
    // A release on its way frees a place.
    const releasing = new Map<number, PendingTap>([...pending, [1, { kind: 'release', sent: false }]]);
    expect(decideTap(limited, ME, SELF, 51, releasing).kind).toBe('claim');
  });

  it('while the host is anonymous, players cannot join', () => {
    const anonymous = { ...game, host: { uid: HOST_UID, isAnonymous: true, publicId: null } };
    expect(decideTap(anonymous, ME, SELF, 50, NONE)).toEqual({ kind: 'refuse', refusal: { reason: 'hostAnonymous' } });
  });

  it('an anonymous host holding 2 squares is asked to sign in', () => {
    const anonymousHost = { uid: HOST_UID, isAnonymous: true };
    const anonymous = squaresGame({ host: { uid: HOST_UID, isAnonymous: true, publicId: null }, squares: [square(3, HOST_UID, 'HO')] });
    const mode: EditMode = { kind: 'self', initials: 'HO', displayName: null };
    expect(decideTap(anonymous, anonymousHost, mode, 4, NONE).kind).toBe('claim');
    const two = { ...anonymous, squares: [...anonymous.squares, square(4, HOST_UID, 'HO')] };
    expect(decideTap(two, anonymousHost, mode, 5, NONE)).toEqual({ kind: 'refuse', refusal: { reason: 'anonymousHostLimit' } });
  });

  it('host on behalf of an offline player: claims with their initials, releases only their squares', () => {
    const behalf: EditMode = { kind: 'behalf', initials: 'JD', displayName: 'John Doe' };
    expect(decideTap(game, HOST, behalf, 60, NONE)).toEqual({ kind: 'claim', body: { initials: 'JD', displayName: 'John Doe', onBehalf: true } });
    expect(decideTap(game, HOST, behalf, 3, NONE)).toEqual({ kind: 'release' });
    expect(decideTap(game, HOST, { ...behalf, initials: 'KL' }, 3, NONE)).toEqual({ kind: 'none' });
    expect(decideTap(game, HOST, behalf, 2, NONE)).toEqual({ kind: 'none' });
  });

  it('marking paid toggles a claimed square and ignores a free one, also after the lock', () => {
    const paidGame = { ...game, gamePhase: 'Live' as const, squares: [square(2, 'u1', 'AB', { paid: true }), square(1, ME.uid, 'ME')] };
    expect(decideTap(paidGame, HOST, { kind: 'paid' }, 2, NONE)).toEqual({ kind: 'paid', paid: false });
    expect(decideTap(paidGame, HOST, { kind: 'paid' }, 1, NONE)).toEqual({ kind: 'paid', paid: true });
    expect(decideTap(paidGame, HOST, { kind: 'paid' }, 40, NONE)).toEqual({ kind: 'none' });
  });
});

/** Requests that wait until the test answers them. */
function fakeRequests() {
  const calls: string[] = [];
  const answers: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const wait = (call: string) => {
    calls.push(call);
    return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }));
  };
  const requests: TapRequests = {
    claim: (n: number, body: ClaimSquare) => wait(`claim ${n} ${JSON.stringify(body)}`),
    release: (n: number) => wait(`release ${n}`),
    markPaid: (n: number, paid: boolean) => wait(`paid ${n} ${paid}`),
  };
  return { calls, answers, requests };
}

describe('tapping squares: optimistic, and the server’s answer wins', () => {
  it('a claim shows at once, then stays once the server agrees and the live game shows it', async () => {
    const fake = fakeRequests();
    const taps = createPendingTaps(fake.requests);
    const game = squaresGame();
    const done = taps.send(12, decideTap(game, ME, SELF, 12, taps.store.get()), ME.uid);
    expect(fake.calls).toEqual(['claim 12 {"initials":"ME"}']);
    expect(squareName(buildCells(game, { viewerUid: ME.uid, pending: taps.store.get() })[12]!)).toBe('Row 2, column 3: ME, yours, saving');

    fake.answers[0]!.resolve();
    expect(await done).toBeNull();
    // Answered, not yet seen live: still shown, no longer saving.
    expect(squareName(buildCells(game, { viewerUid: ME.uid, pending: taps.store.get() })[12]!)).toBe('Row 2, column 3: ME, yours');

    const live = squaresGame({ squares: [square(12, ME.uid, 'ME')] });
    taps.reconcile(live.squares, ME.uid);
    expect(taps.store.get().size).toBe(0);
    expect(squareName(buildCells(live, { viewerUid: ME.uid, pending: taps.store.get() })[12]!)).toBe('Row 2, column 3: ME, yours');
  });

  it('a refused claim goes away and hands back the server’s text for the toast', async () => {
    const fake = fakeRequests();
    const taps = createPendingTaps(fake.requests);
    const done = taps.send(12, decideTap(squaresGame(), ME, SELF, 12, taps.store.get()), ME.uid);
    fake.answers[0]!.reject(new ApiError('square_taken', 'That square is already taken', 'c1', 409));
    expect(await done).toEqual({ code: 'square_taken', message: 'That square is already taken' });
    expect(taps.store.get().size).toBe(0);
  });

  it('releasing your square: free at once, the request names the square', async () => {
    const fake = fakeRequests();
    const taps = createPendingTaps(fake.requests);
    const game = squaresGame({ squares: [square(40, ME.uid, 'ME')] });
    const done = taps.send(40, decideTap(game, ME, SELF, 40, taps.store.get()), ME.uid);
    expect(fake.calls).toEqual(['release 40']);
    expect(squareName(buildCells(game, { viewerUid: ME.uid, pending: taps.store.get() })[40]!)).toBe('Row 5, column 1: free, saving');
    fake.answers[0]!.resolve();
    await done;
    taps.reconcile([], ME.uid);
    expect(taps.store.get().size).toBe(0);
  });

  it('a refusal decided here sends nothing', async () => {
    const fake = fakeRequests();
    const taps = createPendingTaps(fake.requests);
    const locked = squaresGame({ gamePhase: 'Live' });
    expect(await taps.send(3, decideTap(locked, ME, SELF, 3, taps.store.get()), ME.uid)).toEqual({ code: 'game_locked', message: 'This game is locked. Squares can no longer change.' });
    expect(fake.calls).toEqual([]);
  });

  it('the live update may arrive before the answer: the overlay goes as soon as both are in', async () => {
    const fake = fakeRequests();
    const taps = createPendingTaps(fake.requests);
    const done = taps.send(7, decideTap(squaresGame(), ME, SELF, 7, taps.store.get()), ME.uid);
    taps.reconcile([square(7, ME.uid, 'ME')], ME.uid);
    expect(taps.store.get().size).toBe(1); // not answered yet
    fake.answers[0]!.resolve();
    await done;
    expect(taps.store.get().size).toBe(0);
  });
});
