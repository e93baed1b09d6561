import { describe, expect, it } from 'vitest';
import { HOSTILE_INPUT_MESSAGES, MAX_INPUT_DEPTH, describeInputProblem, findInputProblem, isBadText } from './hostile-input.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('isBadText', () => {
  it.each([
    ['', false],
    ['plain ASCII', false],
    ['émoji 👨‍👩‍👧 and 漢字', false],
    ['a\u0000', true],
    ['\u0000', true],
    ['lone high \ud800', true],
    ['\ud83dA (high before a letter)', true],
    ['lone low \udc00', true],
    ['\ude00 low first, then \ud83d\ude00', true],
    ['pair \ud83d\ude00 intact', false],
  ])('%j → %s', (text, bad) => {
    expect(isBadText(text)).toBe(bad);
  });
});

describe('findInputProblem', () => {
  it.each([
    ['a clean body', { initials: 'AB', onBehalf: false, list: [1, 'x', null, { deep: true }] }, null],
    ['NUL in a field', { initials: 'a\u0000' }, { field: 'initials', message: HOSTILE_INPUT_MESSAGES.badText }],
    ['a lone surrogate in an array item', { payouts: ['ok', 'b\ud800'] }, { field: 'payouts.1', message: HOSTILE_INPUT_MESSAGES.badText }],
    ['the first of two bad fields', { a: 'ok', b: '\u0000', c: '\u0000' }, { field: 'b', message: HOSTILE_INPUT_MESSAGES.badText }],
    ['a bad key names its parent', { outer: { 'k\u0000': 1 } }, { field: 'outer', message: `has a key that ${HOSTILE_INPUT_MESSAGES.badText}` }],
    ['a bad string at the root', '\udfff', { field: '', message: HOSTILE_INPUT_MESSAGES.badText }],
    ['numbers, booleans and null', [1, true, null], null],
  ])('%s', (_name, input, problem) => {
    expect(findInputProblem(input)).toEqual(problem);
  });

  it(`accepts ${MAX_INPUT_DEPTH} levels of nesting and refuses one more, naming where`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    const problem = findInputProblem(nested(MAX_INPUT_DEPTH + 1));
    expect(problem?.message).toBe(HOSTILE_INPUT_MESSAGES.tooDeep);
    expect(problem?.field).toBe(Array.from({ length: MAX_INPUT_DEPTH }, () => '0').join('.'));
  });

  it('walks 100,000 levels without overflowing the stack (the cap is the answer)', () => {
    expect(findInputProblem(nested(100_000))?.message).toBe(HOSTILE_INPUT_MESSAGES.tooDeep);
  });

  it('keeps a long key out of the message', () => {
    const problem = findInputProblem({ ['k'.repeat(10_000)]: '\u0000' });
    expect(problem?.field.length).toBe(200);
  });
});

describe('describeInputProblem', () => {
  it('names the field, or the whole input when the root is at fault', () => {
    expect(describeInputProblem({ field: 'initials', message: 'm' }, 'body')).toBe('initials: m');
    expect(describeInputProblem({ field: '', message: 'm' }, 'body')).toBe('body: m');
  });
});
