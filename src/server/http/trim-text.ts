/**
 * Every string in a JSON body, trimmed (names, descriptions, payouts): what a player meant
 * by '  Big Game  ' is 'Big Game'. Done before the contract's length checks run, so a name of
 * spaces only is refused as empty.
 */
export function trimText(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimText);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimText(inner)]));
  }
  return value;
}
