import type { SiteConfig, SiteConfigUpdate } from '../../contracts/system.js';
import { siteConfigTopic } from '../../contracts/topics.js';
import type { Database, Queryable } from '../db/database.js';
import { getSiteConfig, updateSiteConfig } from '../db/repositories/site-config.repository.js';
import type { SiteConfigRecord } from '../db/repositories/site-config.repository.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';

export const toSiteConfigView = (record: SiteConfigRecord): SiteConfig => ({
  maintenanceTime: record.maintenanceTime?.toISOString() ?? null,
  maintenanceMessage: record.maintenanceMessage,
  minClientVersion: record.minClientVersion,
});

export async function readSiteConfig(db: Queryable): Promise<SiteConfig> {
  return toSiteConfigView(await getSiteConfig(db));
}

/** Changes the site config and publishes the whole new config on its topic. */
export async function changeSiteConfig(db: Database, publisher: Publisher, change: SiteConfigUpdate): Promise<SiteConfig> {
  return runCommand(db, publisher, async (tx, publish) => {
    const record = await updateSiteConfig(tx, {
      ...(change.maintenanceTime !== undefined ? { maintenanceTime: change.maintenanceTime === null ? null : new Date(change.maintenanceTime) } : {}),
      ...(change.minClientVersion !== undefined ? { minClientVersion: change.minClientVersion } : {}),
      ...(change.maintenanceMessage !== undefined ? { maintenanceMessage: change.maintenanceMessage } : {}),
    });
    const view = toSiteConfigView(record);
    await publish(siteConfigTopic, {}, view);
    return view;
  });
}
