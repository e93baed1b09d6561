import { describe, expect, it } from 'vitest';
import { isPlainEmailAddress } from './email-address.js';

describe('isPlainEmailAddress: one plain mailbox, nothing a mail library could re-read', () => {
  it.each([
    'pat@example.com',
    'Pat.Quinn+pools@mail.example.co.uk',
    "o'brien@example.ie",
    'a_b-c@sub-domain.example.org',
    'x@xn--bcher-kva.example',
    'me@example.xn--p1ai',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %j', (address) => {
    expect(isPlainEmailAddress(address)).toBe(true);
  });

  it.each([
    ['a list', 'a,b@x.test'],
    ['a list with a space', 'a@x.test, b@x.test'],
    ['a semicolon list', 'a@x.test;b@x.test'],
    ['a display name in brackets', 'victim<attacker>@x.test'],
    ['a display name', 'Victim <victim@x.test>'],
    ['angle brackets only', '<victim@x.test>'],
    ['a comment', 'victim@x.test (attacker@x.test)'],
    ['a comment in the local part', 'victim(x)@x.test'],
    ['a quoted local part', '"a@b"@x.test'],
    ['a group', 'friends:a@x.test;'],
    ['a source route with %', 'victim%attacker.test@relay.test'],
    ['a bang path', 'relay!victim@x.test'],
    ['an address literal', 'a@[127.0.0.1]'],
    ['no domain dot', 'pat@example'],
    ['a numeric top level', 'pat@example.123'],
    ['two @', 'pat@@example.com'],
    ['nothing before @', '@example.com'],
    ['a leading dot', '.pat@example.com'],
    ['a double dot', 'pat..q@example.com'],
    ['a trailing dot in the domain', 'pat@example.com.'],
    ['a label starting with a hyphen', 'pat@-example.com'],
    ['a space', 'pat q@example.com'],
    ['a newline', 'pat@example.com\nBcc: x@y.test'],
    ['a carriage return', 'pat@example.com\r'],
    ['surrounding spaces', ' pat@example.com '],
    ['non-ASCII', 'pât@example.com'],
    ['a local part over 64', `${'a'.repeat(65)}@example.com`],
    ['over 254 in all', `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`],
  ])('refuses %s: %j', (_name, address) => {
    expect(isPlainEmailAddress(address)).toBe(false);
  });
});
