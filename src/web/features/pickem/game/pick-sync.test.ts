import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { ownEntry, testEntryId } from './fixtures.js';
import { chipOf, createPickSync, shownValue, type EntryRequests } from './pick-sync.js';

/** Requests that wait until the test lets each one answer, recording what was sent. */
function fakeRequests() {
  const sent: string[] = [];
  const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const hold = (label: string) => {
    sent.push(label);
    return new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
  };
  const requests: EntryRequests = {
    create: () => hold('create').then(() => ({ entryId: testEntryId('e1'), entryName: 'Brave Otter 7' })),
    setAnswer: (entryId, question, choice) => hold(`${entryId}:q${question}=${choice}`),
    setTiebreaker: (entryId, value) => hold(`${entryId}:tb=${value}`),
  };
  const next = async () => {
    // Let queued work reach its request first.
    for (let i = 0; i < 50 && waiting.length === 0; i++) await Promise.resolve();
    return waiting.shift();
  };
  return { requests, sent, next };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('chips: OPEN / SENDING / CONFIRMED, UNSET for the tiebreaker', () => {
  it('reads the saved entry when nothing is on its way', () => {
    const entry = ownEntry('e1', { answers: [{ question: 0, choice: 'Home' }], tiebreakerAnswer: null });
    expect(chipOf(0, new Map(), entry)).toBe('CONFIRMED');
    expect(chipOf(1, new Map(), entry)).toBe('OPEN');
    expect(chipOf('tiebreaker', new Map(), entry)).toBe('UNSET');
    expect(chipOf('tiebreaker', new Map(), { ...entry, tiebreakerAnswer: 41 })).toBe('CONFIRMED');
    expect(chipOf(0, new Map(), null)).toBe('OPEN');
  });

  it('a write on its way is SENDING and shows its value; an answered clear reads OPEN', () => {
    const entry = ownEntry('e1', { answers: [{ question: 0, choice: 'Home' }] });
    expect(chipOf(0, new Map([[0, { value: 'Away', sent: false }]]), entry)).toBe('SENDING');
    expect(shownValue(0, new Map([[0, { value: 'Away', sent: false }]]), entry)).toBe('Away');
    expect(chipOf(0, new Map([[0, { value: null, sent: true }]]), entry)).toBe('OPEN');
    expect(shownValue(0, new Map([[0, { value: null, sent: true }]]), entry)).toBeNull();
  });
});

describe('createPickSync: every tap saves at once', () => {
  it('the first tap creates the entry, then sends the pick; SENDING → CONFIRMED', async () => {
    const { requests, sent, next } = fakeRequests();
    const sync = createPickSync(requests, null);
    const saved = sync.save(0, 'Home');
    expect(chipOf(0, sync.store.get().pending, null)).toBe('SENDING');
    (await next())?.resolve();
    await flush();
    expect(sync.store.get().entryId).toBe('e1');
    expect(sync.store.get().entryName).toBe('Brave Otter 7');
    (await next())?.resolve();
    expect(await saved).toBeNull();
    expect(sent).toEqual(['create', 'e1:q0=Home']);
    expect(chipOf(0, sync.store.get().pending, null)).toBe('CONFIRMED');
    // The own-entries topic shows it: the overlay goes, the chip stays CONFIRMED.
    const entry = ownEntry('e1', { answers: [{ question: 0, choice: 'Home' }] });
    sync.reconcile(entry);
    expect(sync.store.get().pending.size).toBe(0);
    expect(chipOf(0, sync.store.get().pending, entry)).toBe('CONFIRMED');
  });

  it('writes go one at a time in tap order; a tap replaced before it was sent is skipped', async () => {
    const { requests, sent, next } = fakeRequests();
    const sync = createPickSync(requests, { id: testEntryId('e1'), entryName: 'Me' });
    const first = sync.save(0, 'Home');
    const second = sync.save(1, 'Away');
    const third = sync.save(1, 'Home');
    (await next())?.resolve();
    (await next())?.resolve();
    await Promise.all([first, second, third]);
    expect(sent).toEqual(['e1:q0=Home', 'e1:q1=Home']);
    expect(shownValue(1, sync.store.get().pending, null)).toBe('Home');
  });

  it('clicking a chosen pick clears it (null is sent)', async () => {
    const { requests, sent, next } = fakeRequests();
    const sync = createPickSync(requests, { id: testEntryId('e1'), entryName: 'Me' });
    const entry = ownEntry('e1', { answers: [{ question: 0, choice: 'Home' }] });
    sync.reconcile(entry);
    const cleared = sync.save(0, null);
    (await next())?.resolve();
    await cleared;
    expect(sent).toEqual(['e1:q0=null']);
    expect(chipOf(0, sync.store.get().pending, entry)).toBe('OPEN');
    sync.reconcile(ownEntry('e1'));
    expect(sync.store.get().pending.size).toBe(0);
  });

  it('a refusal drops the write (the saved pick shows again) and returns the server text', async () => {
    const { requests, next } = fakeRequests();
    const sync = createPickSync(requests, { id: testEntryId('e1'), entryName: 'Me' });
    const entry = ownEntry('e1', { answers: [{ question: 0, choice: 'Home' }] });
    sync.reconcile(entry);
    const refused = sync.save(0, 'Away');
    (await next())?.reject(new ApiError('game_locked', 'Picks are locked for this game', 'c1', 409));
    expect(await refused).toEqual({ code: 'game_locked', message: 'Picks are locked for this game' });
    expect(shownValue(0, sync.store.get().pending, entry)).toBe('Home');
    expect(chipOf(0, sync.store.get().pending, entry)).toBe('CONFIRMED');
  });

  it('the tiebreaker: UNSET → SENDING → CONFIRMED', async () => {
    const { requests, sent, next } = fakeRequests();
    const sync = createPickSync(requests, { id: testEntryId('e1'), entryName: 'Me' });
    const saved = sync.save('tiebreaker', 44);
    expect(chipOf('tiebreaker', sync.store.get().pending, null)).toBe('SENDING');
    (await next())?.resolve();
    await saved;
    expect(sent).toEqual(['e1:tb=44']);
    expect(chipOf('tiebreaker', sync.store.get().pending, null)).toBe('CONFIRMED');
  });

  it('settle() waits for the writes and creates the entry when no tap has (Submit with no picks)', async () => {
    const { requests, sent, next } = fakeRequests();
    const sync = createPickSync(requests, null);
    const settled = sync.settle();
    (await next())?.resolve();
    expect(await settled).toBe('e1');
    expect(sent).toEqual(['create']);
  });
});
