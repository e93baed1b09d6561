import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawTargetScores, gridHash, seedCommitment } from '../../../../domain/squares/index.js';
import { createStore } from '../../../lib/store.js';
import { checkBirthForm } from './baby-shower.js';
import { square, squaresGame } from './fixtures.js';
import { runVerification, verificationText, VerifyDraw } from './verify-draw.js';

const SEED = '0f'.repeat(32);
const squares = [square(3, 'u1', 'AB'), square(40, 'u2', 'CD')];
const hash = gridHash(squares, 100);
const locked = squaresGame({
  gamePhase: 'Live',
  squares,
  draw: { seedHash: seedCommitment(SEED), seed: SEED, gridHash: hash },
  targetScores: drawTargetScores(SEED, hash, 100, 1),
});

describe('Verify the draw', () => {
  it('before the lock: the commitment only, no seed, no button', () => {
    const html = renderToStaticMarkup(<VerifyDraw source={createStore(squaresGame({ draw: { seedHash: seedCommitment(SEED), seed: null, gridHash: null } }))} />);
    expect(html).toContain(seedCommitment(SEED));
    expect(html).not.toContain(SEED);
    expect(html).not.toContain('Verify in my browser');
    expect(runVerification(squaresGame())).toBeNull();
  });

  it('after the lock: seed and grid hash shown, the text that was hashed, and a button', () => {
    const html = renderToStaticMarkup(<VerifyDraw source={createStore(locked)} />);
    expect(html).toContain(SEED);
    expect(html).toContain(hash);
    expect(html).toContain('Verify in my browser');
    expect(html).toContain('sportsball-grid-v1\n100\n3\tu1\tAB\n40\tu2\tCD\n');
  });

  it('redoing the draw in the browser matches', () => {
    const result = runVerification(locked);
    expect(result?.ok).toBe(true);
    expect(verificationText(result!)).toMatch(/^Verified:/);
  });

  it('a changed square or digit is caught, and said which', () => {
    const moved = runVerification({ ...locked, squares: [square(3, 'u1', 'AB'), square(41, 'u2', 'CD')] });
    expect(moved?.ok).toBe(false);
    expect(verificationText(moved!)).toBe('Does not match: the squares do not match the locked grid’s hash.');
    const rows = locked.targetScores![0]!.rows;
    const swapped = runVerification({ ...locked, targetScores: [{ ...locked.targetScores![0]!, rows: [rows[1]!, rows[0]!, ...rows.slice(2)] }] });
    expect(verificationText(swapped!)).toBe('Does not match: the digits do not come out the same.');
  });
});

describe('the birth result form (ounces 0–15)', () => {
  const draft = { lbs: '7', oz: '12', birthDate: '2027-03-23', babyName: ' Sofia ' };

  it('a complete result is what the contract wants', () => {
    expect(checkBirthForm(draft)).toEqual({ ok: true, value: { birthWeightLbs: 7, birthWeightOz: 12, birthDate: '2027-03-23', babyName: 'Sofia' } });
  });

  it.each([
    [{ oz: '16' }, 'Enter the ounces (0–15)'],
    [{ oz: '' }, 'Enter the ounces (0–15)'],
    [{ lbs: 'x' }, 'Enter the pounds (0–20)'],
    [{ birthDate: '' }, 'Enter the birth date'],
  ])('%o → %s', (change, error) => {
    expect(checkBirthForm({ ...draft, ...change })).toEqual({ ok: false, error });
  });
});
