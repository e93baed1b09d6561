// Vitest globalSetup for the integration project: one throwaway PostgreSQL cluster per run.
// Tests get its admin URL with `inject('postgresUrl')` and make a database each (tests/setup/test-databases.ts).
// Set TEST_DATABASE_URL to use an existing server instead; then nothing is started.
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('postgresUrl', external);
    return undefined;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
