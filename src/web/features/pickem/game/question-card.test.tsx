import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOCK, propsQuestion, sportsQuestion } from './fixtures.js';
import { QuestionCard } from './question-card.js';

const now = Date.parse(LOCK) - 60 * 60_000;

function buttons(html: string) {
  return [...html.matchAll(/<button[^>]*>/g)].map((m) => ({
    name: /aria-label="([^"]*)"/.exec(m[0])?.[1],
    pressed: /aria-pressed="([^"]*)"/.exec(m[0])?.[1],
  }));
}

describe('QuestionCard: accessible picks', () => {
  it('each choice is a toggle button named by its team, spread and points', () => {
    const question = sportsQuestion(0, { type: 'VsSpreadPick', vsSpread: -3.5, choices: [{ key: 'Away', points: 10, result: null }, { key: 'Home', points: 12, result: null }] });
    const html = renderToStaticMarkup(<QuestionCard question={question} picked="Home" editable chip="CONFIRMED" now={now} />);
    expect(buttons(html)).toEqual([
      { name: 'Miami Dolphins, +3.5, 10 pts', pressed: 'false' },
      { name: 'Green Bay Packers, \u22123.5, 12 pts', pressed: 'true' },
    ]);
    expect(html).toContain('>CONFIRMED<');
    expect(html).toContain('Against the spread');
  });

  it('props choices are named by their text and points', () => {
    const html = renderToStaticMarkup(<QuestionCard question={propsQuestion(2)} picked={null} editable chip="OPEN" now={now} />);
    expect(buttons(html).map((b) => b.name)).toEqual(['Kelce, 10 pts', 'Hill, 15 pts']);
    expect(html).toContain('Who scores first?');
    expect(html).toContain('>OPEN<');
  });

  it('OffPick is shown but offers nothing to press', () => {
    const html = renderToStaticMarkup(<QuestionCard question={sportsQuestion(1, { type: 'OffPick' })} picked={null} editable={false} chip={null} now={now} />);
    expect(buttons(html)).toEqual([]);
    expect(html).toContain('off the board');
    expect(html).toContain('Packers');
  });

  it('once locked: read-only, the result in words and % picked per choice', () => {
    const question = sportsQuestion(0, {
      locked: true,
      phase: 'Over',
      pickShares: [
        { key: 'Away', share: 0.25 },
        { key: 'Home', share: 0.75 },
      ],
      choices: [
        { key: 'Away', points: 10, result: 'L' },
        { key: 'Home', points: 10, result: 'W' },
      ],
    });
    const html = renderToStaticMarkup(<QuestionCard question={question} picked="Home" editable={false} chip={null} now={now} />);
    expect(buttons(html)).toEqual([]);
    expect(html).toContain('WON +10');
    expect(html).toContain('25% picked');
    expect(html).toContain('75% picked');
    expect(html).toContain(', picked');
  });
});
