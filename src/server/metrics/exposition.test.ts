import { describe, expect, it } from 'vitest';
import { MetricsRegistry } from './exposition.js';

describe('MetricsRegistry', () => {
  it('writes counters, gauges and cumulative histograms in the text format', () => {
    const registry = new MetricsRegistry();
    registry.counter('polls_total', 'Polls.', ['league']).inc({ league: 'NFL' }, 2);
    registry.gauge('sockets', 'Open sockets.', [], () => [[{}, 3]]);
    const latency = registry.histogram('latency_seconds', 'Latency.', ['route'], [0.1, 1]);
    latency.observe({ route: '/a' }, 0.05);
    latency.observe({ route: '/a' }, 0.5);
    latency.observe({ route: '/a' }, 5);
    expect(registry.expose()).toBe(
      [
        '# HELP polls_total Polls.',
        '# TYPE polls_total counter',
        'polls_total{league="NFL"} 2',
        '# HELP sockets Open sockets.',
        '# TYPE sockets gauge',
        'sockets 3',
        '# HELP latency_seconds Latency.',
        '# TYPE latency_seconds histogram',
        'latency_seconds_bucket{route="/a",le="0.1"} 1',
        'latency_seconds_bucket{route="/a",le="1"} 2',
        'latency_seconds_bucket{route="/a",le="+Inf"} 3',
        'latency_seconds_sum{route="/a"} 5.55',
        'latency_seconds_count{route="/a"} 3',
        '',
      ].join('\n'),
    );
  });

  it('escapes label values and help text', () => {
    const registry = new MetricsRegistry();
    registry.counter('odd_total', 'Line one\nback\\slash', ['v']).inc({ v: 'a"b\\c\nd' });
    expect(registry.expose()).toContain('# HELP odd_total Line one\\nback\\\\slash\n');
    expect(registry.expose()).toContain('odd_total{v="a\\"b\\\\c\\nd"} 1\n');
  });

  it.each([['bad-name'], ['1starts_with_digit']])('refuses the metric name %s', (name) => {
    expect(() => new MetricsRegistry().counter(name, 'x')).toThrow('bad or repeated metric name');
  });

  it('refuses a repeated name and reserved label names', () => {
    const registry = new MetricsRegistry();
    registry.counter('a_total', 'x');
    expect(() => registry.counter('a_total', 'x')).toThrow('bad or repeated metric name');
    expect(() => registry.histogram('h', 'x', ['le'])).toThrow('bad label name');
    expect(() => registry.counter('b_total', 'x', ['__name'])).toThrow('bad label name');
  });
});
