// Reads the mails the server wrote to DATA_DIR/outbox (no SMTP_URL) as a mail client would.
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The first link in the text part. */
  link: URL;
}

/** Quoted-printable (RFC 2045 §6.7): soft line breaks and =XX bytes, then UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseMail(file: string, raw: string): OutboxMail {
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const plain = parts.find((p) => /Content-Type: text\/plain/i.test(p)) ?? raw;
  const [partHeaders = '', ...bodyLines] = plain.split(/\r?\n\r?\n/);
  const body = bodyLines.join('\n\n');
  const text = /quoted-printable/i.test(partHeaders) ? decodeQuotedPrintable(body) : body;
  const href = /https?:\/\/\S+/.exec(text)?.[0];
  if (!href) throw new Error(`no link in ${file}`);
  return { file, raw, to: header('To'), subject: header('Subject'), text, link: new URL(href) };
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(path.join(dir, name), fs.readFileSync(path.join(dir, name), 'utf8')));
}

/** The newest mail to `to`. */
export function latestMailTo(dataDir: string, to: string): OutboxMail {
  const mail = readOutbox(dataDir).filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail;
}
