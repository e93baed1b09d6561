/** Providers that ignore dots in the local part: a.b@gmail.com and ab@gmail.com are one mailbox. */
const DOT_BLIND_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/** The same mailboxes under another name. */
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for counting sign-in mails per mailbox (decision 020):
 * case is ignored, a `+tag` is dropped at every domain, and at Gmail the dots are dropped too.
 * Only for counting: mails still go to the address as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOT_BLIND_DOMAINS.has(domain)) local = local.replaceAll('.', '') || local;
  domain = DOMAIN_ALIASES[domain] ?? domain;
  return `${local}@${domain}`;
}
