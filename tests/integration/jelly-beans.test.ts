// Jelly beans a player can see (docs/product/pickem.md#jelly-beans, decision 036): one site-wide
// balance kept with every ledger row, never negative, and GET /api/me/beans showing only the
// caller's own balance and ledger — a deleted game's rows included, without its name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBeansSchema } from '../../src/contracts/beans.js';
import { GameIdSchema } from '../../src/contracts/ids.js';
import type { GameId } from '../../src/contracts/ids.js';
import { MeSchema } from '../../src/contracts/users.js';
import { insertBeanTransaction } from '../../src/server/db/repositories/pickem-standings.repository.js';
import { createPickem, propsInput } from '../factories/pickem-games.js';
import { signInByEmail, uniqueEmail } from '../setup/accounts.js';
import { engines } from '../setup/test-databases.js';
import { anonymousCookie, startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('jelly beans on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  const uidOf = async (cookie: string) => MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()).user!.uid;
  const beans = async (cookie?: string) => fetch(`${server.url}/api/me/beans`, { headers: cookie ? { cookie } : {} });
  const myBeans = async (cookie: string) => {
    const response = await beans(cookie);
    expect(response.status).toBe(200);
    return MyBeansSchema.parse(await response.json());
  };
  const stored = async (uid: string) => {
    const balance = await server.db.query<{ balance: number }>('select balance from bean_balances where uid = $1', [uid]);
    const sum = await server.db.query<{ total: number | null }>('select sum(amount)::float8 as total from bean_transactions where uid = $1', [uid]);
    return { balance: balance.rows[0]?.balance, sum: sum.rows[0]?.total };
  };
  let clock = Date.parse('2026-09-10T17:00:00Z');
  const award = (uid: string, gameId: GameId, entryId: string, amount: number, reason: 'award' | 'correction' = 'award') =>
    insertBeanTransaction(server.db, { uid, gameId, entryId, amount, reason, createdAt: new Date((clock += 60_000)) });
  const newGame = async (cookie: string, name: string) =>
    GameIdSchema.parse((await createPickem(server, cookie, propsInput(new Date(Date.now() + 3_600_000), { name, scoring: { type: 'PointsToBeans', entryIncentiveJellyBeans: 5 } }))).gameId);

  it('keeps the balance equal to the ledger through awards and a correction, and never lets it go negative', async () => {
    const cookie = await anonymousCookie(server);
    const uid = await uidOf(cookie);
    const game = await newGame(cookie, 'Office pool');
    await award(uid, game, 'entry-a', 25.5);
    await award(uid, game, 'entry-b', 0.1);
    await award(uid, game, 'entry-b', 0.2, 'correction');
    expect(await stored(uid)).toEqual({ balance: 25.8, sum: expect.closeTo(25.8, 9) as number });
    await award(uid, game, 'entry-a', -10.5, 'correction');
    await award(uid, game, 'entry-b', -0.3, 'correction');
    expect(await stored(uid)).toEqual({ balance: 15, sum: expect.closeTo(15, 9) as number });

    // A row that would take the balance below zero is refused, and with it the ledger row.
    await expect(award(uid, game, 'entry-a', -15.01, 'correction')).rejects.toThrow();
    expect(await stored(uid)).toEqual({ balance: 15, sum: expect.closeTo(15, 9) as number });

    const mine = await myBeans(cookie);
    expect(mine.balance).toBe(15);
    expect(mine.entries.map((e) => [e.amount, e.reason])).toEqual([
      [-0.3, 'correction'],
      [-10.5, 'correction'],
      [0.2, 'correction'],
      [0.1, 'award'],
      [25.5, 'award'],
    ]);
    expect(mine.entries[0]).toMatchObject({ gameId: game, gameName: 'Office pool' });
  });

  it('counts both first rows of one player written at once (two games settling together)', async () => {
    const cookie = await anonymousCookie(server);
    const uid = await uidOf(cookie);
    const game = await newGame(cookie, 'Two at once');
    const row = (entryId: string, amount: number) => ({ uid, gameId: game, entryId, amount, reason: 'award' as const, createdAt: new Date((clock += 60_000)) });
    if (engine === 'postgres') {
      // The first transaction writes the player's first row and stays open; the second writes
      // theirs meanwhile, waits on the first's balance row, and must add to it once it commits.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
      const first = server.db.transaction(async (tx) => {
        await insertBeanTransaction(tx, row('entry-x', 10));
        inserted();
        await held;
      });
      await firstInserted;
      const second = server.db.transaction((tx) => insertBeanTransaction(tx, row('entry-y', 15)));
      await expect.poll(async () => (await server.db.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'")).rows[0]?.n).toBeGreaterThan(0);
      release();
      await Promise.all([first, second]);
    } else {
      // PGlite runs one transaction at a time: the two come one after the other.
      await Promise.all([server.db.transaction((tx) => insertBeanTransaction(tx, row('entry-x', 10))), server.db.transaction((tx) => insertBeanTransaction(tx, row('entry-y', 15)))]);
    }
    expect(await stored(uid)).toEqual({ balance: 25, sum: 25 });
  });

  it('floors the balance to whole beans', async () => {
    const cookie = await anonymousCookie(server);
    const uid = await uidOf(cookie);
    const game = await newGame(cookie, 'Floors');
    await award(uid, game, 'entry-f', 7.99);
    expect((await myBeans(cookie)).balance).toBe(7);
  });

  it('asks for a session first', async () => {
    expect((await beans()).status).toBe(401);
    expect((await beans('sportsball_session=forged')).status).toBe(401);
  });

  it('shows only the caller’s own rows, and a new player an empty ledger', async () => {
    const alice = await anonymousCookie(server);
    const bob = await anonymousCookie(server);
    const carol = await anonymousCookie(server);
    const [aliceUid, bobUid] = [await uidOf(alice), await uidOf(bob)];
    const game = await newGame(alice, 'Shared pool');
    await award(aliceUid, game, 'alice-entry', 30);
    await award(bobUid, game, 'bob-entry', 12);
    const forAlice = await myBeans(alice);
    const forBob = await myBeans(bob);
    expect(forAlice).toMatchObject({ balance: 30, entries: [{ amount: 30 }] });
    expect(forBob).toMatchObject({ balance: 12, entries: [{ amount: 12 }] });
    expect(await myBeans(carol)).toEqual({ balance: 0, entries: [] });
  });

  it('still lists a deleted game’s beans, with no name', async () => {
    const cookie = await anonymousCookie(server);
    const uid = await uidOf(cookie);
    const game = await newGame(cookie, 'Gone soon');
    await award(uid, game, 'entry-d', 9);
    await server.db.query('delete from games where id = $1', [game]);
    expect(await myBeans(cookie)).toMatchObject({ balance: 9, entries: [{ gameId: game, gameName: null, amount: 9 }] });
  });

  it('returns at most 100 rows, newest first', async () => {
    const cookie = await anonymousCookie(server);
    const uid = await uidOf(cookie);
    const game = await newGame(cookie, 'Many');
    for (let i = 1; i <= 102; i += 1) await award(uid, game, `entry-${i}`, i);
    const mine = await myBeans(cookie);
    expect(mine.entries).toHaveLength(100);
    expect(mine.entries[0]!.amount).toBe(102);
    expect(mine.entries[99]!.amount).toBe(3);
    expect(mine.balance).toBe((102 * 103) / 2);
  });

  it('adds the balance to the account’s when an anonymous player with beans signs in to an existing account', async () => {
    const email = uniqueEmail('beans');
    const first = await signInByEmail(server, email);
    const accountUid = await uidOf(first.cookie);
    const game = await newGame(first.cookie, 'Account pool');
    await award(accountUid, game, 'entry-acct', 4);
    const anon = await anonymousCookie(server);
    const anonUid = await uidOf(anon);
    await award(anonUid, game, 'entry-anon', 20);
    const again = await signInByEmail(server, email, { cookie: anon, anonUid });
    expect(await uidOf(again.cookie)).toBe(accountUid);
    expect(await stored(anonUid)).toEqual({ balance: undefined, sum: null });
    expect(await stored(accountUid)).toEqual({ balance: 24, sum: 24 });
    expect((await myBeans(again.cookie)).balance).toBe(24);
  });
});
