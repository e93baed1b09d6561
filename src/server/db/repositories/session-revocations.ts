/**
 * Every statement that ends sessions (a revocation, a deleted user) also sends a NOTIFY on
 * this channel, from inside its transaction: PostgreSQL delivers it at commit, and only if the
 * change commits, to every instance, before any notification sent after that commit. Each
 * instance closes its sockets of those sessions (realtime/session-sockets.ts).
 *
 * Payload: `s:<token hash>` (that one session ended) or `u:<uid>` (every session of the user).
 */
export const SESSIONS_CHANNEL = 'sb_sessions';

export type SessionRevocation = { session: string } | { user: string };

/** A notification's payload; undefined for one this version does not know (ignored). */
export function parseSessionRevocation(payload: string): SessionRevocation | undefined {
  const value = payload.slice(2);
  if (value.length === 0 || value.length > 200) return undefined;
  if (payload.startsWith('s:')) return { session: value };
  if (payload.startsWith('u:')) return { user: value };
  return undefined;
}

/** SQL text: the NOTIFY of one ended session, whose token hash is the expression `hash`. */
export function notifySessionEnded(hash: string): string {
  return `pg_notify('${SESSIONS_CHANNEL}', 's:' || ${hash})`;
}

/** SQL text: the NOTIFY that every session of the user whose uid is the expression `uid` ended. */
export function notifyUserSessionsEnded(uid: string): string {
  return `pg_notify('${SESSIONS_CHANNEL}', 'u:' || ${uid})`;
}
