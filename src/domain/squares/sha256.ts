// SHA-256 and HMAC-SHA256 for the provably fair draw (see draw.ts), from @noble/hashes: audited,
// synchronous, and the same code on the server and in the browser ('Verify the draw'), where
// WebCrypto would be asynchronous and absent on plain http. Text is hashed as its UTF-8 bytes.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes as nobleHexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export { bytesToHex };

function toBytes(data: string | Uint8Array): Uint8Array {
  return typeof data === 'string' ? utf8ToBytes(data) : data;
}

/** SHA-256 digest (32 bytes). */
export function sha256(data: string | Uint8Array): Uint8Array {
  return nobleSha256(toBytes(data));
}

/** SHA-256 as 64 lowercase hex digits. */
export function sha256Hex(data: string | Uint8Array): string {
  return bytesToHex(sha256(data));
}

/** HMAC-SHA256 (RFC 2104). */
export function hmacSha256(key: Uint8Array, message: string | Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, toBytes(message));
}

/** Bytes of an even-length hex string; throws on anything else, so a malformed seed never draws. */
export function hexToBytes(hex: string): Uint8Array {
  try {
    return nobleHexToBytes(hex);
  } catch {
    throw new Error('Not a hex string');
  }
}
