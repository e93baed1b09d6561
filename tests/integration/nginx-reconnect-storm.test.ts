// The balancer when an instance dies while the other is too busy to accept (decision 045, amended
// 2026-11-27): at 20,000 sockets the killed instance's half reconnected at once, the survivor's
// accept queue filled, nginx's connects to it timed out, and nginx took the ONLY live instance
// out of rotation — then answered 502 to everyone until fail_timeout passed.
//
// The storm is simulated honestly with a few hundred sockets: the survivor is stopped (SIGSTOP)
// and its accept queue filled with idle connections, so the kernel drops new connections to it
// exactly as under the crowd, while the other instance is killed (SIGKILL, connection refused).
// Once nginx has had a connect to the survivor time out, the survivor is resumed: from then on
// every request must be answered by it (none 502) and every socket must be back on it. Outcomes,
// not timings: the stall lasts until nginx's own log says a connect timed out.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { babyShowerInput, claim, createGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { clusterForSuite } from '../setup/cluster-suite.js';
import { NGINX_TEMPLATE } from '../setup/nginx.js';
import { ResumingClient, sequenceProblems } from '../setup/resuming-client.js';
import { anonymousCookie, postJson } from '../setup/test-server.js';

const SOCKETS = 300;
/** Requests of each kind sent once the survivor is back: half meet the dead instance first (round robin). */
const REQUESTS = 40;
const KILLED = 0;
const SURVIVOR = 1;

/** The listening socket's queue on `port`, as `ss` shows it: Recv-Q (connections waiting) and Send-Q (its length). */
function acceptQueue(port: number): { waiting: number; length: number } {
  const [, waiting, length] = execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' }).trim().split(/\s+/);
  return { waiting: Number(waiting), length: Number(length) };
}

/** Opens `count` connections to `port` that never send anything; resolves once the kernel has completed each. */
async function idleConnections(port: number, count: number): Promise<net.Socket[]> {
  return Promise.all(
    Array.from({ length: count }, () => new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket));
      socket.once('error', reject);
    })),
  );
}

/** How many answers had each status: `{ 200: 40 }`. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The lines that decide when nginx gives an instance up and tries another, in `file`'s order. */
function retryLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^proxy_(next_upstream|connect_timeout)/.test(line));
}

describe('the TLS site', () => {
  it('gives up on an instance and retries as the balancer does', () => {
    const tls = NGINX_TEMPLATE.replace(/sportsball\.conf\.template$/, 'tls.conf.template');
    expect(retryLines(NGINX_TEMPLATE).length).toBeGreaterThan(0);
    expect(retryLines(tls)).toEqual(retryLines(NGINX_TEMPLATE));
  });
});

describe('nginx when one instance dies while the other is slow to accept', { timeout: 90_000 }, () => {
  // A failing test may leave the survivor stopped: a stop would wait on it.
  const cluster = clusterForSuite({}, (site) => site.instances[SURVIVOR]?.child.kill('SIGCONT'));

  it('keeps the survivor in rotation, skips the dead instance, and moves every socket to the survivor', async () => {
    const site = cluster();
    const server = { url: site.url };
    const { cookie: host } = await signInByEmail({ url: site.url, dataDir: site.dataDir }, uniqueEmail('host'));
    const game = await createGame(server, host, babyShowerInput());
    const topic = `game:${game.gameId}`;
    const viewer = await anonymousCookie(server);
    const player = await anonymousCookie(server);

    // Opened 50 at a time: nginx deals them out in turn, so each instance holds about half.
    const watchers = Array.from({ length: SOCKETS }, () => new ResumingClient(site.url, viewer, [topic]));
    const survivor = site.instances[SURVIVOR]!;
    let fillers: net.Socket[] = [];
    try {
      for (let i = 0; i < SOCKETS; i += 50) await Promise.all(watchers.slice(i, i + 50).map((watcher) => watcher.start()));

      // The survivor stops accepting and its queue fills: the kernel now drops new connections to it.
      survivor.child.kill('SIGSTOP');
      const { length } = acceptQueue(survivor.port);
      fillers = await idleConnections(survivor.port, length + 1);
      expect(acceptQueue(survivor.port).waiting, 'the survivor’s accept queue is full').toBeGreaterThan(length);

      await site.kill(KILLED);
      // The killed instance's sockets reconnect through nginx; requests come in as well.
      const duringStall = Array.from({ length: 10 }, () => fetch(`${site.url}/api/health`).then(async (r) => (await r.body?.cancel(), r.status), () => 0));
      const timedOut = new RegExp(`upstream timed out .* while connecting to upstream.*127\\.0\\.0\\.1:${survivor.port}`);
      await vi.waitFor(() => expect(site.nginx.output(), 'nginx to time out connecting to the survivor').toMatch(timedOut), { timeout: 30_000, interval: 50 });

      // The survivor is reachable again: it accepts the queue (the idle connections are let go) and what follows.
      survivor.child.kill('SIGCONT');
      for (const filler of fillers) filler.destroy();
      const gets = await Promise.all(Array.from({ length: REQUESTS }, () => fetch(`${site.url}/api/health`).then(async (r) => (await r.body?.cancel(), r.status))));
      // A POST refused by the dead instance never reached it, so nginx sends it to the survivor.
      const posts = await Promise.all(Array.from({ length: REQUESTS }, () => postJson(server, '/api/session/anonymous', {}).then(async (r) => (await r.body?.cancel(), r.status))));
      const claimed = await claim(server, player, game.gameId, 7, { initials: 'ST' });
      await claimed.body?.cancel();
      expect({ gets: tally(gets), posts: tally(posts), claim: claimed.status }).toEqual({ gets: { 200: REQUESTS }, posts: { 200: REQUESTS }, claim: 200 });
      // Requests sent during the stall are answered too (a 502 for one whose connect timed out is its own).
      expect(await Promise.all(duringStall)).not.toContain(0);

      // The claim's update reaches every socket: the survivor's own and every one that moved to it.
      const reader = new ResumingClient(site.url, viewer, [topic]);
      await reader.start();
      reader.close();
      for (const watcher of watchers) await watcher.until(() => (watcher.held(topic) ?? -1) >= reader.held(topic)!);
      const moved = watchers.filter((watcher) => watcher.reconnects > 0).length;
      expect(moved, 'sockets were on the killed instance').toBeGreaterThan(0);
      expect(moved, 'sockets were on the survivor').toBeLessThan(SOCKETS);
      for (const watcher of watchers) {
        expect(sequenceProblems(watcher.frames.get(topic)!)).toEqual([]);
        expect(watcher.held(topic)).toBe(reader.held(topic));
      }

      const log = site.nginx.output();
      expect(log, 'the dead instance was tried and refused').toMatch(new RegExp(`Connection refused.*127\\.0\\.0\\.1:${site.instances[KILLED]!.port}`));
      expect(log, 'nginx never had every instance out of rotation').not.toMatch(/no live upstreams/);
    } finally {
      survivor.child.kill('SIGCONT');
      for (const filler of fillers) filler.destroy();
      for (const watcher of watchers) watcher.close();
    }
  });
});
