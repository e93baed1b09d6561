// (decision 045) What the gameday bench's processes hold while its sockets open and run: open
// files and RSS of nginx's workers, each app instance and each load client, read from /proc, and
// nginx's own error lines — at game day's full scale a process at its file limit is the first suspect
// (EMFILE shows only in that process's log, and a stuck handshake shows nowhere).
import fs from 'node:fs';
import type { Cluster } from '../tests/setup/cluster.js';
import type { GamedayCommand, GamedayEvent } from './gameday-client.js';
import { info, round } from './lib.js';
import type { LoadClient } from './socket-load.js';

export interface Watched {
  label: string;
  pid: number | undefined;
}

function openFiles(pid: number): number | null {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

function rssMb(pid: number): number | null {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line === undefined ? null : round(Number(line.split(/\s+/)[1]) / 1024, 0);
  } catch {
    return null;
  }
}

/** A process's children (nginx's master → its workers). */
export function childPids(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text === '' ? [] : text.split(/\s+/).map(Number);
  } catch {
    return [];
  }
}

/** One line: `label fds/RSS MB` per live process. */
export function holdings(processes: readonly Watched[]): string {
  return processes
    .flatMap(({ label, pid }) => {
      const fds = pid === undefined ? null : openFiles(pid);
      return fds === null ? [] : [`${label} ${fds} fds/${rssMb(pid!) ?? '?'} MB`];
    })
    .join(', ');
}

/** Logs holdings() every `everyMs` until the returned stop is called. */
export function watch(processes: () => readonly Watched[], everyMs = 10_000): () => void {
  const timer = setInterval(() => info(`holding: ${holdings(processes())}`), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** nginx's error lines, each kind once with how many times it came (the text after the connection number). */
export function nginxErrors(output: string, max = 10): string[] {
  const kinds = new Map<string, number>();
  for (const line of output.split('\n')) {
    const m = /\[(emerg|alert|crit|error|warn)\] \d+#\d+: (?:\*\d+ )?([^,]*)/.exec(line);
    if (m) kinds.set(`[${m[1]}] ${m[2]}`, (kinds.get(`[${m[1]}] ${m[2]}`) ?? 0) + 1);
  }
  return [...kinds].slice(0, max).map(([kind, n]) => `nginx ${n}× ${kind}`);
}

/**
 * For the gameday run: each load client's progress while its sockets open, and every 10 s what
 * nginx's workers, the instances (as they are now: a restarted one is a new process) and the load
 * clients hold. Returns the stop.
 */
export function watchGameday(cluster: Cluster, clients: ReadonlyArray<LoadClient<GamedayCommand, GamedayEvent>>): () => void {
  clients.forEach((client, c) =>
    client.child.on('message', (event: GamedayEvent) => {
      if (event.type !== 'progress') return;
      const error = event.firstError ? `; first error: ${event.firstError.split('\n')[0]}` : '';
      info(`load client ${c + 1}: ${event.opened} open, ${event.subscribed} subscribed, ${event.failures} failed, ${event.retried} retried${error}`);
    }),
  );
  return watch(() => [
    ...childPids(cluster.nginx.child.pid).map((pid, w) => ({ label: `nginx worker ${w + 1}`, pid })),
    ...cluster.instances.map((instance) => ({ label: `instance ${instance.index + 1}`, pid: instance.child.pid })),
    ...clients.map((client, c) => ({ label: `load client ${c + 1}`, pid: client.child.pid })),
  ]);
}
