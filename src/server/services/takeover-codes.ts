import { createHash, randomBytes } from 'node:crypto';

/** A takeover code works as long as the link it rides in: 10 minutes, once. */
export const TAKEOVER_CODE_MINUTES = 10;

/** 192 random bits, url-safe (32 characters): what GenerateTakeoverCode hands the anonymous user. */
export function newTakeoverCode(): string {
  return randomBytes(24).toString('base64url');
}

/** Only the hash is stored (anon_promotions.code_hash), like session and link tokens. */
export function hashTakeoverCode(code: string): string {
  return createHash('sha256').update(`takeover:${code}`).digest('base64url');
}

/** Issued less than TAKEOVER_CODE_MINUTES before `now`. */
export function isTakeoverCodeLive(createdAt: Date, now: Date): boolean {
  const age = now.getTime() - createdAt.getTime();
  return age >= 0 && age < TAKEOVER_CODE_MINUTES * 60_000;
}
