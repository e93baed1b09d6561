// The end of a redirect-mode Google sign-in (decision 007): the app comes back to thenNavigate
// with `newUser=1` or `signInError=<code>&message=<text>`. Small on purpose: the shell runs it
// on every page load, before any account code has been downloaded.

/** SPEC §8: a Google sign-in error is alerted with its code and message. */
export function googleErrorText(code: string, message: string): string {
  return `Google sign-in failed (${code}): ${message}`;
}

/** The search without the sign-in parameters, and the alert to show (if any); null: nothing to do. */
export function readGoogleReturn(search: string): { search: string; alert: string | null } | null {
  const params = new URLSearchParams(search);
  const code = params.get('signInError');
  if (code === null && !params.has('newUser')) return null;
  const message = params.get('message') ?? '';
  for (const name of ['signInError', 'message', 'newUser']) params.delete(name);
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '', alert: code === null ? null : googleErrorText(code, message) };
}
