// Setting up squares games through the HTTP API for the benchmarks (claims, grid-render, feed-tick, leaderboard-fanout):
// a signed-in host (players cannot join an anonymous host's game, docs/product/squares.md), upcoming simulated
// games, 10x10 games on them, anonymous players and their claims.
import { CreatedGameSchema } from '../src/contracts/squares.js';
import { SportsLeagueSnapshotSchema } from '../src/contracts/sports.js';
import type { StoredSportsGame } from '../src/contracts/sports.js';
import { latestMailTo } from '../tests/setup/outbox.js';
import { anonymousCookie, sleep } from './lib.js';

export interface JsonAnswer {
  status: number;
  body: unknown;
  cookie: string | null;
}

/** A JSON request with the Origin header a browser sends (commands refuse foreign origins). */
export async function json(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...(init.headers as Record<string, string>) } });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? null };
}

export async function post(url: string, body: unknown, cookie = ''): Promise<unknown> {
  const answer = await json(url, { method: 'POST', body: JSON.stringify(body), headers: { cookie } });
  if (answer.status !== 200) throw new Error(`POST ${new URL(url).pathname} → ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Signs a new account in by email link (the server writes mails to DATA_DIR/outbox); returns its cookie. */
export async function signedInHost(url: string, dataDir: string): Promise<string> {
  const cookie = await anonymousCookie(url);
  const email = `host.${Date.now()}@example.com`;
  const sent = await json(`${url}/api/auth/email-link`, { method: 'POST', body: JSON.stringify({ email }), headers: { cookie } });
  if (sent.status !== 200 || !sent.cookie) throw new Error(`email-link: ${sent.status}`);
  const params = Object.fromEntries(latestMailTo(dataDir, email).link.searchParams);
  delete params.thenNavigate;
  // Opened in the browser that asked: its session and the link-binding cookie (decision 019).
  const headers = { cookie: `${cookie}; ${sent.cookie}` };
  const done = await json(`${url}/api/auth/email-link/complete`, { method: 'POST', body: JSON.stringify(params), headers });
  if (done.status !== 200 || !done.cookie) throw new Error(`email-link/complete: ${done.status}`);
  return done.cookie;
}

/**
 * Upcoming NFL games (not started, kickoff at least 10 minutes away) once the ingest has
 * stored the schedule, soonest first; waits up to a minute for `count` of them.
 */
export async function upcomingNflGames(url: string, count: number): Promise<StoredSportsGame[]> {
  let found: StoredSportsGame[] = [];
  for (let tries = 0; tries < 120; tries++) {
    const parsed = SportsLeagueSnapshotSchema.safeParse((await json(`${url}/api/sports/leagues/NFL/games`)).body);
    found = parsed.success ? parsed.data.games.filter((g) => g.game.status === 'NS' && Date.parse(g.game.gameTime) > Date.now() + 600_000) : [];
    if (found.length >= count) return found.slice(0, count);
    await sleep(500);
  }
  throw new Error(`the simulator has ${found.length} upcoming NFL games stored, not ${count}`);
}

/** A 10x10 squares game on a sports game, hosted by `cookie`; returns its id. */
export async function createSquaresGame(url: string, cookie: string, sportsGameId: string, name: string): Promise<string> {
  const body = { variant: 'SportsGame', name, description: '', size: 100, entryLimit: null, payouts: [], sportsGameId, changeTargetScores: 'SameAllGame', scoringPeriods: 'Every' };
  return CreatedGameSchema.parse(await post(`${url}/api/squares/games`, body, cookie)).gameId;
}

/** Distinct initials for player i: AAA, AAB, … */
export const initialsOf = (i: number): string => [Math.floor(i / 676) % 26, Math.floor(i / 26) % 26, i % 26].map((n) => String.fromCharCode(65 + n)).join('');

export function claim(url: string, gameId: string, square: number, cookie: string, initials: string): Promise<unknown> {
  return post(`${url}/api/games/${gameId}/squares/${square}/claim`, { initials }, cookie);
}

export function release(url: string, gameId: string, square: number, cookie: string): Promise<unknown> {
  return post(`${url}/api/games/${gameId}/squares/${square}/release`, {}, cookie);
}
