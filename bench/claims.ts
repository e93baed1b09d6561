// (docs/BENCHMARKS.md) Square claims on one game from 500 connected players, on PGlite and on a
// real PostgreSQL server (durable settings): latency at 1,000 attempts/s, the highest rate the
// server keeps up with, and 100,000 contended attempts on 10 squares with zero double owners.
// The steady latency stands beside its floor, measured in the same run on the same engine: as
// many bare single-row INSERTs at the same rate (bench/insert-floor.ts).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SquaresGameSchema } from '../src/contracts/squares.js';
import { startPostgresCluster } from '../tests/setup/postgres-server.js';
import type { ClaimsCommand, ClaimsEvent, PhaseReport } from './claims-protocol.js';
import { bareInsertLatencies } from './insert-floor.js';
import type { Benchmark, Result } from './lib.js';
import { againstFloor, atLeast, atMost, cpuSeconds, envInt, info, monotonicUs, outDir, percentile, processCpuTimes, result, round, spawnBenchScript, startServer, waitForExit } from './lib.js';
import { createSquaresGame, json, signedInHost, upcomingNflGames } from './squares-setup.js';

const PLAYERS = envInt('BENCH_CLAIM_PLAYERS', 500);
const STEADY_RATE = envInt('BENCH_CLAIM_RATE', 1_000);
const STEADY_SECONDS = envInt('BENCH_CLAIM_SECONDS', 10);
/**
 * Seconds at the steady rate before it is measured: the server's JIT warms up and most players
 * make their first claim (which adds the game to their My Games) here, not in the measured phase.
 */
const WARMUP_SECONDS = envInt('BENCH_CLAIM_WARMUP_SECONDS', 3);
const RAMP = (process.env.BENCH_CLAIM_RAMP ?? '1000,1500,2000,2500,3000,4000').split(',').map(Number);
const RAMP_SECONDS = envInt('BENCH_CLAIM_RAMP_SECONDS', 5);
const CONTENDED_ATTEMPTS = envInt('BENCH_CLAIM_CONTENDED', 100_000);
/** PGlite serves one statement at a time, so 100,000 attempts take it minutes; a shorter run may be asked for it alone. */
const CONTENDED_ATTEMPTS_PGLITE = envInt('BENCH_CLAIM_CONTENDED_PGLITE', CONTENDED_ATTEMPTS);
const CONTENDED_SQUARES = 10;
/** A rate is sustained when the answers keep up: nearly all on time, none failing, no backlog left. */
const SUSTAINED_P99_MS = 250;
/** The engines to run, in order (both for the figures of record; one when iterating on one). */
const ENGINES = (process.env.BENCH_CLAIM_ENGINES ?? 'pglite,postgres').split(',').map((name) => {
  if (name !== 'pglite' && name !== 'postgres') throw new Error(`BENCH_CLAIM_ENGINES: unknown engine ${name}`);
  return name;
});

function loadGenerator(): { child: ChildProcess; ask<T extends ClaimsEvent['type']>(command: ClaimsCommand, reply: T): Promise<Extract<ClaimsEvent, { type: T }>> } {
  const child = spawnBenchScript('claims-client.ts', { ipc: true, stdout: 'inherit', stderr: 'inherit' });
  return {
    child,
    ask: (command, reply) =>
      new Promise((resolve, reject) => {
        const onMessage = (event: ClaimsEvent) => {
          child.off('message', onMessage);
          if (event.type === reply) resolve(event as never);
          else reject(new Error(event.type === 'failed' ? event.error : `unexpected ${event.type}`));
        };
        child.on('message', onMessage);
        child.send(command);
      }),
  };
}

/** Server and load-client CPU per attempt over a phase, in ms. */
const serverCpuPerAttempt = (r: PhaseReport, serverCpuS: number) => (serverCpuS * 1000) / r.attempts;
const clientCpuPerAttempt = (r: PhaseReport) => r.clientCpuMs / r.attempts;

const describe = (r: PhaseReport, serverCpuS: number) =>
  `${r.attempts} attempts at ${r.rate}/s: p50 ${round(percentile(r.latencies, 50), 2)} ms, p99 ${round(percentile(r.latencies, 99), 2)} ms ` +
  `(landed: p50 ${round(percentile(r.landed, 50), 2)} ms, p99 ${round(percentile(r.landed, 99), 2)} ms; ` +
  `refused: p50 ${round(percentile(r.refusals, 50), 2)} ms, p99 ${round(percentile(r.refusals, 99), 2)} ms), ` +
  `${r.ok} ok, ${r.refused} refused, ${r.errors} errors; backlog drained ${round(r.drainMs)} ms after the last send; ` +
  `CPU per attempt: server ${round(serverCpuPerAttempt(r, serverCpuS), 3)} ms, load client ${round(clientCpuPerAttempt(r), 3)} ms; ` +
  `${r.frames} updates received by the sockets` +
  `${r.firstError ? `; first error ${r.firstError}` : ''}`;

/** Runs a phase and measures the server's CPU over it (the figure that a busy shared machine does not blur). */
async function measured<T>(pid: number, phase: () => Promise<T>): Promise<{ value: T; serverCpuS: number }> {
  const before = cpuSeconds(processCpuTimes(pid));
  const value = await phase();
  return { value, serverCpuS: cpuSeconds(processCpuTimes(pid)) - before };
}

/** Lets the bench read the server's /metrics (its claim batches). */
const METRICS_TOKEN = 'bench-claims-metrics-token-0123456789';

/** The claim batches the server has run so far (sportsball_claim_batch_size's count). */
async function claimBatches(url: string): Promise<number> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const count = /^sportsball_claim_batch_size_count(?:\{\})? (\d+)/m.exec(text)?.[1];
  if (!response.ok || count === undefined) throw new Error(`GET /metrics → ${response.status}: no claim batch count`);
  return Number(count);
}

const sustained = (r: PhaseReport) => r.errors === 0 && percentile(r.latencies, 99) <= SUSTAINED_P99_MS && r.attempts / r.elapsed >= 0.95 * r.rate;

async function runEngine(engine: 'pglite' | 'postgres'): Promise<Result[]> {
  const cluster = engine === 'postgres' ? await startPostgresCluster({ durable: true }) : undefined;
  // BENCH_CPU_PROF=1: the server runs under --cpu-prof (bench/profile-summary.ts reads the profile).
  const profileDir = path.join(outDir, 'profiles');
  const cpuProf = process.env.BENCH_CPU_PROF === '1';
  const nodeArgs = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startServer({ label: `claims-${engine}`, nodeArgs, env: { DATABASE_URL: cluster?.url ?? '', RATE_LIMIT_COMMANDS: '1000000', METRICS_TOKEN } }).catch(async (error: unknown) => {
    await cluster?.stop();
    throw error;
  });
  const generator = loadGenerator();
  try {
    const host = await signedInHost(server.url, server.dataDir);
    const [sportsGame] = await upcomingNflGames(server.url, 1);
    if (!sportsGame) throw new Error('no upcoming NFL game');
    const gameId = await createSquaresGame(server.url, host, sportsGame.game.id, 'Bench steady');
    const contendedGameId = await createSquaresGame(server.url, host, sportsGame.game.id, 'Bench contended');
    await generator.ask({ type: 'open', url: server.url, players: PLAYERS, gameId, contendedGameId }, 'opened');
    info(`${engine}: ${PLAYERS} players connected and subscribed`);

    const phase = (rate: number, seconds: number) =>
      measured(server.pid, async () => (await generator.ask({ type: 'open-loop', url: server.url, gameId, rate, seconds, squares: 100 }, 'phase')).report);
    const warmup = await phase(STEADY_RATE, WARMUP_SECONDS);
    info(`${engine} warm-up, not counted: ${describe(warmup.value, warmup.serverCpuS)}`);
    const batchesBefore = await claimBatches(server.url);
    const steadyFrom = monotonicUs();
    const { value: steady, serverCpuS } = await phase(STEADY_RATE, STEADY_SECONDS);
    if (cpuProf) {
      // The steady phase on the profile's clock, for bench/profile-summary.ts --window steady.
      fs.mkdirSync(profileDir, { recursive: true });
      fs.writeFileSync(path.join(profileDir, `claims-windows-${server.pid}.json`), JSON.stringify({ steady: [steadyFrom, monotonicUs()] }));
    }
    // Attempts that reached a batch, per transaction: how well the batcher shares a commit, whatever the machine's load.
    const steadyBatches = (await claimBatches(server.url)) - batchesBefore;
    info(`${engine} steady: ${describe(steady, serverCpuS)}; ${steadyBatches} claim batches`);
    // The floor while the server idles between phases, on the same engine.
    const inserts = await bareInsertLatencies({ databaseUrl: cluster?.url ?? '', rate: STEADY_RATE, seconds: STEADY_SECONDS, warmupSeconds: WARMUP_SECONDS });
    const insertP99 = round(percentile(inserts, 99), 2);
    info(`${engine} bare INSERTs: ${inserts.length} at ${STEADY_RATE}/s: p50 ${round(percentile(inserts, 50), 2)} ms, p99 ${insertP99} ms`);

    let best = 0;
    for (const rate of RAMP) {
      const ramp = await phase(rate, RAMP_SECONDS);
      info(`${engine} ramp: ${describe(ramp.value, ramp.serverCpuS)}`);
      if (!sustained(ramp.value)) break;
      best = rate;
    }

    const attempts = engine === 'pglite' ? CONTENDED_ATTEMPTS_PGLITE : CONTENDED_ATTEMPTS;
    const { value: contended, serverCpuS: contendedCpuS } = await measured(server.pid, () =>
      generator.ask({ type: 'contended', url: server.url, gameId: contendedGameId, attempts, squares: CONTENDED_SQUARES }, 'contended'),
    );
    info(`${engine} contended: ${describe(contended.report, contendedCpuS)}; observer saw ${contended.observedEvents} updates, ${contended.claimsSeen} claims, ${contended.doubleOwners} double owners`);
    // What the server stores must be what the updates said: every claim answered ok was seen once.
    const stored = SquaresGameSchema.parse((await json(`${server.url}/api/games/${contendedGameId}`)).body);
    const lost = Math.abs(contended.report.ok - contended.observedEvents);
    const strays = stored.squares.filter((s) => s.square >= CONTENDED_SQUARES).length;

    return [
      result(`claims.${engine}.p50`, round(percentile(steady.latencies, 50), 2), 'ms'),
      againstFloor(`claims.${engine}.p99`, round(percentile(steady.latencies, 99), 2), insertP99, 'ms', atMost(3), steady.errors ? `${steady.errors} errors: ${steady.firstError}` : undefined),
      // Refusals of a taken square can be answered without a write; the claims and releases that landed wrote.
      againstFloor(`claims.${engine}.landed_p99`, round(percentile(steady.landed, 99), 2), insertP99, 'ms', null, `${steady.ok} of ${steady.attempts} attempts landed`),
      // On PGlite most refusals are answered without a transaction (decision 014): the HTTP path alone, beside the INSERT (decision 050).
      againstFloor(`claims.${engine}.refused_p99`, round(percentile(steady.refusals, 99), 2), insertP99, 'ms', null, `${steady.refused} of ${steady.attempts} attempts refused`),
      // The figure that shows how fast the machine ran: the p99 follows it (docs/benchmarks/history.md, 2026-11-23).
      result(`claims.${engine}.server_cpu_per_attempt`, round(serverCpuPerAttempt(steady, serverCpuS), 3), 'ms'),
      result(`claims.${engine}.batches_per_1000_attempts`, round((steadyBatches * 1000) / steady.attempts, 1), 'count'),
      result(`claims.${engine}.load_client_cpu_per_attempt`, round(clientCpuPerAttempt(steady), 3), 'ms'),
      result(`claims.${engine}.max_sustained_rate`, best, 'attempts/s', engine === 'postgres' ? atLeast(2_000) : null, `highest of ${RAMP.join(', ')}/s held for ${RAMP_SECONDS} s with p99 ≤ ${SUSTAINED_P99_MS} ms and no errors`),
      result(`claims.${engine}.contended_rate`, Math.round(contended.report.attempts / contended.report.elapsed), 'attempts/s'),
      result(`claims.${engine}.contended_double_owners`, contended.doubleOwners + strays, 'count', atMost(0), contended.report.errors ? `${contended.report.errors} errors: ${contended.report.firstError}` : undefined),
      // Every claim or release answered ok is exactly one update on every socket; none lost, none invented.
      result(`claims.${engine}.contended_lost_updates`, lost, 'count', atMost(0), `${contended.report.ok} claims and releases answered ok, ${contended.observedEvents} updates seen`),
    ];
  } finally {
    generator.child.send({ type: 'stop' } satisfies ClaimsCommand);
    await waitForExit(generator.child);
    await server.stop();
    await cluster?.stop();
  }
}

const claims: Benchmark = {
  name: 'claims',
  description: `square claims from ${PLAYERS} connected players on one game (PGlite and PostgreSQL): p99 at ${STEADY_RATE}/s after ${WARMUP_SECONDS} s of warm-up, highest sustained rate, ${CONTENDED_ATTEMPTS.toLocaleString('en-US')} contended attempts`,
  async run(): Promise<Result[]> {
    const results: Result[] = [];
    for (const engine of ENGINES) results.push(...(await runEngine(engine)));
    return results;
  },
};

export default claims;
