// Summarises a V8 .cpuprofile (node --cpu-prof): self and inclusive time per
// function, optionally only inside a phase window written by the benchmark (fanout, analytics).
//
//   BENCH_CPU_PROF=1 node --import tsx bench/run.ts fanout
//   node --import tsx bench/profile-summary.ts bench/out/profiles/CPU.*.cpuprofile [--window paced|burst] [--top 25]
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: node --import tsx bench/profile-summary.ts FILE.cpuprofile [--window paced|burst] [--top N]');
  process.exit(2);
}
const top = Number(option('top') ?? 25);
const windowName = option('window');

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
let from = -Infinity;
let to = Infinity;
if (windowName) {
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile
  const pid = path.basename(file).split('.')[3] ?? '';
  // Written by the bench that ran the server: fanout-windows-PID.json, analytics-windows-PID.json.
  const windowsFile = fs.readdirSync(path.dirname(file)).find((name) => name.endsWith(`-windows-${pid}.json`));
  if (!windowsFile) throw new Error(`no *-windows-${pid}.json beside the profile`);
  const windows = JSON.parse(fs.readFileSync(path.join(path.dirname(file), windowsFile), 'utf8')) as Record<string, [number, number]>;
  const window = windows[windowName];
  if (!window) throw new Error(`no window ${windowName}`);
  [from, to] = window;
}

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const label = (id: number) => {
  const frame = nodes.get(id)?.callFrame;
  if (!frame) return '?';
  const where = frame.url ? ` ${frame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '').replace(/.*\/dist\//, 'dist/')}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${where}`;
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
let total = 0;
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i] ?? 0;
  if (t < from || t > to) continue;
  const us = profile.timeDeltas[i + 1] ?? 0;
  total += us;
  let id: number | undefined = profile.samples[i];
  if (id === undefined) continue;
  add(self, label(id), us);
  const seen = new Set<string>();
  for (; id !== undefined; id = parent.get(id)) {
    const l = label(id);
    if (!seen.has(l)) add(inclusive, l, us);
    seen.add(l);
  }
}

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};
console.log(`${file}${windowName ? ` (window ${windowName})` : ''}: ${(total / 1000).toFixed(0)} ms sampled`);
print('self time', self);
print('inclusive time', inclusive);
