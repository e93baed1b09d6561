import { describe, expect, it } from 'vitest';
import { withQuery } from './google.routes.js';

describe('withQuery (where a Google sign-in sends the browser back)', () => {
  it.each([
    ['/', {}, '/'],
    ['/games', { signInError: 'invalid_state', message: 'Try again.' }, '/games?signInError=invalid_state&message=Try+again.'],
    ['/games?tab=1#top', { newUser: '1' }, '/games?tab=1&newUser=1#top'],
    ['/.//evil.example', { a: 'b' }, '/.//evil.example?a=b'],
    ['/é', {}, '/%C3%A9'],
    ['/a\u0000b', {}, '/a%00b'],
    ['/\ud800', {}, '/%EF%BF%BD'],
    // Never another site, whatever was stored.
    ['//evil.example', {}, '/'],
    ['/\\evil.example', {}, '/'],
    ['https://evil.example', {}, '/'],
  ])('%s + %j → %s', (path, params, expected) => {
    expect(withQuery(path, params)).toBe(expected);
  });
});
