import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadFailedNotice } from './notice.js';

const noop = () => undefined;

describe('a note that something failed to load', () => {
  it('is an alert with its title, the usual advice and a Try again button', () => {
    const html = renderToStaticMarkup(<LoadFailedNotice title="Couldn't load NFL games" retry={noop} />);
    expect(html).toMatch(/^<div class="notice notice--error" role="alert">/);
    expect(html).toContain('>Couldn&#x27;t load NFL games</p><p>Check your connection, then try again.</p>');
    expect(html).toMatch(/<button type="button" class="button button--secondary">.*Try again<\/button>/);
  });

  it("says the server's own words when it has them (the share page)", () => {
    const html = renderToStaticMarkup(<LoadFailedNotice title="Couldn't load the game" message="Game not found." retry={noop} />);
    expect(html).toContain('>Couldn&#x27;t load the game</p><p>Game not found.</p>');
    expect(html).not.toContain('Check your connection');
  });
});
