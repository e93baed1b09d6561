import { z } from 'zod';
import type { Queryable } from '../database.js';

const SiteConfigRowSchema = z.object({
  maintenance_time: z.union([z.date(), z.string()]).nullable(),
  min_client_version: z.string().nullable(),
});

export interface SiteConfigRecord {
  maintenanceTime: Date | null;
  minClientVersion: string | null;
}

const toRecord = (row: unknown): SiteConfigRecord => {
  const parsed = SiteConfigRowSchema.parse(row);
  return {
    maintenanceTime: parsed.maintenance_time === null ? null : new Date(parsed.maintenance_time),
    minClientVersion: parsed.min_client_version,
  };
};

export async function getSiteConfig(db: Queryable): Promise<SiteConfigRecord> {
  const { rows } = await db.query("select maintenance_time, min_client_version from site_config where id = 'siteConfig'");
  return toRecord(rows[0]);
}

export async function updateSiteConfig(
  db: Queryable,
  change: { maintenanceTime?: Date | null; minClientVersion?: string | null },
): Promise<SiteConfigRecord> {
  const { rows } = await db.query(
    `update site_config set
       maintenance_time = case when $1 then $2::timestamptz else maintenance_time end,
       min_client_version = case when $3 then $4::text else min_client_version end
     where id = 'siteConfig'
     returning maintenance_time, min_client_version`,
    [
      change.maintenanceTime !== undefined,
      change.maintenanceTime ?? null,
      change.minClientVersion !== undefined,
      change.minClientVersion ?? null,
    ],
  );
  return toRecord(rows[0]);
}
