import type { Refused } from './error-message.js';
import { toast } from '../components/toast/toast.js';

/** The refusals of a player's tap or pick that open a dialog of their own rather than a toast. */
export type RefusalDialog = 'host-sign-in' | 'host-limit';

/**
 * Tells a refused tap (squares) or pick (pick'em): a host who has not signed in, and an anonymous
 * host's entry past their limit (their only sign-in refusal), open their dialogs, which say what to
 * do; every other refusal is told in a toast with the server's text (docs/product/site.md).
 */
export function tellRefusal({ code, message }: Refused, open: (dialog: RefusalDialog) => void): void {
  if (code === 'host_anonymous') open('host-sign-in');
  else if (code === 'sign_in_required') open('host-limit');
  else toast.refusal(message);
}
