import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createStackMapper, errorFingerprint, parseStack } from './error-stacks.js';

// A tiny build: one script, index-abc.js, whose line 1 column 101 is src/web/lib/claim.ts line 42
// (function claimSquare) and column 11 is src/web/app/main.tsx line 7.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'error-stacks-'));
fs.mkdirSync(path.join(dist, 'assets'));
const generator = new SourceMapGenerator({ file: 'index-abc.js' });
generator.addMapping({ generated: { line: 1, column: 100 }, original: { line: 42, column: 4 }, source: '../../src/web/lib/claim.ts', name: 'claimSquare' });
generator.addMapping({ generated: { line: 1, column: 10 }, original: { line: 7, column: 0 }, source: '../../src/web/app/main.tsx' });
fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), generator.toString());
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const chromeStack = (message: string, column = 101) =>
  `TypeError: ${message}\n    at e (https://sportsball.example/assets/index-abc.js:1:${column})\n    at https://sportsball.example/assets/index-abc.js:1:11`;

describe('client stacks', () => {
  it('reads Chrome and Firefox frames', () => {
    expect(parseStack(chromeStack('x'))).toEqual([
      { file: 'https://sportsball.example/assets/index-abc.js', line: 1, column: 101, fn: 'e' },
      { file: 'https://sportsball.example/assets/index-abc.js', line: 1, column: 11, fn: null },
    ]);
    expect(parseStack('e@https://sportsball.example/assets/index-abc.js:1:101\n@https://sportsball.example/assets/index-abc.js:1:11')).toHaveLength(2);
  });

  it("maps each frame through the build's source map", () => {
    const frames = createStackMapper(dist).map(chromeStack('x'));
    expect(frames).toEqual([
      { file: 'src/web/lib/claim.ts', line: 42, column: 5, fn: 'claimSquare' },
      { file: 'src/web/app/main.tsx', line: 7, column: 1, fn: null },
    ]);
  });

  it('leaves a frame it has no map for as it came, and never reads outside the assets', () => {
    const mapper = createStackMapper(dist);
    const odd = '    at x (https://sportsball.example/assets/other-xyz.js:1:5)\n    at y (https://sportsball.example/assets/..%2F..%2Fsecret.js:1:5)\n    at z (https://sportsball.example/../etc/passwd.js:1:5)';
    expect(mapper.map(odd).map((f) => f.file)).toEqual([
      'https://sportsball.example/assets/other-xyz.js',
      'https://sportsball.example/assets/..%2F..%2Fsecret.js',
      'https://sportsball.example/../etc/passwd.js',
    ]);
    expect(createStackMapper(null).map(chromeStack('x'))[0]?.file).toBe('https://sportsball.example/assets/index-abc.js');
  });
});

describe('fingerprints', () => {
  const mapper = createStackMapper(dist);
  it('group the same error at the same place, whatever its message or column', () => {
    const one = errorFingerprint('TypeError', 'no square 12', mapper.map(chromeStack('no square 12')));
    const two = errorFingerprint('TypeError', 'no square 99', mapper.map(chromeStack('no square 99', 103)));
    expect(one).toMatch(/^[0-9a-f]{16}$/);
    expect(two).toBe(one);
  });

  it('tell apart another name, another place, and messages of stackless errors', () => {
    const frames = mapper.map(chromeStack('x'));
    const base = errorFingerprint('TypeError', 'x', frames);
    expect(errorFingerprint('RangeError', 'x', frames)).not.toBe(base);
    expect(errorFingerprint('TypeError', 'x', frames.slice(1))).not.toBe(base);
    expect(errorFingerprint('Error', 'failed 12 times', [])).toBe(errorFingerprint('Error', 'failed 13 times', []));
    expect(errorFingerprint('Error', 'failed', [])).not.toBe(errorFingerprint('Error', 'broken', []));
  });
});
