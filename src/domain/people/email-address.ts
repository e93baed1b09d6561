// One plain mailbox, nothing else: `local@domain` with a dot-atom local part and a DNS name.
// No display name (`Name <a@b>`), no list (`a@b, c@d`), no comment (`a@b (x)`), no quoted
// local part, no address literal, no source route (`%` or `!`): an address that a mail
// library could read as anything other than itself is refused (docs/security.md, Sign-in).

const LOCAL_PART = /^[A-Za-z0-9#$&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9#$&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** RFC 5321's limits: 64 characters before the @, 254 in all. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

export function isPlainEmailAddress(text: string): boolean {
  if (text.length > EMAIL_MAX_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]!);
}
