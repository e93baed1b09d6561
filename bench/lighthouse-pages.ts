// Lighthouse 12, default mobile config, all four categories, once per page, on the pages people
// find us by: the home page, the squares hub, 'What is Sportsball' and a Learning Center article
// (the home page's performance also has the `lighthouse` benchmark's five runs). Optional:
// `npm run bench -- lighthouse-pages`.
import type { Benchmark, Result } from './lib.js';
import { atLeast, atMost, info, result, startServer } from './lib.js';
import { auditWithRetry } from './lighthouse.js';

const PAGES = ['/', '/squares', '/about', '/learning-center/squares-basics'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const lighthousePages: Benchmark = {
  name: 'lighthouse-pages',
  description: `Lighthouse 12 mobile, all categories, once each: ${PAGES.join(', ')}`,
  optional: true,
  async run(): Promise<Result[]> {
    const server = await startServer({ label: 'lighthouse-pages' });
    try {
      const results: Result[] = [];
      for (const page of PAGES) {
        const lhr = await auditWithRetry(`${server.url}${page}`, CATEGORIES);
        const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
        const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
        info(
          `${page}: ${CATEGORIES.map((id) => `${id} ${score(id)}`).join(', ')}; LCP ${lcp} ms (FCP ${metric('first-contentful-paint')} ms, ` +
            `TBT ${metric('total-blocking-time')} ms, speed index ${metric('speed-index')} ms, CLS ${lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN})`,
        );
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
        if (failing.length) info(`${page}: audits not passed: ${failing.join(', ')}`);
        results.push(
          result(`lighthouse-pages.${page}.performance`, score('performance'), 'score', atLeast(98)),
          result(`lighthouse-pages.${page}.accessibility`, score('accessibility'), 'score', atLeast(100)),
          result(`lighthouse-pages.${page}.best_practices`, score('best-practices'), 'score', atLeast(100)),
          result(`lighthouse-pages.${page}.seo`, score('seo'), 'score', atLeast(100)),
          result(`lighthouse-pages.${page}.lcp`, lcp, 'ms', atMost(1_200)),
        );
      }
      return results;
    } finally {
      await server.stop();
    }
  },
};

export default lighthousePages;
