import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'sb_session';
/** Browsers cap cookie lifetimes at 400 days; a year keeps players' games on their phone. */
export const SESSION_DAYS = 365;

/** 256 random bits: unguessable, and only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character user id (~119 bits), the shape SPEC ids have always had. */
export function newUserId(): string {
  const bytes = randomBytes(20);
  let id = '';
  // 62 letters: reject bytes ≥ 248 to stay uniform.
  for (let i = 0; id.length < 20; i++) {
    const byte = i < bytes.length ? bytes[i]! : randomBytes(1)[0]!;
    if (byte < 248) id += ID_ALPHABET[byte % 62];
  }
  return id;
}
