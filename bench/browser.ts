// Debian's Chromium, shared by the browser benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { buildSnapshot } from './lib.js';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** What a web benchmark should say when the web build is missing or a placeholder; undefined when it looks real. */
export function webBuildNote(): string | undefined {
  const index = path.join(buildSnapshot(), 'dist/web/index.html');
  if (!fs.existsSync(index)) return 'dist/web/index.html is missing: the server has no web app to serve';
  if (!/<script[^>]+src=/.test(fs.readFileSync(index, 'utf8'))) return 'dist/web/index.html loads no script: the web build looks like a placeholder';
  return undefined;
}

/** A note when the home page's first script comes back without content-encoding (an uncompressed build). */
export async function compressionNote(baseUrl: string): Promise<string | undefined> {
  try {
    const html = await (await fetch(`${baseUrl}/`)).text();
    // The page names the app's entry in the loader's data-entry (decision 047), or in its own script tag.
    const src = /<script[^>]+data-entry="([^"]+)"/.exec(html)?.[1] ?? /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    if (!src) return undefined;
    const response = await fetch(new URL(src, baseUrl), { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    return response.headers.get('content-encoding') ? undefined : `${src} was served uncompressed: was the web build complete?`;
  } catch (error) {
    return `could not check compression: ${error instanceof Error ? error.message : String(error)}`;
  }
}
