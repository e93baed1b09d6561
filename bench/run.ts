// `npm run bench [-- NAME...]` runs every benchmark (or the named ones) against
// the built app and prints a table; with BENCH_OUT=file.json it also writes the
// results as JSON: [{ name, value, unit, target, floor?, ratio? }], target { max } | { min } | null
// ({ min, stretch: true } marks a stretch goal; ofFloor: true puts the bound on ratio, the
// value over its floor measured in the same run: see againstFloor in bench/lib.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import analytics from './analytics.js';
import analyticsReads from './analytics-reads.js';
import claims from './claims.js';
import coldStart from './cold-start.js';
import espnParse from './espn-parse.js';
import fanout from './fanout.js';
import feedTick from './feed-tick.js';
import gridRender from './grid-render.js';
import health from './health.js';
import contentJs from './content-js.js';
import homeJs from './home-js.js';
import kickoff from './kickoff.js';
import kickoffClaims from './kickoff-claims.js';
import type { Benchmark, Result, Target } from './lib.js';
import { buildSnapshot, errorText, loadAverage, machineCpu, ownTreeCpuSeconds, round, waitForQuiet } from './lib.js';
import leaderTakeover from './leader-takeover.js';
import leaderboardFanout from './leaderboard-fanout.js';
import lighthouse from './lighthouse.js';
import lighthousePages from './lighthouse-pages.js';
import pickemRank from './pickem-rank.js';
import requestOverhead from './request-overhead.js';
import season from './season.js';
import gameday from './gameday.js';
import socketFlood from './socket-flood.js';
import wsFloor from './ws-floor.js';

export const registry: Benchmark[] = [fanout, health, coldStart, homeJs, lighthouse, espnParse, feedTick, claims, gridRender, wsFloor, pickemRank, leaderboardFanout, socketFlood, leaderTakeover, season, lighthousePages, contentJs, analytics, analyticsReads, gameday, requestOverhead, kickoff, kickoffClaims];

/** Seconds to wait before each benchmark for other work on the machine to die down (BENCH_WAIT_QUIET=0: don't). */
const QUIET_WAIT_S = Number(process.env.BENCH_WAIT_QUIET ?? 120);

/** true or false against the target; null without one. */
export function passes(r: Result): boolean | null {
  if (!r.target) return null;
  const measured = r.target.ofFloor ? (r.ratio ?? NaN) : r.value;
  if (Number.isNaN(measured)) return false;
  if (r.target.max !== undefined && measured > r.target.max) return false;
  if (r.target.min !== undefined && measured < r.target.min) return false;
  return true;
}

function targetText(target: Target | null, unit: string): string {
  if (unit === 'failed') return 'runs';
  if (!target) return '';
  const parts = [];
  const times = target.ofFloor ? '× floor' : '';
  if (target.max !== undefined) parts.push(`≤ ${target.max.toLocaleString('en-US')}${times}`);
  if (target.min !== undefined) parts.push(`≥ ${target.min.toLocaleString('en-US')}${times}`);
  return parts.join(' ') + (target.stretch ? ' (stretch)' : '');
}

function verdict(r: Result): string {
  const pass = passes(r);
  if (pass === null) return '';
  if (pass) return 'pass';
  return r.target?.stretch ? 'miss' : 'FAIL';
}

const valueText = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toLocaleString('en-US', { maximumFractionDigits: 3 }));
const optionalText = (value: number | undefined) => (value === undefined ? '' : valueText(value));

export function table(results: Result[]): string {
  const rows = [
    ['benchmark', 'value', 'unit', 'floor', '× floor', 'target', 'result'],
    ...results.map((r) => [r.name, valueText(r.value), r.unit, optionalText(r.floor), optionalText(r.ratio), targetText(r.target, r.unit), verdict(r)]),
  ];
  const widths = [0, 1, 2, 3, 4, 5, 6].map((i) => Math.max(...rows.map((row) => [...(row[i] ?? '')].length)));
  const numeric = new Set([1, 3, 4]);
  const pad = (cell: string, i: number) => {
    const space = ' '.repeat(Math.max(0, (widths[i] ?? 0) - [...cell].length));
    return numeric.has(i) ? space + cell : cell + space;
  };
  const line = (row: string[]) => row.map(pad).join(' | ').trimEnd();
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((a) => ['--help', '-h', '--list'].includes(a))) {
    console.log('usage: npm run bench [-- NAME...]    BENCH_OUT=file.json writes the results; see docs/BENCHMARKS.md\n');
    for (const b of registry) console.log(`  ${b.name.padEnd(12)} ${b.description}`);
    console.log('\nWithout a name, every benchmark that is not marked optional runs.');
    return;
  }
  const unknown = args.filter((a) => !registry.some((b) => b.name === a));
  if (unknown.length) {
    console.error(`unknown benchmark ${unknown.join(', ')}; known: ${registry.map((b) => b.name).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const selected = args.length ? registry.filter((b) => args.includes(b.name)) : registry.filter((b) => !b.optional);

  buildSnapshot();
  const cpus = os.cpus();
  console.error(`Sportsball benchmarks: ${cpus.length} cores (${cpus[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString()}`);

  const results: Result[] = [];
  const notes: string[] = [];
  let crashed = false;
  for (const bench of selected) {
    console.error(`\n▶ ${bench.name}: ${bench.description}`);
    const busy = QUIET_WAIT_S > 0 ? await waitForQuiet(QUIET_WAIT_S) : NaN;
    if (!Number.isNaN(busy)) console.error(`  · machine ${Math.round(busy * 100)}% busy before the run (load average ${loadAverage().join(' ')})`);
    const started = Date.now();
    const machine0 = machineCpu();
    const own0 = ownTreeCpuSeconds();
    try {
      for (const r of await bench.run()) {
        results.push(r);
        if (r.note) notes.push(`${r.name}: ${r.note}`);
      }
      // Everything else that ran meanwhile (other people's builds and tests) competed for the same cores.
      const machine = machineCpu();
      const others = Math.max(0, (machine.busy - machine0.busy - (ownTreeCpuSeconds() - own0)) / (machine.total - machine0.total));
      console.error(`  ✓ ${bench.name} in ${((Date.now() - started) / 1000).toFixed(1)} s; other processes used ${Math.round(others * 100)}% of the machine's CPU meanwhile`);
      if (bench.timed !== false) results.push({ name: `${bench.name}.other_processes_cpu`, value: round(others * 100, 0), unit: '% of machine', target: null });
      if (others > 0.1 && bench.timed !== false) notes.push(`${bench.name}: other processes used ${round(others * 100, 0)}% of the machine's CPU during the run; its figures are pessimistic`);
    } catch (error) {
      crashed = true;
      console.error(`  ✗ ${bench.name} failed: ${errorText(error)}`);
      results.push({ name: `${bench.name}.error`, value: NaN, unit: 'failed', target: { min: 0 }, note: errorText(error).split('\n')[0] });
    }
  }

  console.log(`\n${table(results)}`);
  if (notes.length) console.log(`\nnotes:\n${notes.map((n) => `  - ${n}`).join('\n')}`);

  if (process.env.BENCH_OUT) {
    const file = path.resolve(process.env.BENCH_OUT);
    const number = (value: number | undefined) => (value === undefined ? undefined : Number.isNaN(value) ? null : value);
    const json = results.map(({ name, value, unit, target, floor, ratio }) => ({ name, value: number(value), unit, target, floor: number(floor), ratio: number(ratio) }));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nresults written to ${file}`);
  }
  // A crashed benchmark fails the run; a missed target does so only with BENCH_STRICT=1.
  const missed = results.some((r) => passes(r) === false && !r.target?.stretch);
  if (crashed || (process.env.BENCH_STRICT === '1' && missed)) process.exitCode = 1;
}

await main();
