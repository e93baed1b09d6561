import { useMemo } from 'react';
import { SiteConfigSchema, type SiteConfig } from '../../../contracts/system.js';
import { SITE_CONFIG_TOPIC } from '../../../contracts/topics.js';
import { useLive } from '../../lib/use-live.js';

/** The live site config, or undefined until the first valid snapshot (invalid data is logged and skipped). */
export function useSiteConfig(): SiteConfig | undefined {
  const { data, version } = useLive(SITE_CONFIG_TOPIC);
  return useMemo(() => {
    if (version === undefined) return undefined;
    const parsed = SiteConfigSchema.safeParse(data);
    if (parsed.success) return parsed.data;
    console.warn('Invalid site config; ignored', parsed.error.issues);
    return undefined;
  }, [data, version]);
}
