// SPEC §3: an anonymous player's initials and real name are kept on the device. SPEC §4: they
// are cleared when the signed-in user changes — another account, a sign-out (which starts a
// new anonymous user) or a deleted account. Promotion in place keeps the uid, and the initials.

export const LOCAL_INITIALS_KEY = 'sportsball:initials';
export const LOCAL_REAL_NAME_KEY = 'sportsball:realName';
/** The uid the stored initials belong to. */
export const LOCAL_OWNER_KEY = 'sportsball:localOwner';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Forgets the stored initials and name unless they belong to `uid`; returns true when it did. */
export function forgetLocalPlayerUnlessOwnedBy(uid: string, store: Store): boolean {
  const owner = store.getItem(LOCAL_OWNER_KEY);
  if (owner === uid) return false;
  store.removeItem(LOCAL_INITIALS_KEY);
  store.removeItem(LOCAL_REAL_NAME_KEY);
  store.setItem(LOCAL_OWNER_KEY, uid);
  return owner !== null;
}

/** The browser's storage, or nothing when it is blocked (private modes, sandboxed frames). */
export function localStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
