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

export function describeSkew(skew: DebugFacts['skew']): string {
  if (skew === 'measuring') return 'Measuring…';
  if (skew === 'failed') return 'Could not reach the server';
  const seconds = (ms: number) => `${(Math.abs(ms) / 1000).toFixed(1)} s`;
  const direction = skew.skewMs === 0 ? 'in step with' : skew.skewMs > 0 ? 'ahead of' : 'behind';
  return `${skew.skewMs === 0 ? '' : `${seconds(skew.skewMs)} `}${direction} the server (± ${seconds(skew.uncertaintyMs)})`;
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
