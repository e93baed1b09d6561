// nginx sized for more connections than one process may hold open (tests/setup/nginx.ts): the
// gameday bench's 20,000 sockets are 40,000 connections in nginx, and on a machine whose hard
// file limit is 20,000 one worker cannot hold them — its setrlimit fails (an alert in the log,
// nothing else) and its accept() then fails with EMFILE, leaving handshakes queued unanswered.
// Every worker must stay under the hard limit, and the workers together must hold the load.
// No database: nginx only, in front of two closed ports.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardFdLimit, startNginx, workerPlan } from '../setup/nginx.js';
import type { Nginx } from '../setup/nginx.js';
import { freePort } from '../setup/server-process.js';

/** 20,000 proxied sockets and room for the requests beside them, as bench/gameday.ts asks. */
const CONNECTIONS = 20_000 * 2 + 2_000;

function openFilesLimit(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/limits`, 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  return Number(line?.trim().split(/\s+/)[3]);
}

function workerPids(masterPid: number): number[] {
  const children = fs.readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim();
  return children === '' ? [] : children.split(/\s+/).map(Number);
}

describe('workerPlan', () => {
  it('keeps one worker when the connections fit under the limit', () => {
    expect(workerPlan(4_096, 20_000)).toEqual({ workers: 1, connections: 4_096, rlimit: 4_196 });
  });

  it('spreads connections past the limit over workers that each stay under it', () => {
    const plan = workerPlan(CONNECTIONS, 20_000);
    expect(plan.rlimit).toBeLessThanOrEqual(20_000);
    // Planned at 60% of each worker: the kernel's spread over the workers is even only on average.
    expect(plan.workers * Math.floor(plan.connections * 0.6)).toBeGreaterThanOrEqual(CONNECTIONS);
  });
});

describe('nginx for 20,000 sockets under this machine\'s file limit', { timeout: 60_000 }, () => {
  let nginx: Nginx | undefined;

  beforeAll(async () => {
    const upstreams = await Promise.all([freePort(), freePort()]);
    nginx = await startNginx(upstreams.map((port) => `127.0.0.1:${port}`), { maxConnections: CONNECTIONS });
  });

  afterAll(async () => {
    await nginx?.stop();
  });

  it('starts workers whose file limits took and that together hold every connection', async () => {
    const limit = hardFdLimit();
    // Workers start right after the master listens; wait for them all (no fixed sleep).
    while (workerPids(nginx!.child.pid!).length < nginx!.plan.workers) await new Promise((resolve) => setTimeout(resolve, 20));
    const workers = workerPids(nginx!.child.pid!);
    for (const pid of workers) expect(openFilesLimit(pid)).toBe(nginx!.plan.rlimit);
    expect(nginx!.plan.rlimit).toBeLessThanOrEqual(limit);
    expect(workers.length * Math.floor(nginx!.plan.connections * 0.6)).toBeGreaterThanOrEqual(CONNECTIONS);
    expect(nginx!.output()).not.toMatch(/setrlimit|worker_connections|Too many open files/);
  });
});
