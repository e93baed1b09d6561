import type { Queryable } from '../database.js';

/** One event as queued: who (a user id, or a browser's client id), what and when. */
export interface StoredEvent {
  name: string;
  at: Date;
  uid: string | null;
  clientId: string | null;
  props: Record<string, unknown>;
}

/** The funnel's events: a run holding one is found by the funnel's partial index. */
const FUNNEL_EVENTS = new Set(['create_game', 'share', 'join']);

const utcDay = (at: Date) => Math.floor(at.getTime() / 86_400_000);

/**
 * Events queued together (a browser's batch, or one server event): one subject, one time, and the
 * events already written as the JSON array of [name, props] pairs a run stores (migration 031:
 * pairs keep a browser's batch under the size past which the database compresses the row). A
 * batch waits for its flush as this one string, not as an object per event: a second's worth of
 * events would otherwise live through several collections of the young generation and be promoted.
 */
export interface QueuedRun {
  at: Date;
  uid: string | null;
  clientId: string | null;
  funnel: boolean;
  /** JSON: an array of [name, props] pairs, each with the run's time. */
  events: string;
  count: number;
}

/** Serialises events queued together; their props have passed their schemas. */
export function queuedRun(events: ReadonlyArray<{ name: string; props: unknown }>, at: Date, uid: string | null, clientId: string | null): QueuedRun {
  const pairs = new Array<[string, unknown]>(events.length);
  let funnel = false;
  for (let i = 0; i < events.length; i++) {
    const { name, props } = events[i]!;
    pairs[i] = [name, props];
    if (FUNNEL_EVENTS.has(name)) funnel = true;
  }
  return { at, uid, clientId, funnel, events: JSON.stringify(pairs), count: events.length };
}

/**
 * Runs as written: the queued runs of one subject on one UTC day that follow each other become one
 * run (in practice one browser batch, or one server event). An event whose time is not its run's
 * carries it third, [name, props, at] (the view fills in the rest).
 */
function mergeRuns(queued: readonly QueuedRun[]): QueuedRun[] {
  const runs: QueuedRun[] = [];
  let run: QueuedRun | undefined;
  for (const q of queued) {
    if (!run || run.uid !== q.uid || run.clientId !== q.clientId || utcDay(run.at) !== utcDay(q.at)) {
      run = { ...q };
      runs.push(run);
      continue;
    }
    const events = q.at.getTime() === run.at.getTime() ? q.events : JSON.stringify((JSON.parse(q.events) as Array<[string, unknown]>).map(([name, props]) => [name, props, q.at]));
    run.events = `${run.events.slice(0, -1)},${events.slice(1)}`;
    run.funnel ||= q.funnel;
    run.count += q.count;
  }
  return runs;
}

/**
 * Writes runs of events in one statement (decision 042), a row per run, each run's events kept in
 * order as one json array of pairs. The statement's parameter is the runs' JSON, put together from
 * each run's events as queued (every part of it is JSON.stringify's output), not serialised again.
 * Whether each player opted out of analytics is read in the same statement, so a run is flagged
 * internal without a query of its own: a player who opts out is flagged from the next batch on.
 * The flag is a lookup by primary key per run, not a join: a join hashed the runs (each a kB or
 * more of events) or scanned users, then sorted the runs again; the runs come out of the function
 * in order, which the ORDER BY keeps without a sort.
 */
export async function insertRuns(db: Queryable, queued: readonly QueuedRun[]): Promise<void> {
  if (queued.length === 0) return;
  const rows = mergeRuns(queued).map(
    (r) => `{"at":${JSON.stringify(r.at)},"uid":${JSON.stringify(r.uid)},"client_id":${JSON.stringify(r.clientId)},"funnel":${r.funnel},"events":${r.events}}`,
  );
  await db.query(
    `insert into analytics_event_runs (at, uid, client_id, internal, funnel, events)
     select r.at, r.uid, r.client_id, coalesce((select u.analytics_opt_out from users u where u.uid = r.uid), false), r.funnel, r.events
     from rows from (json_to_recordset($1::json) as (at timestamptz, uid text, client_id text, funnel boolean, events json)) with ordinality as r(at, uid, client_id, funnel, events, n)
     order by r.n`,
    [`[${rows.join(',')}]`],
  );
}

/** Writes events, each with its own subject and time, grouped into runs as the recorder's are. */
export async function insertEvents(db: Queryable, events: readonly StoredEvent[]): Promise<void> {
  await insertRuns(db, events.map((e) => queuedRun([e], e.at, e.uid, e.clientId)));
}

/** Inside a command's transaction (sign_up): the one event that must not be lost. */
export async function insertEventNow(db: Queryable, event: StoredEvent): Promise<void> {
  await insertEvents(db, [event]);
}

/** Promotion: the anonymous user's events become the account's. */
export async function moveEvents(db: Queryable, fromUid: string, toUid: string): Promise<void> {
  await db.query('update analytics_event_runs set uid = $2 where uid = $1', [fromUid, toUid]);
}

/**
 * Account deletion: the account's events stay counted, under a random id of their own that
 * links them to nobody (docs/product/site.md#analytics).
 */
export async function forgetEventsOf(db: Queryable, uid: string, anonymousId: string): Promise<void> {
  await db.query('update analytics_event_runs set uid = null, client_id = $2 where uid = $1', [uid, anonymousId]);
}
