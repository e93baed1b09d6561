// Client stacks mapped through the build's source maps, and the fingerprint that groups error
// reports (decision 043). The maps are built 'hidden' (no sourceMappingURL in the scripts) and
// the server never serves them (static-web.ts): it reads them here, from WEB_DIST/assets.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** One frame of a stack: where it points (mapped when a map knew it) and its function, if named. */
export interface StackFrame {
  file: string;
  line: number;
  column: number;
  fn: string | null;
}

/** How many frames the fingerprint and the stored stack keep. */
const FINGERPRINT_FRAMES = 3;
const STORED_FRAMES = 20;
/** A built script's name: nothing that could climb out of the assets folder. */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}\.js$/;
// Chrome: "    at fn (https://host/assets/index-abc.js:1:234)" or "    at https://host/…:1:234";
// Firefox and Safari: "fn@https://host/assets/index-abc.js:1:234".
const CHROME_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
const FIREFOX_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

export function parseStack(stack: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = CHROME_FRAME.exec(line) ?? FIREFOX_FRAME.exec(line);
    if (!match) continue;
    const [, fn, file, row, column] = match;
    if (file === undefined || row === undefined || column === undefined) continue;
    frames.push({ file, line: Number(row), column: Number(column), fn: fn ? fn : null });
    if (frames.length >= STORED_FRAMES) break;
  }
  return frames;
}

/** Reads the source maps of one build's scripts, each once (a bounded cache: a deploy brings new names). */
export function createStackMapper(webDist: string | null, maxMaps = 50) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerFor = (file: string): SourceMapConsumer | null => {
    if (webDist === null) return null;
    // Only the last path segment, and only under /assets/: any other address is left as it came.
    const url = file.replace(/^[a-z]+:\/\/[^/]+/i, '');
    if (!url.startsWith('/assets/')) return null;
    const name = url.slice('/assets/'.length).split(/[?#]/)[0] ?? '';
    if (!ASSET_NAME.test(name)) return null;
    if (consumers.has(name)) return consumers.get(name) ?? null;
    let consumer: SourceMapConsumer | null = null;
    try {
      const raw = fs.readFileSync(path.join(webDist, 'assets', `${name}.map`), 'utf8');
      consumer = new SourceMapConsumer(JSON.parse(raw) as ConstructorParameters<typeof SourceMapConsumer>[0]);
    } catch {
      consumer = null; // no map for it (an old build's script, or a made-up name)
    }
    if (consumers.size >= maxMaps) consumers.delete(consumers.keys().next().value as string);
    consumers.set(name, consumer);
    return consumer;
  };

  return {
    /** The frames of a client's stack, each mapped to its source where a map knows it. */
    map(stack: string): StackFrame[] {
      return parseStack(stack).map((frame) => {
        const consumer = consumerFor(frame.file);
        if (!consumer) return frame;
        // Stack columns count from 1, source map columns from 0.
        const original = consumer.originalPositionFor({ line: frame.line, column: Math.max(0, frame.column - 1) });
        if (original.source === null || original.line === null) return frame;
        return { file: original.source.replace(/^(\.\.\/)+/, ''), line: original.line, column: (original.column ?? 0) + 1, fn: original.name ?? frame.fn };
      });
    },
  };
}
export type StackMapper = ReturnType<typeof createStackMapper>;

export function formatFrames(frames: readonly StackFrame[]): string {
  return frames.map((f) => `    at ${f.fn ?? '<anonymous>'} (${f.file}:${f.line}:${f.column})`).join('\n');
}

/**
 * The group an error belongs to: its name and its top frames (file and line, not the column or
 * the message, whose numbers and ids change from one occurrence to the next). An error without
 * frames is grouped by its name and its message with the digits taken out.
 */
export function errorFingerprint(name: string, message: string, frames: readonly StackFrame[]): string {
  const top = frames.slice(0, FINGERPRINT_FRAMES).map((f) => `${f.file}:${f.line}:${f.fn ?? ''}`);
  const basis = top.length > 0 ? [name, ...top] : [name, message.replace(/\d+/g, 'N')];
  return createHash('sha256').update(basis.join('\n')).digest('hex').slice(0, 16);
}
