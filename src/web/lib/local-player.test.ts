import { describe, expect, it } from 'vitest';
import {
  forgetLocalPlayerUnlessOwnedBy,
  LOCAL_INITIALS_KEY,
  LOCAL_OWNER_KEY,
  LOCAL_REAL_NAME_KEY,
  readLocalPlayer,
  rememberLocalPlayer,
} from './local-player.js';

function memoryStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('forgetLocalPlayerUnlessOwnedBy', () => {
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

describe('readLocalPlayer and rememberLocalPlayer', () => {
  it('keeps the initials and name for the uid, and reads them back', () => {
    const store = memoryStore();
    rememberLocalPlayer('u1', { initials: 'AB', displayName: 'Al' }, store);
    expect(store.map.get(LOCAL_OWNER_KEY)).toBe('u1');
    expect(readLocalPlayer(store)).toEqual({ initials: 'AB', displayName: 'Al' });
  });

  it('forgets a name the player cleared', () => {
    const store = memoryStore({ [LOCAL_OWNER_KEY]: 'u1', [LOCAL_INITIALS_KEY]: 'AB', [LOCAL_REAL_NAME_KEY]: 'Al' });
    rememberLocalPlayer('u1', { initials: 'AC', displayName: null }, store);
    expect(store.map.has(LOCAL_REAL_NAME_KEY)).toBe(false);
    expect(readLocalPlayer(store)).toEqual({ initials: 'AC', displayName: '' });
  });

  it('reads nothing, and keeps nothing, when storage is blocked', () => {
    expect(readLocalPlayer(null)).toEqual({ initials: '', displayName: '' });
    expect(() => rememberLocalPlayer('u1', { initials: 'AB', displayName: '' }, null)).not.toThrow();
  });
});
