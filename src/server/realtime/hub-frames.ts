import type { ServerMessage } from '../../contracts/realtime.js';
import type { Database } from '../db/database.js';
import type { CommittedEvent } from '../services/publisher.js';
import { readTopicSnapshot } from '../services/topic-log.service.js';
import type { LoggedTopicEvent } from '../services/topic-log.service.js';
import { textFrame } from './frames.js';
import type { ResolvedTopic } from './topic-registry.js';

/** A message as one whole WebSocket frame: encoded once, the same bytes go to every socket. */
export function frameOf(message: ServerMessage): Buffer {
  return textFrame(Buffer.from(JSON.stringify(message)));
}

export function updateFrame(topic: string, event: LoggedTopicEvent): Buffer {
  return frameOf({ type: 'update', topic, version: event.version, data: event.data });
}

/** The same update frame from the JSON text the command logged, which is not parsed again. */
export function committedFrame(topic: string, event: CommittedEvent): Buffer {
  return textFrame(Buffer.from(`{"type":"update","topic":${JSON.stringify(topic)},"version":${event.version},"data":${event.json}}`));
}

/** A topic's snapshot frame and the head version it matches, both read in one repeatable-read snapshot. */
export async function readSnapshotFrame(db: Database, topic: string, resolved: ResolvedTopic): Promise<{ version: number; frame: Buffer }> {
  const { version, data } = await readTopicSnapshot(db, topic, (tx) => resolved.snapshot(tx));
  return { version, frame: frameOf({ type: 'snapshot', topic, version, data }) };
}

/** Whether the events (oldest first, versions unique) are exactly `first`, `first` + 1, … */
export function runsWithoutGap(events: ReadonlyArray<{ version: number }>, first: number): boolean {
  const last = events[events.length - 1];
  return events[0]?.version === first && last !== undefined && last.version - first + 1 === events.length;
}
