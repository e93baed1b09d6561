// The podium worker computes groups of entries alike in score and open picks (decision 049): on
// seeded data with crowded ties, tiebreaker answers, settled questions and a pushed one, a choice not
// offered and answers missing, what it stores for every entry is exactly what the domain's
// podiumProbabilities gives over the entries one by one; and it writes only the entries whose
// stored chance differs, matching the game's entries to their keys in one pass rather than one
// primary-key lookup per entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { mulberry32, podiumProbabilities, podiumQuestions } from '../../src/domain/pickem/index.js';
import { findLockedAnswers } from '../../src/server/db/repositories/pickem-answers.repository.js';
import type { Queryable } from '../../src/server/db/database.js';
import { findPodiumGroups, keyPodiumContenders, saveKeyedPodium, savePodiumGroups } from '../../src/server/db/repositories/pickem-podium.repository.js';
import { findQuestions } from '../../src/server/db/repositories/pickem-questions.repository.js';
import { createPodiumScheduler } from '../../src/server/services/pickem-podium.js';
import { refreshQuestionsGame } from '../../src/server/services/pickem-refresh.js';
import { runCommand } from '../../src/server/services/publisher.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const ENTRIES = 480;

describe.each(engines)('podium probabilities computed by groups on %s', (engine) => {
  let server: TestServer;
  let gameId: GameId;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const input = propsInput(new Date(Date.now() + 86_400_000));
    const prompt = input.questions[0]!;
    const yesNo = (no: number) => ({ ...prompt, choices: [{ choiceText: 'Yes', points: 10 }, { choiceText: 'No', points: no }] });
    const abc = { ...prompt, choices: [{ choiceText: 'A', points: 10 }, { choiceText: 'B', points: 20 }, { choiceText: 'C', points: 30 }] };
    const upset = { ...prompt, choices: [{ choiceText: 'Yes', points: 12.5 }, { choiceText: 'No', points: 30 }] };
    // 0, 2 and 3 settled, 1 pushed; 4–6 open: one of two, one of three, one worth 12.5 or 30.
    const questions = [yesNo(15), yesNo(15), abc, upset, yesNo(15), abc, upset];
    gameId = (await createPickem(server, await anonymousCookie(server), { ...input, questions })).gameId;
    await server.db.query('update pickem_questions set locked_at = now() where game_id = $1', [gameId]);
    await server.db.query('update questions_games set tiebreaker_locked_at = now() where game_id = $1', [gameId]);
    const settle = (question: number, result: string) =>
      server.db.query(
        `update pickem_questions set choices = (select jsonb_agg(c || jsonb_build_object('result', ${result})) from jsonb_array_elements(choices) c)
         where game_id = $1 and question = $2`,
        [gameId, question],
      );
    await settle(0, "case when c->>'key' = 'Yes' then 'W' else 'L' end");
    await settle(1, "'Push'");
    await settle(2, "case when c->>'key' = 'C' then 'W' else 'L' end");
    await settle(3, "case when c->>'key' = 'No' then 'W' else 'L' end");

    const random = mulberry32(4_900);
    const choices = [['Yes', 'No'], ['Yes', 'No'], ['A', 'B', 'C'], ['Yes', 'No'], ['Yes', 'No', 'Maybe'], ['A', 'B', 'C'], ['Yes', 'No']];
    for (let i = 0; i < ENTRIES; i++) {
      const id = `podgroup${String(i).padStart(5, '0')}`;
      await server.db.query(`insert into users (uid, type) values ($1, 'anonymous')`, [`u-${id}`]);
      await server.db.query(
        `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank, podium_probability)
         values ($1, $2, $3, $4, $5, null, now(), true, 1, $6)`,
        [id, gameId, `u-${id}`, `Entry ${i}`, id, random() < 0.5 ? null : 0.5],
      );
      await server.db.query('insert into pickem_tiebreaker_answers (entry_id, value) values ($1, $2)', [id, Math.floor(random() * 151)]);
      for (const [question, keys] of choices.entries()) {
        if (random() < 0.15) continue;
        // A stored choice no question offers ('Maybe') counts as no pick.
        const choice = keys[Math.floor(random() * (random() < 0.05 ? keys.length : Math.min(keys.length, question === 4 ? 2 : 3)))]!;
        await server.db.query('insert into pickem_answers (entry_id, question, choice) values ($1, $2, $3)', [id, question, choice]);
      }
    }
    // Scored as the server scores them: settled points only, many entries level.
    await runCommand(server.db, { announce: () => undefined }, (tx, publish) => refreshQuestionsGame(tx, publish, gameId, new Date()));
  });
  afterAll(async () => {
    await server.stop();
  });

  const stored = async () => {
    const { rows } = await server.db.query<{ id: string; podium_probability: number | null; version: string }>(
      'select id, podium_probability, xmin::text as version from pickem_entries where game_id = $1 order by id',
      [gameId],
    );
    return rows;
  };

  it('stores for every entry what the domain gives it alone, computing far fewer groups', async () => {
    const questions = podiumQuestions((await findQuestions(server.db, gameId)).map((q) => ({ index: q.question, type: q.type, homeWinProbability: q.homeWinProbability, choices: q.choices })));
    expect(questions.map((q) => q.index)).toEqual([4, 5, 6]);
    const { rows } = await server.db.query<{ id: string; score: number }>('select id, score from pickem_entries where game_id = $1', [gameId]);
    expect(new Set(rows.map((r) => r.score)).size).toBeGreaterThanOrEqual(4);
    const answers = await findLockedAnswers(server.db, gameId);
    const expected = podiumProbabilities({ entries: rows.map((r) => ({ id: r.id, score: r.score, answers: answers.get(r.id) ?? [] })), questions });

    const groups = await findPodiumGroups(server.db, gameId, null, questions);
    expect(groups.reduce((n, g) => n + g.entries, 0)).toBe(ENTRIES);
    expect(groups.length).toBeLessThan(ENTRIES / 2);
    expect(groups.every((g) => g.answers.every((a) => a.question >= 4))).toBe(true);

    // On the worker thread, as a computation too big for the main thread would be.
    const scheduler = createPodiumScheduler({ db: server.db, publisher: { announce: () => undefined }, now: () => new Date(), onError: () => undefined, inlineMaxCost: 0 });
    try {
      expect(await scheduler.recompute(gameId)).toBe(true);
      const after = await stored();
      expect(after.length).toBe(ENTRIES);
      for (const r of after) expect(r.podium_probability, r.id).toBe(expected.get(r.id));
      // Some entries sit near the top with a real chance, some cannot make it.
      expect(after.some((r) => r.podium_probability! > 0 && r.podium_probability! < 1)).toBe(true);
      expect(after.some((r) => r.podium_probability === 0)).toBe(true);
    } finally {
      await scheduler.close();
    }
  });

  it('writes only the entries whose stored chance differs', async () => {
    const scheduler = createPodiumScheduler({ db: server.db, publisher: { announce: () => undefined }, now: () => new Date(), onError: () => undefined });
    try {
      expect(await scheduler.recompute(gameId)).toBe(true);
      const before = await stored();
      const stale = before.find((r) => r.podium_probability !== null && r.podium_probability > 0)!;
      await server.db.query('update pickem_entries set podium_probability = 0.123 where id = $1', [stale.id]);
      const touched = (await stored()).find((r) => r.id === stale.id)!.version;
      expect(await scheduler.recompute(gameId)).toBe(true);
      const after = await stored();
      for (const [i, r] of after.entries()) {
        expect(r.podium_probability, r.id).toBe(before[i]!.podium_probability);
        if (r.id === stale.id) expect(r.version).not.toBe(touched);
        else expect(r.version, r.id).toBe(before[i]!.version);
      }
    } finally {
      await scheduler.close();
    }
  });

  it('writes by one pass over the game\'s entries, not a primary-key lookup per entry, on both paths', async () => {
    const questions = podiumQuestions((await findQuestions(server.db, gameId)).map((q) => ({ index: q.question, type: q.type, homeWinProbability: q.homeWinProbability, choices: q.choices })));
    const plans: string[] = [];
    // Explains each write of the chances before running it (the planner's choice, not a timing).
    const explaining = (tx: Queryable): Queryable => ({
      query: async (sql: string, params?: readonly unknown[]) => {
        if (/update pickem_entries e set podium_probability/.test(sql)) plans.push(JSON.stringify((await tx.query(`explain (format json) ${sql}`, params)).rows));
        return tx.query(sql, params);
      },
    });
    await server.db.transaction(async (tx) => {
      const groups = await keyPodiumContenders(tx, gameId, null, questions);
      await saveKeyedPodium(explaining(tx), gameId, null, groups.map((g) => ({ score: g.score, key: g.key, probability: 0.25 })));
    });
    const groups = await findPodiumGroups(server.db, gameId, null, questions);
    const { rows } = await server.db.query<{ v: number }>('select podium_version as v from questions_games where game_id = $1', [gameId]);
    await server.db.transaction(async (tx) => {
      expect(await savePodiumGroups(explaining(tx), gameId, rows[0]!.v, null, questions, groups.map((g) => ({ score: g.score, key: g.key, probability: 0.5 })))).toBe(true);
    });
    expect(plans.length).toBe(2);
    for (const plan of plans) expect(plan).not.toContain('pickem_entries_pkey');
    expect((await stored()).every((r) => r.podium_probability === 0.5)).toBe(true);
  });
});
