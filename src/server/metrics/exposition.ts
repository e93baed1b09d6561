// A small Prometheus registry: counters, gauges and histograms with fixed label names, written
// in the text exposition format (version 0.0.4). No client library is installed; decision 039
// says why this is enough. Label values must come from closed sets (route patterns, status
// classes, league names): never a raw URL or anything else a client chooses.

export type Labels = Readonly<Record<string, string>>;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const formatValue = (value: number) => (Number.isNaN(value) ? 'NaN' : value === Infinity ? '+Inf' : value === -Infinity ? '-Inf' : String(value));

function labelText(names: readonly string[], labels: Labels, extra?: [string, string]): string {
  const pairs = names.map((name) => `${name}="${escapeLabel(labels[name] ?? '')}"`);
  if (extra) pairs.push(`${extra[0]}="${escapeLabel(extra[1])}"`);
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`;
}

const keyOf = (names: readonly string[], labels: Labels) => JSON.stringify(names.map((name) => labels[name] ?? ''));

interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  lines(): string[];
}

export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(private readonly labelNames: readonly string[]) {}
  inc(labels: Labels = {}, by = 1): void {
    const key = keyOf(this.labelNames, labels);
    const entry = this.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }
  lines(name: string): string[] {
    return [...this.values.values()].map((e) => `${name}${labelText(this.labelNames, e.labels)} ${formatValue(e.value)}`);
  }
}

export class Histogram {
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    private readonly labelNames: readonly string[],
    private readonly buckets: readonly number[],
  ) {}
  observe(labels: Labels, value: number): void {
    const key = keyOf(this.labelNames, labels);
    let series = this.series.get(key);
    if (!series) this.series.set(key, (series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 }));
    // An indexed loop: no iterator allocated per observation (one per request).
    for (let i = 0; i < this.buckets.length; i++) if (value <= this.buckets[i]!) series.counts[i]!++;
    series.sum += value;
    series.count++;
  }
  lines(name: string): string[] {
    return [...this.series.values()].flatMap((e) => [
      ...this.buckets.map((bound, i) => `${name}_bucket${labelText(this.labelNames, e.labels, ['le', formatValue(bound)])} ${e.counts[i]}`),
      `${name}_bucket${labelText(this.labelNames, e.labels, ['le', '+Inf'])} ${e.count}`,
      `${name}_sum${labelText(this.labelNames, e.labels)} ${formatValue(e.sum)}`,
      `${name}_count${labelText(this.labelNames, e.labels)} ${e.count}`,
    ]);
  }
}

/** Seconds, from 1 ms to 10 s: request, claim and fan-out latencies. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export class MetricsRegistry {
  private readonly families: Family[] = [];

  private add(name: string, help: string, type: Family['type'], labelNames: readonly string[], lines: () => string[]): void {
    if (!NAME.test(name) || this.families.some((f) => f.name === name)) throw new Error(`bad or repeated metric name: ${name}`);
    for (const label of labelNames) if (!LABEL.test(label) || label === 'le' || label.startsWith('__')) throw new Error(`bad label name: ${label}`);
    this.families.push({ name, help, type, lines });
  }

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    const counter = new Counter(labelNames);
    this.add(name, help, 'counter', labelNames, () => counter.lines(name));
    return counter;
  }

  histogram(name: string, help: string, labelNames: readonly string[], buckets: readonly number[] = LATENCY_BUCKETS): Histogram {
    const histogram = new Histogram(labelNames, buckets);
    this.add(name, help, 'histogram', labelNames, () => histogram.lines(name));
    return histogram;
  }

  /** A gauge read when scraped: `read` returns one value per label set (none: no sample). */
  gauge(name: string, help: string, labelNames: readonly string[], read: () => ReadonlyArray<readonly [Labels, number]>): void {
    this.add(name, help, 'gauge', labelNames, () => read().map(([labels, value]) => `${name}${labelText(labelNames, labels)} ${formatValue(value)}`));
  }

  /** The whole registry in the text format, ending in a newline. */
  expose(): string {
    const out: string[] = [];
    for (const family of this.families) {
      out.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`, ...family.lines());
    }
    return `${out.join('\n')}\n`;
  }
}
