import { describe, expect, it } from 'vitest';
import { allowedOriginsFor, isAllowedOrigin, publicUrl, readCookie } from './origin-policy.js';

describe('allowedOriginsFor', () => {
  it('is the listening port on every loopback name without PUBLIC_URL', () => {
    expect(allowedOriginsFor(undefined, 3001, []).sort()).toEqual(['http://127.0.0.1:3001', 'http://[::1]:3001', 'http://localhost:3001']);
  });

  it('is PUBLIC_URL’s origin, not the listening port, when it is set; plus ALLOWED_ORIGINS', () => {
    expect(allowedOriginsFor('https://Play.Example/app/', 3001, ['https://partner.example'])).toEqual(['https://play.example', 'https://partner.example']);
  });
});

describe('isAllowedOrigin', () => {
  const allowed = allowedOriginsFor(undefined, 3001, []);
  it.each([
    [{}, false, true],
    [{ origin: 'http://127.0.0.1:3001' }, false, true],
    [{ origin: 'http://LOCALHOST:3001' }, false, true],
    [{ origin: 'http://localhost:3000' }, false, false],
    [{ origin: 'https://evil.example', host: 'evil.example' }, false, false],
    [{ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }, false, false],
    [{ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }, true, true],
    [{ origin: 'https://evil.example', 'x-forwarded-host': 'app.example, evil.example' }, true, false],
    [{ origin: 'null' }, true, false],
  ])('%j with TRUST_PROXY=%s: %s', (headers, trustProxy, expected) => {
    expect(isAllowedOrigin(headers, allowed, trustProxy)).toBe(expected);
  });
});

describe('publicUrl', () => {
  it('is PUBLIC_URL without a trailing slash, else localhost on the listening port', () => {
    expect(publicUrl('https://play.example/', 1)).toBe('https://play.example');
    expect(publicUrl(undefined, 3104)).toBe('http://localhost:3104');
  });
});

describe('readCookie', () => {
  it.each([
    ['sb_session=%', '%'],
    ['sb_session=%E0%A4%A', '%E0%A4%A'],
    ['a=%; sb_session=abc', 'abc'],
    ['sb_session=x%20y', 'x y'],
    ['sb_session=first; sb_session=second', 'first'],
    ['garbage', undefined],
    ['=; ;;sb_session', undefined],
  ])('never throws: %j → %j', (header, expected) => {
    expect(readCookie({ cookie: header }, 'sb_session')).toBe(expected);
  });

  it('is undefined without a Cookie header', () => {
    expect(readCookie({}, 'sb_session')).toBeUndefined();
  });
});
