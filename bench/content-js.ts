// JavaScript a content page loads before it is interactive (decision 047): every script /about
// (or CONTENT_JS_PATH) loads until network idle in headless Chromium, gzipped at level 9.
import { measurePageJs } from './home-js.js';
import type { Benchmark } from './lib.js';

const contentJs: Benchmark = {
  name: 'content-js',
  description: 'JavaScript a content page (/about) loads until network idle in headless Chromium, gzip -9 (1 kB = 1,000 bytes)',
  timed: false,
  run: () => measurePageJs('content-js', process.env.CONTENT_JS_PATH ?? '/about', 60),
};

export default contentJs;
