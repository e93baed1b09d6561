import { describe, expect, it } from 'vitest';
import { SportsGameIdSchema } from '../../contracts/sports.js';
import type { SportsFeedStatus, SportsLeagueSnapshot } from '../../contracts/sports.js';
import { footballGame, stored } from '../testing/sports-games.js';
import { KEEP_FINISHED_MS, mergeLeagueUpdate, mergeSportsGameUpdate, visibleLeagueGames } from './sports-league.js';

const feed: SportsFeedStatus = { sportsLeague: 'NFL', provider: 'simulator', lastSuccessAt: '2026-11-22T18:59:00.000Z', failingSince: null };

const game = (id: string, gameTime: string, overrides: Parameters<typeof footballGame>[0] = {}) => footballGame({ id, gameTime, ...overrides });

function snapshot(): SportsLeagueSnapshot {
  return {
    feed,
    games: [
      stored(game('a', '2026-11-22T18:00:00.000Z')),
      stored(game('b', '2026-11-22T21:05:00.000Z')),
      stored(game('c', '2026-11-23T01:20:00.000Z')),
    ],
  };
}

const ids = (held: SportsLeagueSnapshot) => held.games.map((s) => s.game.id);

describe('mergeLeagueUpdate', () => {
  it("applies a tick's games, carried in one update, as if each had come on its own", () => {
    const held = snapshot();
    const live = stored(game('b', '2026-11-22T21:05:00.000Z', { status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } }));
    const added = stored(game('ab', '2026-11-22T19:00:00.000Z'));
    const next = mergeLeagueUpdate(held, { kind: 'games', games: [live, added] });
    expect(ids(next)).toEqual(['a', 'ab', 'b', 'c']);
    expect(next.games[2]).toBe(live);
    expect(next).toEqual(mergeLeagueUpdate(mergeLeagueUpdate(held, { kind: 'game', game: live }), { kind: 'game', game: added }));
  });

  it("merges a tick's live parts into the games held, and passes over one it does not hold", () => {
    const held = mergeLeagueUpdate(snapshot(), { kind: 'game', game: stored(game('b', '2026-11-22T21:05:00.000Z', { status: 'Q1', periodScores: { away: [7], home: [0] } })) });
    const live = { updatedAt: '2026-11-22T21:40:00.000Z', status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] }, timer: '12:01 - 2nd', predictions: null };
    const next = mergeLeagueUpdate(held, { kind: 'games', games: [], live: [{ id: SportsGameIdSchema.parse('b'), ...live }, { id: SportsGameIdSchema.parse('x'), ...live }] });
    expect(ids(next)).toEqual(['a', 'b', 'c']);
    const { updatedAt, ...parts } = live;
    expect(next.games[1]).toEqual({ ...held.games[1], updatedAt, game: { ...held.games[1]!.game, ...parts } });
    expect(next.games[0]).toBe(held.games[0]);
  });

  it('replaces a game by id, in place, without changing what it was given', () => {
    const held = snapshot();
    const live = stored(game('b', '2026-11-22T21:05:00.000Z', { status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] } }));
    const next = mergeLeagueUpdate(held, { kind: 'game', game: live });
    expect(ids(next)).toEqual(['a', 'b', 'c']);
    expect(next.games[1]).toBe(live);
    expect(held.games[1]?.game.status).toBe('NS');
    expect(next.feed).toBe(held.feed);
  });

  it('adds a new game in game-time order (ties by id)', () => {
    const next = mergeLeagueUpdate(snapshot(), { kind: 'game', game: stored(game('ab', '2026-11-22T18:00:00.000Z')) });
    expect(ids(next)).toEqual(['a', 'ab', 'b', 'c']);
    const later = mergeLeagueUpdate(next, { kind: 'game', game: stored(game('z', '2026-11-30T18:00:00.000Z')) });
    expect(ids(later)).toEqual(['a', 'ab', 'b', 'c', 'z']);
  });

  it('keeps a game that just finished, showing its result, and ignores one it never listed', () => {
    const final = stored(game('a', '2026-11-22T18:00:00.000Z', { status: 'FT', periodScores: { away: [7, 3, 0, 7], home: [0, 0, 3, 3] } }));
    const next = mergeLeagueUpdate(snapshot(), { kind: 'game', game: final });
    expect(ids(next)).toEqual(['a', 'b', 'c']);
    expect(next.games[0]?.game.status).toBe('FT');

    const stranger = stored(game('x', '2026-11-22T17:00:00.000Z', { status: 'FT' }));
    expect(mergeLeagueUpdate(next, { kind: 'game', game: stranger })).toBe(next);
  });

  it('drops finished games once they are older than KEEP_FINISHED_MS, by the server’s clock', () => {
    const finishedAt = '2026-11-22T19:00:00.000Z';
    const final = stored(game('a', '2026-11-22T18:00:00.000Z', { status: 'FT' }), { updatedAt: finishedAt });
    let held = mergeLeagueUpdate(snapshot(), { kind: 'game', game: final });
    const at = (ms: number) => new Date(Date.parse(finishedAt) + ms).toISOString();
    held = mergeLeagueUpdate(held, { kind: 'game', game: stored(game('b', '2026-11-22T21:05:00.000Z', { status: 'Q1' }), { updatedAt: at(KEEP_FINISHED_MS - 1) }) });
    expect(ids(held)).toEqual(['a', 'b', 'c']);
    held = mergeLeagueUpdate(held, { kind: 'game', game: stored(game('b', '2026-11-22T21:05:00.000Z', { status: 'Q2' }), { updatedAt: at(KEEP_FINISHED_MS + 1) }) });
    expect(ids(held)).toEqual(['b', 'c']);
  });

  it('takes a new feed status and keeps the games', () => {
    const held = snapshot();
    const failing: SportsFeedStatus = { ...feed, failingSince: '2026-11-22T19:10:00.000Z' };
    const next = mergeLeagueUpdate(held, { kind: 'feed', feed: failing });
    expect(next.feed).toBe(failing);
    expect(next.games).toBe(held.games);
  });
});

describe('visibleLeagueGames', () => {
  it('hides games that finished more than KEEP_FINISHED_MS ago and keeps everything else', () => {
    const updatedAt = '2026-11-22T19:00:00.000Z';
    const games = [
      stored(game('final', '2026-11-22T18:00:00.000Z', { status: 'FT' }), { updatedAt }),
      stored(game('live', '2026-11-22T18:00:00.000Z', { status: 'Q3' }), { updatedAt }),
      stored(game('later', '2026-11-22T21:00:00.000Z'), { updatedAt }),
    ];
    const t = Date.parse(updatedAt);
    expect(visibleLeagueGames(games, t + KEEP_FINISHED_MS - 1).map((s) => s.game.id)).toEqual(['final', 'live', 'later']);
    expect(visibleLeagueGames(games, t + KEEP_FINISHED_MS).map((s) => s.game.id)).toEqual(['live', 'later']);
  });
});

describe('mergeSportsGameUpdate', () => {
  it('takes the game whole, merges live parts into the game held, and has nothing to merge them into before the feed has it', () => {
    const held = stored(game('b', '2026-11-22T21:05:00.000Z', { status: 'Q1', periodScores: { away: [7], home: [0] } }));
    const live = { id: SportsGameIdSchema.parse('b'), updatedAt: '2026-11-22T21:40:00.000Z', status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] }, timer: '12:01 - 2nd', predictions: null };
    const { id: _id, updatedAt, ...parts } = live;
    expect(mergeSportsGameUpdate(held, live)).toEqual({ ...held, updatedAt, game: { ...held.game, ...parts } });
    expect(mergeSportsGameUpdate(null, held)).toBe(held);
    expect(mergeSportsGameUpdate(null, live)).toBeNull();
  });
});
