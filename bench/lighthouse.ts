// (e) Lighthouse 12, default (mobile, simulated throttling) config, performance
// category only, against the built app in Debian's Chromium. Median of
// BENCH_LIGHTHOUSE_RUNS runs (default 5); the median run's report goes to bench/out/lighthouse.json.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, compressionNote, webBuildNote } from './browser.js';
import type { Benchmark, Result } from './lib.js';
import { atLeast, info, median, outDir, result, round, startServer } from './lib.js';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 5;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export async function audit(url: string, categories: readonly Category[] = ['performance']): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const runnerResult = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!runnerResult) throw new Error('lighthouse returned no result');
    if (runnerResult.lhr.runtimeError) throw new Error(`lighthouse: ${runnerResult.lhr.runtimeError.code} ${runnerResult.lhr.runtimeError.message}`);
    return runnerResult.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again, twice at most. */
export async function auditWithRetry(url: string, categories: readonly Category[] = ['performance']): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, categories);
    } catch (error) {
      if (attempt === 3) throw error;
      info(`attempt ${attempt} failed (${error instanceof Error ? error.message : String(error)}); trying again`);
    }
  }
}

const lighthouseBench: Benchmark = {
  name: 'lighthouse',
  description: `Lighthouse 12 mobile performance score of the home page (median of ${RUNS})`,
  async run(): Promise<Result[]> {
    const server = await startServer({ label: 'lighthouse' });
    try {
      const buildNote = webBuildNote() ?? (await compressionNote(server.url));
      if (buildNote) info(buildNote);
      const runs: Array<{ score: number; lhr: Lhr }> = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await auditWithRetry(`${server.url}/`);
        const score = Math.round((lhr.categories.performance?.score ?? NaN) * 100);
        runs.push({ score, lhr });
        info(`run ${i + 1}: score ${score}; ${METRICS.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? 'n/a'}`).join(', ')}`);
      }
      const scores = runs.map((r) => r.score);
      const mid = runs.find((r) => r.score === median(scores)) ?? runs[0];
      if (!mid) throw new Error('no lighthouse run');
      fs.mkdirSync(outDir, { recursive: true });
      const report = path.join(outDir, 'lighthouse.json');
      fs.writeFileSync(report, JSON.stringify(mid.lhr));
      const opportunities = Object.values(mid.lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
        .map((a) => `${a.id} ${a.details?.type === 'opportunity' ? Math.round(a.details.overallSavingsMs ?? 0) : 0} ms`);
      info(`median run's report: ${path.relative(process.cwd(), report)}; opportunities: ${opportunities.join(', ') || 'none'}`);
      if (mid.lhr.runWarnings.length) info(`lighthouse warnings: ${mid.lhr.runWarnings.join(' | ')}`);
      const metric = (id: string) => mid.lhr.audits[id]?.numericValue ?? NaN;
      return [
        result('lighthouse.mobile_performance', median(scores), 'score', atLeast(95), buildNote),
        result('lighthouse.fcp', Math.round(metric('first-contentful-paint')), 'ms'),
        result('lighthouse.lcp', Math.round(metric('largest-contentful-paint')), 'ms'),
        result('lighthouse.tbt', Math.round(metric('total-blocking-time')), 'ms'),
        result('lighthouse.cls', round(metric('cumulative-layout-shift'), 3), ''),
        result('lighthouse.speed_index', Math.round(metric('speed-index')), 'ms'),
      ];
    } finally {
      await server.stop();
    }
  },
};

export default lighthouseBench;
