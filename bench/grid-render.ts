// (docs/BENCHMARKS.md) Time to render one claim in a 10x10 grid: a viewer has /games/{id} open in
// headless Chromium at a phone viewport while other players claim squares one at a time through
// the API. In the page, from the `square.claimed` message's dispatch to the end of React's commit.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, webBuildNote } from './browser.js';
import type { Benchmark, Result } from './lib.js';
import { anonymousCookie, atMost, envInt, info, outDir, percentile, result, round, sleep, startServer } from './lib.js';
import { claim, createSquaresGame, initialsOf, release, signedInHost, upcomingNflGames } from './squares-setup.js';

const CLAIMS = envInt('BENCH_GRID_CLAIMS', 90);
/**
 * Each pass claims the squares, releases them all and claims them again, this many times: with
 * 90 claims the nearest-rank p99 would be the slowest claim, while over 280 it is the 3rd slowest.
 */
const ROUNDS = envInt('BENCH_GRID_ROUNDS', 3);
/** Claims before the measured ones, so the page's code is warm (not counted). */
const WARMUP = 5;
/**
 * Before those, a square is claimed and released this many times, so that V8 has optimised the
 * page's hot code before the measured claims: its compiler threads otherwise share this machine's
 * two cores with the page's main thread for the first dozens of claims (a phone has 6–8 cores).
 */
const WARMUP_CYCLES = envInt('BENCH_GRID_WARMUP_CYCLES', 30);
/** The square the warm-up cycles use, which the measured claims never reach. */
const WARMUP_SQUARE = 99;
const GAP_MS = envInt('BENCH_GRID_GAP_MS', 150);
/** CDP's CPU slowdown for the informative 'mid-range phone' pass. */
const THROTTLE = 4;
/** An iPhone 12–15-sized screen. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** One claim as the page saw it, in performance.now() milliseconds. */
interface Sample {
  /** The 'message' event's first listener ran (the frame's dispatch on the main thread). */
  messageAt: number;
  /** The app's onmessage handler returned: parsed, checked, merged, store listeners told. */
  handlerEndAt: number | null;
  /** React DOM called the DevTools hook's onCommitFiberRoot: the end of the commit. */
  commitAt: number | null;
  /**
   * The end of the last commit before the page's next message: the claim's deferred renders
   * (the leaderboard below the grid) included.
   */
  settledAt: number | null;
}

interface PageStats {
  samples: Sample[];
  commits: number;
  injected: boolean;
}

declare global {
  interface Window {
    __gridBench: PageStats & { pending: Sample | null; latest: Sample | null };
  }
}

/**
 * Runs in the page before its scripts (as text: tsx would wrap a TypeScript function's classes in
 * helpers the page does not have). React DOM's production build looks for
 * __REACT_DEVTOOLS_GLOBAL_HOOK__ when it loads and calls onCommitFiberRoot at the end of each
 * commit (after layout effects). The WebSocket subclass adds a 'message' listener in its
 * constructor, so it runs before the app's onmessage handler, and wraps that handler to see
 * when it returns. A claim's sample is closed by the first commit after its message, and
 * settled by the last one before the page's next message.
 */
const INSTRUMENT = `(() => {
  const stats = { samples: [], commits: 0, injected: false, pending: null, latest: null };
  window.__gridBench = stats;
  const renderers = new Map();
  const hook = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(renderer) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      stats.injected = true;
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {
      const now = performance.now();
      stats.commits++;
      if (stats.latest) stats.latest.settledAt = now;
      const pending = stats.pending;
      if (pending && pending.commitAt === null) {
        pending.commitAt = now;
        stats.pending = null;
      }
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });

  const Native = window.WebSocket;
  const onmessage = Object.getOwnPropertyDescriptor(Native.prototype, 'onmessage');
  class TimedWebSocket extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        stats.latest = null;
        if (typeof event.data !== 'string' || !event.data.includes('square.claimed')) return;
        const sample = { messageAt: performance.now(), handlerEndAt: null, commitAt: null, settledAt: null };
        stats.samples.push(sample);
        stats.pending = sample;
        stats.latest = sample;
      });
    }
  }
  Object.defineProperty(TimedWebSocket.prototype, 'onmessage', {
    configurable: true,
    get() {
      return onmessage.get.call(this);
    },
    set(handler) {
      const wrapped = handler
        ? (event) => {
            const sample = stats.pending;
            handler.call(this, event);
            if (sample && sample.handlerEndAt === null) sample.handlerEndAt = performance.now();
          }
        : null;
      onmessage.set.call(this, wrapped);
    },
  });
  window.WebSocket = TimedWebSocket;
})();`;

interface Pass {
  /** message → end of commit, per claim. */
  total: number[];
  /** message → the app's handler returned. */
  handler: number[];
  /** handler returned → end of commit: React's render and commit of the change. */
  react: number[];
  /** message → the last commit before the next message (the deferred leaderboard included). */
  settled: number[];
  missing: number;
  commits: number;
}

async function openGame(browser: Browser, url: string, gameId: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript({ content: INSTRUMENT });
  page.on('console', (message) => {
    if (message.type() === 'error') info(`page console error: ${message.text()}`);
  });
  await page.goto(`${url}/games/${gameId}`, { waitUntil: 'networkidle' });
  await page.getByTestId('squares-board').waitFor({ timeout: 30_000 });
  return page;
}

/** Who claims: one player per measured square, and the one who claims and releases WARMUP_SQUARE to warm the page up. */
interface Players {
  claimers: string[];
  warmer: string;
}

/** Claims and releases WARMUP_SQUARE WARMUP_CYCLES times while `page` watches, then lets V8's compiler threads finish. */
async function warmUp(url: string, gameId: string, cookie: string): Promise<void> {
  for (let i = 0; i < WARMUP_CYCLES; i++) {
    await claim(url, gameId, WARMUP_SQUARE, cookie, 'WRM');
    await sleep(GAP_MS / 3);
    await release(url, gameId, WARMUP_SQUARE, cookie);
    await sleep(GAP_MS / 3);
  }
  await sleep(1000);
}

/** What a pass does around its claims: start measuring, and (optionally) pause around the releases. */
interface RoundHooks {
  /** After the first round's WARMUP claims: the claims from then on are measured. */
  measure: () => Promise<void>;
  beforeReleases?: () => Promise<void>;
  afterReleases?: () => Promise<void>;
}

/**
 * Claims squares 0..n-1 one at a time, GAP_MS apart, then (unless it is the last round)
 * releases them all again, so the next round claims the same squares of an empty grid.
 */
async function claimRounds(url: string, gameId: string, claimers: readonly string[], hooks: RoundHooks): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < claimers.length; i++) {
      await claim(url, gameId, i, claimers[i] ?? '', initialsOf(i));
      if (round === 0 && i === WARMUP - 1) {
        await sleep(GAP_MS);
        await hooks.measure();
      }
      await sleep(GAP_MS);
    }
    if (round === ROUNDS - 1) break;
    await hooks.beforeReleases?.();
    for (let i = 0; i < claimers.length; i++) {
      await release(url, gameId, i, claimers[i] ?? '');
      await sleep(GAP_MS / 3);
    }
    await sleep(1000);
    await hooks.afterReleases?.();
  }
}

/** Warms the page up, then claims squares 0..n-1 ROUNDS times (claimRounds) while `page` watches. */
async function claimAll(url: string, gameId: string, players: Players, page: Page, label: string): Promise<Pass> {
  await warmUp(url, gameId, players.warmer);
  const { claimers } = players;
  await claimRounds(url, gameId, claimers, {
    measure: async () => {
      await page.evaluate(() => {
        window.__gridBench.samples = [];
      });
    },
  });
  await sleep(500);
  const stats = await page.evaluate(() => ({ samples: window.__gridBench.samples, commits: window.__gridBench.commits, injected: window.__gridBench.injected }) satisfies PageStats);
  if (!stats.injected) throw new Error(`${label}: React DOM never called the DevTools hook's inject(): the hook does not work with this build`);
  if (stats.commits === 0) throw new Error(`${label}: the DevTools hook recorded no React commit at all`);
  const claimedLabels = await page.locator('[data-square]').allInnerTexts();
  const shown = claimedLabels.filter((text) => /[A-Z]{3}/.test(text)).length;
  if (shown < claimers.length) throw new Error(`${label}: the grid shows ${shown} claimed squares, not ${claimers.length}`);
  const done = stats.samples.filter((s): s is Sample & { commitAt: number } => s.commitAt !== null);
  return {
    total: done.map((s) => s.commitAt - s.messageAt),
    handler: done.flatMap((s) => (s.handlerEndAt === null ? [] : [s.handlerEndAt - s.messageAt])),
    react: done.flatMap((s) => (s.handlerEndAt === null ? [] : [s.commitAt - s.handlerEndAt])),
    settled: done.flatMap((s) => (s.settledAt === null ? [] : [s.settledAt - s.messageAt])),
    missing: stats.samples.length - done.length + Math.max(0, measuredClaims(claimers.length) - stats.samples.length),
    commits: stats.commits,
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * Claims squares while Chromium traces the page, and returns, per WebSocket frame the page
 * received, the renderer main-thread task that received it: its wall time and its thread time
 * (CPU time on that thread), in ms. That task dispatches the message, runs the app's handler and,
 * in its microtask checkpoint, React's render and commit. Thread time leaves out the time the
 * thread waited for a core, so it holds up on a busy machine.
 */
async function tracedClaims(browser: Browser, url: string, gameId: string, players: Players): Promise<{ wall: number[]; thread: number[] }> {
  const page = await openGame(browser, url, gameId);
  await warmUp(url, gameId, players.warmer);
  const { claimers } = players;
  // BENCH_CPU_PROF=1: the renderer's JavaScript is also profiled, to bench/out/profiles/.
  const profiler = process.env.BENCH_CPU_PROF === '1' ? await page.context().newCDPSession(page) : undefined;
  // Only the claims are traced: tracing stops while the squares are released between rounds.
  const events: TraceEvent[] = [];
  const startTrace = () => browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
  const stopTrace = async () => {
    events.push(...(JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  };
  await claimRounds(url, gameId, claimers, {
    measure: async () => {
      if (profiler) {
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
        await profiler.send('Profiler.start');
      }
      await startTrace();
    },
    beforeReleases: stopTrace,
    afterReleases: startTrace,
  });
  await sleep(500);
  await stopTrace();
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    const file = path.join(outDir, 'profiles', `grid-render.${Date.now()}.cpuprofile`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    info(`renderer CPU profile: ${path.relative(process.cwd(), file)}`);
  }
  await page.context().close();
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask');
  const wall: number[] = [];
  const thread: number[] = [];
  for (const receive of events.filter((e) => e.name === 'WebSocketReceive')) {
    const task = tasks.find((t) => t.pid === receive.pid && t.tid === receive.tid && t.ts <= receive.ts && t.ts + (t.dur ?? 0) >= receive.ts);
    if (task?.dur === undefined || task.tdur === undefined) continue;
    wall.push(task.dur / 1000);
    thread.push(task.tdur / 1000);
  }
  if (thread.length < measuredClaims(claimers.length)) throw new Error(`traced pass: ${thread.length} WebSocket frames traced for ${measuredClaims(claimers.length)} claims`);
  return { wall, thread };
}

/** The claims a pass measures: every round's, less the first round's warm-up. */
const measuredClaims = (squares: number) => squares * ROUNDS - WARMUP;

const ms = (values: number[], p: number) => round(percentile(values, p), 2);
const describe = (label: string, pass: Pass) =>
  `${label}: ${pass.total.length} claims, message → commit p50 ${ms(pass.total, 50)} ms, p90 ${ms(pass.total, 90)} ms, p99 ${ms(pass.total, 99)} ms, max ${ms(pass.total, 100)} ms; ` +
  `handler p50 ${ms(pass.handler, 50)} ms, handler → commit (React) p50 ${ms(pass.react, 50)} ms, p99 ${ms(pass.react, 99)} ms; ` +
  `message → last commit (deferred leaderboard included) p50 ${ms(pass.settled, 50)} ms, p99 ${ms(pass.settled, 99)} ms; ` +
  `${pass.commits} commits in all${pass.missing ? `; ${pass.missing} claims without a commit` : ''}`;

const gridRender: Benchmark = {
  name: 'grid-render',
  description: `one claim in a 10x10 grid: square.claimed message → end of React's commit, phone viewport in Chromium, ${CLAIMS} squares claimed ${ROUNDS} times (and at ${THROTTLE}× CPU slowdown)`,
  async run(): Promise<Result[]> {
    if (WARMUP + CLAIMS > WARMUP_SQUARE) throw new Error(`BENCH_GRID_CLAIMS is at most ${WARMUP_SQUARE - WARMUP}: the grid has 100 squares, and the warm-up uses square ${WARMUP_SQUARE}`);
    const server = await startServer({ label: 'grid-render' });
    let browser: Browser | undefined;
    try {
      const host = await signedInHost(server.url, server.dataDir);
      const [sports] = await upcomingNflGames(server.url, 1);
      if (!sports) throw new Error('no upcoming NFL game');
      const games = [
        await createSquaresGame(server.url, host, sports.game.id, 'Bench grid'),
        await createSquaresGame(server.url, host, sports.game.id, 'Bench grid slow'),
        await createSquaresGame(server.url, host, sports.game.id, 'Bench grid traced'),
      ];
      const players: Players = {
        claimers: await Promise.all(Array.from({ length: WARMUP + CLAIMS }, () => anonymousCookie(server.url))),
        warmer: await anonymousCookie(server.url),
      };
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

      const fastPage = await openGame(browser, server.url, games[0] ?? '');
      const fast = await claimAll(server.url, games[0] ?? '', players, fastPage, 'unthrottled');
      info(describe('unthrottled', fast));
      await fastPage.context().close();

      const slowPage = await openGame(browser, server.url, games[1] ?? '');
      const cdp = await slowPage.context().newCDPSession(slowPage);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const slow = await claimAll(server.url, games[1] ?? '', players, slowPage, `${THROTTLE}× slower CPU`);
      info(describe(`${THROTTLE}× slower CPU`, slow));
      await slowPage.context().close();

      const traced = await tracedClaims(browser, server.url, games[2] ?? '', players);
      info(
        `traced pass: the renderer task receiving each claim (dispatch, handler, React render and commit): thread time p50 ${ms(traced.thread, 50)} ms, ` +
          `p99 ${ms(traced.thread, 99)} ms; wall time p50 ${ms(traced.wall, 50)} ms, p99 ${ms(traced.wall, 99)} ms (${traced.thread.length} frames)`,
      );

      const note = webBuildNote() ?? (fast.missing || slow.missing ? `${fast.missing + slow.missing} claims reached the page without a React commit after them` : undefined);
      return [
        result('grid-render.commit_p50', ms(fast.total, 50), 'ms'),
        result('grid-render.commit_p99', ms(fast.total, 99), 'ms', atMost(4), note),
        result('grid-render.commit_p90', ms(fast.total, 90), 'ms'),
        result('grid-render.over_4ms', fast.total.filter((t) => t > 4).length, `of ${fast.total.length} claims`),
        result('grid-render.react_p50', ms(fast.react, 50), 'ms'),
        result('grid-render.settled_p50', ms(fast.settled, 50), 'ms'),
        result('grid-render.settled_p99', ms(fast.settled, 99), 'ms'),
        result('grid-render.task_thread_time_p50', ms(traced.thread, 50), 'ms'),
        result('grid-render.task_thread_time_p99', ms(traced.thread, 99), 'ms'),
        result('grid-render.cpu4x_commit_p50', ms(slow.total, 50), 'ms'),
        result('grid-render.cpu4x_commit_p99', ms(slow.total, 99), 'ms'),
        result('grid-render.cpu4x_react_p50', ms(slow.react, 50), 'ms'),
      ];
    } finally {
      await browser?.close();
      await server.stop();
    }
  },
};

export default gridRender;
