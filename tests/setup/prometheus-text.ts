// A strict reader of the Prometheus text exposition format (0.0.4), for tests: it throws on
// anything a scraper would reject or misread — a sample before its TYPE, a bad name or label,
// an unescaped quote, a repeated series, histogram buckets that are not cumulative or lack +Inf.

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseValue(text: string, line: number): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`line ${line}: bad value ${JSON.stringify(text)}`);
  return Number(text);
}

/** Reads `{a="x",b="y"}` from `text` at `start` (the `{`); returns the labels and where they end. */
function parseLabels(text: string, start: number, line: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = start + 1;
  while (text[i] !== '}') {
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new Error(`line ${line}: label without =`);
    const name = text.slice(i, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`line ${line}: bad label name ${JSON.stringify(name)}`);
    if (name in labels) throw new Error(`line ${line}: label ${name} twice`);
    if (text[eq + 1] !== '"') throw new Error(`line ${line}: label value not quoted`);
    let value = '';
    let j = eq + 2;
    for (;;) {
      const c = text[j];
      if (c === undefined) throw new Error(`line ${line}: unterminated label value`);
      if (c === '"') break;
      if (c === '\\') {
        const next = text[j + 1];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`line ${line}: bad escape \\${next ?? ''}`);
        j += 2;
      } else {
        if (c === '\n') throw new Error(`line ${line}: raw newline in a label value`);
        value += c;
        j++;
      }
    }
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i++;
    else if (text[i] !== '}') throw new Error(`line ${line}: expected , or } after a label`);
  }
  return { labels, end: i + 1 };
}

const familyOf = (families: Map<string, MetricFamily>, sample: string): MetricFamily | undefined => {
  const exact = families.get(sample);
  if (exact) return exact;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!sample.endsWith(suffix)) continue;
    const family = families.get(sample.slice(0, -suffix.length));
    if (family && (family.type === 'histogram' || (family.type === 'summary' && suffix !== '_bucket'))) return family;
  }
  return undefined;
};

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  const families = new Map<string, MetricFamily>();
  const series = new Set<string>();
  const lines = text.slice(0, -1).split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(raw);
    if (meta) {
      const [, kind, name = '', rest = ''] = meta;
      if (!NAME.test(name)) throw new Error(`line ${line}: bad metric name ${name}`);
      const family = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] };
      if (kind === 'TYPE') {
        if (families.has(name) && families.get(name)!.samples.length > 0) throw new Error(`line ${line}: TYPE after samples of ${name}`);
        if (!TYPES.has(rest as MetricType)) throw new Error(`line ${line}: bad type ${rest}`);
        family.type = rest as MetricType;
      } else family.help = rest;
      families.set(name, family);
      continue;
    }
    if (raw.startsWith('#')) continue;
    const nameEnd = raw.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`line ${line}: not a sample: ${raw}`);
    const name = raw.slice(0, nameEnd);
    if (!NAME.test(name)) throw new Error(`line ${line}: bad sample name ${name}`);
    let rest = raw.slice(nameEnd);
    let labels: Record<string, string> = {};
    if (rest.startsWith('{')) {
      const parsed = parseLabels(rest, 0, line);
      labels = parsed.labels;
      rest = rest.slice(parsed.end);
    }
    const parts = rest.split(' ');
    if (parts[0] !== '' || parts.length < 2 || parts.length > 3) throw new Error(`line ${line}: expected one space, a value and an optional timestamp`);
    const value = parseValue(parts[1]!, line);
    const family = familyOf(families, name);
    if (!family || family.type === 'untyped') throw new Error(`line ${line}: sample ${name} without a TYPE before it`);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (series.has(key)) throw new Error(`line ${line}: series ${key} twice`);
    series.add(key);
    family.samples.push({ name, labels, value });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

function checkHistogram(family: MetricFamily): void {
  const groups = new Map<string, Sample[]>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    if (sample.name.endsWith('_bucket') && le === undefined) throw new Error(`${family.name}: a bucket without le`);
    const key = JSON.stringify(Object.entries(rest).sort());
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  for (const [key, samples] of groups) {
    const buckets = samples.filter((s) => s.name.endsWith('_bucket'));
    const count = samples.find((s) => s.name.endsWith('_count'));
    if (!count || !samples.some((s) => s.name.endsWith('_sum'))) throw new Error(`${family.name}${key}: no _sum or _count`);
    const last = buckets.at(-1);
    if (last?.labels.le !== '+Inf') throw new Error(`${family.name}${key}: the last bucket is not +Inf`);
    if (last.value !== count.value) throw new Error(`${family.name}${key}: +Inf bucket ${last.value} is not the count ${count.value}`);
    for (let i = 1; i < buckets.length; i++) {
      if (parseValue(buckets[i]!.labels.le!, 0) <= parseValue(buckets[i - 1]!.labels.le!, 0)) throw new Error(`${family.name}${key}: buckets out of order`);
      if (buckets[i]!.value < buckets[i - 1]!.value) throw new Error(`${family.name}${key}: buckets not cumulative`);
    }
  }
}
