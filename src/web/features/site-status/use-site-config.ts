import { SiteConfigSchema, type SiteConfig } from '../../../contracts/system.js';
import { SITE_CONFIG_TOPIC } from '../../../contracts/topics.js';
import { useLive } from '../../lib/use-live.js';

/** The live site config, or undefined until the first valid snapshot. */
export function useSiteConfig(): SiteConfig | undefined {
  return useLive(SITE_CONFIG_TOPIC, SiteConfigSchema).data;
}
