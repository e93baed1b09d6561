// The podium worker reads only the entries that can still reach the top 3 (docs/product/pickem.md
// #podium-probability): on seeded random games — scores with cents, ties, answers missing, one
// question settled, choices worth different points — the probabilities it stores equal the domain's
// podiumProbabilities over every entry, and the entries it left out are the ones below the bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { mulberry32, podiumProbabilities, podiumQuestions } from '../../src/domain/pickem/index.js';
import { findLockedAnswers } from '../../src/server/db/repositories/pickem-answers.repository.js';
import { findPodiumGroups, podiumFloor } from '../../src/server/db/repositories/pickem-podium.repository.js';
import { findQuestions } from '../../src/server/db/repositories/pickem-questions.repository.js';
import { createPodiumScheduler } from '../../src/server/services/pickem-podium.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const QUESTIONS = 4;
const ROUNDS = 4;

describe.each(engines)('podium probabilities of the entries that can still reach the top 3 on %s', (engine) => {
  let server: TestServer;
  let gameId: GameId;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const input = propsInput(new Date(Date.now() + 86_400_000));
    const question = input.questions[0]!;
    // Choices worth 10 and 15, and one question worth 12.5 or 30 (what a correct underdog may earn).
    const questions = Array.from({ length: QUESTIONS }, (_, i) =>
      i === QUESTIONS - 1 ? { ...question, choices: [{ choiceText: 'Yes', points: 12.5 }, { choiceText: 'No', points: 30 }] } : question,
    );
    gameId = (await createPickem(server, await anonymousCookie(server), { ...input, questions })).gameId;
    await server.db.query('update pickem_questions set locked_at = now() where game_id = $1', [gameId]);
    // The first question settled: it no longer counts towards what can still be won.
    await server.db.query(
      `update pickem_questions set choices = (select jsonb_agg(c || jsonb_build_object('result', case when c->>'key' = 'Yes' then 'W' else 'L' end))
         from jsonb_array_elements(choices) c) where game_id = $1 and question = 0`,
      [gameId],
    );
  });
  afterAll(async () => {
    await server.stop();
  });

  it('stores what the computation over every entry gives, reading only the entries above the bound', async () => {
    const scheduler = createPodiumScheduler({ db: server.db, publisher: { announce: () => undefined }, now: () => new Date(), onError: () => undefined });
    try {
      const questions = podiumQuestions((await findQuestions(server.db, gameId)).map((q) => ({ index: q.question, type: q.type, homeWinProbability: q.homeWinProbability, choices: q.choices })));
      expect(questions.map((q) => q.index)).toEqual([1, 2, 3]);
      const reach = 15 * 100 * 2 + 30 * 100;
      for (let round = 0; round < ROUNDS; round++) {
        const random = mulberry32(4_600 + round);
        const count = 30 + Math.floor(random() * 120);
        await server.db.query("delete from pickem_entries where game_id = $1 and id like 'podbound%'", [gameId]);
        for (let i = 0; i < count; i++) {
          const id = `podbound${String(i).padStart(5, '0')}`;
          // Scores from 0 to 150 with cents, often level; a stale podium chance to be replaced.
          const score = Math.floor(random() * 30) * 5 + (random() < 0.3 ? 0.25 : 0);
          await server.db.query(`insert into users (uid, type) values ($1, 'anonymous') on conflict do nothing`, [`u-${id}`]);
          await server.db.query(
            `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank, score, podium_probability)
             values ($1, $2, $3, $4, $5, null, now(), true, 1, $6, 0.5)`,
            [id, gameId, `u-${id}`, `Entry ${i}`, id, score],
          );
          for (let q = 0; q < QUESTIONS; q++) {
            if (random() < 0.15) continue;
            await server.db.query('insert into pickem_answers (entry_id, question, choice) values ($1, $2, $3)', [id, q, random() < 0.5 ? 'Yes' : 'No']);
          }
        }

        const { rows } = await server.db.query<{ id: string; score: number }>('select id, score from pickem_entries where game_id = $1', [gameId]);
        const third = rows.map((r) => Math.round(r.score * 100)).sort((a, b) => b - a)[2]!;
        // The bound: the third-highest score less everything still to be won.
        expect(await podiumFloor(server.db, gameId, reach)).toBe(third - reach);
        const groups = await findPodiumGroups(server.db, gameId, third - reach, questions);
        const below = rows.filter((r) => Math.round(r.score * 100) < third - reach);
        expect(below.length, `round ${round}: some entries cannot reach the top 3`).toBeGreaterThan(0);
        expect(groups.every((g) => Math.round(g.score * 100) >= third - reach)).toBe(true);
        expect(groups.reduce((n, g) => n + g.entries, 0)).toBe(rows.length - below.length);

        const answers = await findLockedAnswers(server.db, gameId);
        const expected = podiumProbabilities({ entries: rows.map((r) => ({ id: r.id, score: r.score, answers: answers.get(r.id) ?? [] })), questions });
        expect(await scheduler.recompute(gameId)).toBe(true);
        const stored = await server.db.query<{ id: string; podium_probability: number | null }>('select id, podium_probability from pickem_entries where game_id = $1', [gameId]);
        expect(stored.rows.length).toBe(expected.size);
        for (const r of stored.rows) expect(r.podium_probability, `round ${round}, ${r.id}`).toBe(expected.get(r.id));
        for (const r of below) expect(expected.get(r.id)).toBe(0);
      }
    } finally {
      await scheduler.close();
    }
  });
});
