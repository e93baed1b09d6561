// Site config changes from the Admin Dashboard (docs/product/site.md#admin): validated against
// the server's clock, written with their audit row in one transaction, and published on the
// site-config topic that every open page's banner and overlay follow (decision 039).
import { normaliseName } from '../../domain/people/labels.js';
import type { AdminAuditEntry, AdminSiteConfig, AdminSiteConfigChange } from '../../contracts/admin.js';
import { SiteConfigSchema } from '../../contracts/system.js';
import type { SiteConfig } from '../../contracts/system.js';
import { siteConfigTopic } from '../../contracts/topics.js';
import type { Database, Queryable } from '../db/database.js';
import { findRecentAdminAudit, insertAdminAudit } from '../db/repositories/admin-audit.repository.js';
import { getSiteConfig, updateSiteConfig } from '../db/repositories/site-config.repository.js';
import type { AccountRecord } from '../db/repositories/users.repository.js';
import { AppError } from './errors.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import { toSiteConfigView } from './site-config.service.js';

/** How far ahead maintenance may be scheduled: further is a typo (a year, a month) more often than a plan. */
export const MAINTENANCE_HORIZON_MS = 366 * 24 * 3_600_000;
/** The audit log's site config actions (the admin tools' own are shown beside them: admin-actions.service.ts). */
const SITE_CONFIG_ACTIONS: readonly AdminSiteConfigChange['action'][] = ['scheduleMaintenance', 'clearMaintenance', 'setMinClientVersion'];
/** Audit rows the dashboard shows. */
export const AUDIT_ROWS_SHOWN = 50;

/** Control characters (a line break included): the banner's message is one line. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export interface AdminSiteConfigDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
}

type Admin = Pick<AccountRecord, 'uid' | 'email'>;

const invalid = (message: string) => new AppError('invalid_input', message);

/** The change as columns, or a 400 saying what is wrong with it. */
function planChange(change: AdminSiteConfigChange, now: Date) {
  switch (change.action) {
    case 'scheduleMaintenance': {
      const at = new Date(change.maintenanceTime);
      if (at.getTime() <= now.getTime()) throw invalid('maintenanceTime: must be in the future.');
      if (at.getTime() > now.getTime() + MAINTENANCE_HORIZON_MS) throw invalid('maintenanceTime: must be within a year from now.');
      if (CONTROL.test(change.message)) throw invalid('message: must be one line of text.');
      const message = normaliseName(change.message);
      return { maintenanceTime: at, maintenanceMessage: message === '' ? null : message };
    }
    case 'clearMaintenance':
      return { maintenanceTime: null, maintenanceMessage: null };
    case 'setMinClientVersion':
      return { minClientVersion: change.minClientVersion };
  }
}

const toEntry = (row: Awaited<ReturnType<typeof findRecentAdminAudit>>[number]): AdminAuditEntry => ({
  id: row.id,
  at: row.at,
  actorEmail: row.actor_email,
  action: row.action,
  before: SiteConfigSchema.parse(row.before),
  after: SiteConfigSchema.parse(row.after),
});

export async function readAdminSiteConfig(db: Queryable): Promise<AdminSiteConfig> {
  const [record, audit] = await Promise.all([getSiteConfig(db), findRecentAdminAudit(db, AUDIT_ROWS_SHOWN, SITE_CONFIG_ACTIONS)]);
  return { config: toSiteConfigView(record), audit: audit.map(toEntry) };
}

/** One admin change: validated, stored with its audit row, published; nothing changes if any step fails. */
export async function changeSiteConfigAsAdmin(deps: AdminSiteConfigDeps, admin: Admin, change: AdminSiteConfigChange): Promise<AdminSiteConfig> {
  const now = deps.now();
  const columns = planChange(change, now);
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const before: SiteConfig = toSiteConfigView(await getSiteConfig(tx, { forUpdate: true }));
    const after: SiteConfig = toSiteConfigView(await updateSiteConfig(tx, columns));
    await insertAdminAudit(tx, { actorUid: admin.uid, actorEmail: admin.email ?? '', action: change.action, before, after }, now);
    await publish(siteConfigTopic, {}, after);
  });
  return readAdminSiteConfig(deps.db);
}
