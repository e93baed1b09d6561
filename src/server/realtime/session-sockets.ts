import type { WebSocket } from 'ws';
import { SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON } from '../../contracts/realtime.js';
import type { Database } from '../db/database.js';
import { findLiveSessions, listenForSessionRevocations } from '../services/sessions.service.js';
import type { SessionRevocation } from '../services/sessions.service.js';

/**
 * The sockets of this instance by the session they opened with, so that a session that ends
 * anywhere (any instance: the notice comes through PostgreSQL) closes them here at once.
 *
 * A notice is handled synchronously, in the order notifications arrive: the revocation's
 * NOTIFY is sent at its commit, so it is handled before the NOTIFY of any update committed
 * after it, and a closed socket (ws readyState CLOSING) is sent nothing more.
 */
export class SessionSockets {
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly sessionOf = new Map<WebSocket, { session: string; uid: string }>();
  /** Notices seen: an upgrade whose session lookup overlapped one looks its session up again. */
  private notices = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Where a session lookup starts: pass it to `admit` once the socket is open. */
  get generation(): number {
    return this.notices;
  }

  listen(): Promise<() => Promise<void>> {
    return listenForSessionRevocations(this.db, (revocation) => this.notice(revocation));
  }

  /**
   * Registers an open socket of a live session. A notice that arrived while the session was being
   * looked up may have ended it before the socket was known here: it is checked once more.
   */
  admit(ws: WebSocket, uid: string, session: string, generation: number): void {
    this.sessionOf.set(ws, { session, uid });
    add(this.bySession, session, ws);
    add(this.byUser, uid, ws);
    ws.once('close', () => this.forget(ws));
    if (generation !== this.notices) this.recheck([ws]);
  }

  /** null: the listener reconnected and notices may have been missed; undefined: not a revocation. */
  private notice(revocation: SessionRevocation | null | undefined): void {
    this.notices++;
    if (revocation === null) return this.recheck([...this.sessionOf.keys()]);
    if (!revocation) return;
    const sockets = 'session' in revocation ? this.bySession.get(revocation.session) : this.byUser.get(revocation.user);
    for (const ws of [...(sockets ?? [])]) this.end(ws);
  }

  /** Closes the sockets whose session is no longer live. */
  private recheck(sockets: readonly WebSocket[]): void {
    const sessions = [...new Set(sockets.map((ws) => this.sessionOf.get(ws)?.session).filter((s) => s !== undefined))];
    if (sessions.length === 0) return;
    findLiveSessions(this.db, sessions, this.now()).then((live) => {
      for (const ws of sockets) {
        const session = this.sessionOf.get(ws)?.session;
        if (session !== undefined && !live.has(session)) this.end(ws);
      }
    }, this.onError);
  }

  private end(ws: WebSocket): void {
    this.forget(ws);
    ws.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON);
  }

  private forget(ws: WebSocket): void {
    const known = this.sessionOf.get(ws);
    if (!known) return;
    this.sessionOf.delete(ws);
    remove(this.bySession, known.session, ws);
    remove(this.byUser, known.uid, ws);
  }
}

function add(index: Map<string, Set<WebSocket>>, key: string, ws: WebSocket): void {
  const set = index.get(key);
  if (set) set.add(ws);
  else index.set(key, new Set([ws]));
}

function remove(index: Map<string, Set<WebSocket>>, key: string, ws: WebSocket): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(ws);
  if (set.size === 0) index.delete(key);
}
