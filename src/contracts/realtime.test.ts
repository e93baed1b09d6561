import { describe, expect, it } from 'vitest';
import { LIVE_ERROR_CODES, ServerMessageSchema } from './realtime.js';

describe('ServerMessageSchema error frames', () => {
  it.each(LIVE_ERROR_CODES)('accepts the %s code', (code) => {
    expect(ServerMessageSchema.safeParse({ type: 'error', code, message: 'Refused.' }).success).toBe(true);
  });

  it('refuses a code outside the closed list, so a client never acts on a made-up one', () => {
    expect(ServerMessageSchema.safeParse({ type: 'error', code: 'made_up', message: 'Refused.' }).success).toBe(false);
  });
});
