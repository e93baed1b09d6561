// JavaScript a content page needs before it is interactive (decision 047): every script /about (or
// CONTENT_JS_PATH) requests before its load event in headless Chromium, gzipped at level 9. The page
// reads and navigates (links, the menu) without the app, which it loads after the load event when the
// browser is idle: those scripts are listed but not counted.
import { measurePageJs } from './home-js.js';
import type { Benchmark } from './lib.js';

const contentJs: Benchmark = {
  name: 'content-js',
  description: 'JavaScript a content page (/about) requests before its load event in headless Chromium, gzip -9 (1 kB = 1,000 bytes)',
  timed: false,
  run: () => measurePageJs('content-js', process.env.CONTENT_JS_PATH ?? '/about', 60, 'load'),
};

export default contentJs;
