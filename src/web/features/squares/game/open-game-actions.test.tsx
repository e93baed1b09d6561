import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CANNOT_JOIN_YET_TEXT, CANNOT_JOIN_YET_TITLE } from '../../../components/host-dialogs.js';
import { OpenGameActions } from './open-game-actions.js';

const noop = () => undefined;
/** As React writes text into markup. */
const escaped = (text: string) => text.replaceAll("'", '&#x27;');
const render = (props: { isHost: boolean; hostAnonymous: boolean }) =>
  renderToStaticMarkup(<OpenGameActions {...props} full={false} joined={false} busy={false} sessionLoading={false} onJoin={noop} onLock={noop} />);

describe("an Open game's actions (decision 031)", () => {
  it("a player of an anonymous host's game reads why they can't join, and is offered no Join Game", () => {
    const html = render({ isHost: false, hostAnonymous: true });
    expect(html).toContain(`>${escaped(CANNOT_JOIN_YET_TITLE)}</p>`);
    expect(html).toContain(escaped(CANNOT_JOIN_YET_TEXT));
    expect(html).not.toContain('Join Game');
  });

  it("a signed-in host's game offers players Join Game, with no notice", () => {
    const html = render({ isHost: false, hostAnonymous: false });
    expect(html).toContain('Join Game');
    expect(html).not.toContain(escaped(CANNOT_JOIN_YET_TITLE));
  });

  it('the anonymous host is asked to sign in and keeps Join Game for their own squares', () => {
    const html = render({ isHost: true, hostAnonymous: true });
    expect(html).toContain('Sign in so your friends can join');
    expect(html).toContain('Join Game');
  });
});
