import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CancelEntryDialog, GameStartedDialog, SignInRequiredDialog, RENAME_NEEDS_SIGN_IN } from './pickem-dialogs.js';

const noop = () => undefined;

describe("pick'em dialogs", () => {
  it('Game Started cannot be dismissed: the way on is the leaderboard', () => {
    const html = renderToStaticMarkup(<GameStartedDialog onView={noop} />);
    expect(html).toContain('>Game Started</h2>');
    expect(html).toContain('View Leaderboard');
    expect(html).not.toContain('aria-label="Close"');
  });

  it('Sign in required says why', () => {
    const html = renderToStaticMarkup(<SignInRequiredDialog reason={RENAME_NEEDS_SIGN_IN} onSignIn={noop} onClose={noop} />);
    expect(html).toContain('>Sign in required</h2>');
    expect(html).toContain('Sign in required to customize entry name');
    expect(html).toContain('Sign in to customize your entry name and track your progress across games.');
  });

  it('Cancel Entry? asks, with a way back', () => {
    const html = renderToStaticMarkup(<CancelEntryDialog onCancelEntry={() => Promise.resolve()} onClose={noop} />);
    expect(html).toContain('>Cancel Entry?</h2>');
    expect(html).toContain('Keep My Entry');
  });
});
