// Handle rules (docs/product/accounts.md): the public name a signed-in player is known by.

export const HANDLE_MAX_LENGTH = 15;

/** The texts docs/product/accounts.md gives, in the order the rules are checked. */
export const HANDLE_ERRORS = {
  required: 'Handle is required',
  characters: 'Only letters, numbers, and underscores',
  tooLong: '15 characters or fewer',
  tooFewLetters: 'At least 2 non-underscore characters',
  taken: 'This handle is already taken',
} as const;

export type HandleError = (typeof HANDLE_ERRORS)[keyof typeof HANDLE_ERRORS];

/** The first rule a handle breaks, or null when it is well-formed (uniqueness is checked apart). */
export function checkHandle(handle: string): HandleError | null {
  if (handle.length === 0) return HANDLE_ERRORS.required;
  if (!/^[A-Za-z0-9_]+$/.test(handle)) return HANDLE_ERRORS.characters;
  if (handle.length > HANDLE_MAX_LENGTH) return HANDLE_ERRORS.tooLong;
  if (handle.replaceAll('_', '').length < 2) return HANDLE_ERRORS.tooFewLetters;
  return null;
}

/** Uniqueness key (docs/product/accounts.md): lowercase, underscores removed, so `a_b` and `AB` collide. */
export function searchHandleOf(handle: string): string {
  return handle.toLowerCase().replaceAll('_', '');
}
