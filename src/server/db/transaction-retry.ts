/** SQLSTATEs worth another attempt: serialization_failure and deadlock_detected. */
const RETRYABLE = new Set(['40001', '40P01']);

/** docs/product/accounts.md: up to 3 more attempts, 100 ms × attempt apart. */
export const MAX_RETRIES = 3;

export function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));
}

export async function withTransactionRetry<T>(attempt: () => Promise<T>, sleep = defaultSleep): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= MAX_RETRIES || !isRetryable(error)) throw error;
      await sleep(100 * (retry + 1));
    }
  }
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
