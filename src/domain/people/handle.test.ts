import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HANDLE_ERRORS, checkHandle, searchHandleOf } from './handle.js';

describe('checkHandle', () => {
  it.each([
    ['', HANDLE_ERRORS.required],
    ['has space', HANDLE_ERRORS.characters],
    ['dash-ed', HANDLE_ERRORS.characters],
    ['émile', HANDLE_ERRORS.characters],
    ['a'.repeat(16), HANDLE_ERRORS.tooLong],
    ['a'.repeat(15), null],
    ['_', HANDLE_ERRORS.tooFewLetters],
    ['a__', HANDLE_ERRORS.tooFewLetters],
    ['a_b', null],
    ['Ab', null],
    ['__x9__', null],
    ['jelly_bean_42', null],
  ])('%j → %s', (handle, expected) => {
    expect(checkHandle(handle)).toBe(expected);
  });
});

describe('searchHandleOf', () => {
  it('lowercases and drops underscores so look-alikes collide', () => {
    expect(searchHandleOf('a_b')).toBe(searchHandleOf('AB'));
    expect(searchHandleOf('Jelly_Bean')).toBe('jellybean');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => searchHandleOf(searchHandleOf(s)) === searchHandleOf(s)));
  });
});
