import { describe, expect, it } from 'vitest';
import { applySquaresEvent } from './apply-squares-event.js';
import { square, squaresGame } from './fixtures.js';
import { frameOf, sameFrame } from './game-frame.js';

describe('the game frame: everything but the squares', () => {
  const game = squaresGame({ squares: [square(3, 'u1', 'AB')] });

  it('has no squares', () => {
    expect('squares' in frameOf(game)).toBe(false);
    expect(frameOf(game).name).toBe(game.name);
  });

  it('a claim, a release or a relabel leaves it the same', () => {
    const claimed = applySquaresEvent(game, { kind: 'square.claimed', square: square(4, 'u2', 'CD') });
    const released = applySquaresEvent(claimed, { kind: 'square.released', square: 3 });
    const relabelled = applySquaresEvent(released, { kind: 'squares.updated', squares: [square(4, 'u2', 'EF')] });
    for (const after of [claimed, released, relabelled]) expect(sameFrame(frameOf(game), frameOf(after))).toBe(true);
  });

  it('any other change makes a new frame', () => {
    expect(sameFrame(frameOf(game), frameOf(applySquaresEvent(game, { kind: 'game.deleted' })))).toBe(false);
    expect(sameFrame(frameOf(game), frameOf({ ...game, name: 'Renamed' }))).toBe(false);
    expect(sameFrame(frameOf(game), frameOf({ ...game, results: [] }))).toBe(false);
  });
});
