import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeCount } from './profile.js';
import { ENTRY_NAME_RULE, INITIALS_RULE, entryNameKey, planEntryMerge, planInitialsMerge, suffixedName } from './promotion.js';

describe('entryNameKey (lowercase alphanumerics with underscores)', () => {
  it.each([
    ['Jelly Bean', 'jelly_bean'],
    ['jelly-bean', 'jelly_bean'],
    ['  JELLY   bean!! ', 'jelly_bean'],
    ['Émile 2', 'émile_2'],
    ['__x__', 'x'],
  ])('%j → %j', (name, key) => {
    expect(entryNameKey(name)).toBe(key);
  });
});

describe('suffixedName', () => {
  it.each([
    ['Jelly', [], ENTRY_NAME_RULE, 'Jelly'],
    ['Jelly', ['jelly'], ENTRY_NAME_RULE, 'Jelly 2'],
    ['Jelly', ['jelly', 'jelly_2', 'jelly_3'], ENTRY_NAME_RULE, 'Jelly 4'],
    ['x'.repeat(30), ['x'.repeat(30)], ENTRY_NAME_RULE, `${'x'.repeat(28)} 2`],
    ['AB', ['AB'], INITIALS_RULE, 'AB2'],
    ['ABC', ['ABC'], INITIALS_RULE, 'AB2'],
    ['ABC', ['ABC', 'AB2', 'AB3', 'AB4', 'AB5', 'AB6', 'AB7', 'AB8', 'AB9'], INITIALS_RULE, 'A10'],
    ['👍🏽B', ['👍🏽B'], INITIALS_RULE, '👍🏽B2'],
  ] as const)('%j with %j taken → %j', (name, taken, rule, expected) => {
    expect(suffixedName(name, new Set(taken.map(rule.key)), rule)).toBe(expected);
  });

  it('always finds a free name within the length, for any taken set', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.array(fc.string({ maxLength: 32 }), { maxLength: 30 }), (name, others) => {
        const taken = new Set([...others, name].map(ENTRY_NAME_RULE.key));
        const result = suffixedName(name, taken, ENTRY_NAME_RULE);
        return !taken.has(ENTRY_NAME_RULE.key(result)) && graphemeCount(result) <= Math.max(30, graphemeCount(name));
      }),
    );
  });
});

const entry = (id: string, name: string) => ({ id, name });

describe('planEntryMerge', () => {
  it('oneEntryPerUser: keeps the account entry and drops the anonymous ones', () => {
    expect(
      planEntryMerge({ oneEntryPerUser: true, accountEntries: [entry('a1', 'Pat')], anonEntries: [entry('n1', 'Jelly')], otherNames: [] }),
    ).toEqual({ drop: ['n1'], rename: [] });
  });

  it('oneEntryPerUser: an account without an entry keeps the oldest anonymous one', () => {
    expect(
      planEntryMerge({ oneEntryPerUser: true, accountEntries: [], anonEntries: [entry('n1', 'Jelly'), entry('n2', 'Bean')], otherNames: [] }),
    ).toEqual({ drop: ['n2'], rename: [] });
  });

  it('several entries: colliding names get the lowest free number, others stay', () => {
    expect(
      planEntryMerge({
        oneEntryPerUser: false,
        accountEntries: [entry('a1', 'Jelly')],
        anonEntries: [entry('n1', 'jelly'), entry('n2', 'Bean'), entry('n3', 'JELLY!')],
        otherNames: ['Jelly 2', 'bean counter'],
      }),
    ).toEqual({ drop: [], rename: [{ id: 'n1', name: 'jelly 3' }, { id: 'n3', name: 'JELLY! 4' }] });
  });

  it('leaves every name unique in the game', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'a', 'B', 'a b', 'A_B', 'c'), { maxLength: 6 }),
        fc.array(fc.constantFrom('A', 'a', 'B', 'a b', 'A_B', 'c'), { maxLength: 6 }),
        (accountNames, anonNames) => {
          const accountEntries = [...new Set(accountNames.map(entryNameKey))].map((n, i) => entry(`a${i}`, n));
          const anonEntries = anonNames.map((n, i) => entry(`n${i}`, n));
          const plan = planEntryMerge({ oneEntryPerUser: false, accountEntries, anonEntries, otherNames: [] });
          const renamed = new Map(plan.rename.map((r) => [r.id, r.name]));
          const names = [...accountEntries, ...anonEntries.map((e) => ({ ...e, name: renamed.get(e.id) ?? e.name }))].map((e) => entryNameKey(e.name));
          return new Set(names).size === names.length;
        },
      ),
    );
  });
});

describe('planInitialsMerge', () => {
  it("keeps labels the account shares, numbers labels another player uses", () => {
    expect(
      planInitialsMerge({ accountInitials: ['JD'], anonInitials: ['JD', 'AB', 'XY', 'AB'], otherInitials: ['AB', 'AB2'] }),
    ).toEqual(new Map([['AB', 'AB3']]));
  });
});
