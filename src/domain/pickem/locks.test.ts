import { describe, expect, it } from 'vitest';
import { effectiveLockTime, firstLockTime, isQuestionLocked, questionLockTime } from './locks.js';

const at = (time: string) => new Date(`2026-09-13T${time}:00Z`);

describe('questionLockTime (the earlier of the scheduled start and the first non-NS status)', () => {
  it.each([
    ['still NS: the scheduled start', at('17:00'), null, at('17:00')],
    ['started early: when the server saw it leave NS', at('17:00'), at('16:55'), at('16:55')],
    ['started late: still the scheduled start', at('17:00'), at('17:10'), at('17:00')],
    ['rescheduled while NS: the new start', at('20:00'), null, at('20:00')],
  ])('%s', (_, gameTime, firstNonPendingAt, expected) => {
    expect(questionLockTime({ gameTime, firstNonPendingAt })).toEqual(expected);
  });
});

describe('isQuestionLocked (on the server’s clock; nothing reopens a lock)', () => {
  it.each([
    ['before the lock', at('17:00'), null, at('16:59'), false],
    ['at the lock', at('17:00'), null, at('17:00'), true],
    ['after the lock', at('17:00'), null, at('18:00'), true],
    ['locked once, then the game was rescheduled to later', at('20:00'), at('17:00'), at('18:00'), true],
  ])('%s', (_, lockTime, lockedAt, now, locked) => {
    expect(isQuestionLocked({ lockTime, lockedAt, now })).toBe(locked);
  });
});

describe('firstLockTime (the first kickoff)', () => {
  it('is the earliest lock', () => {
    expect(firstLockTime([at('20:00'), at('17:00'), at('18:30')])).toEqual(at('17:00'));
  });

  it('is null without questions', () => {
    expect(firstLockTime([])).toBeNull();
  });
});

describe('effectiveLockTime (all at the first kickoff unless late entry is allowed)', () => {
  it.each([
    ['no late entry: the first kickoff', at('20:00'), at('17:00'), false, at('17:00')],
    ['no late entry, the first game itself', at('17:00'), at('17:00'), false, at('17:00')],
    ['late entry: its own start', at('20:00'), at('17:00'), true, at('20:00')],
    ['late entry, the first game: its own start', at('17:00'), at('17:00'), true, at('17:00')],
  ])('%s', (_, questionLockTime, first, allowLateEntry, expected) => {
    expect(effectiveLockTime({ questionLockTime, firstLockTime: first, allowLateEntry })).toEqual(expected);
  });
});
