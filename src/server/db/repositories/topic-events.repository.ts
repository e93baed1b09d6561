import { z } from 'zod';
import type { Queryable } from '../database.js';

const VersionRowSchema = z.object({ version: z.coerce.number().int() });
const EventRowSchema = z.object({ version: z.coerce.number().int(), data: z.unknown() });
export type TopicEventRow = z.infer<typeof EventRowSchema>;
const CursorEventRowSchema = EventRowSchema.extend({ n: z.coerce.number().int() });
const LoggedRowSchema = z.object({ topic: z.string(), version: z.coerce.number().int() });

/**
 * Takes the topic's next version and logs the event in one statement. The head row stays
 * locked until commit, so versions commit in order; every command of a topic (all claims of a
 * game) waits on it, which is why commands publish last, right before they commit.
 */
export function appendTopicEvent(db: Queryable, topic: string, data: unknown): Promise<number> {
  return appendTopicEventJson(db, topic, JSON.stringify(data));
}

/** appendTopicEvent for an update already serialised (the caller keeps the text, decision 045). */
export async function appendTopicEventJson(db: Queryable, topic: string, json: string): Promise<number> {
  const { rows } = await db.query(
    `with head as (
       insert into topic_heads (topic, version) values ($1, 1)
       on conflict (topic) do update set version = topic_heads.version + 1
       returning version
     )
     insert into topic_events (topic, version, data) select $1, version, $2::text::jsonb from head
     returning version`,
    [topic, json],
  );
  return VersionRowSchema.parse(rows[0]).version;
}

export interface TopicEvent {
  topic: string;
  /** The update as JSON text. */
  json: string;
}

/**
 * appendTopicEvent for many events in one statement: each topic's head moves once by its
 * number of events, and its events take the versions in between in the order given. Heads
 * are taken in topic order, so two such statements never wait on each other in a circle.
 * Returns each event's version, in the order given.
 */
export async function appendTopicEvents(db: Queryable, events: readonly TopicEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const { rows } = await db.query(
    `with event as (
       select e.value->>'topic' as topic, e.value->'data' as data, e.ord
       from jsonb_array_elements($1::text::jsonb) with ordinality as e(value, ord)
     ),
     added as (select topic, count(*) as n from event group by topic),
     head as (
       insert into topic_heads (topic, version) select topic, n from added order by topic
       on conflict (topic) do update set version = topic_heads.version + excluded.version
       returning topic, version
     )
     insert into topic_events (topic, version, data)
     select event.topic, head.version - added.n + row_number() over (partition by event.topic order by event.ord), event.data
     from event join added using (topic) join head using (topic)
     returning topic, version`,
    [`[${events.map((event) => `{"topic":${JSON.stringify(event.topic)},"data":${event.json}}`).join(',')}]`],
  );
  // A topic's events took its versions in the order given: hand them out again in that order.
  const versions = new Map<string, number[]>();
  for (const row of rows) {
    const { topic, version } = LoggedRowSchema.parse(row);
    const list = versions.get(topic);
    if (list) list.push(version);
    else versions.set(topic, [version]);
  }
  for (const list of versions.values()) list.sort((a, b) => a - b);
  return events.map((event) => {
    const version = versions.get(event.topic)?.shift();
    if (version === undefined) throw new Error(`topic log returned no version for ${event.topic}`);
    return version;
  });
}

/**
 * appendTopicEvent as two common table expressions named topic_head and topic_event, for a
 * statement that changes something and logs its updates in the same round trip: the rows of
 * the CTE named `events` (columns `n`, their order, and `data`, JSON text) become consecutive
 * versions of the topic in the parameter `topic` (e.g. '$9'); nothing is logged when it has
 * none. The head is taken after those rows exist, so the statement's own writes come first
 * and the head row is held from here to commit.
 */
export function appendTopicEventsCtes(topic: string, events: string): string {
  return `topic_head as (
       insert into topic_heads (topic, version) select ${topic}, count(*) from ${events} having count(*) > 0
       on conflict (topic) do update set version = topic_heads.version + excluded.version
       returning version
     ),
     topic_event as (
       insert into topic_events (topic, version, data)
       select ${topic}, topic_head.version - (select count(*) from ${events}) + row_number() over (order by e.n), e.data::jsonb
       from topic_head, ${events} e
       returning version
     )`;
}

/**
 * Takes a topic's head row until commit (made at version 0 if the topic has none, which reads as
 * no update yet), so that what the transaction reads next is logged after every update already
 * committed to the topic and before any still waiting for the head.
 */
export async function holdTopicHead(db: Queryable, topic: string): Promise<void> {
  await db.query('insert into topic_heads (topic, version) values ($1, 0) on conflict (topic) do update set version = topic_heads.version', [topic]);
}

export async function findTopicHead(db: Queryable, topic: string): Promise<number> {
  const { rows } = await db.query('select version from topic_heads where topic = $1', [topic]);
  return rows[0] === undefined ? 0 : VersionRowSchema.parse(rows[0]).version;
}

/** Events newer than `after`, oldest first. */
export async function findTopicEventsAfter(db: Queryable, topic: string, after: number, limit = 1000): Promise<TopicEventRow[]> {
  const { rows } = await db.query(
    'select version, data from topic_events where topic = $1 and version > $2 order by version limit $3',
    [topic, after, limit],
  );
  return rows.map((row) => EventRowSchema.parse(row));
}

/** findTopicEventsAfter for several topics in one statement: the events of each cursor, in the cursors' order. */
export async function findTopicsEventsAfter(
  db: Queryable,
  cursors: ReadonlyArray<{ topic: string; after: number }>,
  limit = 1000,
): Promise<TopicEventRow[][]> {
  const { rows } = await db.query(
    `select c.n, e.version, e.data from unnest($1::text[], $2::bigint[]) with ordinality as c(topic, after, n)
     cross join lateral (
       select version, data from topic_events where topic = c.topic and version > c.after order by version limit $3
     ) e
     order by c.n, e.version`,
    [cursors.map((c) => c.topic), cursors.map((c) => c.after), limit],
  );
  const events = cursors.map((): TopicEventRow[] => []);
  for (const row of rows) {
    const { n, ...event } = CursorEventRowSchema.parse(row);
    events[n - 1]?.push(event);
  }
  return events;
}

export async function deleteTopicEventsBefore(db: Queryable, cutoff: Date): Promise<number> {
  const { rowCount } = await db.query('delete from topic_events where created_at < $1', [cutoff]);
  return rowCount;
}

const HeadAndEventRowSchema = z.object({
  head: z.coerce.number().int(),
  version: z.nullable(z.coerce.number().int()),
  data: z.unknown(),
});

/**
 * The topic's head version and its events newer than `after` (at most `limit`, oldest first),
 * read in one statement, so in one snapshot: the log may have holes (an account deletion
 * removes events), and a resume is whole only if its events run without a gap up to the head.
 */
export async function findTopicHeadAndEventsAfter(
  db: Queryable,
  topic: string,
  after: number,
  limit: number,
): Promise<{ head: number; events: TopicEventRow[] }> {
  const { rows } = await db.query(
    `select h.version as head, e.version, e.data
     from topic_heads h
     left join lateral (select version, data from topic_events where topic = h.topic and version > $2 order by version limit $3) e on true
     where h.topic = $1
     order by e.version`,
    [topic, after, limit],
  );
  const parsed = rows.map((row) => HeadAndEventRowSchema.parse(row));
  const events = parsed.flatMap((row) => (row.version === null ? [] : [{ version: row.version, data: row.data }]));
  return { head: parsed[0]?.head ?? 0, events };
}

/**
 * Removes every trace of a deleted account from the replay log: each event whose topic (its own
 * topics) or data (its claims, entries, names, results) carries the uid. Every event that shows
 * the player's name or public face carries their uid beside it, so matching the uid finds them.
 */
export async function deleteTopicEventsMentioning(db: Queryable, uid: string): Promise<number> {
  // An empty or short needle would match (nearly) every event.
  if (uid.length < 8) throw new Error('deleteTopicEventsMentioning needs a whole uid');
  const { rowCount } = await db.query('delete from topic_events where strpos(topic, $1) > 0 or strpos(data::text, $1) > 0', [uid]);
  return rowCount;
}
