import type { CryptoKey } from 'jose';
import { WebviewTokenError, verifyWebviewToken } from '../auth/webview-token.js';
import type { Database } from '../db/database.js';
import { deleteExpiredWebviewTokenUses, recordWebviewTokenUse } from '../db/repositories/webview-token-uses.repository.js';
import type { AccountSteps } from './account-steps.js';
import { AppError } from './errors.js';
import type { Publisher } from './publisher.js';
import { signIn } from './sign-in.service.js';
import type { SignInResult } from './sign-in.service.js';

export interface WebviewSignInDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
  adminEmails: readonly string[];
  accountSteps: AccountSteps;
  /** The mobile app's public key; undefined when webview sign-in is not configured. */
  key: CryptoKey | undefined;
  audience: string;
}

/**
 * docs/product/accounts.md "custom token sign-in from the query parameter token in the mobile webview".
 * The token is verified first (nothing is written for a refused token); its id is then
 * recorded as used in the same transaction as the sign-in, so a replay — even one racing
 * the first use — is refused, and a sign-in that fails leaves the token unspent.
 */
export async function signInWithWebviewToken(
  deps: WebviewSignInDeps,
  request: { token: string; currentToken: string | undefined },
): Promise<SignInResult> {
  if (!deps.key) throw new AppError('not_found', 'Webview sign-in is not configured.');
  const now = deps.now();
  let claims;
  try {
    claims = await verifyWebviewToken(request.token, deps.key, { audience: deps.audience, now });
  } catch (error) {
    if (error instanceof WebviewTokenError) throw new AppError('invalid_token', error.message);
    throw error;
  }
  await deleteExpiredWebviewTokenUses(deps.db, now);
  const use = { jti: claims.jti, subject: claims.subject, expiresAt: claims.acceptableUntil };
  return signIn(deps, {
    identity: { provider: 'webview', subject: claims.subject, email: claims.email, emailVerified: claims.emailVerified },
    currentToken: request.currentToken,
    // Spent inside the sign-in's transaction, which runs this again on a retry: the id is
    // spent exactly when the sign-in commits.
    beforeSignIn: async (tx) => {
      if (!(await recordWebviewTokenUse(tx, use))) throw new AppError('invalid_token', 'This sign-in token was already used.');
    },
  });
}
