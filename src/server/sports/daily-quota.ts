import { FeedError } from './provider.js';

/**
 * API-Sports allows a number of requests per day per sport API (the free plan: 100),
 * counted per UTC day. Taking past the limit fails fast with a FeedError, without a
 * request, until the day turns.
 */
export function createDailyQuota(limit: number, now: () => Date) {
  const used = new Map<string, number>();
  let day = '';

  const roll = () => {
    const today = now().toISOString().slice(0, 10);
    if (today !== day) {
      day = today;
      used.clear();
    }
  };

  return {
    take(api: string): void {
      roll();
      const count = used.get(api) ?? 0;
      if (count >= limit) {
        throw new FeedError(`API-Sports ${api}: the daily limit of ${limit} requests is used up; polling resumes after 00:00 UTC`);
      }
      used.set(api, count + 1);
    },
    remaining(api: string): number {
      roll();
      return limit - (used.get(api) ?? 0);
    },
    /** Today's count for an API (the Admin Dashboard's feed health): the UTC day, requests made, the limit. */
    usage(api: string): { day: string; used: number; limit: number } {
      roll();
      return { day, used: used.get(api) ?? 0, limit };
    },
  };
}
