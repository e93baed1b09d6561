import { describe, expect, it } from 'vitest';
import { teamsOfLeague } from '../../../../domain/sports/teams/index.js';
import { gameLine } from './lines.js';
import { teamRating } from './ratings.js';
import { slateOn } from './slate.js';

describe('slateOn', () => {
  it('gives each fixture its line and the teams’ records so far', () => {
    const games = slateOn('slate-test', 'NFL', '2026-11-22', teamsOfLeague('NFL')); // week 11: 10 games played
    expect(games).toHaveLength(14);
    for (const { fixture, line, records } of games) {
      for (const record of [records.away, records.home]) {
        const [wins, losses] = record.split('-').map(Number);
        expect((wins ?? 0) + (losses ?? 0)).toBe(10);
      }
      const ratings = [teamRating('slate-test', 'NFL', fixture.home.slug), teamRating('slate-test', 'NFL', fixture.away.slug)] as const;
      expect(line).toEqual(gameLine('slate-test', 'NFL', fixture.id, ...ratings));
    }
  });

  it('keeps a team’s record from one week to the next', () => {
    const recordOf = (date: string, slug: string) => {
      const game = slateOn('slate-test', 'MLB', date, teamsOfLeague('MLB')).find((g) => g.fixture.home.slug === slug || g.fixture.away.slug === slug);
      return game?.fixture.home.slug === slug ? game.records.home : game?.records.away;
    };
    const wins = (record: string | undefined) => Number(record?.split('-')[0]);
    const slug = teamsOfLeague('MLB')[0]?.slug ?? '';
    expect(wins(recordOf('2026-07-08', slug))).toBeGreaterThanOrEqual(wins(recordOf('2026-07-01', slug)));
  });
});
