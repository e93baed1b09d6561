// GET /api/config once per page: the version and the optional Discord link (docs/product/site.md#app-shell-and-menu menu).
import { useEffect, useSyncExternalStore } from 'react';
import { ClientConfigSchema, type ClientConfig } from '../../contracts/system.js';
import { apiGet } from './api-client.js';

let config: ClientConfig | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadClientConfig(): Promise<void> {
  loading ??= apiGet('/api/config', ClientConfigSchema).then(
    (value) => {
      config = value;
      for (const listener of [...listeners]) listener();
    },
    (error: unknown) => {
      // Logged only; the menu works without it and the next caller tries again.
      console.warn('Could not load client config', error);
      loading = null;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The client config, or null until it has loaded. */
export function useClientConfig(): ClientConfig | null {
  const value = useSyncExternalStore(subscribe, () => config, () => config);
  useEffect(() => {
    if (!config) void loadClientConfig();
  }, []);
  return value;
}
