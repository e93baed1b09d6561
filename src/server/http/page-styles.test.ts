import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageStylesheets } from './page-styles.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-styles-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("a page's own stylesheets", () => {
  it("are its chunk's and its imports', once each, without the entry's", () => {
    fs.mkdirSync(path.join(dist, '.vite'));
    const manifest = {
      'index.html': { css: ['assets/index.css'] },
      'features/hub.tsx': { css: ['assets/hub.css'], imports: ['index.html', '_a.js', '_b.js'] },
      '_a.js': { css: ['assets/a.css'], imports: ['_b.js'] },
      '_b.js': { css: ['assets/hub.css', 'assets/b.css'], imports: ['_a.js'] },
    };
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const styles = pageStylesheets(dist);
    expect(styles('features/hub.tsx')).toEqual(['/assets/hub.css', '/assets/a.css', '/assets/b.css']);
    expect(styles('features/unknown.tsx')).toEqual([]);
  });

  it('are none without a manifest', () => {
    expect(pageStylesheets(path.join(dist, 'missing'))('features/hub.tsx')).toEqual([]);
  });
});
