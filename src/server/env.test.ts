import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('starts with no variables at all', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', SPORTS_PROVIDER: 'simulator', SIM_SPEED: 1 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('caps live sockets per session and per address, 20 and 200 unless set', () => {
    expect(parseEnv({})).toMatchObject({ LIVE_SOCKETS_PER_SESSION: 20, LIVE_SOCKETS_PER_ADDRESS: 200 });
    expect(parseEnv({ LIVE_SOCKETS_PER_SESSION: '5', LIVE_SOCKETS_PER_ADDRESS: '50' })).toMatchObject({ LIVE_SOCKETS_PER_SESSION: 5, LIVE_SOCKETS_PER_ADDRESS: 50 });
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('parses lists and flags', () => {
    const env = parseEnv({ ALLOWED_ORIGINS: 'https://a.example, https://b.example/', TRUST_PROXY: '1' });
    expect(env.ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::1, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '2001:db8::1', 'loopback']);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ALLOWED_ORIGINS: 'not a url' }, /ALLOWED_ORIGINS/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1, proxy.example' }, /TRUST_PROXY/],
    [{ SPORTS_PROVIDER: 'yahoo' }, /SPORTS_PROVIDER/],
    [{ SIM_SPEED: '0' }, /SIM_SPEED/],
    [{ SPORTS_PROVIDER: 'apisports' }, /APISPORTS_KEY is required when SPORTS_PROVIDER=apisports/],
    [{ APISPORTS_DAILY_LIMIT: 'lots' }, /APISPORTS_DAILY_LIMIT/],
    [{ LIVE_SOCKETS_PER_SESSION: '0' }, /LIVE_SOCKETS_PER_SESSION/],
    [{ LIVE_SOCKETS_PER_ADDRESS: 'many' }, /LIVE_SOCKETS_PER_ADDRESS/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
    [{ METRICS_TOKEN: 'a token with spaces in it' }, /METRICS_TOKEN/],
    [{ BACKUP_TOKEN: 'short' }, /BACKUP_TOKEN/],
    [{ BACKUP_TOKEN: 'a token with spaces in it' }, /BACKUP_TOKEN/],
  ])('refuses %j with one line naming the variable', (source, message) => {
    let error: unknown;
    try {
      parseEnv(source);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
