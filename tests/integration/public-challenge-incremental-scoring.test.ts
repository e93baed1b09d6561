// A public challenge's scores move by the difference a result makes (decision 046, amended): on
// seeded entries, after several results, a correction to another winner, a change of points and
// a void, the scores and ranks the incremental path stores equal a full re-score and the domain's
// scoreEntries/rankEntries, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { mulberry32 } from '../../src/domain/pickem/index.js';
import { rankEntriesInDatabase } from '../../src/server/db/repositories/pickem-ranking.repository.js';
import type { WonChoice } from '../../src/server/db/repositories/pickem-ranking.repository.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { domainStandings } from '../factories/ranking-oracle.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const QUESTIONS = 6;
const CHOICES = ['A', 'B', 'C'];
const ENTRIES = 150;

/** Results as the week goes: three settle, one more, a correction to the other winner, a change of points, a void. */
const STEPS: WonChoice[][] = [
  [{ question: 0, choice: 'A', hundredths: 1000 }, { question: 1, choice: 'B', hundredths: 1275 }, { question: 2, choice: 'A', hundredths: 150 }],
  [{ question: 0, choice: 'A', hundredths: 1000 }, { question: 1, choice: 'B', hundredths: 1275 }, { question: 2, choice: 'A', hundredths: 150 }, { question: 3, choice: 'C', hundredths: 250 }],
  [{ question: 0, choice: 'B', hundredths: 1000 }, { question: 1, choice: 'B', hundredths: 1275 }, { question: 2, choice: 'A', hundredths: 150 }, { question: 3, choice: 'C', hundredths: 250 }],
  [{ question: 0, choice: 'B', hundredths: 1000 }, { question: 1, choice: 'B', hundredths: 1999 }, { question: 2, choice: 'A', hundredths: 150 }, { question: 3, choice: 'C', hundredths: 250 }],
  [{ question: 0, choice: 'B', hundredths: 1000 }, { question: 2, choice: 'A', hundredths: 150 }, { question: 3, choice: 'C', hundredths: 250 }, { question: 4, choice: 'A', hundredths: 1 }],
  [{ question: 0, choice: 'B', hundredths: 1000 }, { question: 2, choice: 'A', hundredths: 150 }, { question: 3, choice: 'C', hundredths: 250 }, { question: 4, choice: 'A', hundredths: 1 }],
];

describe.each(engines)('a public challenge scored by the difference on %s', (engine) => {
  let server: TestServer;
  let gameId: GameId;
  const random = mulberry32(46);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const entries = Array.from({ length: ENTRIES }, (_, i) => ({
    id: `incr${String(i).padStart(5, '0')}`,
    entryName: `Player ${i % 40}`,
    answers: Array.from({ length: QUESTIONS }, (_, q) => q).filter(() => random() < 0.85).map((q) => ({ question: q, choice: pick(CHOICES.slice(0, 2 + (q % 2))) })),
    tiebreakerAnswer: random() < 0.2 ? null : Math.floor(random() * 12),
  }));

  beforeAll(async () => {
    server = await startTestServer(engine);
    const input = propsInput(new Date(Date.now() + 86_400_000));
    const question = input.questions[0]!;
    const created = await createPickem(server, await anonymousCookie(server), { ...input, questions: Array.from({ length: QUESTIONS }, () => question) });
    gameId = created.gameId;
    for (const e of entries) {
      await server.db.query(`insert into users (uid, type) values ($1, 'anonymous') on conflict do nothing`, [`u-${e.id}`]);
      await server.db.query(
        `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank) values ($1, $2, $3, $4, $1, null, now(), true, 1)`,
        [e.id, gameId, `u-${e.id}`, e.entryName],
      );
      for (const a of e.answers) await server.db.query('insert into pickem_answers (entry_id, question, choice) values ($1, $2, $3)', [e.id, a.question, a.choice]);
      if (e.tiebreakerAnswer !== null) await server.db.query('insert into pickem_tiebreaker_answers (entry_id, value) values ($1, $2)', [e.id, e.tiebreakerAnswer]);
    }
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

  const stored = async () => {
    const { rows } = await server.db.query<{ id: string; score: number; rank: number }>("select e.id, e.score, r.rank from pickem_entries e join pickem_entry_ranks r on r.id = e.id where e.game_id = $1 and e.id like 'incr%' order by e.id", [gameId]);
    return rows;
  };
  const domain = (won: readonly WonChoice[], tiebreakerResult: number | null) => domainStandings(entries, won, tiebreakerResult, { questions: QUESTIONS, choices: CHOICES });

  it('stores after each result what a full re-score and the domain give', async () => {
    for (const [step, won] of STEPS.entries()) {
      const tiebreakerResult = step === STEPS.length - 1 ? 7 : null;
      await rankWith(won, tiebreakerResult);
      const incremental = await stored();
      expect(incremental, `step ${step}`).toEqual(domain(won, tiebreakerResult));
      await rankWith(won, tiebreakerResult, { full: true });
      expect(await stored(), `step ${step}`).toEqual(incremental);
    }
  });

  it('reads only the answers to the questions a result changed', async () => {
    const settled = STEPS[STEPS.length - 1]!;
    await rankWith(settled, 7);
    // An answer to a settled question changed behind the ranking's back (no path does this):
    // a result on another question leaves that entry's points for it as they were; a full re-score sees it.
    const victim = entries.find((e) => e.answers.some((a) => a.question === 0 && a.choice === 'B'))!;
    await server.db.query("update pickem_answers set choice = 'A' where entry_id = $1 and question = 0", [victim.id]);
    const before = (await stored()).find((r) => r.id === victim.id)!;
    await rankWith([...settled, { question: 5, choice: 'Z', hundredths: 500 }], 7);
    expect((await stored()).find((r) => r.id === victim.id)!.score).toBe(before.score);
    await rankWith(settled, 7, { full: true });
    expect((await stored()).find((r) => r.id === victim.id)!.score).toBe(before.score - 10);
  });
});
