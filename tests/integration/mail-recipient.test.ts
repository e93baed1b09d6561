// The mailer sends to exactly the one address it is given: nodemailer's address parser never
// re-reads it (`a,b@x.test` is not two recipients, `victim<attacker>@x.test` is not the attacker).
// No database: this is the mail layer below the sign-in routes, which refuse such input first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/mail/mailer.js';
import type { MailMessage } from '../../src/server/mail/mailer.js';
import { startFakeSmtp } from '../setup/fake-smtp.js';
import type { FakeSmtp } from '../setup/fake-smtp.js';

const message = (to: string): MailMessage => ({ to, subject: 'Sign in to Sportsball', text: 'link', html: '<p>link</p>' });
const silent = { info: () => undefined };

describe('mail recipients', () => {
  let smtp: FakeSmtp;
  let outboxDir: string;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-outbox-'));
  });
  afterAll(async () => {
    await smtp.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it.each([
    ['a list', 'a,b@x.test'],
    ['a list with a space', 'victim@x.test, attacker@x.test'],
    ['a display name', 'victim<attacker>@x.test'],
    ['a named address', 'Victim <attacker@x.test>'],
    ['a comment', 'victim@x.test (attacker@x.test)'],
    ['a group', 'friends: attacker@x.test;'],
  ])('SMTP: refuses %s (%j) and sends nothing', async (_name, to) => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Pools <pools@example.com>', outboxDir, log: silent });
    try {
      const before = smtp.messages.length;
      await expect(mailer.send(message(to))).rejects.toThrow(/one plain address/);
      expect(smtp.messages.length).toBe(before);
    } finally {
      mailer.close();
    }
  });

  it('SMTP: a plain address is the only envelope recipient and the To header', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Pools <pools@example.com>', outboxDir, log: silent });
    try {
      await mailer.send(message("o'brien+pools@x.test"));
      const sent = smtp.messages.at(-1)!;
      expect(sent.to).toEqual(["RCPT TO:<o'brien+pools@x.test>"]);
      expect(sent.from).toContain('<pools@example.com>');
      expect(sent.data).toMatch(/^To: o'brien\+pools@x\.test\r?$/m);
    } finally {
      mailer.close();
    }
  });

  it('outbox: refuses a list, and writes no file', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'Pools <pools@example.com>', outboxDir, log: silent });
    await expect(mailer.send(message('a,b@x.test'))).rejects.toThrow(/one plain address/);
    expect(fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')) : []).toEqual([]);
  });
});
