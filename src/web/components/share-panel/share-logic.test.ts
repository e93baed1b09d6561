import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FAILED_MESSAGE, feedbackLabel, shareFeedback, shareOrCopy, type ShareEnvironment } from './share-logic.js';

const data = { url: 'https://sportsball.example/games/abcdefghij0123456789', title: 'Office pool', text: 'Claim your squares' };

/** A fake navigator: which of share and clipboard exist, and whether they work. */
function fakeEnvironment(options: { share?: 'ok' | 'abort' | 'fail'; canShare?: boolean; clipboard?: 'ok' | 'fail' }) {
  const calls: string[] = [];
  const env: ShareEnvironment = {
    share:
      options.share &&
      ((shared) => {
        calls.push(`share ${shared.url}`);
        if (options.share === 'ok') return Promise.resolve();
        const error = new Error(options.share === 'abort' ? 'Share canceled' : 'Share failed');
        error.name = options.share === 'abort' ? 'AbortError' : 'NotAllowedError';
        return Promise.reject(error);
      }),
    canShare: options.canShare === undefined ? undefined : () => options.canShare!,
    writeText:
      options.clipboard &&
      ((text) => {
        calls.push(`copy ${text}`);
        return options.clipboard === 'ok' ? Promise.resolve() : Promise.reject(new Error('Write permission denied'));
      }),
    tellFailure: (message) => calls.push(`told ${message}`),
  };
  return { env, calls };
}

describe('shareOrCopy (share failure)', () => {
  it('uses the native share sheet where there is one: SHARED', async () => {
    const { env, calls } = fakeEnvironment({ share: 'ok', clipboard: 'ok' });
    const outcome = await shareOrCopy(data, env);
    expect(outcome).toBe('shared');
    expect(feedbackLabel(outcome)).toBe('SHARED');
    expect(calls).toEqual([`share ${data.url}`]);
  });

  it('copies the link where there is no share sheet: COPIED', async () => {
    const { env, calls } = fakeEnvironment({ clipboard: 'ok' });
    const outcome = await shareOrCopy(data, env);
    expect(outcome).toBe('copied');
    expect(feedbackLabel(outcome)).toBe('COPIED');
    expect(calls).toEqual([`copy ${data.url}`]);
  });

  it('copies when the browser says it cannot share this', async () => {
    const { env, calls } = fakeEnvironment({ share: 'ok', canShare: false, clipboard: 'ok' });
    expect(await shareOrCopy(data, env)).toBe('copied');
    expect(calls).toEqual([`copy ${data.url}`]);
  });

  it('a failed share falls back to copying', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { env, calls } = fakeEnvironment({ share: 'fail', clipboard: 'ok' });
    expect(await shareOrCopy(data, env)).toBe('copied');
    expect(calls).toEqual([`share ${data.url}`, `copy ${data.url}`]);
    warn.mockRestore();
  });

  it('closing the share sheet is not a failure: nothing is copied, no feedback', async () => {
    const { env, calls } = fakeEnvironment({ share: 'abort', clipboard: 'ok' });
    const outcome = await shareOrCopy(data, env);
    expect(outcome).toBe('cancelled');
    expect(feedbackLabel(outcome)).toBeNull();
    expect(calls).toEqual([`share ${data.url}`]);
  });

  it('a failed copy is told in a toast, with the link', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { env, calls } = fakeEnvironment({ share: 'fail', clipboard: 'fail' });
    const outcome = await shareOrCopy(data, env);
    expect(outcome).toBe('failed');
    expect(feedbackLabel(outcome)).toBeNull();
    expect(calls).toEqual([`share ${data.url}`, `copy ${data.url}`, `told ${COPY_FAILED_MESSAGE}\n${data.url}`]);
    warn.mockRestore();
  });

  it('no share sheet and no clipboard: a toast', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { env, calls } = fakeEnvironment({});
    expect(await shareOrCopy(data, env)).toBe('failed');
    expect(calls).toEqual([`told ${COPY_FAILED_MESSAGE}\n${data.url}`]);
    warn.mockRestore();
  });
});

describe('what the button says after a share', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows SHARED or COPIED for 2 seconds, then its own label again', () => {
    const labels: Array<string | null> = [];
    const feedback = shareFeedback((label) => labels.push(label));
    feedback.show('SHARED');
    vi.advanceTimersByTime(1999);
    expect(labels).toEqual(['SHARED']);
    vi.advanceTimersByTime(1);
    expect(labels).toEqual(['SHARED', null]);
  });

  it('a second share restarts the 2 seconds; leaving the page cancels them', () => {
    const labels: Array<string | null> = [];
    const feedback = shareFeedback((label) => labels.push(label));
    feedback.show('SHARED');
    vi.advanceTimersByTime(1500);
    feedback.show('COPIED');
    vi.advanceTimersByTime(1999);
    expect(labels).toEqual(['SHARED', 'COPIED']);
    vi.advanceTimersByTime(1);
    expect(labels).toEqual(['SHARED', 'COPIED', null]);
    feedback.show('COPIED');
    feedback.dispose();
    vi.advanceTimersByTime(10_000);
    expect(labels).toEqual(['SHARED', 'COPIED', null, 'COPIED']);
  });
});
