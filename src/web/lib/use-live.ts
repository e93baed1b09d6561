// React bindings for the page's one live connection.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import { ensureSession } from './session.js';
import { LiveClient, liveUrl, type ConnectionSnapshot, type LiveState, type TopicMerge } from './live-client.js';
import type { Readable } from './store.js';

let client: LiveClient | null = null;

/** The page's live client, created on first use. It connects once there is a session. */
export function getLiveClient(): LiveClient {
  client ??= new LiveClient({
    url: () => liveUrl(),
    // After repeated failures, re-read the session: an expired cookie is one reason to be refused.
    prepare: async (failures) => (await ensureSession({ refresh: failures >= 2 })) !== null,
    // Loaded on demand like the account screens; it reconnects the client when the user changed.
    sessionEnded: async () => {
      const { refreshSession } = await import('./account.js');
      await refreshSession();
    },
  });
  return client;
}

export interface LiveTopic<T> {
  /** The latest valid data, undefined until the first snapshot. */
  readonly data: T | undefined;
  readonly version: number | undefined;
  readonly state: LiveState;
}

/**
 * Latest data and version of a topic, and the connection state. Subscribes while mounted.
 * Every message's data is checked against `schema`; data that does not match is logged and
 * skipped, keeping the last valid data (docs/product/accounts.md). A topic has one schema.
 */
export function useLive<T>(topic: string, schema: z.ZodMiniType<T>): LiveTopic<T> {
  const live = getLiveClient();
  const subscribe = useCallback(
    (onChange: () => void) => live.subscribe(topic, onChange, (data) => schema.safeParse(data).success),
    [live, topic, schema],
  );
  const getSnapshot = useCallback(() => live.getTopic(topic), [live, topic]);
  // Only data that passed the schema is ever stored, so this narrowing is sound.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot) as LiveTopic<T>;
}

/** A merged topic's rules: snapshots and updates checked against their schemas, updates merged. */
function mergedCheck<S, U>(snapshotSchema: z.ZodMiniType<S>, updateSchema: z.ZodMiniType<U>, merge: (previous: S, update: U) => S): TopicMerge {
  return {
    snapshot: (data) => snapshotSchema.safeParse(data).success,
    update: (data) => updateSchema.safeParse(data).success,
    // Only data that passed its schema reaches the merge, so these narrowings are sound.
    merge: (previous, update) => merge(previous as S, update as U),
  };
}

/**
 * Like useLive, for a topic whose updates are changes rather than the whole state (e.g.
 * `sports-league:{league}`): a snapshot replaces what is held, each update is applied with
 * `merge(previous, update)`. Snapshots are checked against `snapshotSchema` and updates against
 * `updateSchema`; either that fails is logged and skipped. `merge` must be pure and stable (a
 * module-level function): the topic keeps its first subscriber's merge. A null topic subscribes
 * to nothing (e.g. for bots, who have no live connection) and reads as not loaded.
 */
export function useLiveMerged<S, U>(
  topic: string | null,
  snapshotSchema: z.ZodMiniType<S>,
  updateSchema: z.ZodMiniType<U>,
  merge: (previous: S, update: U) => S,
): LiveTopic<S> {
  const live = getLiveClient();
  const reader = useMemo(() => mergedTopicReader(topic, snapshotSchema, updateSchema, merge), [topic, snapshotSchema, updateSchema, merge]);
  const getSnapshot = useCallback(() => live.getTopic(topic ?? ''), [live, topic]);
  return useSyncExternalStore(reader.subscribe, getSnapshot, getSnapshot) as LiveTopic<S>;
}

/**
 * The data of a topic useLiveMerged reads (same arguments), as a Readable: for components that
 * draw one slice of it (useSlice) and should not re-render for the rest. Undefined until the
 * first snapshot; each subscriber holds one reference to the topic.
 */
export function mergedTopicReader<S, U>(
  topic: string | null,
  snapshotSchema: z.ZodMiniType<S>,
  updateSchema: z.ZodMiniType<U>,
  merge: (previous: S, update: U) => S,
): Readable<S | undefined> {
  const live = getLiveClient();
  return {
    // Only data that passed the schemas is ever stored, so this narrowing is sound.
    get: () => (topic === null ? undefined : (live.getTopic(topic).data as S | undefined)),
    subscribe: (onChange) => (topic === null ? () => {} : live.subscribe(topic, onChange, mergedCheck(snapshotSchema, updateSchema, merge))),
  };
}

/** The connection state for the shell (retry banner, Tech Specs). Does not subscribe to a topic. */
export function useLiveConnection(): ConnectionSnapshot {
  const live = getLiveClient();
  const subscribe = useCallback((onChange: () => void) => live.onConnectionChange(onChange), [live]);
  const getSnapshot = useCallback(() => live.getConnection(), [live]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function retryLiveConnection(): void {
  getLiveClient().retryNow();
}
