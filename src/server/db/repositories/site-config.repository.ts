import { z } from 'zod';
import type { Queryable } from '../database.js';

const SiteConfigRowSchema = z.object({
  maintenance_time: z.union([z.date(), z.string()]).nullable(),
  maintenance_message: z.string().nullable(),
  min_client_version: z.string().nullable(),
});

export interface SiteConfigRecord {
  maintenanceTime: Date | null;
  maintenanceMessage: string | null;
  minClientVersion: string | null;
}

const COLUMNS = 'maintenance_time, maintenance_message, min_client_version';

const toRecord = (row: unknown): SiteConfigRecord => {
  const parsed = SiteConfigRowSchema.parse(row);
  return {
    maintenanceTime: parsed.maintenance_time === null ? null : new Date(parsed.maintenance_time),
    maintenanceMessage: parsed.maintenance_message,
    minClientVersion: parsed.min_client_version,
  };
};

/** `forUpdate`: the row is locked to the end of the transaction (an admin change reads what it replaces). */
export async function getSiteConfig(db: Queryable, options: { forUpdate?: boolean } = {}): Promise<SiteConfigRecord> {
  const { rows } = await db.query(`select ${COLUMNS} from site_config where id = 'siteConfig'${options.forUpdate ? ' for update' : ''}`);
  return toRecord(rows[0]);
}

export async function updateSiteConfig(
  db: Queryable,
  change: { maintenanceTime?: Date | null; maintenanceMessage?: string | null; minClientVersion?: string | null },
): Promise<SiteConfigRecord> {
  const { rows } = await db.query(
    `update site_config set
       maintenance_time = case when $1 then $2::timestamptz else maintenance_time end,
       min_client_version = case when $3 then $4::text else min_client_version end,
       maintenance_message = case when $5 then $6::text else maintenance_message end
     where id = 'siteConfig'
     returning ${COLUMNS}`,
    [
      change.maintenanceTime !== undefined,
      change.maintenanceTime ?? null,
      change.minClientVersion !== undefined,
      change.minClientVersion ?? null,
      change.maintenanceMessage !== undefined,
      change.maintenanceMessage ?? null,
    ],
  );
  return toRecord(rows[0]);
}
