import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PODIUM_EXACT_MAX_OUTCOMES, podiumProbabilities, podiumQuestions } from './podium.js';
import type { PodiumEntry, PodiumQuestion } from './podium.js';
import { mulberry32 } from './random.js';
import type { ChoiceResult } from './vocabulary.js';

/** The definition, by brute force: every joint outcome, rank ≤ 3 when fewer than 3 scores are higher. */
function reference(entries: readonly PodiumEntry[], questions: readonly PodiumQuestion[]): Map<string, number> {
  const result = new Map(entries.map((e) => [e.id, 0]));
  const visit = (q: number, probability: number, winners: string[]) => {
    if (probability === 0) return;
    const question = questions[q];
    if (question === undefined) {
      const scores = entries.map((e) =>
        e.answers.reduce((sum, a) => {
          const slot = questions.findIndex((x) => x.index === a.question);
          const choice = questions[slot]?.choices.find((c) => c.key === a.choice);
          return sum + (choice && winners[slot] === a.choice ? choice.points : 0);
        }, e.score),
      );
      entries.forEach((e, i) => {
        if (scores.filter((s) => s > scores[i]!).length < 3) result.set(e.id, result.get(e.id)! + probability);
      });
      return;
    }
    for (const c of question.choices) visit(q + 1, probability * c.probability, [...winners, c.key]);
  };
  visit(0, 1, []);
  return result;
}

const twoWay = (index: number, home: number, points: [number, number] = [10, 10]): PodiumQuestion => ({
  index,
  choices: [
    { key: 'Away', points: points[0], probability: 1 - home },
    { key: 'Home', points: points[1], probability: home },
  ],
});

/** A seeded pool: `count` entries picking at random over `questions`, with settled scores up to `spread`. */
function pool(count: number, questions: readonly PodiumQuestion[], seed: number, spread = 30): PodiumEntry[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, e) => ({
    id: `e${e}`,
    score: Math.floor(random() * spread),
    answers: questions.flatMap((q) => (random() < 0.1 ? [] : [{ question: q.index, choice: q.choices[Math.floor(random() * q.choices.length)]!.key }])),
  }));
}

const maxDifference = (a: Map<string, number>, b: Map<string, number>) => Math.max(...[...a].map(([id, p]) => Math.abs(p - (b.get(id) ?? NaN))));

describe('podiumProbabilities, exact (10 or fewer questions left)', () => {
  it('matches the definition on a worked example', () => {
    // One game left, home 75%: a leads with 20, b and c have 10, d has 0 and e 5.
    const questions = [twoWay(0, 0.75)];
    const entries: PodiumEntry[] = [
      { id: 'a', score: 20, answers: [{ question: 0, choice: 'Away' }] },
      { id: 'b', score: 10, answers: [{ question: 0, choice: 'Home' }] },
      { id: 'c', score: 10, answers: [{ question: 0, choice: 'Away' }] },
      { id: 'd', score: 0, answers: [{ question: 0, choice: 'Home' }] },
      { id: 'e', score: 5, answers: [] },
    ];
    // Home: a 20, b 20, c 10, d 10 → a, b, c and d (tied 3rd). Away: a 30, c 20, b 10, e 5 → a, c, b.
    expect(Object.fromEntries(podiumProbabilities({ entries, questions }))).toEqual({ a: 1, b: 1, c: 1, d: 0.75, e: 0 });
  });

  it('equals the brute-force definition on random small pools', () => {
    const question = fc.record({
      home: fc.constantFrom(0, 0.2, 0.5, 0.65, 1),
      points: fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 })),
      props: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(question, { maxLength: 6 }), fc.integer({ min: 0, max: 9 }), fc.nat(), (shape, count, seed) => {
        const questions = shape.map((q, index) =>
          q.props
            ? { index, choices: ['Yes', 'No', 'Maybe'].map((key, i) => ({ key, points: q.points[i % 2]!, probability: 1 / 3 })) }
            : twoWay(index, q.home, q.points),
        );
        const entries = pool(count, questions, seed);
        const exact = podiumProbabilities({ entries, questions });
        const expected = reference(entries, questions);
        for (const [id, p] of expected) expect(exact.get(id)).toBeCloseTo(p, 9);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps probabilities in [0, 1] and at least 3 entries’ worth of podium (ties can add more)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 40 }), fc.nat(), (games, count, seed) => {
        const random = mulberry32(seed);
        const questions = Array.from({ length: games }, (_, i) => twoWay(i, random(), [10, 10 + Math.floor(random() * 20)]));
        const p = podiumProbabilities({ entries: pool(count, questions, seed), questions });
        const values = [...p.values()];
        expect(values.every((v) => v >= 0 && v <= 1)).toBe(true);
        expect(values.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(Math.min(3, count) - 1e-9);
      }),
      { numRuns: 40 },
    );
  });

  it('gives 0 to an entry that can no longer reach the top 3, and 1 to one that cannot miss', () => {
    const questions = [twoWay(0, 0.5), twoWay(1, 0.5)];
    const entries: PodiumEntry[] = [
      { id: 'leader', score: 100, answers: [] },
      { id: 'second', score: 90, answers: [] },
      { id: 'third', score: 80, answers: [] },
      { id: 'chaser', score: 65, answers: [{ question: 0, choice: 'Home' }, { question: 1, choice: 'Home' }] },
      { id: 'out', score: 50, answers: [{ question: 0, choice: 'Home' }, { question: 1, choice: 'Home' }] },
    ];
    expect(Object.fromEntries(podiumProbabilities({ entries, questions }))).toEqual({ leader: 1, second: 1, third: 0.75, chaser: 0.25, out: 0 });
  });

  it('is certain once every question is settled: the top 3 by score, ties sharing the rank', () => {
    const entries = [40, 30, 30, 20, 20, 10].map((score, i) => ({ id: `e${i}`, score, answers: [] }));
    expect([...podiumProbabilities({ entries, questions: [] }).values()]).toEqual([1, 1, 1, 0, 0, 0]);
    const tied = [30, 30, 30, 30, 10].map((score, i) => ({ id: `e${i}`, score, answers: [] }));
    expect([...podiumProbabilities({ entries: tied, questions: [] }).values()]).toEqual([1, 1, 1, 1, 0]);
  });

  it('gives everyone 1 with 3 entries or fewer, and handles no entries', () => {
    const questions = [twoWay(0, 0.5)];
    expect([...podiumProbabilities({ entries: pool(3, questions, 1), questions }).values()]).toEqual([1, 1, 1]);
    expect(podiumProbabilities({ entries: [], questions }).size).toBe(0);
  });

  it('treats a settled question like points already won (settling removes uncertainty)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 12 }), fc.nat(), (count, seed) => {
        const questions = [twoWay(0, 0.6, [10, 15]), twoWay(1, 0.3), twoWay(2, 0.5, [20, 10])];
        const entries = pool(count, questions, seed);
        // Question 1 certain for Home: the same as crediting the Home pickers and dropping the question.
        const certain = questions.map((q) => (q.index === 1 ? twoWay(1, 1) : q));
        const credited = entries.map((e) => ({ ...e, score: e.score + (e.answers.some((a) => a.question === 1 && a.choice === 'Home') ? 10 : 0) }));
        const withCertain = podiumProbabilities({ entries, questions: certain });
        const settled = podiumProbabilities({ entries: credited, questions: questions.filter((q) => q.index !== 1) });
        for (const [id, p] of settled) expect(withCertain.get(id)).toBeCloseTo(p, 9);
      }),
      { numRuns: 30 },
    );
  });

  it('ignores answers to questions that are settled or unknown, and choices not offered', () => {
    const questions = [twoWay(0, 0.5)];
    const base = pool(5, questions, 7);
    const noisy = base.map((e) => ({ ...e, answers: [...e.answers, { question: 9, choice: 'Home' }, { question: 0, choice: 'Draw' }] }));
    expect(podiumProbabilities({ entries: noisy, questions })).toEqual(podiumProbabilities({ entries: base, questions }));
  });

  it('normalises choice probabilities that do not sum to 1', () => {
    const entries = pool(6, [twoWay(0, 0.5)], 3);
    const scaled: PodiumQuestion = { index: 0, choices: [{ key: 'Away', points: 10, probability: 2 }, { key: 'Home', points: 10, probability: 2 }] };
    expect(podiumProbabilities({ entries, questions: [scaled] })).toEqual(podiumProbabilities({ entries, questions: [twoWay(0, 0.5)] }));
  });
});

describe('podiumProbabilities, Monte Carlo (more than 10 questions left: ±1 percentage point)', () => {
  it('is within 1 percentage point of exact enumeration on 12 games', () => {
    const random = mulberry32(12);
    const questions = Array.from({ length: 12 }, (_, i) => twoWay(i, 0.2 + 0.6 * random(), [10, 10 + Math.floor(random() * 15)]));
    const entries = pool(25, questions, 99, 40);
    const sampled = podiumProbabilities({ entries, questions });
    expect(maxDifference(sampled, reference(entries, questions))).toBeLessThanOrEqual(0.01);
  });

  it('with the minimum 2,500 samples: within 1 percentage point on average, the same for the same seed', () => {
    const random = mulberry32(5);
    const questions = Array.from({ length: 11 }, (_, i) => twoWay(i, 0.3 + 0.4 * random()));
    const entries = pool(12, questions, 5, 20);
    const expected = reference(entries, questions);
    const sampled = podiumProbabilities({ entries, questions, samples: 2500, seed: 1 });
    const meanError = [...expected].reduce((sum, [id, p]) => sum + Math.abs(p - sampled.get(id)!), 0) / expected.size;
    expect(meanError).toBeLessThanOrEqual(0.01);
    expect(podiumProbabilities({ entries, questions, samples: 2500, seed: 1 })).toEqual(sampled);
    expect(podiumProbabilities({ entries, questions, samples: 2500, seed: 2 })).not.toEqual(sampled);
  });

  it('samples props questions whose joint outcomes are too many to enumerate', () => {
    const questions = Array.from({ length: 4 }, (_, index) => ({
      index,
      choices: Array.from({ length: 10 }, (_, c) => ({ key: `c${c}`, points: 5 + c, probability: 0.1 })),
    }));
    expect(10 ** 4).toBeGreaterThan(PODIUM_EXACT_MAX_OUTCOMES);
    const entries = pool(8, questions, 21, 10);
    expect(maxDifference(podiumProbabilities({ entries, questions }), reference(entries, questions))).toBeLessThanOrEqual(0.01);
  });

  it('chunks more than 16 two-way games (three or more tables)', () => {
    const questions = Array.from({ length: 20 }, (_, i) => twoWay(i, 0.5));
    const entries = pool(40, questions, 8, 0);
    const p = podiumProbabilities({ entries, questions, samples: 3000 });
    const values = [...p.values()];
    expect(values.every((v) => v >= 0 && v <= 1)).toBe(true);
    expect(values.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    // Identical picks and scores: identical chances.
    const twin = { ...entries[0]!, id: 'twin' };
    const withTwin = podiumProbabilities({ entries: [...entries, twin], questions, samples: 3000 });
    expect(withTwin.get('twin')).toBe(withTwin.get('e0'));
  });
});

/** The entries merged by (score, picks among `questions`), each with how many it stands for, keyed as `group`. */
function grouped(entries: readonly PodiumEntry[], questions: readonly PodiumQuestion[]): { groups: PodiumEntry[]; groupOf: Map<string, string> } {
  const open = new Set(questions.map((q) => q.index));
  const groups = new Map<string, PodiumEntry & { count: number }>();
  const groupOf = new Map<string, string>();
  for (const e of entries) {
    const answers = e.answers.filter((a) => open.has(a.question)).sort((a, b) => a.question - b.question);
    const key = JSON.stringify([e.score, answers]);
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { id: key, score: e.score, answers, count: 1 });
    groupOf.set(e.id, key);
  }
  return { groups: [...groups.values()], groupOf };
}

/** Every entry's chance through its group's, to compare bit for bit with the computation over the entries. */
function throughGroups(entries: readonly PodiumEntry[], questions: readonly PodiumQuestion[], samples?: number): Map<string, number> {
  const { groups, groupOf } = grouped(entries, questions);
  const byGroup = podiumProbabilities({ entries: groups, questions, ...(samples !== undefined && { samples }) });
  return new Map(entries.map((e) => [e.id, byGroup.get(groupOf.get(e.id)!)!]));
}

describe('podiumProbabilities over groups (one entry standing for several with the same score and picks)', () => {
  it('gives each group exactly what its entries get one by one, exact enumeration', () => {
    const questions = [twoWay(0, 0.6), twoWay(1, 0.5, [10, 20]), twoWay(2, 0.3)];
    // Scores on a few values and few questions: many entries share a group, and the top is crowded with ties.
    const entries = pool(400, questions, 22, 4).map((e) => ({ ...e, score: e.score * 10 }));
    const { groups } = grouped(entries, questions);
    expect(groups.length).toBeLessThan(entries.length / 4);
    expect(throughGroups(entries, questions)).toEqual(podiumProbabilities({ entries, questions }));
  });

  it('gives each group exactly what its entries get one by one, Monte Carlo over three tables', () => {
    const questions = Array.from({ length: 18 }, (_, i) => twoWay(i, 0.3 + (i % 5) * 0.1));
    const entries = pool(300, questions.slice(0, 1), 23, 3).map((e, i) => ({
      ...e,
      // Half the entries copy the one before them, so groups of two exist beside single entries.
      answers: i % 2 === 1 ? [] : questions.map((q) => ({ question: q.index, choice: (i * 7 + q.index) % 3 === 0 ? 'Away' : 'Home' })),
    }));
    const copied = entries.map((e, i) => (i % 2 === 1 ? { ...e, score: entries[i - 1]!.score, answers: entries[i - 1]!.answers } : e));
    expect(throughGroups(copied, questions)).toEqual(podiumProbabilities({ entries: copied, questions }));
    expect(throughGroups(copied, questions, 2_500)).toEqual(podiumProbabilities({ entries: copied, questions, samples: 2_500 }));
  });

  it('counts a group of 3 or more leaders as filling the podium (and a lone runner-up below them gets 0)', () => {
    const questions = [twoWay(0, 0.5)];
    const groups: PodiumEntry[] = [
      { id: 'leaders', score: 30, answers: [{ question: 0, choice: 'Home' }], count: 3 },
      { id: 'next', score: 15, answers: [{ question: 0, choice: 'Home' }] },
      { id: 'chasers', score: 25, answers: [{ question: 0, choice: 'Away' }], count: 2 },
    ];
    // Home: leaders 40 ×3 fill the top 3. Away: leaders 30 ×3 and chasers 35 ×2: all five share the top 3.
    expect(podiumProbabilities({ entries: groups, questions })).toEqual(new Map([['leaders', 1], ['next', 0], ['chasers', 0.5]]));
  });

  it('equals the computation one by one on random pools with duplicated entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 4 }), (seed, count, open) => {
        const questions = Array.from({ length: open }, (_, i) => twoWay(i, 0.2 + i * 0.15, [10, 5 + i * 5]));
        const random = mulberry32(seed);
        const base = pool(count, questions, seed, 3);
        const entries = base.flatMap((e) => Array.from({ length: 1 + Math.floor(random() * 3) }, (_, k) => ({ ...e, id: `${e.id}-${k}` })));
        expect(throughGroups(entries, questions)).toEqual(podiumProbabilities({ entries, questions }));
      }),
      { numRuns: 60 },
    );
  });
});

describe('podiumQuestions (which questions are still open, and their chances)', () => {
  const choice = (key: string, points = 10, result: ChoiceResult | null = null) => ({ key, points, result });

  it('keeps unsettled questions with their win probabilities', () => {
    expect(
      podiumQuestions([
        { index: 0, type: 'StraightUpPick', homeWinProbability: 0.7, choices: [choice('Away'), choice('Home')] },
        { index: 1, type: 'UnderdogBonusPick', homeWinProbability: null, choices: [choice('Away', 30), choice('Home')] },
        { index: 2, type: 'VsSpreadPick', homeWinProbability: 0.8, choices: [choice('Away'), choice('Home')] },
        { index: 3, type: 'PropsQuestion', choices: [choice('Yes'), choice('No', 20), choice('Push', 5)] },
      ]),
    ).toEqual([
      { index: 0, choices: [{ key: 'Away', points: 10, probability: expect.closeTo(0.3, 12) as number }, { key: 'Home', points: 10, probability: 0.7 }] },
      { index: 1, choices: [{ key: 'Away', points: 30, probability: 0.5 }, { key: 'Home', points: 10, probability: 0.5 }] },
      { index: 2, choices: [{ key: 'Away', points: 10, probability: 0.5 }, { key: 'Home', points: 10, probability: 0.5 }] },
      { index: 3, choices: [{ key: 'Yes', points: 10, probability: 1 / 3 }, { key: 'No', points: 20, probability: 1 / 3 }, { key: 'Push', points: 5, probability: 1 / 3 }] },
    ]);
  });

  it('drops settled questions and OffPicks', () => {
    expect(
      podiumQuestions([
        { index: 0, type: 'StraightUpPick', homeWinProbability: 0.7, choices: [choice('Away', 10, 'L'), choice('Home', 10, 'W')] },
        { index: 1, type: 'VsSpreadPick', homeWinProbability: 0.5, choices: [choice('Away', 10, 'Void'), choice('Home', 10, 'Void')] },
        { index: 2, type: 'OffPick', homeWinProbability: 0.5, choices: [choice('Away'), choice('Home')] },
        { index: 3, type: 'PropsQuestion', choices: [choice('Yes', 10, 'W'), choice('No', 10, 'L')] },
      ]),
    ).toEqual([]);
  });
});
