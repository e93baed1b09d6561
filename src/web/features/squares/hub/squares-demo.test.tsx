import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_CREATED_MS, demoOverAtMs, demoStateAt } from '../../../../domain/squares/index.js';
import { demoCaption, SquaresDemo } from './squares-demo.js';

describe('the hub demo', () => {
  it('says what is happening at each step', () => {
    expect(demoCaption(demoStateAt(0, 'sportsball-hub'))).toBe('Game created. Share the link with your group.');
    expect(demoCaption(demoStateAt(DEMO_CREATED_MS + 150, 'sportsball-hub'))).toBe('Friends claim squares: 10 of 100 taken.');
    expect(demoCaption(demoStateAt(DEMO_CREATED_MS + 2000, 'sportsball-hub'))).toBe('Grid locked. The digits are drawn at random.');
    expect(demoCaption(demoStateAt(DEMO_CREATED_MS + 5000, 'sportsball-hub'))).toMatch(/^Q1: Away \d+, Home \d+\. [A-PR-W]{2,3} wins Q1\.$/);
    expect(demoCaption(demoStateAt(demoOverAtMs(100), 'sportsball-hub'))).toMatch(/^Game over\. [A-PR-W]{2,3} wins the Final, \d+–\d+\.$/);
  });

  it('starts as a created, empty 10x10 grid; the grid is hidden from screen readers, its caption is not', () => {
    const html = renderToStaticMarkup(<SquaresDemo />);
    expect(html).toContain('data-step="created"');
    expect(html.match(/class="sq-demo__cell"/g)).toHaveLength(100);
    expect(html).toContain('<div class="sq-demo__board" aria-hidden="true">');
    expect(html).toContain('Game created. Share the link with your group.');
    expect(html).toContain('aria-pressed="false"');
  });
});
