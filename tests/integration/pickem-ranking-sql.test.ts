// A public challenge is scored in the database and ranked on read from its rank keys (decision
// 046; migration 025): on seeded random games — ties, decimal points, tiebreaker answers missing or
// level, results known or not — its scores and the ranks every reader sees (the entry's rank, the
// top of the leaderboard) equal the domain's scoreEntries and rankEntries on the same data, and no
// rank is written into an entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { mulberry32 } from '../../src/domain/pickem/index.js';
import { findTopEntries } from '../../src/server/db/repositories/pickem-entries.repository.js';
import { rankEntriesInDatabase } from '../../src/server/db/repositories/pickem-ranking.repository.js';
import type { WonChoice } from '../../src/server/db/repositories/pickem-ranking.repository.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { domainStandings } from '../factories/ranking-oracle.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const QUESTIONS = 6;
const CHOICES = ['A', 'B', 'C'];
const ROUNDS = 6;

describe.each(engines)('ranking a public challenge in the database on %s', (engine) => {
  let server: TestServer;
  let gameId: GameId;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const input = propsInput(new Date(Date.now() + 86_400_000));
    const question = input.questions[0]!;
    const created = await createPickem(server, await anonymousCookie(server), { ...input, questions: Array.from({ length: QUESTIONS }, () => question) });
    gameId = created.gameId;
    await server.db.query('update pickem_questions set locked_at = now() where game_id = $1', [gameId]);
  });
  afterAll(async () => {
    await server.stop();
  });
  // The ranking reads the tiebreaker result the game row holds (the refresh stores it first).
  const rankWith = async (won: readonly WonChoice[], tiebreakerResult: number | null, options?: { full?: boolean }) => {
    await server.db.query('update questions_games set tiebreaker_result = $2 where game_id = $1', [gameId, tiebreakerResult]);
    await rankEntriesInDatabase(server.db, gameId, won, options);
  };

  it('gives every entry the score and rank the domain gives it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const random = mulberry32(1_000 + round);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const count = 20 + Math.floor(random() * 200);
      await server.db.query("delete from pickem_entries where game_id = $1 and id like 'rankprop%'", [gameId]);
      const entries = Array.from({ length: count }, (_, i) => ({
        id: `rankprop${String(i).padStart(5, '0')}`,
        // Few names, so level entries often share one.
        entryName: pick(['Ann', 'bob', 'Bob', 'Cy', 'dee']) + (i % 3 === 0 ? '' : String(i)),
        answers: Array.from({ length: QUESTIONS }, (_, q) => q).filter(() => random() < 0.8).map((q) => ({ question: q, choice: pick(CHOICES.slice(0, 2 + (q % 2))) })),
        tiebreakerAnswer: random() < 0.2 ? null : Math.floor(random() * 12),
        rank: 1 + Math.floor(random() * count),
        score: Math.floor(random() * 3),
      }));
      // Some questions settled (one winning choice, points with cents), some not.
      const won: WonChoice[] = Array.from({ length: QUESTIONS }, (_, q) => q)
        .filter(() => random() < 0.7)
        .map((q) => ({ question: q, choice: pick(CHOICES.slice(0, 2)), hundredths: pick([100, 150, 1000, 1275, 250]) }));
      const tiebreakerResult = random() < 0.5 ? null : Math.floor(random() * 12);

      for (const e of entries) {
        await server.db.query(
          `insert into users (uid, type) values ($1, 'anonymous') on conflict do nothing`,
          [`u-${e.id}`],
        );
        await server.db.query(
          `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank, score)
           values ($1, $2, $3, $4, $5, null, now(), true, $6, $7)`,
          [e.id, gameId, `u-${e.id}`, e.entryName, e.id, e.rank, e.score],
        );
        for (const a of e.answers) await server.db.query('insert into pickem_answers (entry_id, question, choice) values ($1, $2, $3)', [e.id, a.question, a.choice]);
        if (e.tiebreakerAnswer !== null) await server.db.query('insert into pickem_tiebreaker_answers (entry_id, value) values ($1, $2)', [e.id, e.tiebreakerAnswer]);
      }

      // In full: each round stores arbitrary scores, which no result left (the incremental path is
      // held to this one in public-challenge-incremental-scoring.test.ts).
      await rankWith(won, tiebreakerResult, { full: true });

      const expected = domainStandings(entries, won, tiebreakerResult, { questions: QUESTIONS, choices: CHOICES });
      const { rows } = await server.db.query<{ id: string; score: number; stored: number; rank: number }>(
        "select e.id, e.score, e.rank as stored, r.rank from pickem_entries e join pickem_entry_ranks r on r.id = e.id where e.game_id = $1 and e.id like 'rankprop%'",
        [gameId],
      );
      const stored = new Map(rows.map((r) => [r.id, r]));
      for (const [i, e] of entries.entries()) expect(stored.get(e.id)?.score, `round ${round}, ${e.id}`).toBe(expected[i]?.score);
      for (const { id, rank } of expected) expect(stored.get(id)?.rank, `round ${round}, ${id}`).toBe(rank);
      // No rank is written into an entry: each keeps the one it was inserted with.
      for (const e of entries) expect(stored.get(e.id)?.stored, `round ${round}, ${e.id}`).toBe(e.rank);

      // The top of the leaderboard: in rank order, each with the domain's rank, and nobody left out
      // who ranks above the last one shown.
      const expectedRank = new Map<string, number>(expected.map((x) => [x.id, x.rank]));
      const top = await findTopEntries(server.db, gameId, 50, tiebreakerResult);
      expect(top).toHaveLength(Math.min(50, count));
      for (const e of top) expect(e.rank, `round ${round}, top ${e.id}`).toBe(expectedRank.get(e.id as string));
      expect(top.map((e) => e.rank)).toEqual([...top.map((e) => e.rank)].sort((a, b) => a - b));
      const last = top.at(-1)!.rank;
      const shown = new Set<string>(top.map((e) => e.id));
      for (const { id, rank } of expected) if (rank < last) expect(shown.has(id), `round ${round}, ${id} ranks ${rank}`).toBe(true);
    }
  });
});
