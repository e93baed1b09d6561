// Warm before ready (docs/decisions/045-game-day-two-instances.md): a fresh instance answered its
// first seconds of claims far slower than the rest (every pool connection opened, and every hot
// statement parsed and planned, by the first players; the JIT cold). Before the server listens —
// so neither a balancer nor /api/ready sees it yet — it opens each pool connection and prepares
// the claim batch's statement on it, then runs the hot routes in-process a few times. Nothing is
// written: the claims name a session and a game that do not exist and are refused.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session-tokens.js';
import type { Database } from '../db/database.js';
import { warmConnections } from '../services/warm-connections.js';

/** In-process rounds of the hot routes: enough for V8 to optimise their handlers and schemas. */
const ROUNDS = 20;
/** A documentation address (RFC 5737): no real client shares its rate-limit buckets. */
const WARM_ADDRESS = '192.0.2.1';

/** Whether a request is the warm-up's: in process, from its documentation address (a real socket's peer never is). */
export const isWarmUp = (request: FastifyRequest): boolean => request.raw.socket.remoteAddress === WARM_ADDRESS;

export interface WarmUpReport {
  connections: number;
  requests: number;
  /** Requests the server failed (5xx): a warm-up that only warms the error path warms nothing. */
  failed: number;
  ms: number;
}

/** 20 url-safe characters, as game and entry ids are: valid input that names nothing. */
const fakeId = () => randomBytes(15).toString('base64url');

/** The hot routes, in process: claims and picks (refused: no such session), a game's and a league's reads. */
async function warmRoutes(app: FastifyInstance): Promise<{ requests: number; failed: number }> {
  const cookie = `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`;
  const calls = [
    () => app.inject({ method: 'POST', url: `/api/games/${fakeId()}/squares/${Math.floor(Math.random() * 100)}/claim`, payload: { initials: 'WRM' }, headers: { cookie }, remoteAddress: WARM_ADDRESS }),
    () => app.inject({ method: 'POST', url: `/api/games/${fakeId()}/entries/${fakeId()}/answers`, payload: { question: 0, choice: 'Home' }, headers: { cookie }, remoteAddress: WARM_ADDRESS }),
    () => app.inject({ method: 'GET', url: `/api/games/${fakeId()}`, remoteAddress: WARM_ADDRESS }),
    () => app.inject({ method: 'GET', url: '/api/sports/leagues/NFL/games', remoteAddress: WARM_ADDRESS }),
    // Not /api/ready: its first answer is the readiness check's own to give (it remembers migrations seen applied).
    () => app.inject({ method: 'GET', url: '/api/health', remoteAddress: WARM_ADDRESS }),
  ];
  let failed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const answer of await Promise.all(calls.map((call) => call()))) if (answer.statusCode >= 500) failed += 1;
  }
  return { requests: ROUNDS * calls.length, failed };
}

export async function warmHotPaths(app: FastifyInstance, db: Database, now: () => Date): Promise<WarmUpReport> {
  const started = performance.now();
  const connections = await warmConnections(db, now());
  const { requests, failed } = await warmRoutes(app);
  return { connections, requests, failed, ms: Math.round(performance.now() - started) };
}
