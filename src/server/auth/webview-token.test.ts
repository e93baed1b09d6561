import { SignJWT, exportJWK, exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { WebviewKeyError, WebviewTokenError, importWebviewPublicKey, verifyWebviewToken } from './webview-token.js';

const keys = await generateKeyPair('ES256', { extractable: true });
const AUDIENCE = 'app';
const NOW = new Date('2026-11-22T12:00:00Z');
const t = NOW.getTime() / 1000;

const mint = (claims: Record<string, unknown>) =>
  new SignJWT({ aud: AUDIENCE, sub: 'u1', jti: 'j1', iat: t, exp: t + 300, ...claims }).setProtectedHeader({ alg: 'ES256' }).sign(keys.privateKey);

describe('importWebviewPublicKey', () => {
  it('takes a PEM public key, also with \\n-escaped newlines as env files write them', async () => {
    const pem = await exportSPKI(keys.publicKey);
    await expect(importWebviewPublicKey(pem)).resolves.toBeDefined();
    await expect(importWebviewPublicKey(pem.trim().replace(/\n/g, '\\n'))).resolves.toBeDefined();
  });

  it('takes a P-256 JWK as JSON, and the token it verifies', async () => {
    const key = await importWebviewPublicKey(JSON.stringify(await exportJWK(keys.publicKey)));
    const claims = await verifyWebviewToken(await mint({}), key, { audience: AUDIENCE, now: NOW });
    expect(claims).toMatchObject({ subject: 'u1', jti: 'j1', email: null, emailVerified: false });
    expect(claims.acceptableUntil.getTime()).toBe((t + 330) * 1000);
  });

  it('refuses private keys, other curves and garbage, naming the variable', async () => {
    const p384 = await generateKeyPair('ES384', { extractable: true });
    const rsa = await generateKeyPair('RS256', { extractable: true });
    for (const text of [
      await exportPKCS8(keys.privateKey),
      JSON.stringify(await exportJWK(keys.privateKey)),
      JSON.stringify(await exportJWK(p384.publicKey)),
      await exportSPKI(rsa.publicKey),
      '{ not json at all',
      'just some text that is long',
    ]) {
      await expect(importWebviewPublicKey(text)).rejects.toThrow(WebviewKeyError);
      await expect(importWebviewPublicKey(text)).rejects.toThrow(/WEBVIEW_JWT_PUBLIC_KEY/);
    }
  });
});

describe('verifyWebviewToken', () => {
  const verify = async (token: string) => verifyWebviewToken(token, keys.publicKey, { audience: AUDIENCE, now: NOW });

  it.each([
    ['a lifetime of exactly 5 minutes', { iat: t - 10, exp: t + 290 }],
    ['a clock 30 s behind the app', { iat: t + 30, exp: t + 330 }],
    ['an expiry 30 s past', { iat: t - 270, exp: t - 30 + 1 }],
  ])('accepts %s', async (_name, claims) => {
    await expect(verify(await mint(claims))).resolves.toMatchObject({ subject: 'u1' });
  });

  it.each([
    ['a lifetime over 5 minutes', { iat: t, exp: t + 301 }, /longer than 5 minutes/],
    ['an expiry before issue', { iat: t, exp: t - 1 }, /expire/],
    ['an empty subject', { sub: '' }, /subject/],
    ['a numeric jti', { jti: 7 }, /jti/],
    ['a huge jti', { jti: 'j'.repeat(201) }, /jti/],
    ['an audience list without ours', { aud: ['x', 'y'] }, /another app/],
  ])('refuses %s', async (_name, claims, message) => {
    const attempt = verify(await mint(claims));
    await expect(attempt).rejects.toThrow(WebviewTokenError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('keeps an email only when email_verified is exactly true', async () => {
    expect(await verify(await mint({ email: 'a@b.c', email_verified: true }))).toMatchObject({ email: 'a@b.c', emailVerified: true });
    expect(await verify(await mint({ email: 'a@b.c', email_verified: 'true' }))).toMatchObject({ email: 'a@b.c', emailVerified: false });
    expect(await verify(await mint({ email: 42 }))).toMatchObject({ email: null, emailVerified: false });
  });
});
