import { describe, expect, it } from 'vitest';
import { emailLinkUrl } from '../services/auth.service.js';
import { signInEmail } from './sign-in-email.js';

describe('emailLinkUrl (/finish-email-sign-in)', () => {
  it('puts email, token, anonUid, takeoverCode and thenNavigate in the query, under PUBLIC_URL', () => {
    const url = new URL(
      emailLinkUrl('https://pools.example/', { email: 'a+b@example.com', token: 'T'.repeat(43), anonUid: 'A'.repeat(20) as never, takeoverCode: 'C'.repeat(32), thenNavigate: '/games/x?y=1&z=2' }),
    );
    expect(url.origin + url.pathname).toBe('https://pools.example/finish-email-sign-in');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      email: 'a+b@example.com',
      token: 'T'.repeat(43),
      anonUid: 'A'.repeat(20),
      takeoverCode: 'C'.repeat(32),
      thenNavigate: '/games/x?y=1&z=2',
    });
  });

  it('leaves out what was not given', () => {
    expect(emailLinkUrl('http://localhost:3000', { email: 'a@b.co', token: 'tok' })).toBe('http://localhost:3000/finish-email-sign-in?email=a%40b.co&token=tok');
  });
});

describe('signInEmail', () => {
  it('has the link in the text and, escaped, in the HTML', () => {
    const link = 'https://pools.example/finish-email-sign-in?email=a%40b.co&token=x"><script>';
    const mail = signInEmail('a@b.co', link, 10);
    expect(mail).toMatchObject({ to: 'a@b.co', subject: 'Sign in to Sportsball' });
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('for 10 minutes');
    expect(mail.html).toContain('href="https://pools.example/finish-email-sign-in?email=a%40b.co&amp;token=x&quot;&gt;&lt;script&gt;"');
    expect(mail.html).not.toContain('<script>');
  });
});
