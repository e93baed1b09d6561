import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_CHOICES } from './create-choices.js';
import { ChoiceGroup, SubmitBlock, Switch } from './fields.js';

describe('Create pool (Save disabled until valid, server errors inline)', () => {
  it('is disabled while the form waits for something, and says what', () => {
    const html = renderToStaticMarkup(
      <SubmitBlock id="f" errors={{ name: 'Give your pool a name', games: 'Keep at least one game in play' }} submitting={false} serverError={null} />,
    );
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-describedby="f-missing"/);
    expect(html).toContain('<p id="f-missing" class="form-submit__missing">Give your pool a name. Keep at least one game in play</p>');
    expect(html).not.toContain('role="alert"');
  });

  it('is enabled when valid, and shows the server’s refusal as an alert', () => {
    const html = renderToStaticMarkup(<SubmitBlock id="f" errors={{}} submitting={false} serverError="That game has already started" />);
    expect(html).toContain('<p class="form-submit__error" role="alert">That game has already started</p>');
    expect(html).not.toContain('disabled');
    expect(html).toContain('Create pool');
  });

  it('names at most three missing things, then how many more', () => {
    const errors = { a: '1', b: '2', c: '3', d: '4', e: '5' };
    expect(renderToStaticMarkup(<SubmitBlock id="f" errors={errors} submitting={false} serverError={null} />)).toContain('1. 2. 3 (and 2 more)');
  });
});

describe('labelled controls', () => {
  it('each question type is a radio named by its label and described by its one-line explanation', () => {
    const html = renderToStaticMarkup(<ChoiceGroup legend="Question type" name="t" choices={QUESTION_TYPE_CHOICES} value="VsSpread" onChange={() => undefined} />);
    expect(html).toContain('<legend class="form-field__label">Question type</legend>');
    const chosen = /<input ([^>]*)\/><span class="pc-card__title">Against the spread<\/span>/.exec(html)?.[1] ?? '';
    expect(chosen).toContain('type="radio"');
    expect(chosen).toContain('checked=""');
    expect(chosen).toContain('aria-describedby="t-VsSpread"');
    expect(html).toContain('<span id="t-VsSpread" class="pc-card__text">Pick who wins once the spread is added.');
    expect(html).toContain('points = 10 × p(favourite) / p(this side)');
  });

  it('a switch is a checkbox with its label and hint', () => {
    const html = renderToStaticMarkup(<Switch id="s" label="Allow late entry" hint="Games that haven't locked stay open." checked onChange={() => undefined} />);
    const input = /<input ([^>]*)\/>/.exec(html)?.[1] ?? '';
    expect(input).toContain('type="checkbox"');
    expect(input).toContain('checked=""');
    expect(input).toContain('aria-describedby="s-hint"');
    expect(html).toContain('<label class="pc-switch__label" for="s">');
  });
});
