import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkInitialsForm, DISPLAY_NAME_TOO_LONG, InitialsDialog, LABEL_DIALOG_TITLE } from './initials-dialog.js';

describe('checkInitialsForm: the initials dialog’s rules', () => {
  it('initials are required', () => {
    expect(checkInitialsForm('', '', []).initials).toEqual({ ok: false, refusal: { reason: 'initialsRequired' } });
    expect(checkInitialsForm('   ', '', []).values).toBeNull();
  });

  it('uppercased, trimmed and cut to 3 graphemes', () => {
    expect(checkInitialsForm('  abcd ', '', []).values).toEqual({ initials: 'ABC', displayName: null });
    expect(checkInitialsForm('é👍🏽xyz', '', []).values?.initials).toBe('É👍🏽X');
  });

  it('another player’s initials are taken, compared as stored', () => {
    expect(checkInitialsForm('ab', '', ['AB']).initials).toEqual({ ok: false, refusal: { reason: 'initialsTaken' } });
    expect(checkInitialsForm('abz', '', ['ABZQ']).initials).toEqual({ ok: false, refusal: { reason: 'initialsTaken' } });
    expect(checkInitialsForm('AC', '', ['AB']).values?.initials).toBe('AC');
  });

  it('display name: optional, trimmed, at most 30', () => {
    expect(checkInitialsForm('AB', '  Mary  ', []).values).toEqual({ initials: 'AB', displayName: 'Mary' });
    expect(checkInitialsForm('AB', 'x'.repeat(30), []).values?.displayName).toHaveLength(30);
    expect(checkInitialsForm('AB', 'x'.repeat(31), []).displayName).toEqual({ ok: false, error: DISPLAY_NAME_TOO_LONG });
    expect(checkInitialsForm('AB', 'x'.repeat(31), []).values).toBeNull();
  });
});

describe('InitialsDialog', () => {
  const render = (initials: string, taken: string[] = []) =>
    renderToStaticMarkup(
      <InitialsDialog
        intro="Pick your initials."
        defaults={{ initials, displayName: '' }}
        taken={taken}
        saveLabel="Choose Squares"
        onSave={() => Promise.resolve(null)}
        onClose={() => undefined}
      />,
    );

  it('is titled Label Your Squares, with a field of max length 10', () => {
    const html = render('');
    expect(html).toContain(`>${LABEL_DIALOG_TITLE}</h2>`);
    const field = /<input[^>]*name="initials"[^>]*>/.exec(html)?.[0];
    expect(field).toContain('maxLength="10"');
  });

  it('Save is disabled until the initials are valid', () => {
    expect(render('')).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(render('AB', ['AB'])).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(render('AB')).not.toMatch(/<button type="submit"[^>]*disabled/);
  });

  it('remembered initials that clash say so at once; an empty field waits for the player', () => {
    expect(render('AB', ['AB'])).toContain('Initials already taken');
    expect(render('')).not.toContain('Initials required');
    expect(render('ab')).toContain('Your squares will read AB');
  });

  it('shows look-alike initials as they will read, and refuses two alphabets with the reason', () => {
    expect(render('\u202Eq\u200Bx')).toContain('Your squares will read QX');
    expect(render('ＱＸ', ['QX'])).toContain('Initials already taken');
    const mixed = render('QХ');
    expect(mixed).toContain('Initials must use letters from one alphabet');
    expect(mixed).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});
