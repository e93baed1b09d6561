// Jelly beans as players read them (docs/product/seasons.md): whole beans, never rounded up.

/** '12 beans', '1 bean': floored, and never below 0. */
export function beansText(beans: number): string {
  const whole = Math.max(0, Math.floor(beans));
  return `${whole.toLocaleString('en-US')} ${whole === 1 ? 'bean' : 'beans'}`;
}
