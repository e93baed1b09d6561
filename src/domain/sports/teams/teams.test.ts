import { describe, it, expect } from 'vitest';
import { SPORTS_LEAGUES, type SportsLeague } from '../leagues.js';
import {
  MLB_TEAMS,
  NBA_TEAMS,
  NCAA_TEAMS,
  NFL_TEAMS,
  findTeamByApisportsId,
  findTeamByEspnId,
  findTeamBySlug,
  teamsOfLeague,
  type TeamInfo,
} from './index.js';

const COUNTS: [SportsLeague, number][] = [
  ['NFL', 32],
  ['NcaaFootball', 83],
  ['MLB', 30],
  ['NBA', 30],
];

// Fixed routes under /squares/nfl/ and /squares/ncaa/ (docs/product/live-data.md) that a team slug must never shadow.
const FORBIDDEN_SLUGS = ['super-bowl', 'super-bowl-template'];

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

describe('team data per league', () => {
  it.each(COUNTS)('%s has %i teams', (league, count) => {
    expect(teamsOfLeague(league)).toHaveLength(count);
  });

  it('covers every league', () => {
    expect(COUNTS.map(([league]) => league).sort()).toEqual([...SPORTS_LEAGUES].sort());
  });

  it('teamsOfLeague returns the exported lists', () => {
    expect(teamsOfLeague('NFL')).toBe(NFL_TEAMS);
    expect(teamsOfLeague('NcaaFootball')).toBe(NCAA_TEAMS);
    expect(teamsOfLeague('MLB')).toBe(MLB_TEAMS);
    expect(teamsOfLeague('NBA')).toBe(NBA_TEAMS);
  });

  describe.each(SPORTS_LEAGUES)('%s', (league) => {
    const teams = teamsOfLeague(league);

    it('every team is filed under its league', () => {
      expect(teams.filter((t) => t.league !== league)).toEqual([]);
    });

    it('has unique slugs, codes, ESPN ids and API-Sports ids', () => {
      expect(duplicates(teams.map((t) => t.slug))).toEqual([]);
      expect(duplicates(teams.map((t) => t.code))).toEqual([]);
      expect(duplicates(teams.map((t) => t.espnId).filter((id) => id !== null))).toEqual([]);
      expect(duplicates(teams.map((t) => t.apisportsId).filter((id) => id !== null))).toEqual([]);
    });

    it('slugs are kebab-case and never a fixed route', () => {
      for (const team of teams) {
        expect(team.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(FORBIDDEN_SLUGS).not.toContain(team.slug);
      }
    });

    it('colours are #RRGGBB uppercase', () => {
      for (const team of teams) {
        expect(team.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
        expect(team.secondaryColor).toMatch(/^#[0-9A-F]{6}$/);
      }
    });

    it('names, codes and ids are filled in and fit the SportsGame contract', () => {
      for (const team of teams) {
        expect(team.name.length).toBeGreaterThan(0);
        expect(team.name.length).toBeLessThanOrEqual(60);
        expect(team.city.length).toBeGreaterThan(0);
        expect(team.fullName).toContain(team.name);
        expect(team.code).toMatch(/^[A-Z0-9&]{2,6}$/);
        expect(team.conference).not.toBeNull();
        expect(team.espnId).toMatch(/^\d+$/);
      }
    });

    it('every team is found by its slug, ESPN id and API-Sports id', () => {
      for (const team of teams) {
        expect(findTeamBySlug(league, team.slug)).toBe(team);
        if (team.espnId !== null) expect(findTeamByEspnId(league, team.espnId)).toBe(team);
        if (team.apisportsId !== null) expect(findTeamByApisportsId(league, team.apisportsId)).toBe(team);
      }
    });
  });
});

describe('conferences and divisions', () => {
  const count = (teams: readonly TeamInfo[], key: 'conference' | 'division') => {
    const counts: Record<string, number> = {};
    for (const team of teams) counts[String(team[key])] = (counts[String(team[key])] ?? 0) + 1;
    return counts;
  };

  it('NFL: 16 AFC and 16 NFC teams in eight divisions of four', () => {
    expect(count(NFL_TEAMS, 'conference')).toEqual({ AFC: 16, NFC: 16 });
    const divisions = count(NFL_TEAMS, 'division');
    expect(Object.keys(divisions)).toHaveLength(8);
    expect(Object.values(divisions).every((n) => n === 4)).toBe(true);
  });

  it('MLB: 15 AL and 15 NL teams in six divisions of five', () => {
    expect(count(MLB_TEAMS, 'conference')).toEqual({ AL: 15, NL: 15 });
    const divisions = count(MLB_TEAMS, 'division');
    expect(Object.keys(divisions)).toHaveLength(6);
    expect(Object.values(divisions).every((n) => n === 5)).toBe(true);
  });

  it('NBA: 15 East and 15 West teams in six divisions of five', () => {
    expect(count(NBA_TEAMS, 'conference')).toEqual({ East: 15, West: 15 });
    const divisions = count(NBA_TEAMS, 'division');
    expect(Object.keys(divisions)).toHaveLength(6);
    expect(Object.values(divisions).every((n) => n === 5)).toBe(true);
  });

  it('NCAA: every school has a conference and no division', () => {
    expect(NCAA_TEAMS.every((t) => t.conference !== null && t.division === null)).toBe(true);
  });
});

describe('lookups', () => {
  it('find NFL teams by slug, ESPN id and API-Sports id', () => {
    const chiefs = findTeamBySlug('NFL', 'kansas-city-chiefs');
    expect(chiefs).toMatchObject({ code: 'KC', name: 'Chiefs', city: 'Kansas City', fullName: 'Kansas City Chiefs', conference: 'AFC', division: 'AFC West' });
    expect(findTeamByEspnId('NFL', '12')).toBe(chiefs);
    expect(findTeamByApisportsId('NFL', 17)).toBe(chiefs);
    // API-Sports' odd abbreviations (AZ, BLT) do not matter: ids do.
    expect(findTeamByApisportsId('NFL', 11)?.code).toBe('ARI');
    expect(findTeamByApisportsId('NFL', 5)?.code).toBe('BAL');
    expect(findTeamByEspnId('NFL', '28')?.code).toBe('WAS');
  });

  it('find NCAA schools: city is the school, name the nickname, code the abbreviation', () => {
    const bama = findTeamBySlug('NcaaFootball', 'alabama-crimson-tide');
    expect(bama).toMatchObject({ code: 'ALA', city: 'Alabama', name: 'Crimson Tide', conference: 'SEC', espnId: '333' });
    expect(findTeamByEspnId('NcaaFootball', '333')).toBe(bama);
    expect(findTeamByApisportsId('NcaaFootball', 136)?.slug).toBe('byu-cougars');
  });

  it('find MLB teams; conference is the league', () => {
    const yankees = findTeamByApisportsId('MLB', 25);
    expect(yankees).toMatchObject({ slug: 'new-york-yankees', code: 'NYY', conference: 'AL', division: 'AL East' });
    expect(findTeamByEspnId('MLB', '10')).toBe(yankees);
    expect(findTeamBySlug('MLB', 'chicago-white-sox')?.code).toBe('CWS');
  });

  it('find NBA teams, including the three added by hand', () => {
    const celtics = findTeamByEspnId('NBA', '2');
    expect(celtics).toMatchObject({ slug: 'boston-celtics', code: 'BOS', conference: 'East', division: 'Atlantic', primaryColor: '#006532', apisportsId: 133 });
    expect(findTeamByEspnId('NBA', '1')?.slug).toBe('atlanta-hawks');
    expect(findTeamByEspnId('NBA', '4')?.slug).toBe('chicago-bulls');
    expect(findTeamByEspnId('NBA', '11')?.slug).toBe('indiana-pacers');
    expect(findTeamByEspnId('NBA', '9')).toMatchObject({ code: 'GSW', city: 'Golden State', name: 'Warriors' });
  });

  it('return undefined for unknown keys and never cross leagues', () => {
    expect(findTeamBySlug('NFL', 'super-bowl')).toBeUndefined();
    expect(findTeamBySlug('NBA', 'kansas-city-chiefs')).toBeUndefined();
    expect(findTeamByEspnId('NFL', '999999')).toBeUndefined();
    expect(findTeamByApisportsId('MLB', -1)).toBeUndefined();
    expect(findTeamBySlug('NcaaFootball', '')).toBeUndefined();
  });
});
