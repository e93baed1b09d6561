import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox.js';

describe('mailboxKey', () => {
  it.each([
    ['ab@gmail.com', 'ab@gmail.com'],
    ['a.b+x@gmail.com', 'ab@gmail.com'],
    ['A.B@Gmail.com', 'ab@gmail.com'],
    ['...a.b...@gmail.com', 'ab@gmail.com'],
    ['a.b+x.y@googlemail.com', 'ab@gmail.com'],
    ['ab@gmail.com.', 'ab@gmail.com'],
    ['  ab+news@gmail.com ', 'ab@gmail.com'],
    // A +tag folds everywhere; dots only where the provider ignores them.
    ['first.last+shop@example.com', 'first.last@example.com'],
    ['first.last@example.com', 'first.last@example.com'],
    ['firstlast@example.com', 'firstlast@example.com'],
    ['a+b+c@outlook.com', 'a@outlook.com'],
    ['a.b@gmail.co.uk', 'a.b@gmail.co.uk'],
    ['a.b@mail.gmail.com', 'a.b@mail.gmail.com'],
    // Nothing left before the tag, or no local part at all: the address stays as it is.
    ['+tag@example.com', '+tag@example.com'],
    ['.@gmail.com', '.@gmail.com'],
    ['@example.com', '@example.com'],
    ['no-at-sign', 'no-at-sign'],
    // The last @ separates the domain.
    ['"a@b"+x@example.com', '"a@b"@example.com'],
  ])('%s is the mailbox %s', (email, expected) => {
    expect(mailboxKey(email)).toBe(expected);
  });

  it('tells different people apart', () => {
    expect(mailboxKey('ab@gmail.com')).not.toBe(mailboxKey('ab@example.com'));
    expect(mailboxKey('a.b@example.com')).not.toBe(mailboxKey('ab@example.com'));
    expect(mailboxKey('abc@gmail.com')).not.toBe(mailboxKey('ab@gmail.com'));
  });
});
