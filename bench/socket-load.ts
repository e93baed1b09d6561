// The parent's side of a socket-load benchmark (feed-tick, leaderboard-fanout): the load client,
// a child process with IPC that holds the sockets and answers commands with events.
import type { ChildProcess } from 'node:child_process';
import { info, spawnBenchScript } from './lib.js';

/** What a load client sends: typed events, an `error` one carrying its message. */
export interface LoadEvent {
  type: string;
  message?: unknown;
}

export interface LoadClient<C extends object, E extends LoadEvent> {
  child: ChildProcess;
  send(command: C): void;
  /** The next event of `type` (queued or to come); null on timeout or an `error` event. */
  next<T extends E['type']>(type: T, timeoutMs?: number): Promise<Extract<E, { type: T }> | null>;
}

export function startLoadClient<C extends object, E extends LoadEvent>(script: string): LoadClient<C, E> {
  const child = spawnBenchScript(script, { ipc: true, stdout: 'inherit', stderr: 'inherit' });
  const inbox: E[] = [];
  const waiters: Array<(event: E) => boolean> = [];
  child.on('message', (event: E) => {
    if (event.type === 'error') info(`load client: ${String(event.message)}`);
    const i = waiters.findIndex((take) => take(event));
    if (i >= 0) waiters.splice(i, 1);
    else inbox.push(event);
  });
  // A client that dies (out of memory, an uncaught error) sends nothing more: its waiters hear so
  // at once, with how it ended, instead of timing out into a bare "no report".
  let exited: string | undefined;
  child.on('exit', (code, signal) => {
    exited = signal === null ? `exit code ${String(code)}` : `signal ${signal}`;
    if (code !== 0) info(`load client ended (${exited})`);
    for (const take of waiters.splice(0)) take({ type: 'error', message: exited } as E);
  });
  return {
    child,
    send: (command) => child.send(command),
    next: (type, timeoutMs = 300_000) =>
      new Promise((resolve) => {
        const queued = inbox.findIndex((event) => event.type === type);
        if (queued >= 0) return resolve(inbox.splice(queued, 1)[0] as Extract<E, { type: typeof type }>);
        if (exited !== undefined) return resolve(null);
        const timer = setTimeout(() => {
          const i = waiters.indexOf(take);
          if (i >= 0) waiters.splice(i, 1);
          resolve(null);
        }, timeoutMs);
        const take = (event: E) => {
          if (event.type !== type && event.type !== 'error') return false;
          clearTimeout(timer);
          resolve(event.type === type ? (event as Extract<E, { type: typeof type }>) : null);
          return true;
        };
        waiters.push(take);
      }),
  };
}

/** The awaited event, or the error that says which one the load client never sent. */
export async function must<T>(value: Promise<T | null>, what: string): Promise<T> {
  const got = await value;
  if (got === null) throw new Error(`load client: no ${what}`);
  return got;
}
