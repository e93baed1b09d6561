// One code per team whichever provider sent it: every team in every recorded ESPN and API-Sports
// response is read through its adapter and must come out as one of our teams, with our code, name
// and colours. A team that does not is listed by fixture, so a new recording with a team our data
// misses fails with its name. The only teams outside our data are college schools: the data holds
// about 80 FBS schools (the pages' list), and those games also have FCS opponents and smaller FBS
// schools, which keep the feed's own name and code.

import { describe, expect, it } from 'vitest';
import type { SportsGame, SportsTeam } from '../../src/contracts/sports.js';
import type { SportsLeague } from '../../src/domain/sports/index.js';
import { findTeamByName, findTeamBySlug } from '../../src/domain/sports/teams/index.js';
import { parseApiSportsGames, readApiSportsEnvelope } from '../../src/server/sports/providers/apisports/index.js';
import { parseEspnScoreboard } from '../../src/server/sports/providers/espn/index.js';
import { fixtureJson } from '../fixtures/sports/fixture-server.js';

interface Recorded {
  file: string;
  league: SportsLeague;
  games: SportsGame[];
  /** Teams as the raw response lists them (two per game of the league), to prove none was dropped. */
  rawTeams: number;
}

type RawEspn = { events: { competitions: { competitors: unknown[] }[] }[] };
type RawApiSports = { response: ({ league: { id: number } } & Record<string, unknown>)[] };

function espn(file: string, league: SportsLeague): Recorded {
  const doc = fixtureJson<RawEspn>(`espn/${file}`);
  const result = parseEspnScoreboard(league, doc);
  expect(result.skipped).toEqual([]);
  return { file: `espn/${file}`, league, games: result.games, rawTeams: doc.events.reduce((n, e) => n + (e.competitions[0]?.competitors.length ?? 0), 0) };
}

function apisports(file: string, league: SportsLeague, leagueId: number): Recorded {
  const doc = fixtureJson<RawApiSports>(`apisports/${file}`);
  const result = parseApiSportsGames(league, readApiSportsEnvelope(file, doc));
  expect(result.skipped).toEqual([]);
  return { file: `apisports/${file}`, league, games: result.games, rawTeams: 2 * doc.response.filter((item) => item.league.id === leagueId).length };
}

const RECORDED: Recorded[] = [
  espn('nfl-scoreboard-2022-wk01-live.json', 'NFL'),
  espn('nfl-scoreboard-2022-wk11-live.json', 'NFL'),
  espn('ncaaf-scoreboard-2022-wk03-live-halftime.json', 'NcaaFootball'),
  espn('mlb-scoreboard-2022-09-17-live.json', 'MLB'),
  espn('nba-scoreboard-2024-01-29-final.json', 'NBA'),
  espn('nba-events-2022-mixed-live.json', 'NBA'),
  apisports('nfl-games-2022-09-11-finished.json', 'NFL', 1),
  apisports('ncaa-nfl-games-2022-09-30-finished-aot.json', 'NFL', 1),
  apisports('ncaa-nfl-games-2022-09-30-finished-aot.json', 'NcaaFootball', 2),
  apisports('mlb-games-2023-yankees-season.json', 'MLB', 1),
  apisports('nba-games-2021-10-20-finished-aot.json', 'NBA', 12),
  apisports('basketball-games-2024-10-23-live.json', 'NBA', 12),
];

const teamsOf = (recorded: Recorded): SportsTeam[] => recorded.games.flatMap((game) => [game.teams.away, game.teams.home]);

/** Schools in the recordings that are not among our FBS schools (FCS opponents, Group of Five teams). */
const SCHOOLS_OUTSIDE_OUR_DATA = [
  'Bobcats (OHIO)',
  'Bobcats (TXST)',
  'Bison (BUCK)',
  'Bulls (BUFF)',
  'Cardinals (BALL)',
  'Chanticleers (CCU)',
  'Chippewas (CMU)',
  'Golden Flashes (KENT)',
  'Hilltoppers (WKU)',
  'Huskies (CONN)',
  'Jaguars (USA)',
  'Mean Green (UNT)',
  'Monarchs (ODU)',
  'Owls (TEM)',
  'Penguins (YSU)',
  'Racers (MUR)',
  'RedHawks (M-OH)',
  'Salukis (SIU)',
  'Sharks (LIU)',
  'Terriers (WOF)',
  'Tigers (TOW)',
  'Utah State (US)',
  'Wildcats (ACU)',
  'Wildcats (VILL)',
];

describe('every recorded team is one of ours, with our code, whichever provider sent it', () => {
  it.each(RECORDED.map((recorded) => [recorded.file, recorded.league, recorded] as const))('%s (%s): no team dropped', (_file, _league, recorded) => {
    expect(teamsOf(recorded)).toHaveLength(recorded.rawTeams);
    expect(recorded.rawTeams).toBeGreaterThan(0);
  });

  it('lists every team that maps to none of ours: only college schools outside our data', () => {
    const unmapped = new Set<string>();
    for (const recorded of RECORDED) {
      for (const team of teamsOf(recorded)) if (team.slug === null) unmapped.add(`${recorded.league}: ${team.name} (${team.teamCode})`);
    }
    expect([...unmapped].sort()).toEqual(SCHOOLS_OUTSIDE_OUR_DATA.map((school) => `NcaaFootball: ${school}`).sort());
  });

  it('a mapped team shows our code, name, city and colours, not the feed’s', () => {
    const wrong: string[] = [];
    for (const recorded of RECORDED) {
      for (const team of teamsOf(recorded)) {
        if (team.slug === null) continue;
        const ours = findTeamBySlug(recorded.league, team.slug);
        if (ours === undefined) {
          wrong.push(`${recorded.file}: unknown slug ${team.slug}`);
          continue;
        }
        const seen = [team.teamCode, team.name, team.city, team.primaryColor, team.secondaryColor];
        const expected = [ours.code, ours.name, ours.city, ours.primaryColor, ours.secondaryColor];
        if (seen.join('|') !== expected.join('|')) wrong.push(`${recorded.file}: ${seen.join(' ')} should be ${expected.join(' ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    // ESPN's codes that differ from ours, and API-Sports' own abbreviations.
    ['espn/nfl-scoreboard-2022-wk01-live.json', 'washington-commanders', 'WAS'],
    ['apisports/nfl-games-2022-09-11-finished.json', 'washington-commanders', 'WAS'],
    ['apisports/nfl-games-2022-09-11-finished.json', 'arizona-cardinals', 'ARI'],
    ['apisports/nfl-games-2022-09-11-finished.json', 'baltimore-ravens', 'BAL'],
    ['apisports/nfl-games-2022-09-11-finished.json', 'cleveland-browns', 'CLE'],
    ['espn/mlb-scoreboard-2022-09-17-live.json', 'chicago-white-sox', 'CWS'],
    ['apisports/mlb-games-2023-yankees-season.json', 'chicago-white-sox', 'CWS'],
    ['espn/mlb-scoreboard-2022-09-17-live.json', 'athletics', 'ATH'],
    ['apisports/mlb-games-2023-yankees-season.json', 'athletics', 'ATH'],
    ['espn/nba-events-2022-mixed-live.json', 'golden-state-warriors', 'GSW'],
    ['espn/nba-scoreboard-2024-01-29-final.json', 'new-york-knicks', 'NYK'],
    ['espn/nba-scoreboard-2024-01-29-final.json', 'new-orleans-pelicans', 'NOP'],
    ['espn/nba-scoreboard-2024-01-29-final.json', 'san-antonio-spurs', 'SAS'],
    ['espn/nba-scoreboard-2024-01-29-final.json', 'utah-jazz', 'UTA'],
    ['espn/nba-scoreboard-2024-01-29-final.json', 'washington-wizards', 'WAS'],
  ])('%s: %s reads %s', (file, slug, code) => {
    const codes = new Set(RECORDED.filter((r) => r.file === file).flatMap(teamsOf).filter((t) => t.slug === slug).map((t) => t.teamCode));
    expect([...codes]).toEqual([code]);
  });

  it('a team whose provider id our data lacks is found by its name', () => {
    const items = fixtureJson<RawApiSports>('apisports/basketball-games-2024-10-23-live.json').response.filter((item) => item.league.id === 12);
    // The same game with Dallas (no API-Sports id in our data) as the away side, under an unknown id.
    const game = structuredClone(items[0]) as unknown as Record<string, unknown> & { teams: { away: { id: number; name: string } } };
    game.teams.away = { ...game.teams.away, id: 999_001, name: 'Dallas Mavericks' };
    const [parsed] = parseApiSportsGames('NBA', [game]).games;
    expect(parsed?.teams.away).toMatchObject({ slug: 'dallas-mavericks', teamCode: 'DAL', name: 'Mavericks' });
  });
});

describe('findTeamByName', () => {
  it.each([
    ['MLB', 'St.Louis Cardinals', 'st-louis-cardinals'],
    ['MLB', 'Oakland Athletics', 'athletics'],
    ['MLB', 'Cleveland Indians', 'cleveland-guardians'],
    ['NFL', 'Washington Football Team', 'washington-commanders'],
    ['NFL', 'washington commanders', 'washington-commanders'],
    ['NBA', 'Los Angeles Clippers', 'la-clippers'],
    ['NBA', 'LA Clippers', 'la-clippers'],
    ['NcaaFootball', 'Houston', 'houston-cougars'],
    ['NcaaFootball', 'Houston Cougars', 'houston-cougars'],
  ] as const)('%s "%s" → %s', (league, name, slug) => {
    expect(findTeamByName(league, name)?.slug).toBe(slug);
  });

  it.each([
    // A city alone names no pro team (New York has two NFL teams); nor does a name of another league.
    ['NFL', 'New York'],
    ['NFL', 'Chicago White Sox'],
    ['MLB', ''],
    ['NcaaFootball', 'Utah State'],
  ] as const)('%s "%s" → none', (league, name) => {
    expect(findTeamByName(league, name)).toBeUndefined();
  });
});
