// docs/BENCHMARKS.md: rank + podium probability for 10,000 entries over a 16-game slate, per recompute
// (what the worker does after each settlement). In-process and single-threaded: scores, the
// podium probabilities (Monte Carlo with 16 games open, exact enumeration with 10) and the ranking.
import {
  gameQuestionResults,
  mulberry32,
  podiumProbabilities,
  podiumQuestions,
  rankEntries,
  scoreEntries,
  underdogPoints,
} from '../src/domain/pickem/index.js';
import type { EntryAnswer } from '../src/domain/pickem/index.js';
import type { Benchmark, Result } from './lib.js';
import { atMost, envInt, info, percentile, result, round } from './lib.js';

const ENTRIES = 10_000;
const GAMES = 16;
/** Recomputes timed per pass: with 100 the nearest-rank p99 is the 2nd slowest, not the slowest as it was with 20. */
const RUNS = envInt('BENCH_PICKEM_RUNS', 100);
const TARGET_MS = 200;

interface SlateGame {
  index: number;
  type: 'UnderdogBonusPick';
  homeWinProbability: number;
  choices: { key: 'Away' | 'Home'; points: number; result: 'W' | 'L' | null }[];
}

/** An UnderdogBonusPick slate with seeded odds; the first `settled` games are final. */
function slate(settled: number, random: () => number): SlateGame[] {
  return Array.from({ length: GAMES }, (_, index) => {
    const home = 0.25 + 0.5 * random();
    const points = underdogPoints({ away: 1 - home, home });
    const final = index < settled ? gameQuestionResults({ type: 'UnderdogBonusPick', status: 'FT', scores: random() < home ? { away: 17, home: 24 } : { away: 24, home: 17 }, vsSpread: null }) : { Away: null, Home: null };
    return {
      index,
      type: 'UnderdogBonusPick',
      homeWinProbability: home,
      choices: [
        { key: 'Away', points: points.away, result: final.Away as 'W' | 'L' | null },
        { key: 'Home', points: points.home, result: final.Home as 'W' | 'L' | null },
      ],
    };
  });
}

/** Seeded picks: each player takes the home side as often as it is expected to win, and skips 5% of games. */
function entries(games: readonly SlateGame[], random: () => number) {
  return Array.from({ length: ENTRIES }, (_, e) => ({
    id: `entry-${e}`,
    entryName: `Player ${e}`,
    tiebreakerAnswer: Math.floor(random() * 151),
    answers: games.flatMap((g): EntryAnswer[] => (random() < 0.05 ? [] : [{ question: g.index, choice: random() < g.homeWinProbability ? 'Home' : 'Away' }])),
  }));
}

/** One recompute: scores, podium probabilities, ranks. */
function recompute(games: readonly SlateGame[], pool: ReturnType<typeof entries>): number {
  const scores = scoreEntries(pool, games);
  const podium = podiumProbabilities({ entries: pool.map((e, i) => ({ id: e.id, score: scores[i] ?? 0, answers: e.answers })), questions: podiumQuestions(games) });
  const ranked = pool.map((e, i) => ({ ...e, score: scores[i] ?? 0, podiumProbability: podium.get(e.id) ?? 0 }));
  return rankEntries(ranked, null).length;
}

/**
 * Wall and CPU milliseconds of each of RUNS recomputes after a warm-up. The work is single-threaded,
 * so on a quiet machine the two agree; the CPU figure shows what the code costs when other work
 * shares the 2 cores and stretches the wall time.
 */
function timings(settled: number): { wall: number[]; cpu: number[] } {
  const random = mulberry32(6 + settled);
  const games = slate(settled, random);
  const pool = entries(games, random);
  recompute(games, pool); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    recompute(games, pool);
    const used = process.cpuUsage(cpuStart);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

const pickemRank: Benchmark = {
  name: 'pickem-rank',
  description: `Rank + podium probability for ${ENTRIES.toLocaleString('en-US')} pick'em entries over ${GAMES} games, per recompute (Monte Carlo with all open, exact with 10 open)`,
  async run(): Promise<Result[]> {
    const open = timings(0);
    info(`${GAMES} games open (Monte Carlo): p50 ${round(percentile(open.wall, 50))} ms, p99 ${round(percentile(open.wall, 99))} ms over ${RUNS} recomputes; CPU p50 ${round(percentile(open.cpu, 50))} ms`);
    const exact = timings(GAMES - 10);
    info(`10 games open (exact): p50 ${round(percentile(exact.wall, 50))} ms, p99 ${round(percentile(exact.wall, 99))} ms; CPU p50 ${round(percentile(exact.cpu, 50))} ms`);
    return Promise.resolve([
      result('pickem-rank.recompute_p50_ms', round(percentile(open.wall, 50)), 'ms', atMost(TARGET_MS)),
      result('pickem-rank.recompute_p99_ms', round(percentile(open.wall, 99)), 'ms', atMost(TARGET_MS)),
      result('pickem-rank.recompute_cpu_p50_ms', round(percentile(open.cpu, 50)), 'ms CPU'),
      result('pickem-rank.exact_recompute_p50_ms', round(percentile(exact.wall, 50)), 'ms', atMost(TARGET_MS)),
      result('pickem-rank.exact_recompute_cpu_p50_ms', round(percentile(exact.cpu, 50)), 'ms CPU'),
    ]);
  },
};

export default pickemRank;
