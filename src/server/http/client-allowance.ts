import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../services/errors.js';
import { RATE_LIMITED_MESSAGE } from './error-status.js';

/** A client's key for a limit: synchronous when it is known without a read (decision 055). */
export type ClientKey = (request: FastifyRequest) => string | Promise<string>;

export interface ClientAllowanceOptions {
  /** Requests allowed per client in one window. */
  max: number;
  windowMs: number;
  key: ClientKey;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
}

/** One client's window: when it opened and how many requests it has counted. */
interface Window {
  start: number;
  count: number;
}

/**
 * Clients counted at once, as @fastify/rate-limit's own store holds: beyond it the least recently
 * seen client's window is forgotten, so keys made up by the thousand only push others out.
 */
const CLIENTS = 5_000;

/**
 * A per-client allowance as one synchronous onRequest hook (decision 055), for the browser's
 * analytics routes: the same fixed window, limit, key and 429 answer as @fastify/rate-limit gives
 * every other command, without its chain of promises (an async hook, an awaited key, the store's
 * callback wrapped in a promise) on each of 100 batches a second. A refusal carries the allowance's
 * headers and Retry-After; an allowed request carries none (the browser reads no answer). Counted
 * before the body is read, so a flood is refused unparsed and stores nothing.
 */
export function clientAllowance(options: ClientAllowanceOptions): onRequestHookHandler {
  const { max, windowMs, key } = options;
  const now = options.now ?? Date.now;
  const windows = new LRUCache<string, Window>({ max: CLIENTS });

  /** Counts one request; the refusal past the limit, with its headers set. */
  const count = (client: string, reply: FastifyReply): AppError | undefined => {
    const at = now();
    let window = windows.get(client);
    if (window === undefined || window.start + windowMs <= at) {
      window = { start: at, count: 0 };
      windows.set(client, window);
    }
    window.count++;
    if (window.count <= max) return undefined;
    const seconds = String(Math.ceil((window.start + windowMs - at) / 1000));
    void reply.headers({ 'x-ratelimit-limit': String(max), 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': seconds, 'retry-after': seconds });
    return new AppError('rate_limited', RATE_LIMITED_MESSAGE);
  };

  return (request, reply, done) => {
    const client = key(request);
    if (typeof client === 'string') {
      done(count(client, reply));
      return;
    }
    client.then((known) => done(count(known, reply)), done);
  };
}
