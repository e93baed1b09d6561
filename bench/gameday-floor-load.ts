// The open-loop driver and the timed POST of the gameday bench (bench/gameday.ts), shared by its
// app phase and its floor phase (bench/gameday-floor.ts) so that both send and time their claims
// and picks alike.
import type { ChildProcess } from 'node:child_process';
import type { Sample } from './gameday-split.js';
import { info, nowMs, sleep, waitForExit } from './lib.js';

const firstFailures = new Set<string>();

/** POSTs `body` to `url`; ok is a 200, ms runs from the send to the whole answer read. */
export async function timed(url: string, body: unknown, cookie: string, origin: string): Promise<{ ok: boolean } & Sample> {
  const t0 = nowMs();
  try {
    const response = await fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin, cookie } });
    const text = await response.text();
    const ok = response.status === 200;
    const kind = new URL(url).pathname.split('/').at(-1) ?? '';
    // The first refusal of each kind of call, to say why.
    if (!ok && !firstFailures.has(kind)) {
      firstFailures.add(kind);
      info(`first refused ${kind}: ${response.status} ${text.slice(0, 200)}`);
    }
    return { ok, at: t0, ms: nowMs() - t0 };
  } catch {
    return { ok: false, at: t0, ms: nowMs() - t0 };
  }
}

/** Calls `task` `perSecond` times a second (open loop: a slow answer does not slow the next call) until `until()` says stop. */
export async function openLoop(perSecond: number, until: () => boolean, task: (n: number) => Promise<void>): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const start = nowMs();
  let n = 0;
  while (!until()) {
    const due = start + (n * 1000) / perSecond;
    const wait = due - nowMs();
    if (wait > 0) await sleep(Math.min(wait, 50));
    else {
      const call = task(n++).finally(() => inFlight.delete(call));
      inFlight.add(call);
    }
  }
  await Promise.all(inFlight);
}

/** Lets a load client go (bench/gameday-client.ts exits when its channel closes); SIGKILL if it has not gone in 5 s. */
export function letGo(child: ChildProcess): Promise<number | null> {
  if (child.connected) child.disconnect();
  return waitForExit(child, 5_000);
}
