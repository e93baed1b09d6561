// The Admin Dashboard's closed days are rolled up (decision 052): the figures it shows from the
// rollups and today's events are the figures the events alone give, a day rolled up twice holds
// the same rows, and a run written for a day after it is rolled up is kept but not counted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { rollUpDay, summarizeRunsByTime } from '../../src/server/db/repositories/analytics-rollup.repository.js';
import type { StoredEvent } from '../../src/server/db/repositories/analytics.repository.js';
import { insertEvents } from '../../src/server/db/repositories/analytics.repository.js';
import { readAnalytics } from '../setup/analytics-oracle.js';
import { startAnalyticsRollup } from '../../src/server/jobs/analytics-rollup.js';
import { readAdminAnalytics } from '../../src/server/services/analytics-admin.service.js';
import { analyticsWindow, rollUpSettledDays } from '../../src/server/services/analytics-rollup.service.js';
import { createTestDatabaseUrl, dropTestDatabase, engines } from '../setup/test-databases.js';

const at = (iso: string) => new Date(iso);
const view = (iso: string, uid: string | null, clientId: string | null = null): StoredEvent => ({ name: 'page_view', at: at(iso), uid, clientId, props: { route: '/' } });
const created = (iso: string, uid: string, gameId: string, gameType = 'Squares', kind = 'Classic'): StoredEvent => ({ name: 'create_game', at: at(iso), uid, clientId: null, props: { gameId, gameType, kind } });
const step = (name: 'share' | 'join', iso: string, uid: string, gameId: string): StoredEvent => ({ name, at: at(iso), uid, clientId: null, props: name === 'share' ? { gameId, method: 'copy' } : { gameId, gameType: 'Squares' } });

describe.each(engines)('the dashboard rollup on %s', (engine) => {
  let db: Database;
  let url: string | undefined;
  let dataDir: string;

  beforeAll(async () => {
    url = engine === 'postgres' ? await createTestDatabaseUrl() : undefined;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-rollup-'));
    db = await openDatabase({ databaseUrl: url, dataDir });
  });
  afterAll(async () => {
    await db.close();
    if (url) await dropTestDatabase(url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** What the dashboard showed before its days were rolled up: every day read from the events. */
  const fromEvents = async (now: Date) => {
    const { from, days } = analyticsWindow(now);
    const figures = await readAnalytics(db, at(`${from}T00:00:00Z`));
    const players = new Map(figures.dailyPlayers.map((d) => [d.day, d.players]));
    return { ...figures, dailyPlayers: days.map((day) => ({ day, players: players.get(day) ?? 0 })) };
  };
  const rolledDays = async () => (await db.query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from analytics_rollup_days order by 1`)).rows.map((r) => r.day);
  const rollupRows = async () => ({
    days: (await db.query(`select to_char(day, 'YYYY-MM-DD') as day, players from analytics_rollup_days order by 1`)).rows,
    types: (await db.query(`select to_char(day, 'YYYY-MM-DD') as day, game_type, kind, games from analytics_rollup_game_types order by 1, 2, 3`)).rows,
    games: (await db.query(`select to_char(day, 'YYYY-MM-DD') as day, game_id, created, shared, joined from analytics_rollup_games order by 1, 2`)).rows,
  });

  it('shows from the rollups and today’s events the figures the events alone give, and rolls each settled day up', async () => {
    await db.query(`insert into users (uid, type) values ('host-a', 'anonymous'), ('host-b', 'anonymous')`);
    const game = (id: string, phase: string) =>
      db.query(
        `insert into games (id, type, uid, code, name, description, game_phase, game_start_time, game_dates, created_at)
         values ($1, 'Squares', 'host-a', $1, 'Game', '', $2, now(), '[]'::jsonb, now())`,
        [id, phase],
      );
    await game('g-over', 'Over');
    await game('g-live', 'Live');
    await game('g-old', 'Over');
    await insertEvents(db, [
      // Before the window: a game created then, and its share, are not the window's.
      created('2026-01-20T10:00:00Z', 'host-a', 'g-old'),
      step('share', '2026-02-08T23:59:59Z', 'host-a', 'g-over'),
      // Three days ago: players by id and by browser, one internal (below), a game created and shared.
      view('2026-03-07T00:00:00Z', 'p1'),
      view('2026-03-07T08:00:00Z', null, 'browser-1'),
      view('2026-03-07T09:00:00Z', 'p1'),
      created('2026-03-07T10:00:00Z', 'host-a', 'g-over', 'Squares', 'BabyShower'),
      step('share', '2026-03-07T10:01:00Z', 'host-a', 'g-over'),
      step('join', '2026-03-07T23:59:59.999Z', 'p1', 'g-over'),
      // Two days ago: the same players again (distinct per day), and the old game joined.
      view('2026-03-08T01:00:00Z', 'p1'),
      view('2026-03-08T02:00:00Z', 'p2'),
      created('2026-03-08T03:00:00Z', 'host-b', 'g-live', 'Pickem', 'Classic'),
      step('join', '2026-03-08T04:00:00Z', 'p2', 'g-old'),
      // Yesterday: a share of the game created two days ago, and a game created twice.
      step('share', '2026-03-09T12:00:00Z', 'host-b', 'g-live'),
      created('2026-03-09T13:00:00Z', 'host-b', 'g-twice'),
      created('2026-03-09T13:00:01Z', 'host-b', 'g-twice'),
      // Today: a join of the game created two days ago, and a game created today.
      view('2026-03-10T00:00:00Z', 'p3'),
      step('join', '2026-03-10T09:00:00Z', 'p3', 'g-live'),
      created('2026-03-10T09:30:00Z', 'host-a', 'g-today'),
    ]);
    await db.query(`insert into users (uid, type, analytics_opt_out) values ('opted-out', 'anonymous', true)`);
    await insertEvents(db, [view('2026-03-08T05:00:00Z', 'opted-out'), created('2026-03-08T05:00:01Z', 'opted-out', 'g-internal'), step('join', '2026-03-09T05:00:00Z', 'opted-out', 'g-live')]);

    const now = at('2026-03-10T12:00:00Z');
    const expected = await fromEvents(now);
    expect(expected.funnel).toEqual({ created: 4, shared: 2, joined: 2, over: 1 });
    expect(await rolledDays()).toEqual([]);
    expect(await readAdminAnalytics(db, now)).toEqual(expected);
    // Every closed day of the window is rolled up, with or without events; today is not.
    const days = await rolledDays();
    expect(days).toHaveLength(29);
    expect([days[0], days.at(-1)]).toEqual(['2026-02-09', '2026-03-09']);
    // Read again from the rollups alone (and after a game ends, which the funnel reads live).
    await db.query(`update games set game_phase = 'Over' where id = 'g-live'`);
    expect(await readAdminAnalytics(db, now)).toEqual(await fromEvents(now));
    expect((await readAdminAnalytics(db, now)).funnel.over).toBe(2);
  });

  it('rolls a day up twice, or twice at once, into the same rows', async () => {
    const before = await rollupRows();
    expect(before.games.length).toBeGreaterThan(0);
    await db.transaction((tx) => rollUpDay(tx, '2026-03-07'));
    await Promise.all([db.transaction((tx) => rollUpDay(tx, '2026-03-08')), db.transaction((tx) => rollUpDay(tx, '2026-03-08'))]);
    expect(await rollupRows()).toEqual(before);
  });

  it('counts a run written late for yesterday while it settles, and not once yesterday is rolled up', async () => {
    // Ten minutes after midnight yesterday is still read from the events.
    const settling = at('2026-03-11T00:05:00Z');
    await insertEvents(db, [view('2026-03-10T23:59:59.500Z', 'late-1')]);
    const whileSettling = await readAdminAnalytics(db, settling);
    expect(whileSettling).toEqual(await fromEvents(settling));
    expect(await rolledDays()).not.toContain('2026-03-10');
    const settled = at('2026-03-11T00:10:00Z');
    expect(await readAdminAnalytics(db, settled)).toEqual(await fromEvents(settled));
    expect(await rolledDays()).toContain('2026-03-10');
    // Written after its day was rolled up: kept (the events have it), not counted (decision 052).
    await insertEvents(db, [view('2026-03-10T23:59:59.900Z', 'late-2'), created('2026-03-10T23:59:59.950Z', 'late-2', 'g-late')]);
    const shown = await readAdminAnalytics(db, settled);
    const events = await fromEvents(settled);
    const players = (figures: typeof shown) => figures.dailyPlayers.find((d) => d.day === '2026-03-10')?.players;
    expect(players(events)).toBe((players(shown) ?? 0) + 1);
    expect(events.funnel.created).toBe(shown.funnel.created + 1);
    expect(shown.dailyPlayers.filter((d) => d.day !== '2026-03-10')).toEqual(events.dailyPlayers.filter((d) => d.day !== '2026-03-10'));
  });

  it('rolls the settled days up on the leader when it starts, so a day missed across a restart is caught up', async () => {
    const now = at('2026-03-13T01:00:00Z');
    const errors: unknown[] = [];
    await insertEvents(db, [view('2026-03-12T10:00:00Z', 'p4'), view('2026-03-13T00:30:00Z', 'p5')]);
    const stop = startAnalyticsRollup({ db, now: () => now, onError: (error) => errors.push(error), intervalMs: 60_000 });
    await stop();
    expect(errors).toEqual([]);
    expect(await rolledDays()).toEqual(expect.arrayContaining(['2026-03-11', '2026-03-12']));
    expect(await rolledDays()).not.toContain('2026-03-13');
    expect((await readAdminAnalytics(db, now)).dailyPlayers.slice(-2)).toEqual([
      { day: '2026-03-12', players: 1 },
      { day: '2026-03-13', players: 1 },
    ]);
  });

  // PGlite runs no autovacuum: a BRIN range never summarized matches every day, and a read of
  // today scanned every run written since the index was made.
  it("leaves the runs' time index summarized after a rollup, so reading a day opens only its runs", async () => {
    // More than a block range (128 pages) of runs: the last, partial range is never summarized.
    await db.query(
      `insert into analytics_event_runs (at, uid, client_id, internal, funnel, events)
       select timestamptz '2026-03-14T10:00:00Z' + g * interval '1 ms', 'p-' || g, null, false, false, '[["page_view",{"route":"/"}]]'::json
       from generate_series(1, 50000) g`,
    );
    expect(await rollUpSettledDays(db, at('2026-03-15T01:00:00Z'))).toContain('2026-03-14');
    expect(await summarizeRunsByTime(db)).toBe(0);
    expect((await readAdminAnalytics(db, at('2026-03-15T01:00:00Z'))).dailyPlayers.find((d) => d.day === '2026-03-14')?.players).toBe(50_000);
  });
});
