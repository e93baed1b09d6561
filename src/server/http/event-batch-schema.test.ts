import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EventBatchSchema } from '../../contracts/analytics.js';
import { CompiledEventBatchSchema } from './event-batch-schema.js';

const GAME_ID = 'abcdefghij_KLMNOP-123';
const text = fc.oneof(
  fc.constantFrom('/', '/games/:gameId', 'squares-1', 'copy', 'qr', 'page_view', 'share', GAME_ID.slice(1), '__proto__', '/\u0000', '/\ud800', 'x'.repeat(16), 'x'.repeat(65)),
  fc.string({ maxLength: 130 }),
);
const value = fc.oneof(text, fc.constant(null), fc.integer(), fc.boolean(), fc.constant([]), fc.dictionary(text, text, { maxKeys: 2 }));
const props = fc.oneof(
  fc.record({ route: fc.oneof(fc.constantFrom('/', '/games/:gameId'), text) }),
  fc.record({ demo: fc.oneof(fc.constant('squares-1'), text) }),
  fc.record({ gameId: fc.oneof(fc.constant(GAME_ID), text), method: fc.oneof(fc.constantFrom('copy', 'native', 'qr', 'code'), text) }, { requiredKeys: [] }),
  fc.dictionary(text, value, { maxKeys: 3 }),
);
const event = fc.record(
  { name: fc.oneof(fc.constantFrom('page_view', 'demo_view', 'about_click', 'share', 'inline_pick', 'create_game'), text), props, extra: value },
  { requiredKeys: ['name', 'props'] },
);
const batch = fc.record(
  { clientId: fc.oneof(fc.constantFrom('A'.repeat(16), 'abc_DEF-0123456789', 'A'.repeat(64)), text), events: fc.array(event, { maxLength: 52 }), extra: value },
  { requiredKeys: ['events'] },
);

describe('CompiledEventBatchSchema', () => {
  it('accepts, returns and refuses (with the same issues) exactly what EventBatchSchema does', () => {
    fc.assert(
      fc.property(batch, (input) => {
        // As the route receives it: JSON text parsed, an own "__proto__" key included.
        const body: unknown = JSON.parse(JSON.stringify(input));
        const runtime = EventBatchSchema.safeParse(body);
        const compiled = CompiledEventBatchSchema.safeParse(body);
        expect(compiled.success).toBe(runtime.success);
        if (runtime.success) expect(compiled.data).toEqual(runtime.data);
        else expect(compiled.error?.issues).toEqual(runtime.error.issues);
      }),
      { numRuns: 3_000 },
    );
  });

  it('is compiled whole, not handed back to the runtime parser', () => {
    expect(() => z.compile(EventBatchSchema, { strict: true })).not.toThrow();
    expect(CompiledEventBatchSchema).not.toBe(EventBatchSchema);
  });
});
