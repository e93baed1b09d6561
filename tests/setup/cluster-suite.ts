// The two-instance topology (cluster.ts) for one describe block: its own throwaway database,
// started before the block's tests and stopped, database dropped, after them. Kept apart from
// cluster.ts, which the game-day bench runs outside vitest.
import { afterAll, beforeAll } from 'vitest';
import { startCluster } from './cluster.js';
import type { Cluster, ClusterOptions } from './cluster.js';
import { createTestDatabaseUrl, dropTestDatabase } from './test-databases.js';

/**
 * Returns the running cluster. `beforeStop` undoes what a test may have left that a stop would
 * wait on (an instance stopped with SIGSTOP).
 */
export function clusterForSuite(options: Omit<ClusterOptions, 'databaseUrl'> = {}, beforeStop?: (cluster: Cluster) => void): () => Cluster {
  let databaseUrl: string | undefined;
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    databaseUrl = await createTestDatabaseUrl();
    cluster = await startCluster({ ...options, databaseUrl });
  }, 180_000);
  afterAll(async () => {
    if (cluster) beforeStop?.(cluster);
    await cluster?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });
  return () => {
    if (!cluster) throw new Error('the cluster did not start');
    return cluster;
  };
}
