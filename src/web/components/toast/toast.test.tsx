import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSlot, clearToasts, dismissToast, holdToast, INFO_TOAST_MS, MAX_TOASTS, releaseToast, toast, toasts } from './toast.js';
import { ToastSlot } from './toast-slot.js';
import { toastsWanted } from './toast-wanted.js';

const shown = () => toasts.get().map((t) => `${t.tone}: ${t.text}`);

describe('toasts (decision 030)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('an info toast shows for 4 seconds, then goes', () => {
    expect(INFO_TOAST_MS).toBe(4000);
    toast.info("Don't forget to set your tiebreaker!");
    vi.advanceTimersByTime(INFO_TOAST_MS - 1);
    expect(shown()).toEqual(["info: Don't forget to set your tiebreaker!"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('a refusal stays until it is dismissed', () => {
    const id = toast.refusal('Square already taken');
    vi.advanceTimersByTime(10 * 60_000);
    expect(shown()).toEqual(['refusal: Square already taken']);
    dismissToast(id);
    expect(shown()).toEqual([]);
  });

  it('an info toast waits while it is pointed at or focused, then gets its full time again', () => {
    const id = toast.info('Saved');
    vi.advanceTimersByTime(3000);
    holdToast(id);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['info: Saved']);
    releaseToast(id);
    vi.advanceTimersByTime(INFO_TOAST_MS - 1);
    expect(shown()).toEqual(['info: Saved']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('the same words again replace the earlier toast (a new one, heard again) rather than stacking', () => {
    const first = toast.refusal('13 of 13 squares');
    const second = toast.refusal('13 of 13 squares');
    expect(second).not.toBe(first);
    expect(toasts.get().map((t) => t.id)).toEqual([second]);
  });

  it(`at most ${MAX_TOASTS} show: a new one pushes the oldest out`, () => {
    for (const text of ['one', 'two', 'three', 'four']) toast.refusal(text);
    expect(shown()).toEqual(['refusal: two', 'refusal: three', 'refusal: four']);
  });

  it('the live regions are on the page before any message: polite for info, assertive for refusals', () => {
    toastsWanted.set(false);
    const html = renderToStaticMarkup(<ToastSlot />);
    expect(html).toContain('<div class="toasts__list" role="status" aria-live="polite" aria-atomic="false"></div>');
    expect(html).toContain('<div class="toasts__list" role="alert" aria-live="assertive" aria-atomic="false"></div>');
  });

  it('the first toast asks the slots to draw toasts', () => {
    toastsWanted.set(false);
    toast.info('Saved');
    expect(toastsWanted.get()).toBe(true);
  });

  it('the newest slot on the page shows the toasts: a dialog opened over the page, then closed', () => {
    const leavePage = activeSlot.enter(1);
    expect(activeSlot.get()).toBe(1);
    const leaveDialog = activeSlot.enter(7);
    expect(activeSlot.get()).toBe(7);
    // A slot made earlier that mounts its items later does not take over.
    const leaveEarlier = activeSlot.enter(3);
    expect(activeSlot.get()).toBe(7);
    leaveDialog();
    expect(activeSlot.get()).toBe(3);
    leaveEarlier();
    leavePage();
    expect(activeSlot.get()).toBeUndefined();
  });
});
