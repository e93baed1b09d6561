import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_BUFFER, bufferedLog } from './buffered-log.js';

describe('bufferedLog', () => {
  let dir: string;
  let file: string;
  const written = () => fs.readFileSync(file, 'utf8');
  const messages = () => written().split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { msg: string }).msg);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buffered-log-'));
    file = path.join(dir, 'log');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gathers info lines instead of writing each one', () => {
    const destination = bufferedLog(file);
    const log = pino({ level: 'info' }, destination);
    log.info('first');
    log.info('second');
    expect(written()).toBe('');
    destination.flush();
    expect(messages()).toEqual(['first', 'second']);
  });

  it('writes a warning at once, after the lines gathered before it', () => {
    const log = pino({ level: 'info' }, bufferedLog(file));
    log.info('request');
    log.warn('trouble');
    expect(messages()).toEqual(['request', 'trouble']);
    log.info('later');
    log.error('worse');
    expect(messages()).toEqual(['request', 'trouble', 'later', 'worse']);
  });

  it('writes gathered lines once they fill the buffer', () => {
    const log = pino({ level: 'info' }, bufferedLog(file));
    const filler = 'x'.repeat(200);
    let sent = 0;
    while (written() === '') log.info({ filler }, `line ${sent++}`);
    expect(sent).toBeGreaterThan(1);
    expect(Buffer.byteLength(written())).toBeGreaterThanOrEqual(LOG_BUFFER.bytes);
    expect(messages()).toEqual(Array.from({ length: sent }, (_, i) => `line ${i}`));
  });

  it('writes gathered lines within a flush period', async () => {
    const log = pino({ level: 'info' }, bufferedLog(file));
    log.info('quiet server');
    await vi.waitFor(() => expect(messages()).toEqual(['quiet server']), { timeout: LOG_BUFFER.flushMs * 20, interval: 20 });
  });
});
