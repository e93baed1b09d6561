import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeleteGameDialog, GameSettingsDialog, HOST_SIGN_IN_TEXT, HOST_SIGN_IN_TITLE, HostSignInDialog } from './host-dialogs.js';

const noop = () => undefined;

describe('Game host needs to sign in (both game kinds)', () => {
  it.each([
    ['squares', 'Ask the host to sign in; you can join as soon as they do, right here.'],
    ["pick'em", 'Ask the host to sign in; you can join as soon as they do.'],
  ])('says why on %s, with its hint and a way back to the game', (_kind, hint) => {
    const html = renderToStaticMarkup(<HostSignInDialog hint={hint} onBack={noop} />);
    expect(HOST_SIGN_IN_TITLE).toBe('Game host needs to sign in');
    expect(HOST_SIGN_IN_TEXT).toBe('The game host needs to sign in before players can join.');
    expect(html).toContain(`>${HOST_SIGN_IN_TITLE}</h2>`);
    expect(html).toContain(`<p>${HOST_SIGN_IN_TEXT}</p><p>${hint}</p>`);
    expect(html).toMatch(/data-autofocus="true">Back to Game/);
  });
});

describe("the host's Settings and Delete Game", () => {
  it('Settings offers Delete Game', () => {
    const html = renderToStaticMarkup(<GameSettingsDialog onDelete={noop} onClose={noop} />);
    expect(html).toContain('>Settings</h2>');
    expect(html).toContain('Delete Game</button>');
  });

  it('Extend for Season shows only when the page offers it', () => {
    expect(renderToStaticMarkup(<GameSettingsDialog onDelete={noop} onClose={noop} />)).not.toContain('Extend for Season');
    const html = renderToStaticMarkup(<GameSettingsDialog onExtendSeason={() => Promise.resolve()} onDelete={noop} onClose={noop} />);
    expect(html).toContain('Extend for Season</button>');
  });

  it.each([
    ['every claimed square', 'Office Pool'],
    ['every entry and pick in it', 'Week 1 Picks'],
  ])('Delete this game? names the game and what goes with it (%s), focus on Cancel', (removes, name) => {
    const html = renderToStaticMarkup(<DeleteGameDialog name={name} removes={removes} onDelete={() => Promise.resolve()} onClose={noop} />);
    expect(html).toContain('>Delete this game?</h2>');
    expect(html).toContain(`<strong>${name}</strong> and ${removes} will be removed for everyone. This can&#x27;t be undone.`);
    expect(html).toContain('Delete Game</button>');
    expect(html).toMatch(/data-autofocus="true">Cancel/);
  });
});
