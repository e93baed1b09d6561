// What a page shows and does for a failed command. A page decides on the code, never on the text.
import type { ErrorCode } from '../../contracts/errors.js';
import { REFUSAL_CODES } from '../../contracts/refusal-codes.js';
import { refusalText, type Refusal } from '../../domain/refusals.js';
import { ApiError, type ClientErrorCode } from './api-client.js';

/** The text to show for a failed command: the server's refusal as it was sent (docs/product/site.md#errors), else a generic retry. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/** A refused or failed command: the code to switch on (null when nothing told us one) and the text to show. */
export interface Refused {
  readonly code: ErrorCode | ClientErrorCode | null;
  readonly message: string;
}

/** A failed command as the page handles it. */
export function refusedOf(error: unknown): Refused {
  return { code: error instanceof ApiError ? error.code : null, message: errorMessage(error) };
}

/** A rule the page checked before asking: the code and text the server would answer with. */
export function refusedBy(refusal: Refusal): Refused {
  return { code: REFUSAL_CODES[refusal.reason], message: refusalText(refusal) };
}
