// The end of a redirect-mode Google sign-in (decision 007): the app comes back to thenNavigate
// with `newUser=1` or `signInError=<code>`. Small on purpose: the shell runs it on every page
// load, before any account code has been downloaded. Anyone can craft such an address, so what
// the player reads is only ever the app's own text for a code it knows, never text from the
// address (docs/security.md, Sign-in).

/** docs/product/accounts.md: a Google sign-in error shows its code and message. */
export function googleErrorText(code: string, message: string): string {
  return `Google sign-in failed (${code}): ${message}`;
}

/** Our words for each refusal the Google routes can come back with. */
const RETURN_TEXT: Readonly<Record<string, string>> = {
  access_denied: 'Google sign-in was cancelled.',
  invalid_state: 'This Google sign-in has expired, was already used or was started in another browser. Please try again.',
  provider_error: 'Google could not sign you in. Please try again.',
  provider_unavailable: 'Google sign-in is not reachable right now. Please try again in a moment.',
  token_exchange_failed: 'Google did not confirm the sign-in. Please try again.',
  invalid_id_token: "Google's answer could not be verified, so you were not signed in. Please try again.",
  rate_limited: 'Too many sign-in attempts. Please wait a minute and try again.',
  internal: 'Something went wrong on our side. Please try again.',
};

/** For a code we do not know: nothing of it is shown. */
export const GOOGLE_RETURN_UNKNOWN_TEXT = 'Google sign-in did not work. Please try again.';

/** The app's own text for a refusal code from the address. */
export function googleReturnText(code: string): string {
  const text = Object.hasOwn(RETURN_TEXT, code) ? RETURN_TEXT[code] : undefined;
  return text === undefined ? GOOGLE_RETURN_UNKNOWN_TEXT : googleErrorText(code, text);
}

/** The search without the sign-in parameters, and the refusal to tell (if any); null: nothing to do. */
export function readGoogleReturn(search: string): { search: string; error: string | null } | null {
  const params = new URLSearchParams(search);
  const code = params.get('signInError');
  if (code === null && !params.has('newUser')) return null;
  for (const name of ['signInError', 'message', 'newUser']) params.delete(name);
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '', error: code === null ? null : googleReturnText(code) };
}
