import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';

describe('AppError', () => {
  it('a refusal carries its code and message but no stack frames; a server failure keeps its trace', () => {
    const refusal = new AppError('conflict', 'That square is already taken');
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ name: 'AppError', code: 'conflict', message: 'That square is already taken' });
    expect(refusal.stack).not.toMatch(/\n\s+at /);

    const failure = new AppError('internal', 'Something went wrong');
    expect(failure.stack).toMatch(/\n\s+at /);
  });

  it('leaves the stack trace limit as it found it', () => {
    const before = Error.stackTraceLimit;
    new AppError('invalid_input', 'square: out of range');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('plain').stack).toMatch(/\n\s+at /);
  });
});
