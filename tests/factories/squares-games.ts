// Squares games for server tests: valid create bodies, stored sports games to play them on,
// and the HTTP calls a browser makes (docs/product/squares.md).
import { randomBytes } from 'node:crypto';
import { ErrorBodySchema } from '../../src/contracts/errors.js';
import { CreatedGameSchema, SquaresGameSchema } from '../../src/contracts/squares.js';
import type { ClaimSquare, CreateSquaresGame, CreatedGame, SquaresGame } from '../../src/contracts/squares.js';
import { SportsGameIdSchema, type SportsGame } from '../../src/contracts/sports.js';
import type { Queryable } from '../../src/server/db/database.js';
import { upsertSportsGame } from '../../src/server/db/repositories/sports-games.repository.js';
import { baseballGame } from '../../src/web/testing/sports-games.js';
import { postJson } from '../setup/test-server.js';
import { footballGame } from './sports-games.js';

type Server = { url: string };

/** A sports game stored as the feed would have it: not started, kickoff a day from now. */
export async function storeSportsGame(db: Queryable, overrides: Partial<SportsGame> = {}, now = new Date()): Promise<SportsGame> {
  const gameTime = overrides.gameTime ?? new Date(now.getTime() + 86_400_000).toISOString();
  const base = overrides.sportsLeague === 'MLB' ? baseballGame({ provider: 'espn' }) : footballGame();
  const game: SportsGame = { ...base, id: SportsGameIdSchema.parse(`test-${randomBytes(6).toString('hex')}`), gameTime, date: gameTime.slice(0, 10), ...overrides };
  await upsertSportsGame(db, game, now, null);
  return game;
}

export function sportsGameInput(sportsGameId: string, overrides: Partial<Extract<CreateSquaresGame, { variant: 'SportsGame' }>> = {}): CreateSquaresGame {
  return {
    variant: 'SportsGame',
    name: 'Sunday Squares',
    description: 'Office pool',
    size: 100,
    entryLimit: null,
    payouts: ['$25', '$25', '$25', '$50'],
    sportsGameId: SportsGameIdSchema.parse(sportsGameId),
    changeTargetScores: 'SameAllGame',
    scoringPeriods: 'Every',
    ...overrides,
  };
}

export function babyShowerInput(overrides: Partial<Extract<CreateSquaresGame, { variant: 'BabyShower' }>> = {}): CreateSquaresGame {
  return {
    variant: 'BabyShower',
    name: 'Baby Quinn',
    description: '',
    size: 100,
    entryLimit: null,
    payouts: ['Diapers'],
    parentNames: 'Pat & Sam',
    dueDate: '2030-06-15',
    theme: 'yellow',
    ...overrides,
  };
}

const withCookie = (cookie: string | undefined): Record<string, string> => (cookie ? { cookie } : {});

export async function createGame(server: Server, cookie: string, input: CreateSquaresGame): Promise<CreatedGame> {
  const response = await postJson(server, '/api/squares/games', input, withCookie(cookie));
  if (response.status !== 200) throw new Error(`create: ${response.status} ${await response.text()}`);
  return CreatedGameSchema.parse(await response.json());
}

export function claim(server: Server, cookie: string | undefined, gameId: string, square: number | string, body: ClaimSquare) {
  return postJson(server, `/api/games/${gameId}/squares/${square}/claim`, body, withCookie(cookie));
}

/** Claims and fails the test unless it succeeds. */
export async function claimOk(server: Server, cookie: string, gameId: string, square: number, body: ClaimSquare): Promise<void> {
  const response = await claim(server, cookie, gameId, square, body);
  if (response.status !== 200) throw new Error(`claim ${square}: ${response.status} ${await response.text()}`);
}

export function gameCommand(server: Server, cookie: string | undefined, gameId: string, command: string, body: unknown = {}) {
  return postJson(server, `/api/games/${gameId}/${command}`, body, withCookie(cookie));
}

export async function readGame(server: Server, gameId: string): Promise<SquaresGame> {
  const response = await fetch(`${server.url}/api/games/${gameId}`);
  if (response.status !== 200) throw new Error(`read: ${response.status} ${await response.text()}`);
  return SquaresGameSchema.parse(await response.json());
}

/** The refusal's status, code and message. */
export async function refusal(response: Response): Promise<{ status: number; code: string; message: string }> {
  const { error } = ErrorBodySchema.parse(await response.json());
  return { status: response.status, code: error.code, message: error.message };
}
