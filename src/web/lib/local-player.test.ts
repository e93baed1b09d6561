import { describe, expect, it } from 'vitest';
import { forgetLocalPlayerUnlessOwnedBy, LOCAL_INITIALS_KEY, LOCAL_OWNER_KEY, LOCAL_REAL_NAME_KEY } from './local-player.js';

function memoryStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('forgetLocalPlayerUnlessOwnedBy (SPEC §4)', () => {
  it('keeps the initials of the same user (a promotion in place keeps the uid)', () => {
    const store = memoryStore({ [LOCAL_OWNER_KEY]: 'u1', [LOCAL_INITIALS_KEY]: 'AB', [LOCAL_REAL_NAME_KEY]: 'Al' });
    expect(forgetLocalPlayerUnlessOwnedBy('u1', store)).toBe(false);
    expect(store.map.get(LOCAL_INITIALS_KEY)).toBe('AB');
  });

  it('clears them when another user signs in or a sign-out starts a new anonymous user', () => {
    const store = memoryStore({ [LOCAL_OWNER_KEY]: 'u1', [LOCAL_INITIALS_KEY]: 'AB', [LOCAL_REAL_NAME_KEY]: 'Al' });
    expect(forgetLocalPlayerUnlessOwnedBy('u2', store)).toBe(true);
    expect(store.map.has(LOCAL_INITIALS_KEY)).toBe(false);
    expect(store.map.has(LOCAL_REAL_NAME_KEY)).toBe(false);
    expect(store.map.get(LOCAL_OWNER_KEY)).toBe('u2');
  });

  it('claims storage that has no owner yet, dropping initials nobody can vouch for', () => {
    const store = memoryStore({ [LOCAL_INITIALS_KEY]: 'ZZ' });
    expect(forgetLocalPlayerUnlessOwnedBy('u1', store)).toBe(false);
    expect(store.map.has(LOCAL_INITIALS_KEY)).toBe(false);
    expect(store.map.get(LOCAL_OWNER_KEY)).toBe('u1');
  });
});
