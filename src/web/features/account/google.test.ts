import { describe, expect, it } from 'vitest';
import { readGoogleReturn } from './google-return.js';
import { googleMode, googleStartUrl, googleUnavailableText, inAppBrowserName, readGoogleResult } from './google.js';

describe('Google sign-in rules', () => {
  it.each([
    ['localhost', 'popup'],
    ['127.0.0.1', 'popup'],
    ['[::1]', 'popup'],
    ['app.localhost', 'popup'],
    ['preview.sportsball.app', 'popup'],
    ['pr-12--sportsball.netlify.app', 'popup'],
    ['sportsball--pr12-ab12cd.web.app', 'popup'],
    ['sportsball.app', 'redirect'],
    ['www.sportsball.app', 'redirect'],
    ['127.0.0.1.example.com', 'redirect'],
  ])('%s uses a %s', (host, mode) => {
    expect(googleMode(host)).toBe(mode);
  });

  it.each([
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108]', 'Facebook'],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/124 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.48.109;]', 'Facebook'],
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Instagram 330.0.0.40.92 (iPhone15,2)', 'Instagram'],
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1', null],
  ])('knows the in-app browser of %s', (ua, app) => {
    expect(inAppBrowserName(ua)).toBe(app);
  });

  it('says why Google is off, in the spec words', () => {
    expect(googleUnavailableText('Instagram')).toBe('Google sign-in is not available in Instagram. Please use the email option below.');
  });

  it('carries the promotion to the start URL', () => {
    const url = new URL(googleStartUrl('popup', '/games?x=1', { anonUid: 'u1', takeoverCode: 'c'.repeat(20) }), 'http://h');
    expect(url.pathname).toBe('/api/auth/google/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({ mode: 'popup', thenNavigate: '/games?x=1', anonUid: 'u1', takeoverCode: 'c'.repeat(20) });
  });

  it('reads the popup message and nothing else', () => {
    expect(readGoogleResult({ type: 'sportsball:google-sign-in', ok: true, isNewUser: true })).toEqual({ ok: true, isNewUser: true });
    expect(readGoogleResult({ type: 'sportsball:google-sign-in', ok: false, code: 'access_denied', message: 'No' })).toEqual({
      ok: false,
      code: 'access_denied',
      message: 'No',
    });
    expect(readGoogleResult({ type: 'other', ok: true })).toBeNull();
    expect(readGoogleResult('sportsball:google-sign-in')).toBeNull();
    expect(readGoogleResult({ type: 'sportsball:google-sign-in', ok: false })).toBeNull();
  });
});

describe('the return from a redirect-mode Google sign-in', () => {
  it('tells a known code in the app’s own words, and takes the parameters out of the address', () => {
    expect(readGoogleReturn('?tab=2&signInError=access_denied&message=You+said+no')).toEqual({
      search: '?tab=2',
      error: 'Google sign-in failed (access_denied): Google sign-in was cancelled.',
    });
  });

  it.each([
    ['a known code', '?signInError=invalid_state&message=Call+555-0100+to+restore+your+account', /^Google sign-in failed \(invalid_state\): This Google sign-in has expired/],
    ['an unknown code', '?signInError=call_555_0100_now&message=Your+account+is+locked', /^Google sign-in did not work\. Please try again\.$/],
    ['a code that is a property of every object', '?signInError=constructor', /^Google sign-in did not work\. Please try again\.$/],
    ['a code with markup', '?signInError=%3Cimg+src%3Dx%3E', /^Google sign-in did not work\. Please try again\.$/],
  ])('never shows text from the address: %s', (_name, search, expected) => {
    const back = readGoogleReturn(search);
    expect(back?.error).toMatch(expected);
    expect(back?.error).not.toMatch(/555|locked|<img|restore/);
  });

  it('takes newUser=1 out quietly (Your Settings opens for an account without a handle)', () => {
    expect(readGoogleReturn('?newUser=1')).toEqual({ search: '', error: null });
  });

  it('leaves any other address alone', () => {
    expect(readGoogleReturn('?tab=2')).toBeNull();
  });
});
