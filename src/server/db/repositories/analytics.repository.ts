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
 * A run as written: its events in order, each a [name, props] pair, with its own time third only
 * where it is not the run's (migration 031: pairs keep a browser's batch under the size past
 * which the database compresses the row).
 */
interface StoredRun {
  at: Date;
  uid: string | null;
  client_id: string | null;
  funnel: boolean;
  events: Array<[string, Record<string, unknown>] | [string, Record<string, unknown>, Date]>;
}

/**
 * Writes a batch of events in one statement (decision 042), a row per run: the events queued back
 * to back for one subject on one UTC day (in practice one browser batch, or one server event),
 * each run's events kept in order as one json array of pairs. Whether each player opted out of analytics
 * is read in the same statement, so a run is flagged internal without a query of its own: a
 * player who opts out is flagged from the next batch on. The flag is a lookup by primary key per
 * run, not a join: a join hashed the runs (each a kB or more of events) or scanned users, then
 * sorted the runs again; the runs come out of the function in order, which the ORDER BY keeps
 * without a sort.
 */
export async function insertEvents(db: Queryable, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const runs: StoredRun[] = [];
  let run: StoredRun | undefined;
  for (const e of events) {
    if (!run || run.uid !== e.uid || run.client_id !== e.clientId || utcDay(run.at) !== utcDay(e.at)) {
      run = { at: e.at, uid: e.uid, client_id: e.clientId, funnel: false, events: [] };
      runs.push(run);
    }
    // An event's own time is written only where it differs from its run's (the view fills it in).
    run.events.push(e.at === run.at || e.at.getTime() === run.at.getTime() ? [e.name, e.props] : [e.name, e.props, e.at]);
    if (FUNNEL_EVENTS.has(e.name)) run.funnel = true;
  }
  await db.query(
    `insert into analytics_event_runs (at, uid, client_id, internal, funnel, events)
     select r.at, r.uid, r.client_id, coalesce((select u.analytics_opt_out from users u where u.uid = r.uid), false), r.funnel, r.events
     from rows from (json_to_recordset($1::json) as (at timestamptz, uid text, client_id text, funnel boolean, events json)) with ordinality as r(at, uid, client_id, funnel, events, n)
     order by r.n`,
    [JSON.stringify(runs)],
  );
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
