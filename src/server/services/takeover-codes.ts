import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits, url-safe (32 characters): what GenerateTakeoverCode hands the anonymous user. */
export function newTakeoverCode(): string {
  return randomBytes(24).toString('base64url');
}

/** Only the hash is stored (anon_promotions.code_hash), like session and link tokens. */
export function hashTakeoverCode(code: string): string {
  return createHash('sha256').update(`takeover:${code}`).digest('base64url');
}
