import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';

export const PROBE_CHANNEL = 'sb_probe';
/** How often an instance times a NOTIFY through the database and back. */
export const PROBE_INTERVAL_MS = 10_000;

/**
 * The lag between instances, measured without comparing two machines' clocks: every
 * PROBE_INTERVAL_MS this instance sends a NOTIFY naming itself and times how long until its
 * own LISTEN connection hears it — the path every other instance's LISTEN takes for a change
 * this one announces. Other instances' probes are heard and ignored. The first probe goes out
 * at once, so a fresh instance has a figure before its first scrape.
 */
export async function startNotifyProbe(db: Database, observe: (seconds: number) => void, onError: (error: unknown) => void, intervalMs = PROBE_INTERVAL_MS): Promise<() => Promise<void>> {
  const me = randomUUID();
  const sent = new Map<string, number>();
  let seq = 0;
  const unlisten = await db.listen(PROBE_CHANNEL, (payload) => {
    const at = payload === null ? undefined : sent.get(payload);
    if (at === undefined || payload === null) return;
    sent.delete(payload);
    observe((performance.now() - at) / 1000);
  });
  const probe = () => {
    const payload = `${me}:${++seq}`;
    // A probe never heard (the listener was down) is forgotten with the next ones.
    if (sent.size > 10) sent.clear();
    sent.set(payload, performance.now());
    db.notify(PROBE_CHANNEL, payload).catch(onError);
  };
  probe();
  const timer = setInterval(probe, intervalMs).unref();
  return async () => {
    clearInterval(timer);
    await unlisten();
  };
}
