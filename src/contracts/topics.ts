export const SITE_CONFIG_TOPIC = 'site-config';
