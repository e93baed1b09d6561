import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function stubPage(href: string, stored: Record<string, string> = {}) {
  const url = new URL(href);
  const storage = new Map(Object.entries(stored));
  const replaced: string[] = [];
  vi.stubGlobal('location', { href: url.href, pathname: url.pathname, search: url.search, hash: url.hash });
  vi.stubGlobal('history', { state: null, replaceState: (_state: unknown, _title: string, next: string) => replaced.push(next) });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  return { replaced, storage };
}

// The module keeps per-page state: a fresh copy per test.
async function load() {
  vi.resetModules();
  return import('./webview.js');
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('captureWebviewToken (the token in ?token=)', () => {
  it('takes the token out of the address at once, keeping everything else, and hands it out once', async () => {
    const { replaced, storage } = stubPage('https://sportsball.app/webview/games/g1?token=abc.def.ghi&theme=dark#top');
    const webview = await load();
    webview.captureWebviewToken();
    expect(replaced).toEqual(['/webview/games/g1?theme=dark#top']);
    expect(webview.isWebviewMode()).toBe(true);
    expect(storage.get('sportsball:webview')).toBe('1');
    expect(webview.hasWebviewToken()).toBe(true);
    expect(webview.takeWebviewToken()).toBe('abc.def.ghi');
    expect(webview.takeWebviewToken()).toBeNull();
    expect(webview.hasWebviewToken()).toBe(false);
  });

  it('remembers webview mode for the rest of the tab, on any page', async () => {
    const { replaced } = stubPage('https://sportsball.app/games', { 'sportsball:webview': '1' });
    const webview = await load();
    webview.captureWebviewToken();
    expect(webview.isWebviewMode()).toBe(true);
    expect(replaced).toEqual([]);
  });

  it('leaves other pages, and their token parameters, alone', async () => {
    const { replaced, storage } = stubPage('https://sportsball.app/games?token=not-ours');
    const webview = await load();
    webview.captureWebviewToken();
    expect(webview.isWebviewMode()).toBe(false);
    expect(webview.takeWebviewToken()).toBeNull();
    expect(replaced).toEqual([]);
    expect(storage.size).toBe(0);
  });
});
