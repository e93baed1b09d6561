import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PayoutToolPage, payoutView } from './payout-page.js';
import { PrintablePage, SAVE_AS_PDF_HINT } from './printable-page.js';
import { ScoringToolPage } from './scoring-page.js';
import { ToolField } from './tool-field.js';
import { GAME_UNAVAILABLE_NOTE, toolGameId } from './use-tool-game.js';

const at = (path: string, page: ReactNode) => renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

describe('ToolField', () => {
  it('labels its input and says its error where it is, read out as it appears', () => {
    const html = renderToStaticMarkup(<ToolField id="f" label="Q1 (%)" value="x" onChange={() => undefined} error="Enter a percentage from 0 to 100, like 25 or 12.5." />);
    expect(html).toContain('<label class="form-field__label" for="f">Q1 (%)</label>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-error"');
    expect(html).toContain('<p id="f-error" class="form-field__error" role="alert">Enter a percentage from 0 to 100, like 25 or 12.5.</p>');
  });

  it('no error, no alert', () => {
    const html = renderToStaticMarkup(<ToolField id="f" label="Price" value="5" onChange={() => undefined} error={null} />);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('aria-invalid');
  });
});

describe('payout tool', () => {
  it('a split that does not add up to 100% is said so', () => {
    expect(payoutView({ price: '5', size: 100, percents: ['25', '25', '25', '15'] })).toEqual({
      ok: false,
      priceError: null,
      percentErrors: [null, null, null, null],
      splitError: 'The split adds up to 90%. Make it 100%.',
    });
  });

  it('a price out of range and a bad percentage are each said at their field', () => {
    const view = payoutView({ price: '0', size: 25, percents: ['25', 'abc', '25', '25'] });
    expect(view).toMatchObject({
      ok: false,
      priceError: 'Enter a price from $0.01 to $1,000, like 5 or 2.50.',
      percentErrors: [null, 'Enter a percentage from 0 to 100, like 25 or 12.5.', null, null],
      // One thing at a time: the sum is not judged while a percentage cannot be read.
      splitError: null,
    });
  });

  it('a good form gives the pot and the shares', () => {
    expect(payoutView({ price: '$2.50', size: 100, percents: ['10', '20', '10', '60'] })).toEqual({
      ok: true,
      potCents: 25_000,
      shares: [2500, 5000, 2500, 15_000],
      remainderCents: 0,
      basisPoints: [1000, 2000, 1000, 6000],
    });
  });

  it('every input has a label, and the page states its rounding', () => {
    const html = at('/squares/tools/payout', <PayoutToolPage />);
    for (const id of ['payout-price', 'payout-percent-0', 'payout-percent-1', 'payout-percent-2', 'payout-percent-3']) {
      expect(html).toContain(`for="${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('rounded down to the cent');
    // The page opens without a complaint: no price typed is not yet an error.
    expect(html).not.toContain('role="alert"');
  });
});

describe('scoring tool', () => {
  it('a labelled box per team and period', () => {
    const html = at('/squares/tools/scoring', <ScoringToolPage />);
    for (const period of ['Q1', 'Half', 'Q3', 'Final']) {
      expect(html).toContain(`>Away, ${period}</label>`);
      expect(html).toContain(`>Home, ${period}</label>`);
    }
    expect(html).toContain('Running score, as the scoreboard shows it');
  });
});

describe('printable sheet', () => {
  it('?game= is read as a game id or nothing; the id is never written into the page', () => {
    expect(toolGameId('')).toBe('none');
    expect(toolGameId('?game=abcdefghij0123456789')).toEqual({ id: 'abcdefghij0123456789' });
    expect(toolGameId('?game=<script>alert(1)</script>')).toBe('malformed');
    const html = at('/squares/templates/printable?game=%3Cscript%3Ealert(1)%3C/script%3E', <PrintablePage />);
    expect(html).toContain(GAME_UNAVAILABLE_NOTE);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('alert(1)');
  });

  it('blank: a 10x10 grid, print and PDF buttons, and how to save a PDF', () => {
    const html = at('/squares/templates/printable', <PrintablePage />);
    expect(html.match(/class="print-grid__cell"/g)).toHaveLength(100);
    expect(html).toContain('>Print</button>');
    expect(html).toContain('>Download PDF</button>');
    expect(html).toContain('Choose &quot;Save as PDF&quot; in the print dialog.');
    expect(SAVE_AS_PDF_HINT).toBe('Choose "Save as PDF" in the print dialog.');
  });
});
