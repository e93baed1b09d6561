// The fan-out benchmarks' load generators (bench/fanout-client.ts, one process each) and how
// the harness follows them: which sockets have which update.
import type { ChildProcess } from 'node:child_process';
import type { ClientCommand, ClientEvent, ClientReport } from './fanout-protocol.js';
import { info, spawnBenchScript } from './lib.js';

const UPDATE_TIMEOUT_MS = 15_000;
export const ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7', '127.0.0.8', '127.0.0.9'];

type Done = Extract<ClientEvent, { type: 'done' }>;

export interface LoadClient {
  index: number;
  child: ChildProcess;
  send(command: ClientCommand): void;
  next<T extends ClientEvent['type']>(type: T, timeoutMs?: number): Promise<Extract<ClientEvent, { type: T }>>;
  onDone: (message: Done) => void;
}

/** Starts one load-generator process (bench/fanout-client.ts). */
export function startClient(index: number): LoadClient {
  const child = spawnBenchScript('fanout-client.ts', { ipc: true, stdout: 'inherit', stderr: 'inherit' });
  const waiters: Array<{ type: string; resolve: (message: ClientEvent) => void; reject: (error: Error) => void }> = [];
  const client: LoadClient = {
    index,
    child,
    send: (command) => child.send(command),
    next: (type, timeoutMs = 300_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`load client ${index}: no ${type} message after ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          type,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message as Extract<ClientEvent, { type: typeof type }>);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
      }),
    onDone: () => undefined,
  };
  child.on('message', (message: ClientEvent) => {
    if (message.type === 'done') return client.onDone(message);
    if (message.type === 'log') return info(`load client ${index}: ${message.message}`);
    if (message.type === 'error') {
      for (const w of waiters.splice(0)) w.reject(new Error(`load client ${index}: ${message.message}`));
      return;
    }
    const i = waiters.findIndex((w) => w.type === message.type);
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(message);
  });
  child.once('exit', (code) => {
    for (const w of waiters.splice(0)) w.reject(new Error(`load client ${index} exited (${code})`));
  });
  return client;
}

interface Completion {
  clients: number;
  lastAt: number;
  firstAt: number;
  wake: Array<() => void>;
}

/** Follows the 'done' messages: a version is complete once every load client has it on every socket. */
export function completionTracker(clients: LoadClient[]) {
  const versions = new Map<number, Completion>();
  const entry = (version: number) => {
    let e = versions.get(version);
    if (!e) {
      e = { clients: 0, lastAt: 0, firstAt: Infinity, wake: [] };
      versions.set(version, e);
    }
    return e;
  };
  for (const client of clients) {
    client.onDone = ({ version, at, first }) => {
      const e = entry(version);
      e.clients++;
      e.lastAt = Math.max(e.lastAt, at);
      e.firstAt = Math.min(e.firstAt, first);
      if (e.clients === clients.length) for (const wake of e.wake.splice(0)) wake();
    };
  }
  return {
    /** Resolves once every socket has the version, or with null after the timeout. */
    wait(version: number, timeoutMs = UPDATE_TIMEOUT_MS): Promise<Completion | null> {
      const e = entry(version);
      if (e.clients === clients.length) return Promise.resolve(e);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        e.wake.push(() => {
          clearTimeout(timer);
          resolve(e);
        });
      });
    },
  };
}

export async function collect(clients: LoadClient[]): Promise<ClientReport[]> {
  for (const c of clients) c.send({ cmd: 'report' });
  return Promise.all(clients.map((c) => c.next('report')));
}

