// docs/product/site.md#app-shell-and-menu: the share link button uses the native share sheet where there is one,
// else copies the link. A failed share falls back to copying; a failed copy raises a toast
// (with the link, so it can still be copied by hand). What the button then says, SHARED or
// COPIED, shows for 2 seconds (docs/product/site.md).

import { transient } from '../../lib/transient.js';
import { toast } from '../toast/toast.js';

export const SHARE_FEEDBACK_MS = 2000;

/** The button's words after a share or copy, cleared SHARE_FEEDBACK_MS later (a second share restarts the wait). */
export const shareFeedback = (set: (label: 'SHARED' | 'COPIED' | null) => void) => transient(set, SHARE_FEEDBACK_MS);

export interface ShareData {
  url: string;
  title: string;
  text: string;
}

/** The parts of `navigator` (and the toast) sharing uses, so tests can pass their own. */
export interface ShareEnvironment {
  share?: ((data: { url: string; title: string; text: string }) => Promise<void>) | undefined;
  canShare?: ((data: { url: string; title: string; text: string }) => boolean) | undefined;
  writeText?: ((text: string) => Promise<void>) | undefined;
  tellFailure: (message: string) => void;
}

/** What happened: shared, copied, nothing (the person closed the share sheet), or copying failed (told). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export const COPY_FAILED_MESSAGE = "Couldn't copy the link. Copy it from here:";

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export async function shareOrCopy(data: ShareData, env: ShareEnvironment): Promise<ShareOutcome> {
  if (env.share && (env.canShare?.(data) ?? true)) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure: nothing more to do.
      if (isAbort(error)) return 'cancelled';
      console.warn('Share failed; copying the link instead', error);
    }
  }
  try {
    if (!env.writeText) throw new Error('No clipboard');
    await env.writeText(data.url);
    return 'copied';
  } catch (error) {
    console.warn('Copying the link failed', error);
    env.tellFailure(`${COPY_FAILED_MESSAGE}\n${data.url}`);
    return 'failed';
  }
}

/** The button's words after an outcome (for SHARE_FEEDBACK_MS), or null to keep its own label. */
export function feedbackLabel(outcome: ShareOutcome): 'SHARED' | 'COPIED' | null {
  if (outcome === 'shared') return 'SHARED';
  if (outcome === 'copied') return 'COPIED';
  return null;
}

/** The browser's share and clipboard, bound so they can be called on their own. */
export function browserShareEnvironment(): ShareEnvironment {
  const nav: Partial<Navigator> = typeof navigator === 'undefined' ? {} : navigator;
  return {
    share: typeof nav.share === 'function' ? (data) => nav.share!(data) : undefined,
    canShare: typeof nav.canShare === 'function' ? (data) => nav.canShare!(data) : undefined,
    writeText: nav.clipboard ? (text) => nav.clipboard!.writeText(text) : undefined,
    tellFailure: (message) => void toast.refusal(message),
  };
}
