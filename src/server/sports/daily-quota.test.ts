import { describe, expect, it } from 'vitest';
import { createDailyQuota } from './daily-quota.js';
import { FeedError } from './provider.js';

describe('createDailyQuota', () => {
  it('allows the limit per API per UTC day, then refuses until the day turns', () => {
    let now = new Date('2026-11-22T23:59:00Z');
    const quota = createDailyQuota(2, () => now);
    quota.take('baseball');
    quota.take('baseball');
    quota.take('basketball');
    expect(() => quota.take('baseball')).toThrow(FeedError);
    expect(() => quota.take('baseball')).toThrow(/daily limit of 2 requests/);
    expect(quota.remaining('basketball')).toBe(1);
    now = new Date('2026-11-23T00:00:00Z');
    expect(quota.remaining('baseball')).toBe(2);
    quota.take('baseball');
  });

  it("reports today's use per API, counted afresh when the day turns", () => {
    let now = new Date('2026-11-22T12:00:00Z');
    const quota = createDailyQuota(100, () => now);
    quota.take('american-football');
    quota.take('american-football');
    expect(quota.usage('american-football')).toEqual({ day: '2026-11-22', used: 2, limit: 100 });
    expect(quota.usage('baseball')).toEqual({ day: '2026-11-22', used: 0, limit: 100 });
    now = new Date('2026-11-23T00:00:01Z');
    expect(quota.usage('american-football')).toEqual({ day: '2026-11-23', used: 0, limit: 100 });
  });
});
