// Outcomes said in the app's own voice (docs/decisions/030-toasts.md): a short message at the
// edge of the page, never the browser's alert. Any code may call `toast.info` or
// `toast.refusal`; the shell's ToastSlot (or the open dialog's) shows it and a screen reader
// hears it. Kept free of React components so lib/ and plain modules can raise one.
import { createStore, type Readable } from '../../lib/store.js';
import { toastsWanted } from './toast-wanted.js';

/** `info`: polite, gone after INFO_TOAST_MS. `refusal`: assertive, stays until dismissed. */
export type ToastTone = 'info' | 'refusal';

export interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  readonly text: string;
}

/** How long an info toast shows; the wait starts over after it was pointed at or focused. */
export const INFO_TOAST_MS = 4000;
/** At most this many on screen: a fourth pushes the oldest out. */
export const MAX_TOASTS = 3;

const list = createStore<readonly Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function stopTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

function startTimer(item: Toast): void {
  stopTimer(item.id);
  if (item.tone === 'info') timers.set(item.id, setTimeout(() => dismissToast(item.id), INFO_TOAST_MS));
}

function show(tone: ToastTone, text: string): number {
  const item: Toast = { id: nextId++, tone, text };
  // The same words again replace the earlier toast (and are heard again), rather than stacking.
  const next = [...list.get().filter((t) => t.text !== text), item];
  const kept = next.slice(-MAX_TOASTS);
  for (const gone of list.get()) if (!kept.includes(gone)) stopTimer(gone.id);
  list.set(kept);
  startTimer(item);
  toastsWanted.set(true);
  return item.id;
}

export const toast = {
  /** Something worth knowing that needs nothing done: announced politely, gone after INFO_TOAST_MS. */
  info: (text: string): number => show('info', text),
  /** Something the player asked for did not happen (a refusal, a failure): announced at once, kept until dismissed. */
  refusal: (text: string): number => show('refusal', text),
};

export function dismissToast(id: number): void {
  stopTimer(id);
  const current = list.get();
  if (current.some((t) => t.id === id)) list.set(current.filter((t) => t.id !== id));
}

/** Someone is reading it (pointer over it, focus in it): an info toast waits. */
export function holdToast(id: number): void {
  stopTimer(id);
}

/** Pointer or focus left: an info toast gets its full time again. */
export function releaseToast(id: number): void {
  const item = list.get().find((t) => t.id === id);
  if (item) startTimer(item);
}

/** Every toast on screen, oldest first. */
export const toasts: Readable<readonly Toast[]> = list;

const slots = createStore<readonly number[]>([]);

/** The slots showing on the page, by the order they were made: the newest shows the toasts. */
export const activeSlot = {
  /** A slot is on the page until the returned function is called. */
  enter(order: number): () => void {
    slots.set([...slots.get(), order].sort((a, b) => a - b));
    return () => slots.set(slots.get().filter((o) => o !== order));
  },
  get: (): number | undefined => slots.get().at(-1),
  subscribe: slots.subscribe,
};

/** Tests start from an empty list. */
export function clearToasts(): void {
  for (const id of timers.keys()) stopTimer(id);
  list.set([]);
}
