import { describe, expect, it } from 'vitest';
import { CLIENT_EVENT_PROPS, EventBatchSchema } from '../../contracts/analytics.js';
import { compiledEventNames, parseEventBatch, provedValid } from './event-batch-check.js';

const GAME = 'abcdefghij0123456789';
const valid = [
  { events: [{ name: 'page_view', props: { route: '/games/:gameId' } }] },
  { clientId: 'client-abcdefghijklmnop', events: [{ name: 'demo_view', props: { demo: 'squares' } }, { name: 'about_click', props: { route: '/' } }] },
  { events: [{ name: 'share', props: { gameId: GAME, method: 'qr' } }, { name: 'inline_pick', props: { gameId: GAME } }] },
  { events: Array.from({ length: 50 }, () => ({ name: 'page_view', props: { route: '/' } })) },
];
const invalid: unknown[] = [
  null, [], 'x', {}, { events: [] }, { events: {} },
  { events: Array.from({ length: 51 }, () => ({ name: 'page_view', props: { route: '/' } })) },
  { events: [{ name: 'page_view', props: { route: '/' } }], extra: 1 },
  { clientId: 'short', events: [{ name: 'page_view', props: { route: '/' } }] },
  { events: [{ name: 'page_view', props: { route: '/', email: 'a@b.example' } }] },
  { events: [{ name: 'page_view', props: {} }] },
  { events: [{ name: 'page_view', props: { route: 'https://example.com/' } }] },
  { events: [{ name: 'page_view', props: { route: '/\n' } }] },
  { events: [{ name: 'page_view', props: { route: '/\u0000' } }] },
  { events: [{ name: 'page_view', props: { route: ['/'] } }] },
  { events: [{ name: 'page_view', props: [] }] },
  { events: [{ name: 'page_view' }] },
  { events: [{ name: 'page_view', props: { route: '/' }, at: 1 }] },
  { events: [{ props: { route: '/' } }] },
  { events: [{ name: 'sign_up', props: {} }] },
  { events: [{ name: 'toString', props: {} }] },
  { events: [{ name: '__proto__', props: {} }] },
  { events: [{ name: 'share', props: { gameId: GAME, method: 'mail' } }] },
  { events: [{ name: 'share', props: { gameId: 'short', method: 'qr' } }] },
  { events: [{ name: 'inline_pick', props: { gameId: GAME, pick: 'A' } }] },
  { events: [[{ name: 'page_view', props: { route: '/' } }]] },
  JSON.parse('{"events":[{"name":"page_view","props":{"route":"/","__proto__":{"x":1}}}]}'),
];


describe('the compiled check of an analytics batch', () => {
  it('covers every browser event', () => {
    expect([...compiledEventNames].sort()).toEqual(Object.keys(CLIENT_EVENT_PROPS).sort());
  });

  it.each(valid)('proves a valid batch valid without zod (%#)', (body) => {
    expect(provedValid(body)).toBe(true);
    expect(parseEventBatch(body)).toEqual(EventBatchSchema.parse(body));
  });

  it.each(invalid)('never proves a batch the schema refuses (%#), which zod then refuses naming the field', (body) => {
    expect(EventBatchSchema.safeParse(body).success).toBe(false);
    expect(provedValid(body)).toBe(false);
    expect(() => parseEventBatch(body)).toThrow(expect.objectContaining({ code: 'invalid_input' }) as Error);
  });
});
