// Every tap saves at once (docs/product/pickem.md): the chips per question read OPEN (no pick), SENDING (a
// change on its way) or CONFIRMED, and the tiebreaker's UNSET, SENDING or CONFIRMED (docs/product/pickem.md).
// Writes of one entry go to the server one after another, in tap order, so the last tap wins; the
// first tap creates the entry (POST /api/games/{id}/entries) before anything else is sent. A
// write the server has answered stays shown until the player's own entries topic carries it.
import type { EntryId } from '../../../../contracts/ids.js';
import type { CreatedEntry, OwnEntry } from '../../../../contracts/pickem.js';
import { refusedOf, type Refused } from '../../../lib/error-message.js';
import { createStore, type Store } from '../../../lib/store.js';
import { answerOf } from './pickem-model.js';

/** A question's index, or the tiebreaker. */
export type SyncKey = number | 'tiebreaker';
export type SyncValue = string | number | null;

export interface PendingWrite {
  readonly value: SyncValue;
  /** The server has answered: only waiting for the entry to show it. */
  readonly sent: boolean;
}

export interface SyncState {
  /** The entry being edited; null until the first tap creates it. */
  readonly entryId: EntryId | null;
  readonly entryName: string | null;
  readonly pending: ReadonlyMap<SyncKey, PendingWrite>;
}

export type ChipText = 'OPEN' | 'UNSET' | 'SENDING' | 'CONFIRMED';

/** The value the page shows: the tap on its way, else the server's. */
export function shownValue(key: SyncKey, pending: ReadonlyMap<SyncKey, PendingWrite>, entry: OwnEntry | null): SyncValue {
  const write = pending.get(key);
  if (write) return write.value;
  return serverValue(key, entry);
}

function serverValue(key: SyncKey, entry: OwnEntry | null): SyncValue {
  if (!entry) return null;
  return key === 'tiebreaker' ? entry.tiebreakerAnswer : answerOf(entry.answers, key);
}

/** docs/product/pickem.md#picks: SENDING while a write is unanswered; CONFIRMED once a value is saved; else OPEN / UNSET. */
export function chipOf(key: SyncKey, pending: ReadonlyMap<SyncKey, PendingWrite>, entry: OwnEntry | null): ChipText {
  const write = pending.get(key);
  if (write && !write.sent) return 'SENDING';
  const value = write ? write.value : serverValue(key, entry);
  if (value === null) return key === 'tiebreaker' ? 'UNSET' : 'OPEN';
  return 'CONFIRMED';
}

export interface EntryRequests {
  create(): Promise<CreatedEntry>;
  setAnswer(entryId: EntryId, question: number, choice: string | null): Promise<void>;
  setTiebreaker(entryId: EntryId, value: number | null): Promise<void>;
}

export interface PickSync {
  readonly store: Store<SyncState>;
  /** Saves one value; resolves to the server's refusal (its code and text), or null when it went through. */
  save(key: SyncKey, value: SyncValue): Promise<Refused | null>;
  /** The entry as the server now has it: drops the writes it shows. */
  reconcile(entry: OwnEntry | null): void;
  /** After every write so far: the entry's id, creating the entry if no tap has (Submit with no picks). */
  settle(): Promise<EntryId>;
}

export function createPickSync(requests: EntryRequests, entry: { id: EntryId; entryName: string } | null): PickSync {
  const store = createStore<SyncState>({ entryId: entry?.id ?? null, entryName: entry?.entryName ?? null, pending: new Map() });
  let latest: OwnEntry | null = null;
  // One write at a time, in tap order.
  let queue: Promise<unknown> = Promise.resolve();

  const setPending = (change: (next: Map<SyncKey, PendingWrite>) => void) => {
    const state = store.get();
    const next = new Map(state.pending);
    change(next);
    store.set({ ...state, pending: next });
  };

  const reconcile = (entry: OwnEntry | null) => {
    latest = entry;
    const { pending } = store.get();
    const done = [...pending].filter(([key, write]) => write.sent && entry !== null && serverValue(key, entry) === write.value);
    if (done.length > 0) setPending((next) => done.forEach(([key]) => next.delete(key)));
  };

  const ensureEntry = async (): Promise<EntryId> => {
    const state = store.get();
    if (state.entryId !== null) return state.entryId;
    const created = await requests.create();
    store.set({ ...store.get(), entryId: created.entryId, entryName: created.entryName });
    return created.entryId;
  };

  const save = (key: SyncKey, value: SyncValue): Promise<Refused | null> => {
    const write: PendingWrite = { value, sent: false };
    setPending((next) => next.set(key, write));
    const run = async (): Promise<Refused | null> => {
      // A later tap on the same key replaced this one before it was sent: only the last is sent.
      if (store.get().pending.get(key) !== write) return null;
      try {
        const entryId = await ensureEntry();
        if (key === 'tiebreaker') await requests.setTiebreaker(entryId, typeof value === 'number' ? value : null);
        else await requests.setAnswer(entryId, key, typeof value === 'string' ? value : null);
      } catch (error) {
        if (store.get().pending.get(key) === write) setPending((next) => next.delete(key));
        return refusedOf(error);
      }
      if (store.get().pending.get(key) === write) {
        setPending((next) => next.set(key, { value, sent: true }));
        // The entry may have shown the write before the answer came.
        reconcile(latest);
      }
      return null;
    };
    const result = queue.then(run);
    queue = result;
    return result;
  };

  const settle = (): Promise<EntryId> => {
    const result = queue.then(ensureEntry);
    queue = result.catch(() => undefined);
    return result;
  };

  return { store, save, reconcile, settle };
}
