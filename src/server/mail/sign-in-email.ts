import type { MailMessage } from './mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The magic-link mail. It is the same for an address with an account and one without
 * (the first sign-in creates the account), so nothing in it or in the time it takes
 * says whether the address is registered.
 */
export function signInEmail(to: string, link: string, validMinutes: number): MailMessage {
  const text = [
    'Hi,',
    '',
    'Follow this link to sign in to Sportsball:',
    '',
    link,
    '',
    `The link works once, for ${validMinutes} minutes. If you did not ask to sign in, you can ignore this email.`,
    '',
    '— Sportsball',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">
<p>Hi,</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b6b3a;color:#fff;border-radius:8px;text-decoration:none">Sign in to Sportsball</a></p>
<p>The link works once, for ${validMinutes} minutes. If you did not ask to sign in, you can ignore this email.</p>
<p>— Sportsball</p>
</body></html>`;
  return { to, subject: 'Sign in to Sportsball', text, html };
}
