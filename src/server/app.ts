import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SITE_CONFIG_TOPIC } from '../contracts/topics.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open-database.js';
import type { Env } from './env.js';
import { projectRoot } from './env.js';
import { createHttpServer } from './http/http-server.js';
import { startTopicLogPruning } from './jobs/prune-topic-log.js';
import { Hub } from './realtime/hub.js';
import { attachLiveEndpoint } from './realtime/live-endpoint.js';
import { createNotifyBridge } from './realtime/notify-bridge.js';
import { TopicRegistry, publicTopic } from './realtime/topic-registry.js';
import { readSiteConfig } from './services/site-config.service.js';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  hub: Hub;
  close(): Promise<void>;
}

export const appVersion: string = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** Composition root: env → db → services → http + realtime + jobs (DESIGN §2). */
export async function startServer(env: Env, now: () => Date = () => new Date()): Promise<RunningServer> {
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    let logError: (error: unknown) => void = () => undefined;
    const bridge = createNotifyBridge(db, (error) => logError(error));
    const app = await createHttpServer({ env, db, publisher: bridge.publisher, now, version: appVersion });
    logError = (error) => app.log.error({ err: error }, 'background error');

    const registry = new TopicRegistry().register(publicTopic(SITE_CONFIG_TOPIC, readSiteConfig));
    const hub = new Hub(db, registry, app.log);
    const unlisten = await bridge.listen((topic) => hub.topicChanged(topic));
    attachLiveEndpoint(app.server, db, hub, { allowedOrigins: env.ALLOWED_ORIGINS, now, onError: logError });
    const stopPruning = startTopicLogPruning(db, now, logError);

    await app.listen({ port: env.PORT, host: env.HOST });
    const { port } = app.server.address() as AddressInfo;
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;

    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${port}`,
      port,
      db,
      hub,
      close: () =>
        (closing ??= (async () => {
          stopPruning();
          hub.close();
          await app.close(); // stops accepting, then waits for in-flight requests
          await unlisten();
          await db.close();
        })()),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
