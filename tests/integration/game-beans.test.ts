// Beans for a game that is over, every entry in one statement (creditGameBeans; decision 036):
// on seeded random games — scores with cents, unsubmitted entries, players with several entries,
// nothing earned — the ledger gets exactly the rows the entry-by-entry rule gives (an award once,
// then only a correction's difference), settling again adds nothing, and every balance equals the
// sum of its player's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/contracts/ids.js';
import { mulberry32 } from '../../src/domain/pickem/index.js';
import { creditGameBeans } from '../../src/server/db/repositories/pickem-standings.repository.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

const INCENTIVE = 5;

interface Entry {
  id: string;
  uid: string;
  submitted: boolean;
  score: number;
}

/** The rule, entry by entry: what is earned less what the ledger holds, to hundredths; no row when equal. */
function expectedRows(entries: readonly Entry[], held: ReadonlyMap<string, number>): Array<{ entryId: string; uid: string; amount: number; reason: string }> {
  return entries.flatMap((e) => {
    const current = held.get(e.id);
    const amount = Math.round((e.score + (e.submitted ? INCENTIVE : 0) - (current ?? 0)) * 100) / 100;
    return amount === 0 ? [] : [{ entryId: e.id, uid: e.uid, amount, reason: current === undefined ? 'award' : 'correction' }];
  });
}

describe.each(engines)('crediting a finished game’s beans in one statement on %s', (engine) => {
  let server: TestServer;
  let gameId: GameId;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const input = propsInput(new Date(Date.now() + 86_400_000), { scoring: { type: 'PointsToBeans', entryIncentiveJellyBeans: INCENTIVE } });
    gameId = (await createPickem(server, await anonymousCookie(server), input)).gameId;
  });
  afterAll(async () => {
    await server.stop();
  });

  const ledger = async () =>
    (
      await server.db.query<{ entry_id: string; uid: string; amount: number; reason: string }>(
        'select entry_id, uid, amount, reason from bean_transactions where game_id = $1 order by id',
        [gameId],
      )
    ).rows;
  const credit = (at: number) => server.db.transaction((tx) => creditGameBeans(tx, gameId, INCENTIVE, new Date(at)));

  it('writes the rows the entry-by-entry rule writes, once, then only corrections', async () => {
    const random = mulberry32(3_636);
    const players = Array.from({ length: 25 }, (_, i) => `beanplayer${i}`);
    for (const uid of players) await server.db.query(`insert into users (uid, type) values ($1, 'anonymous')`, [uid]);
    // One player already holds beans from elsewhere: their balance row exists before.
    await server.db.query('insert into bean_balances (uid, balance) values ($1, 40)', [players[0]]);
    const entries: Entry[] = Array.from({ length: 60 }, (_, i) => ({
      id: `beanentry${String(i).padStart(3, '0')}`,
      uid: players[Math.floor(random() * players.length)]!,
      submitted: random() < 0.8,
      score: random() < 0.2 ? 0 : Math.floor(random() * 60) * 5 + (random() < 0.3 ? 0.1 : 0) + (random() < 0.3 ? 0.2 : 0),
    }));
    for (const e of entries) {
      await server.db.query(
        `insert into pickem_entries (id, game_id, uid, entry_name, name_key, entry_owner, created_at, submitted, rank, score)
         values ($1, $2, $3, $1, $1, null, now(), $4, 1, $5)`,
        [e.id, gameId, e.uid, e.submitted, e.score],
      );
    }

    await credit(1_000);
    const awards = expectedRows(entries, new Map());
    expect(awards.some((r) => r.amount > 0)).toBe(true);
    expect(entries.some((e) => !e.submitted && e.score === 0)).toBe(true);
    const sorted = <T extends { entry_id?: string; entryId?: string }>(rows: T[]) => [...rows].sort((a, b) => ((a.entry_id ?? a.entryId)! < (b.entry_id ?? b.entryId)! ? -1 : 1));
    expect(sorted(await ledger()).map((r) => [r.entry_id, r.uid, r.amount, r.reason])).toEqual(sorted(awards).map((r) => [r.entryId, r.uid, r.amount, r.reason]));

    // Settling again adds nothing.
    await credit(2_000);
    expect((await ledger()).length).toBe(awards.length);

    // A correction: some scores up, some down, some unchanged.
    const held = new Map<string, number>();
    for (const r of await ledger()) held.set(r.entry_id, Math.round(((held.get(r.entry_id) ?? 0) + r.amount) * 100) / 100);
    for (const e of entries) {
      const move = random();
      if (move < 0.3) e.score = Math.max(0, e.score - 10.25);
      else if (move < 0.6) e.score += 7.5;
      await server.db.query('update pickem_entries set score = $2 where id = $1', [e.id, e.score]);
    }
    await credit(3_000);
    const corrections = expectedRows(entries, held);
    expect(corrections.every((r) => r.reason === 'correction' || !held.has(r.entryId))).toBe(true);
    const after = (await ledger()).slice(awards.length);
    expect(sorted(after).map((r) => [r.entry_id, r.amount, r.reason])).toEqual(sorted(corrections).map((r) => [r.entryId, r.amount, r.reason]));

    // Every balance is the sum of its player's rows (players[0]'s 40 from before included).
    const { rows } = await server.db.query<{ uid: string; balance: number; total: number }>(
      `select b.uid, b.balance, coalesce((select round(sum(t.amount)::numeric, 2)::float8 from bean_transactions t where t.uid = b.uid), 0) as total
         from bean_balances b where b.uid like 'beanplayer%'`,
    );
    for (const r of rows) expect(r.balance, r.uid).toBeCloseTo(r.total + (r.uid === players[0] ? 40 : 0), 9);
    const earning = new Set([...awards, ...corrections].map((r) => r.uid));
    expect(new Set(rows.map((r) => r.uid))).toEqual(new Set([...earning, players[0]]));
  });
});
