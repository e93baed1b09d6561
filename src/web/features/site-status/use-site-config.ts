import type { SiteConfig } from '../../../contracts/system.js';
import { siteConfigTopic } from '../../../contracts/topics/site-config.js';
import { useLive } from '../../lib/use-live.js';

/** The live site config, or undefined until the first valid snapshot. */
export function useSiteConfig(): SiteConfig | undefined {
  return useLive(siteConfigTopic.topic({}), siteConfigTopic.snapshot).data;
}
