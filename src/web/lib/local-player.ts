// docs/product/accounts.md: an anonymous player's initials and real name are kept on the device. docs/product/accounts.md: they
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

export interface LocalPlayer {
  readonly initials: string;
  /** Empty when the player gave no name. */
  readonly displayName: string;
}

/** The initials and name kept on this device, empty when none are (or storage is blocked). */
export function readLocalPlayer(store: Store | null): LocalPlayer {
  return { initials: store?.getItem(LOCAL_INITIALS_KEY) ?? '', displayName: store?.getItem(LOCAL_REAL_NAME_KEY) ?? '' };
}

/** Keeps the player's initials and name on the device, owned by `uid` (docs/product/accounts.md); no name forgets the kept one. */
export function rememberLocalPlayer(uid: string, player: { readonly initials: string; readonly displayName: string | null }, store: Store | null): void {
  if (!store) return;
  store.setItem(LOCAL_OWNER_KEY, uid);
  store.setItem(LOCAL_INITIALS_KEY, player.initials);
  if (player.displayName) store.setItem(LOCAL_REAL_NAME_KEY, player.displayName);
  else store.removeItem(LOCAL_REAL_NAME_KEY);
}

/** The browser's storage, or nothing when it is blocked (private modes, sandboxed frames). */
export function localStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
