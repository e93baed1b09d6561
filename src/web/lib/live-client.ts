// One WebSocket per page carrying every live topic (ARCHITECTURE.md "Live data"). Topics are
// reference-counted; each topic keeps the version it holds so that after a reconnect it
// resubscribes with `since` and ignores anything not newer.
//
// Two kinds of topic: a full-state topic (site-config, sports-game:{id}) sends its whole state in
// every message, so the newest message is the data. A merged topic (sports-league:{league}) sends
// a snapshot, then updates that each carry one change; the client holds
// merge(merge(snapshot, u1), u2)… and resumes from that version like any other. A snapshot
// always replaces what is held. An update that fails its check is skipped like invalid data
// anywhere (docs/product/accounts.md), so its one change is missing until a later update or snapshot covers it.
import { REALTIME_PATH, SESSION_ENDED_CLOSE_CODE, ServerMessageSchema, type ClientMessage } from '../../contracts/realtime.js';

export type LiveState = 'connecting' | 'open' | 'reconnecting';

/** What a subscriber sees of one topic: the latest data (as sent) and its version. */
export interface TopicSnapshot {
  readonly data: unknown;
  readonly version: number | undefined;
  readonly state: LiveState;
}

export interface ConnectionSnapshot {
  readonly state: LiveState;
  /** Epoch ms when the connection was lost (or first failed), null while open or first connecting. */
  readonly downSince: number | null;
}

/** The part of the browser WebSocket the client uses, so tests can pass their own. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveClientOptions {
  url: () => string;
  /** Runs before every connection attempt; resolving false keeps the client idle (no session). */
  prepare?: (attempt: number) => Promise<boolean>;
  createSocket?: (url: string) => SocketLike;
  /**
   * The server closed the socket because its session ended (signed out, here or everywhere, or the
   * account deleted): re-read who the visitor is, so the page subscribes to what the new (or no)
   * session may see. The client reconnects once it settles, at once, without backoff.
   */
  sessionEnded?: () => Promise<void>;
  random?: () => number;
  now?: () => number;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/** Checks a topic's data against its contract; data that fails is logged and skipped (docs/product/accounts.md). */
export type TopicValidator = (data: unknown) => boolean;

/** How a topic whose updates are changes (deltas) turns its messages into data. */
export interface TopicMerge {
  /** Checks a snapshot's data: the whole state, which replaces what is held. */
  readonly snapshot: TopicValidator;
  /** Checks an update's data: one change. */
  readonly update: TopicValidator;
  /** The state after an update. Pure: returns a new value and leaves `previous` as it was. */
  readonly merge: (previous: unknown, update: unknown) => unknown;
}

/** A full-state topic's validator, or a merged topic's rules. */
export type TopicCheck = TopicValidator | TopicMerge;

interface TopicEntry {
  refs: number;
  check: TopicCheck | undefined;
  version: number | undefined;
  data: unknown;
  readonly listeners: Set<() => void>;
  snapshot: TopicSnapshot;
}

const CONNECTING = 0;
const OPEN = 1;

/** Exponential backoff with jitter: half the step fixed, half random, so clients spread out. */
export function reconnectDelay(attempt: number, random: number, initialMs = 500, maxMs = 10_000): number {
  const step = Math.min(maxMs, initialMs * 2 ** attempt);
  return Math.round(step / 2 + (random * step) / 2);
}

export class LiveClient {
  private readonly topics = new Map<string, TopicEntry>();
  /** Data read over HTTP at a topic's version, waiting for the topic's next subscription (seed). */
  private readonly seeds = new Map<string, { readonly data: unknown; readonly version: number }>();
  private readonly connectionListeners = new Set<() => void>();
  private readonly idleSnapshots = new Map<LiveState, TopicSnapshot>();
  private connection: ConnectionSnapshot = { state: 'connecting', downSince: null };
  private socket: SocketLike | null = null;
  private started = false;
  private connecting = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly options: LiveClientOptions) {}

  get state(): LiveState {
    return this.connection.state;
  }

  getConnection(): ConnectionSnapshot {
    return this.connection;
  }

  /** The topics this page follows and the version each holds (the /debug page). */
  followedTopics(): Array<{ topic: string; version: number | undefined }> {
    return [...this.topics].map(([topic, entry]) => ({ topic, version: entry.version }));
  }

  onConnectionChange(listener: () => void): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  getTopic(topic: string): TopicSnapshot {
    const entry = this.topics.get(topic);
    if (entry) return entry.snapshot;
    let idle = this.idleSnapshots.get(this.connection.state);
    if (!idle) {
      idle = { data: undefined, version: undefined, state: this.connection.state };
      this.idleSnapshots.set(this.connection.state, idle);
    }
    return idle;
  }

  /**
   * Adds one reference to a topic; the returned function removes it. The first subscriber's
   * check applies to the topic (one topic, one contract): a validator for a full-state topic,
   * or a TopicMerge for a topic whose updates are changes.
   */
  subscribe(topic: string, listener: () => void, check?: TopicCheck): () => void {
    let entry = this.topics.get(topic);
    if (!entry) {
      const seed = this.seeds.get(topic);
      this.seeds.delete(topic);
      entry = { refs: 0, check, version: seed?.version, data: seed?.data, listeners: new Set(), snapshot: this.getTopic(topic) };
      if (seed) this.refreshSnapshot(entry);
      this.topics.set(topic, entry);
      // An entry still in the map (even at zero references, awaiting removal) is already subscribed.
      this.sendSubscribe(topic, entry);
    }
    entry.check ??= check;
    const own = () => listener();
    entry.listeners.add(own);
    entry.refs += 1;
    this.start();

    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = this.topics.get(topic);
      if (!current) return;
      current.listeners.delete(own);
      current.refs -= 1;
      // Deferred so a quick unmount/remount (React StrictMode, route change) keeps the subscription.
      queueMicrotask(() => {
        if (current.refs > 0 || this.topics.get(topic) !== current) return;
        this.topics.delete(topic);
        this.send({ type: 'unsubscribe', topic });
      });
    };
  }

  /**
   * What the page read over HTTP of a topic it is about to follow: `data` is the topic's whole
   * state at `version` (what its snapshot at that version would send). The topic's next
   * subscription starts from it and asks the server only for what came after (`since`); the server
   * sends a snapshot instead when it cannot replay from there. A topic already followed keeps what
   * it holds: its own messages are at least as new.
   */
  seed(topic: string, data: unknown, version: number): void {
    if (this.topics.has(topic)) return;
    this.seeds.set(topic, { data, version });
  }

  /** Skips the backoff wait and tries to connect now (the retry banner's button, coming back online). */
  retryNow(): void {
    if (this.closed || this.connection.state === 'open' || this.connecting) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    void this.connect();
  }

  /**
   * Drops the connection and opens a new one now: the session changed (sign-in, sign-out), and
   * the server knows a socket's user from the cookie it opened with. Topics resume from their versions.
   */
  reconnect(): void {
    if (this.closed || !this.started) return;
    const socket = this.socket;
    this.socket = null;
    // Closing a socket still connecting makes browsers log an error: let it open, then close it.
    if (socket?.readyState === CONNECTING) socket.onopen = () => socket.close(1000, 'session changed');
    else socket?.close(1000, 'session changed');
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    void this.connect();
  }

  /** Stops for good (tests, page teardown). */
  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'client closed');
  }

  private start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.connecting || this.closed) return;
    this.connecting = true;
    try {
      const ready = this.options.prepare ? await this.options.prepare(this.failures) : true;
      if (!ready || this.closed) return;
      const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
      const socket = create(this.options.url());
      this.socket = socket;
      socket.onopen = () => {
        if (this.socket !== socket) return;
        this.failures = 0;
        this.setConnection({ state: 'open', downSince: null });
        for (const [topic, entry] of this.topics) this.sendSubscribe(topic, entry);
      };
      socket.onmessage = (event) => {
        if (this.socket === socket) this.receive(event.data);
      };
      socket.onerror = () => {
        // A close event always follows; reconnecting is handled there.
      };
      socket.onclose = (event) => {
        if (this.socket !== socket) return;
        this.socket = null;
        if (event.code === SESSION_ENDED_CLOSE_CODE) void this.resumeAfterSessionEnded();
        else this.scheduleReconnect();
      };
    } catch (error) {
      console.warn('Live connection could not start', error);
      this.scheduleReconnect();
    } finally {
      this.connecting = false;
    }
  }

  private async resumeAfterSessionEnded(): Promise<void> {
    this.setConnection({ state: 'reconnecting', downSince: this.connection.downSince ?? (this.options.now ?? Date.now)() });
    try {
      await this.options.sessionEnded?.();
    } catch (error) {
      console.warn('Could not re-read the session after it ended', error);
    }
    // The session change may have reconnected already (reconnect()).
    if (this.closed || this.socket || this.connecting || this.retryTimer) return;
    void this.connect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const now = (this.options.now ?? Date.now)();
    const downSince = this.connection.downSince ?? now;
    this.setConnection({ state: 'reconnecting', downSince });
    const delay = reconnectDelay(
      this.failures,
      (this.options.random ?? Math.random)(),
      this.options.initialDelayMs,
      this.options.maxDelayMs,
    );
    this.failures += 1;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }

  private receive(raw: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(raw));
    } catch {
      console.warn('Live message is not JSON; ignored');
      return;
    }
    const parsed = ServerMessageSchema.safeParse(json);
    if (!parsed.success) {
      console.warn('Invalid live message; ignored', parsed.error.issues);
      return;
    }
    const message = parsed.data;
    if (message.type === 'error') {
      console.warn(`Live error${message.topic ? ` on ${message.topic}` : ''}: ${message.code} ${message.message}`);
      return;
    }
    const entry = this.topics.get(message.topic);
    if (!entry) return; // Unsubscribed meanwhile.
    // Duplicates and anything older than what we hold are ignored (the server may resend after a resume).
    if (entry.version !== undefined && message.version <= entry.version) return;
    // Invalid data is skipped whole: the version is not taken, the last valid data stays.
    const next = this.nextData(entry, message.type, message.data);
    if (!next.ok) {
      console.warn(`${next.reason} on live topic ${message.topic} (version ${message.version}); ignored`);
      return;
    }
    entry.version = message.version;
    entry.data = next.data;
    this.refreshSnapshot(entry);
    for (const listener of [...entry.listeners]) listener();
  }

  /** The data a message leaves the topic with, or why the message is skipped. */
  private nextData(entry: TopicEntry, type: 'snapshot' | 'update', data: unknown): { ok: true; data: unknown } | { ok: false; reason: string } {
    const check = entry.check;
    if (check === undefined) return { ok: true, data };
    if (typeof check === 'function') return check(data) ? { ok: true, data } : { ok: false, reason: 'Invalid data' };
    if (type === 'snapshot') return check.snapshot(data) ? { ok: true, data } : { ok: false, reason: 'Invalid snapshot' };
    if (!check.update(data)) return { ok: false, reason: 'Invalid update' };
    // A change needs something to apply to. The server sends a snapshot before any update of a
    // fresh subscription, so this only guards against a server bug.
    if (entry.data === undefined) return { ok: false, reason: 'Update before any snapshot' };
    try {
      return { ok: true, data: check.merge(entry.data, data) };
    } catch (error) {
      return { ok: false, reason: `Update could not be merged (${error instanceof Error ? error.message : String(error)})` };
    }
  }

  private sendSubscribe(topic: string, entry: TopicEntry): void {
    this.send(entry.version === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, since: entry.version });
  }

  private send(message: ClientMessage): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private setConnection(next: ConnectionSnapshot): void {
    if (next.state === this.connection.state && next.downSince === this.connection.downSince) return;
    this.connection = next;
    for (const entry of this.topics.values()) this.refreshSnapshot(entry);
    for (const listener of [...this.connectionListeners]) listener();
    for (const entry of this.topics.values()) for (const listener of [...entry.listeners]) listener();
  }

  private refreshSnapshot(entry: TopicEntry): void {
    entry.snapshot = { data: entry.data, version: entry.version, state: this.connection.state };
  }
}

/** ws:// or wss:// to this page's origin, so the session cookie goes along. */
export function liveUrl(loc: Location = location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${REALTIME_PATH}`;
}
