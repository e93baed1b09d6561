/**
 * Counts open sockets per key (a session, a client address) against a cap. Taking a slot is
 * synchronous, so concurrent upgrades cannot all pass the check before any of them counts.
 */
export class SocketCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** A release function (safe to call more than once), or undefined when the key is at its cap. */
  tryTake(key: string): (() => void) | undefined {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.cap) return undefined;
    this.counts.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}
