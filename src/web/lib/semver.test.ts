import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from './semver.js';

describe('compareVersions', () => {
  it.each([
    ['0.4.142', '0.4.142', 0],
    ['0.4.9', '0.4.10', -1],
    ['0.10.0', '0.9.99', 1],
    ['1.0.0', '0.99.99', 1],
    ['0.4.142', '0.5.0', -1],
    ['0.4.142-beta.1', '0.4.142', 0],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b) ?? NaN)).toBe(sign);
  });

  it('returns null for anything that is not x.y.z', () => {
    expect(compareVersions('1.2', '1.2.3')).toBeNull();
    expect(parseVersion('latest')).toBeNull();
  });
});
