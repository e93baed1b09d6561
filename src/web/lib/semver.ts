/** A parsed "x.y.z" version, or null when the text is not one. */
export function parseVersion(text: string): [number, number, number] | null {
  const match = /^\s*v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?\s*$/.exec(text);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Compares two versions numerically ("0.4.10" is newer than "0.4.9").
 * Returns a negative number when a < b, 0 when equal, positive when a > b, null if either is invalid.
 */
export function compareVersions(a: string, b: string): number | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let i = 0; i < 3; i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
