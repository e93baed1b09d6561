import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from './bots.js';

describe('isBotUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['WhatsApp/2.23.20.0', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Slackbot-LinkExpanding 1.0', true],
    ['TelegramBot (like TwitterBot)', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', false],
  ])('%s → %s', (ua, expected) => {
    expect(isBotUserAgent(ua)).toBe(expected);
  });

  it('treats a missing user agent as a person', () => {
    expect(isBotUserAgent(undefined)).toBe(false);
  });
});

describe('browsers driven by tests and audits are people', () => {
  it('does not treat headless Chromium as a bot', () => {
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156.0.0.0 Safari/537.36')).toBe(false);
  });
});
