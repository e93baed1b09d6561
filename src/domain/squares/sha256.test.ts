import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, hmacSha256, sha256Hex } from './sha256.js';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('NIST vector %j', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  it('hashes a million a’s (multi-block, NIST)', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('hashes text as UTF-8', () => {
    expect(sha256Hex('Ünïcödé 🏈')).toBe(createHash('sha256').update('Ünïcödé 🏈', 'utf8').digest('hex'));
  });

  it('agrees with node:crypto on any bytes, across block boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => sha256Hex(bytes) === createHash('sha256').update(bytes).digest('hex')),
    );
  });
});

describe('hmacSha256 (RFC 4231)', () => {
  const repeat = (byte: number, n: number) => new Uint8Array(n).fill(byte);
  const text = (s: string) => new TextEncoder().encode(s);
  it.each([
    ['1', repeat(0x0b, 20), text('Hi There'), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    ['2', text('Jefe'), text('what do ya want for nothing?'), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
    ['3', repeat(0xaa, 20), repeat(0xdd, 50), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
    [
      '6 (key longer than a block)',
      repeat(0xaa, 131),
      text('Test Using Larger Than Block-Size Key - Hash Key First'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
  ])('test case %s', (_case, key, message, mac) => {
    expect(bytesToHex(hmacSha256(key, message))).toBe(mac);
  });

  it('agrees with node:crypto on any key and message', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.string({ maxLength: 100 }), (key, message) => {
        const expected = createHmac('sha256', key).update(message, 'utf8').digest('hex');
        return bytesToHex(hmacSha256(key, message)) === expected;
      }),
    );
  });
});

describe('hexToBytes', () => {
  it('round-trips with bytesToHex', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => bytesToHex(hexToBytes(bytesToHex(bytes))) === bytesToHex(bytes)));
  });

  it.each(['abc', 'zz', '0x00'])('refuses %j', (hex) => {
    expect(() => hexToBytes(hex)).toThrow('Not a hex string');
  });
});
