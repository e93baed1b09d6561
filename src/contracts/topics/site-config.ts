// The app shell holds this topic on every page: nothing here may import another area's contracts.
import { SiteConfigSchema } from '../system.js';
import { defineTopic } from './define.js';

/** `site-config`: the whole config in every message. Public. */
export const siteConfigTopic = defineTopic('site-config', {}, { snapshot: SiteConfigSchema, update: SiteConfigSchema });
