/**
 * Crawlers and link-preview fetchers (docs/product/accounts.md): they see pages without
 * the bottom navigation, get no anonymous session and are left out of analytics.
 */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|discord|skypeuripreview/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_PATTERN.test(userAgent);
}
