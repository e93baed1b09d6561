// What the /debug page shows and copies for support: nothing secret — no ids, no cookies, no
// query string (sign-in links carry one-time tokens there), no email address.
import type { LiveState } from '../../lib/live-client.js';
import type { ClockSkew } from './clock-skew.js';

export interface DebugFacts {
  version: string;
  path: string;
  userAgent: string;
  session: 'none' | 'anonymous' | 'signedIn' | 'unknown';
  socket: LiveState;
  topics: ReadonlyArray<{ topic: string; version: number | undefined }>;
  skew: ClockSkew | 'measuring' | 'failed';
  at: string;
}

export const SESSION_NAMES: Record<DebugFacts['session'], string> = {
  none: 'No session yet',
  anonymous: 'Anonymous player',
  signedIn: 'Signed in',
  unknown: 'Checking…',
};

/** Skews smaller than this are measurement noise (a round trip on a phone network is longer). */
const IN_STEP_MS = 100;

const duration = (ms: number) => (Math.abs(ms) >= 1_000 ? `${(Math.abs(ms) / 1000).toFixed(1)} s` : `${Math.abs(Math.round(ms))} ms`);

export function describeSkew(skew: DebugFacts['skew']): string {
  if (skew === 'measuring') return 'Measuring…';
  if (skew === 'failed') return 'Could not reach the server';
  const within = `± ${duration(skew.uncertaintyMs)}`;
  if (Math.abs(skew.skewMs) < IN_STEP_MS) return `In step with the server (${within})`;
  return `${duration(skew.skewMs)} ${skew.skewMs > 0 ? 'ahead of' : 'behind'} the server (${within})`;
}

/** The plain text a player pastes into a message to support. */
export function debugReport(facts: DebugFacts): string {
  const topics = facts.topics.length === 0 ? ['  (none)'] : facts.topics.map((t) => `  ${t.topic} @ ${t.version ?? 'waiting'}`);
  return [
    'Sportsball debug report',
    `Version: ${facts.version}`,
    `Page: ${facts.path}`,
    `Time: ${facts.at}`,
    `Session: ${SESSION_NAMES[facts.session]}`,
    `Live connection: ${facts.socket}`,
    'Topics:',
    ...topics,
    `Clock: ${describeSkew(facts.skew)}`,
    `Browser: ${facts.userAgent}`,
  ].join('\n');
}
