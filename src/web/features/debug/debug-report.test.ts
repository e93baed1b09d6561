import { describe, expect, it } from 'vitest';
import { debugReport, describeSkew } from './debug-report.js';

describe('debug report', () => {
  it('says everything support needs, and nothing secret', () => {
    const text = debugReport({
      version: '0.4.142',
      path: '/games/abc',
      userAgent: 'Test Browser',
      session: 'signedIn',
      socket: 'open',
      topics: [
        { topic: 'site-config', version: 12 },
        { topic: 'game:abc', version: undefined },
      ],
      skew: { skewMs: -1_500, uncertaintyMs: 40 },
      at: '2026-11-26T12:00:00.000Z',
    });
    expect(text).toBe(
      [
        'Sportsball debug report',
        'Version: 0.4.142',
        'Page: /games/abc',
        'Time: 2026-11-26T12:00:00.000Z',
        'Session: Signed in',
        'Live connection: open',
        'Topics:',
        '  site-config @ 12',
        '  game:abc @ waiting',
        'Clock: 1.5 s behind the server (± 40 ms)',
        'Browser: Test Browser',
      ].join('\n'),
    );
  });

  it.each([
    [{ skewMs: 0, uncertaintyMs: 120 }, 'In step with the server (± 120 ms)'],
    [{ skewMs: -99, uncertaintyMs: 3 }, 'In step with the server (± 3 ms)'],
    [{ skewMs: 250, uncertaintyMs: 1_500 }, '250 ms ahead of the server (± 1.5 s)'],
    [{ skewMs: 2_345, uncertaintyMs: 10 }, '2.3 s ahead of the server (± 10 ms)'],
    ['measuring' as const, 'Measuring…'],
    ['failed' as const, 'Could not reach the server'],
  ])('describes the skew %j', (skew, words) => {
    expect(describeSkew(skew)).toBe(words);
  });
});
