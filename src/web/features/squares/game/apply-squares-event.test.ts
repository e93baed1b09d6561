import { describe, expect, it } from 'vitest';
import { SquaresGameEventSchema, SquaresGameSchema, type SquaresGameEvent } from '../../../../contracts/squares.js';
import { applySquaresEvent, type HeldSquaresGame } from './apply-squares-event.js';
import { DIGITS_100, HOST_UID, square, squaresGame } from './fixtures.js';

const apply = (game: HeldSquaresGame = squaresGame(), ...events: SquaresGameEvent[]) => events.reduce(applySquaresEvent, game);

describe('applySquaresEvent (the game:{id} merge)', () => {
  it('the fixtures and events are valid by the contract', () => {
    expect(SquaresGameSchema.safeParse(squaresGame()).success).toBe(true);
    expect(SquaresGameEventSchema.safeParse({ kind: 'square.claimed', square: square(3, 'u1', 'AB') }).success).toBe(true);
  });

  it("the host's edit replaces the settings and keeps the rest; an activity record is appended", () => {
    const before = squaresGame({ squares: [square(4, 'u1', 'AB')], activityLog: [{ at: '2026-11-20T12:00:00.000Z', subject: 'Settings', change: 'x', by: 'Host' }] });
    const edited = apply(before, { kind: 'game.edited', name: 'New', description: 'D', entryLimit: 3, payouts: ['$5'], priceCents: 500 });
    expect(edited).toMatchObject({ name: 'New', description: 'D', entryLimit: 3, payouts: ['$5'], priceCents: 500 });
    expect(edited.squares).toBe(before.squares);
    expect('kind' in edited).toBe(false);
    const record = { at: '2026-11-20T12:05:00.000Z', subject: 'Row 1, column 5', change: 'Released from AB', by: 'Host' };
    const logged = apply(edited, { kind: 'activity.logged', record });
    expect(logged.activityLog).toEqual([...before.activityLog, record]);
    expect(before.activityLog).toHaveLength(1);
  });

  it('a claim adds the square, kept in square order', () => {
    const game = apply(squaresGame({ squares: [square(10, 'u1', 'AB')] }), { kind: 'square.claimed', square: square(4, 'u2', 'CD') });
    expect(game.squares.map((s) => [s.square, s.entryName])).toEqual([
      [4, 'CD'],
      [10, 'AB'],
    ]);
  });

  it('a claim of a square already held replaces it (the server’s answer wins)', () => {
    const game = apply(squaresGame({ squares: [square(4, 'me', 'ME')] }), { kind: 'square.claimed', square: square(4, 'u2', 'CD') });
    expect(game.squares).toEqual([square(4, 'u2', 'CD')]);
  });

  it('a release removes the square; releasing a free square changes nothing', () => {
    const held = squaresGame({ squares: [square(4, 'u1', 'AB'), square(5, 'u1', 'AB')] });
    expect(apply(held, { kind: 'square.released', square: 4 }).squares).toEqual([square(5, 'u1', 'AB')]);
    expect(apply(held, { kind: 'square.released', square: 77 }).squares).toEqual(held.squares);
  });

  it('squares.updated relabels and marks paid the squares it carries, and leaves the rest', () => {
    const held = squaresGame({ squares: [square(1, 'u1', 'AB'), square(2, 'u1', 'AB'), square(3, 'u2', 'CD')] });
    const game = apply(held, { kind: 'squares.updated', squares: [square(1, 'u1', 'ABC'), square(2, 'u1', 'ABC', { paid: true })] });
    expect(game.squares.map((s) => `${s.square}:${s.entryName}:${s.paid}`)).toEqual(['1:ABC:false', '2:ABC:true', '3:CD:false']);
  });

  it('game.locked brings the phase, the lock, the revealed draw and the digits', () => {
    const game = apply(squaresGame(), {
      kind: 'game.locked',
      gamePhase: 'Live',
      lockedAt: '2026-11-22T17:00:00.000Z',
      lockedBy: 'host',
      draw: { seedHash: 'a'.repeat(64), seed: 'b'.repeat(64), gridHash: 'c'.repeat(64) },
      targetScores: [DIGITS_100],
    });
    expect(game.gamePhase).toBe('Live');
    expect(game.lockedBy).toBe('host');
    expect(game.draw.seed).toBe('b'.repeat(64));
    expect(game.targetScores).toEqual([DIGITS_100]);
  });

  it('game.settled brings the results, the phase and a correction', () => {
    const result = { label: 'Q1', rowCol: [2, 7] as [number, number], square: 27, uid: 'u1', entryName: 'AB', scores: { away: 7, home: 7 } };
    const game = apply(squaresGame({ gamePhase: 'Live' }), {
      kind: 'game.settled',
      gamePhase: 'Over',
      results: [result],
      correctedAt: '2026-11-23T01:00:00.000Z',
      babyShower: null,
    });
    expect(game.results).toEqual([result]);
    expect(game.gamePhase).toBe('Over');
    expect(game.correctedAt).toBe('2026-11-23T01:00:00.000Z');
  });

  it('host.changed: the host signed in', () => {
    const host = { uid: HOST_UID, isAnonymous: false, publicId: { handle: 'newname', avatar: null, realName: null } };
    const game = apply(squaresGame({ host: { uid: HOST_UID, isAnonymous: true, publicId: null } }), { kind: 'host.changed', host });
    expect(game.host).toEqual(host);
  });

  it('game.deleted marks the game deleted, and nothing else changes', () => {
    const held = squaresGame({ squares: [square(1, 'u1', 'AB')] });
    const game = apply(held, { kind: 'game.deleted' });
    expect(game.deleted).toBe(true);
    expect(game.squares).toEqual(held.squares);
  });

  it('is pure: the game it was given is left as it was', () => {
    const held = squaresGame({ squares: [square(1, 'u1', 'AB')] });
    const before = structuredClone(held);
    apply(held, { kind: 'square.claimed', square: square(2, 'u2', 'CD') }, { kind: 'square.released', square: 1 }, { kind: 'game.deleted' });
    expect(held).toEqual(before);
  });
});
