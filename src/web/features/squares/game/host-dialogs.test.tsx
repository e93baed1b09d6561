import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LockDialog, lockQuestion } from './host-dialogs.js';

describe('Lock Game confirmation (asks when empty squares remain)', () => {
  it('names the number of empty squares', () => {
    expect(lockQuestion(100, 63)).toMatch(/^37 squares are still empty\./);
    expect(lockQuestion(25, 24)).toMatch(/^1 square is still empty\./);
  });

  it('a full grid asks nothing', () => {
    expect(lockQuestion(100, 100)).toBeNull();
    expect(lockQuestion(25, 25)).toBeNull();
  });

  // Where focus lands and what Enter does are driven in Chromium by tests/e2e/squares-a11y.spec.ts.
  it('the dialog asks, offers Lock Game and a way back, marked to take the focus', () => {
    const html = renderToStaticMarkup(<LockDialog question={lockQuestion(100, 90) ?? ''} onLock={() => Promise.resolve()} onClose={() => undefined} />);
    expect(html).toContain('Lock the game?');
    expect(html).toContain('10 squares are still empty.');
    expect(html).toContain('Lock Game');
    expect(html).toMatch(/data-autofocus="true">Keep it open/);
  });
});
