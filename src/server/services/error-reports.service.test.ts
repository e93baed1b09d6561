import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.js';
import { errorSampleRate } from './error-reports.service.js';

describe('the error sample rate the server gives the browser', () => {
  it.each([
    [{ SITE_ENVIRONMENT: 'production' }, 0.1],
    [{ SITE_ENVIRONMENT: 'staging' }, 0.5],
    [{ SITE_ENVIRONMENT: 'development' }, 1],
    [{ NODE_ENV: 'production' }, 0.1],
    [{ NODE_ENV: 'development' }, 1],
    [{ NODE_ENV: 'test' }, 1],
    [{ SITE_ENVIRONMENT: 'production', ERROR_SAMPLE_RATE: '0.25' }, 0.25],
  ])('%o → %s', (env, rate) => {
    expect(errorSampleRate(parseEnv(env))).toBe(rate);
  });

  it('refuses a rate outside 0–1 and an unknown environment at start', () => {
    expect(() => parseEnv({ ERROR_SAMPLE_RATE: '2' })).toThrow(/ERROR_SAMPLE_RATE/);
    expect(() => parseEnv({ SITE_ENVIRONMENT: 'qa' })).toThrow(/SITE_ENVIRONMENT/);
  });
});
