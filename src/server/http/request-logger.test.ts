import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LazyRequestLogger } from './request-logger.js';

/** A pino logger writing into an array, one parsed line each, without its time. */
function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const { time: _time, ...line } = JSON.parse(chunk.toString('utf8')) as Record<string, unknown>;
      lines.push(line);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('LazyRequestLogger', () => {
  it('makes no child until something logs, then writes what the child would', () => {
    const { logger, lines } = capture();
    const child = vi.spyOn(logger, 'child');
    const lazy = new LazyRequestLogger(logger, { correlationId: 'abc-12345' }, {});
    expect(lazy.level).toBe('info');
    lazy.debug('not written');
    expect(child).toHaveBeenCalledTimes(1);
    lazy.info({ code: 'invalid_input' }, 'request refused');
    lazy.error(new Error('boom'));
    expect(child).toHaveBeenCalledTimes(1);
    logger.child({ correlationId: 'abc-12345' }).info({ code: 'invalid_input' }, 'request refused');
    expect(lines[0]).toEqual(lines[2]);
    expect(lines[0]).toMatchObject({ level: 30, correlationId: 'abc-12345', code: 'invalid_input', msg: 'request refused' });
    expect(lines[1]).toMatchObject({ level: 50, correlationId: 'abc-12345', msg: 'boom', err: { message: 'boom' } });
  });

  it('makes no child when nothing logs', () => {
    const { logger } = capture();
    const child = vi.spyOn(logger, 'child');
    const lazy = new LazyRequestLogger(logger, { correlationId: 'abc-12345' }, {});
    expect(lazy.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it("keeps a route's own level, and a level set on it", () => {
    const { logger, lines } = capture();
    const lazy = new LazyRequestLogger(logger, { correlationId: 'abc-12345' }, { level: 'warn' });
    expect(lazy.level).toBe('warn');
    lazy.info('dropped');
    expect(lines).toEqual([]);
    lazy.level = 'debug';
    lazy.debug('kept');
    expect(lines).toEqual([expect.objectContaining({ level: 20, correlationId: 'abc-12345', msg: 'kept' })]);
  });

  it('binds its own children to the correlation id', () => {
    const { logger, lines } = capture();
    new LazyRequestLogger(logger, { correlationId: 'abc-12345' }, {}).child({ socket: 7 }).warn('closed');
    expect(lines).toEqual([expect.objectContaining({ level: 40, correlationId: 'abc-12345', socket: 7, msg: 'closed' })]);
  });
});
