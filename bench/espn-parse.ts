// docs/BENCHMARKS.md: parse throughput of the recorded ESPN scoreboards, in documents per second, with and
// without JSON.parse. In-process and single-threaded: it measures the adapter, not the network.
import fs from 'node:fs';
import path from 'node:path';
import type { SportsLeague } from '../src/domain/sports/index.js';
import { parseEspnScoreboard } from '../src/server/sports/providers/espn/index.js';
import type { Benchmark, Result } from './lib.js';
import { info, result, round } from './lib.js';

const FIXTURES = 'tests/fixtures/sports/espn';
const LEAGUE_BY_PREFIX: Record<string, SportsLeague> = { nfl: 'NFL', ncaaf: 'NcaaFootball', mlb: 'MLB', nba: 'NBA' };
const SECONDS = 3;

/** Documents per second while `parse` runs over every fixture in turn for SECONDS. */
function throughput(documents: Array<{ league: SportsLeague; text: string; json: unknown }>, parse: (d: (typeof documents)[number]) => void): number {
  for (const d of documents) parse(d); // warm-up
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    for (const d of documents) parse(d);
    count += documents.length;
  }
  return count / ((performance.now() - start) / 1000);
}

const espnParse: Benchmark = {
  name: 'espn-parse',
  description: 'ESPN scoreboard documents parsed into SportsGames per second (the recorded fixtures), with and without JSON.parse',
  async run(): Promise<Result[]> {
    const documents = fs
      .readdirSync(FIXTURES)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const league = LEAGUE_BY_PREFIX[file.split('-')[0] ?? ''];
        if (!league) throw new Error(`no league for fixture ${file}`);
        const text = fs.readFileSync(path.join(FIXTURES, file), 'utf8');
        return { league, text, json: JSON.parse(text) as unknown };
      });
    const games = documents.reduce((sum, d) => sum + parseEspnScoreboard(d.league, d.json).games.length, 0);
    info(`${documents.length} documents, ${games} games, ${round(documents.reduce((s, d) => s + d.text.length, 0) / 1024, 0)} KiB`);
    const parsedOnly = throughput(documents, (d) => parseEspnScoreboard(d.league, d.json));
    const withJson = throughput(documents, (d) => parseEspnScoreboard(d.league, JSON.parse(d.text)));
    return Promise.resolve([
      result('espn-parse.documents_per_s', round(parsedOnly, 0), 'docs/s'),
      result('espn-parse.documents_per_s_with_json_parse', round(withJson, 0), 'docs/s'),
      result('espn-parse.games_per_s', round((parsedOnly * games) / documents.length, 0), 'games/s'),
    ]);
  },
};

export default espnParse;
