// React bindings for the page's one live connection.
import { useCallback, useSyncExternalStore } from 'react';
import { ensureSession } from './session.js';
import { LiveClient, liveUrl, type ConnectionSnapshot, type TopicSnapshot } from './live-client.js';

let client: LiveClient | null = null;

/** The page's live client, created on first use. It connects once there is a session. */
export function getLiveClient(): LiveClient {
  client ??= new LiveClient({
    url: () => liveUrl(),
    // After repeated failures, re-read the session: an expired cookie is one reason to be refused.
    prepare: async (failures) => (await ensureSession({ refresh: failures >= 2 })) !== null,
  });
  return client;
}

/** Latest data and version of a topic, and the connection state. Subscribes while mounted. */
export function useLive(topic: string): TopicSnapshot {
  const live = getLiveClient();
  const subscribe = useCallback((onChange: () => void) => live.subscribe(topic, onChange), [live, topic]);
  const getSnapshot = useCallback(() => live.getTopic(topic), [live, topic]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
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
