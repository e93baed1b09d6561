import { describe, expect, it } from 'vitest';
import { checkGameInitials } from './initials.js';

describe('checkGameInitials', () => {
  it.each([
    ['ab', 'AB'],
    ['  jq  ', 'JQ'],
    ['abcdefghij', 'ABC'],
    ['é👍🏽zq', 'É👍🏽Z'], // three graphemes, never half an emoji
  ])('%j is stored as %j', (input, value) => {
    expect(checkGameInitials(input, [])).toEqual({ ok: true, value });
  });

  it.each(['', '   '])('%j: Initials required', (input) => {
    expect(checkGameInitials(input, [])).toEqual({ ok: false, refusal: { reason: 'initialsRequired' } });
  });

  it('refuses initials another player uses, compared after normalising', () => {
    expect(checkGameInitials(' ab ', ['AB'])).toEqual({ ok: false, refusal: { reason: 'initialsTaken' } });
    expect(checkGameInitials('abcd', ['abc'])).toEqual({ ok: false, refusal: { reason: 'initialsTaken' } });
    expect(checkGameInitials('AB', new Set(['CD', 'ABC']))).toEqual({ ok: true, value: 'AB' });
  });
});
