import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb::/64'],
    ['2001:DB8:AA:BB::1', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('%s counts as %s', (ip, expected) => {
    expect(clientAddress(ip)).toBe(expected);
  });

  it('puts every address of one /64 in one bucket, and neighbouring /64s in two', () => {
    const keys = new Set(['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:2:0:0:0:0'].map(clientAddress));
    expect(keys.size).toBe(1);
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(clientAddress('2001:db8:1:2::1'));
  });
});
