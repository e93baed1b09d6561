// (d) JavaScript shipped before the home page is interactive: every script the
// page loads until network idle in headless Chromium, each gzipped here at level 9.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, compressionNote, webBuildNote } from './browser.js';
import type { Benchmark, Result } from './lib.js';
import { atMost, info, result, round, startServer } from './lib.js';

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');

/**
 * The scripts `path` loads, gzipped at level 9: the figure home-js and content-js record. `neededBy`
 * says which count: every script until network idle (the home page: the page is the app), or only
 * those requested before the `load` event (a page the server writes, usable without the app, which
 * loads the app afterwards when the browser is idle: those later scripts are listed, not counted).
 */
export async function measurePageJs(name: string, path: string, budgetKb: number, neededBy: 'networkidle' | 'load' = 'networkidle'): Promise<Result[]> {
    const server = await startServer({ label: name });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const scripts: Response[] = [];
      const later: Response[] = [];
      let loaded = false;
      const requestedAfterLoad = new Set<unknown>();
      page.on('load', () => {
        loaded = true;
      });
      page.on('request', (request) => {
        if (loaded) requestedAfterLoad.add(request);
      });
      page.on('response', (response) => {
        if (!isScript(response)) return;
        if (neededBy === 'load' && requestedAfterLoad.has(response.request())) later.push(response);
        else scripts.push(response);
      });
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const status = response?.status() ?? 0;
      let raw = 0;
      let gzipped = 0;
      let inline = 0;
      for (const script of scripts) {
        const body = await script.body();
        const gz = zlib.gzipSync(body, { level: 9 }).length;
        raw += body.length;
        gzipped += gz;
        info(`${new URL(script.url()).pathname}: ${round(body.length / 1000)} kB, ${round(gz / 1000)} kB gzipped`);
      }
      if (later.length > 0) {
        let laterGz = 0;
        for (const script of later) laterGz += zlib.gzipSync(await script.body(), { level: 9 }).length;
        info(`after the load event (the app, loaded when idle; not counted): ${later.length} scripts, ${round(laterGz / 1000)} kB gzipped`);
      }
      // Scripts written into the page itself (the app's loader, decision 047) count as well; JSON-LD is data.
      const documentHtml = (await response?.text()) ?? '';
      for (const [, attributes = '', body = ''] of documentHtml.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|application\/ld\+json/.test(attributes) || body.trim() === '') continue;
        const gz = zlib.gzipSync(body, { level: 9 }).length;
        raw += body.length;
        gzipped += gz;
        inline += 1;
        info(`inline script in ${path}: ${round(body.length / 1000)} kB, ${round(gz / 1000)} kB gzipped`);
      }
      const encoding = scripts[0]?.headers()['content-encoding'] ?? 'none';
      info(`${path} answered ${status}; ${scripts.length} script files and ${inline} inline, ${round(raw / 1000)} kB, ${round(gzipped / 1000)} kB gzipped; served with content-encoding ${encoding}`);
      const note = webBuildNote() ?? (status === 200 ? await compressionNote(server.url) : `${path} answered ${status}`);
      return [
        result(`${name}.gzip`, round(gzipped / 1000), 'kB', atMost(budgetKb), note),
        result(`${name}.raw`, round(raw / 1000), 'kB'),
        result(`${name}.scripts`, scripts.length + inline, 'files'),
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
}

const homeJs: Benchmark = {
  name: 'home-js',
  description: 'JavaScript the home page loads until network idle in headless Chromium, gzip -9 (1 kB = 1,000 bytes)',
  timed: false,
  run: () => measurePageJs('home-js', '/', 110),
};

export default homeJs;
