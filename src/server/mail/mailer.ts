import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import { isPlainEmailAddress } from '../../domain/people/email-address.js';

export interface MailMessage {
  /** One plain address (checked again here): never a list or a display name. */
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail through SMTP, or writes it to DATA_DIR/outbox when no SMTP server is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the SMTP server accepted the message (or the file is written); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://…; unset: the outbox. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
}

/**
 * The recipient goes to nodemailer as an address object and as the explicit envelope, so its
 * address parser never re-reads it: `a,b@x.test` would otherwise become two recipients and
 * `victim<attacker>@x.test` the attacker (docs/security.md, Sign-in). MAIL_FROM is our own
 * configuration, so it may carry a display name.
 */
export function addressed(from: string, message: MailMessage): SendMailOptions {
  if (!isPlainEmailAddress(message.to)) throw new Error('A mail recipient must be one plain address.');
  const to = { name: '', address: message.to };
  return { from, to, subject: message.subject, text: message.text, html: message.html, envelope: { from, to: [to] } };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A sign-in is waiting on this: fail within seconds rather than hang the request.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(addressed(from, message));
    },
    close: () => transport.close(),
  };
}

/**
 * No SMTP configured: each mail becomes a real RFC 822 message in `outbox/<time>-<random>.eml`
 * (nodemailer's stream transport builds it), and its links are logged, so a fresh
 * machine can sign in by following the link in the log.
 */
function outboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(addressed(options.from, message));
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      // Links in these mails sign people in: readable by the server's user only. Written
      // under a temporary name and renamed, so whoever watches the outbox never reads half a mail.
      const partial = path.join(options.outboxDir, `.${name}.partial`);
      await fs.writeFile(partial, info.message, { mode: 0o600 });
      await fs.rename(partial, file);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to the outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}
