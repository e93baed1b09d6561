import { describe, expect, it } from 'vitest';
import { ownEntry } from '../game/fixtures.js';
import { canAddEntry, chooseEntry, NEW_ENTRY, submitBlock } from './join-rules.js';

const open = { oneEntryPerUser: false, entryLimit: null };

describe('which entry the join page edits', () => {
  it('the one named in ?entry=, else the first not submitted', () => {
    const own = [ownEntry('a', { submitted: true }), ownEntry('b'), ownEntry('c')];
    expect(chooseEntry(own, open, 'c')?.id).toBe('c');
    expect(chooseEntry(own, open, 'nope')?.id).toBe('b');
    expect(chooseEntry(own, open, null)?.id).toBe('b');
  });

  it('a new entry when more are allowed; the first when not', () => {
    const own = [ownEntry('a', { submitted: true })];
    expect(chooseEntry(own, open, null)).toBeNull();
    expect(chooseEntry(own, { oneEntryPerUser: true, entryLimit: null }, null)?.id).toBe('a');
    expect(chooseEntry(own, { oneEntryPerUser: false, entryLimit: 1 }, null)?.id).toBe('a');
    expect(chooseEntry([], { oneEntryPerUser: true, entryLimit: null }, null)).toBeNull();
  });

  it('Add Entry (?entry=new) starts a new one while more are allowed', () => {
    const own = [ownEntry('a')];
    expect(chooseEntry(own, open, NEW_ENTRY)).toBeNull();
    expect(chooseEntry(own, { oneEntryPerUser: false, entryLimit: 1 }, NEW_ENTRY)?.id).toBe('a');
    expect(canAddEntry(own, open)).toBe(true);
    expect(canAddEntry(own, { oneEntryPerUser: true, entryLimit: null })).toBe(false);
    expect(canAddEntry(own, { oneEntryPerUser: false, entryLimit: 2 })).toBe(true);
    expect(canAddEntry([...own, ownEntry('b')], { oneEntryPerUser: false, entryLimit: 2 })).toBe(false);
  });
});

describe('Submit Entry', () => {
  it("'Set Tiebreaker to Submit!' while a tiebreaker is unanswered; any number of picks otherwise", () => {
    expect(submitBlock({ hasTiebreaker: true, tiebreaker: null, sending: false })).toBe('tiebreaker');
    expect(submitBlock({ hasTiebreaker: true, tiebreaker: 0, sending: false })).toBeNull();
    expect(submitBlock({ hasTiebreaker: false, tiebreaker: null, sending: false })).toBeNull();
    expect(submitBlock({ hasTiebreaker: false, tiebreaker: null, sending: true })).toBe('sending');
  });
});
