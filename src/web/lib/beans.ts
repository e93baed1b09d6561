// Jelly beans as players read them (docs/product/seasons.md): whole beans, never rounded up.

/** Whole beans as a number is written: floored, never below 0, '1,204'. */
export function wholeBeans(beans: number): string {
  return Math.max(0, Math.floor(beans)).toLocaleString('en-US');
}

/** '12 beans', '1 bean': floored, and never below 0. */
export function beansText(beans: number): string {
  const whole = wholeBeans(beans);
  return `${whole} ${whole === '1' ? 'bean' : 'beans'}`;
}
