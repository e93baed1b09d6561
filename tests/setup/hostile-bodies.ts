// fast-check arbitraries for request bodies: valid ones drawn from a contract schema (through its
// JSON Schema), and hostile ones made from them — a field dropped, replaced by a wrong type, an
// extra field, prototype keys, huge or empty strings, numbers out of range, NaN-like strings,
// nesting, arrays and text that is not JSON at all.
import fc from 'fast-check';
import * as z from 'zod/mini';


/** The part of JSON Schema that zod's toJSONSchema writes for our contracts. */
interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** A body as sent: JSON text (or not JSON at all), and what kind of case it is, for failure reports. */
export interface HostileBody {
  kind: string;
  text: string;
}

export function toJsonSchema(schema: z.ZodMiniType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const SHORT = 12;

/** Values the schema accepts (strings kept short: long ones are the hostile side's job). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(validValue));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 });
    case 'number': {
      const min = schema.exclusiveMinimum ?? schema.minimum ?? -1_000;
      const max = schema.exclusiveMaximum ?? schema.maximum ?? 1_000;
      return fc.double({ min, max, noNaN: true, minExcluded: schema.exclusiveMinimum !== undefined, maxExcluded: schema.exclusiveMaximum !== undefined });
    }
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, SHORT));
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        // fast-check cannot generate from lookarounds: generate without them, keep what the whole pattern accepts.
        const generated = new RegExp(schema.pattern.replace(/\(\?<?[=!][^()]*\)/g, ''));
        return fc.stringMatching(generated, { size: 'xsmall' }).filter((s) => pattern.test(s) && s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
      }
      return fc.string({ minLength, maxLength });
    }
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue(), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e999', '-0', '0x10', '1_000', ' 12 ', '12abc', 'null', 'undefined', 'true', '[]', '{}'];
const NASTY_TEXT = ["'; drop table users; --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '${7*7}', '\u202e\u200b', 'e\u0301\u{1F600}'];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, -0.5, 0.5, 1e308, -1e308, 2 ** 53 + 1, 101, 1_000_001, '', ' ', '\t\n'),
  fc.constantFrom(...NAN_LIKE, ...NASTY_TEXT),
  fc.constantFrom('x'.repeat(10_000), 'É'.repeat(3_000), '🏈'.repeat(2_000)),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

const hostileKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 }));

/** Anything at all, nested a few levels (objects, arrays, hostile leaves). */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileLeaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

type Path = Array<string | number>;

/** Every place in a JSON value a field or element lives (the root is []). */
function containers(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, i) => containers(item, [...at, i]))];
  if (value !== null && typeof value === 'object') return [at, ...Object.entries(value).flatMap(([key, item]) => containers(item, [...at, key]))];
  return [];
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

type Mutation = 'drop' | 'replace' | 'extra' | 'proto';

/** A copy of `valid` changed at one place; prototype keys are written into the JSON text itself. */
function mutate(valid: unknown, pick: number, mutation: Mutation, value: unknown, key: string): HostileBody {
  const copy: unknown = structuredClone(valid);
  const places = containers(copy);
  if (places.length === 0) return { kind: `${mutation}:root`, text: JSON.stringify(value) };
  const path = places[pick % places.length]!;
  const node = at(copy, path) as Record<string | number, unknown>;
  const keys = Object.keys(node);
  const target = keys.length > 0 ? keys[pick % keys.length]! : undefined;
  const where = [...path, target ?? ''].join('.');
  if (mutation === 'drop' && target !== undefined) {
    if (Array.isArray(node)) node.splice(Number(target), 1);
    else delete node[target];
    return { kind: `drop ${where}`, text: JSON.stringify(copy) };
  }
  if (mutation === 'replace' && target !== undefined) {
    node[target] = value;
    return { kind: `replace ${where}`, text: JSON.stringify(copy) };
  }
  if (mutation === 'proto' || PROTOTYPE_KEYS.includes(key)) {
    // JSON.stringify would never write an own "__proto__": splice it into the text of the node.
    const marker = '"\u0001marker\u0001":0';
    if (Array.isArray(node)) node.push({ '\u0001marker\u0001': 0 });
    else node['\u0001marker\u0001'] = 0;
    const injected = `${JSON.stringify(key)}:${JSON.stringify(value ?? { isAdmin: true })}`;
    return { kind: `proto ${key} at ${path.join('.')}`, text: JSON.stringify(copy).replace(marker, injected) };
  }
  if (Array.isArray(node)) node.push(value);
  else node[key] = value;
  return { kind: `extra ${path.join('.')}.${key}`, text: JSON.stringify(copy) };
}

const NOT_JSON = ['', ' ', '{', '{"a":', '[1,2', 'undefined', "{'single':1}", '{"a":1,}', '\u0000', 'NaN', '{"a":NaN}', '{"a":1}{"b":2}', '1e999999'];

/** Text with U+0000 and lone surrogates in strings, and nesting deeper than any body needs. */
function badTextAndDeepNesting(valid: fc.Arbitrary<unknown>): fc.Arbitrary<HostileBody> {
  const badText = fc.oneof(fc.constantFrom('a\u0000b', '\u0000', 'x\ud800', '\udc00y', 'A\u0000\ud83d'), fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }));
  return fc.oneof(
    fc.tuple(valid, fc.nat(), badText).map(([body, pick, text]) => mutate(body, pick, 'replace', text, 'x')),
    fc.integer({ min: 1_000, max: 20_000 }).map((depth) => ({ kind: `deep ${depth}`, text: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` })),
    fc.integer({ min: 1_000, max: 20_000 }).map((depth) => ({ kind: `deep array ${depth}`, text: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
  );
}

/** Bodies for a route whose body schema is `schema`: about one in six valid, the rest hostile. */
export function hostileBodies(schema: z.ZodMiniType): fc.Arbitrary<HostileBody> {
  const valid = validValue(toJsonSchema(schema));
  const cases: Array<fc.Arbitrary<HostileBody>> = [
    valid.map((body) => ({ kind: 'valid', text: JSON.stringify(body) ?? 'null' })),
    fc
      .tuple(valid, fc.nat(), fc.constantFrom<Mutation>('drop', 'replace', 'extra', 'proto'), hostileValue, hostileKey)
      .map(([body, pick, mutation, value, key]) => mutate(body, pick, mutation, value, key)),
    fc.tuple(valid, fc.nat(), fc.constantFrom<Mutation>('replace', 'extra'), hostileLeaf, hostileKey).map(([body, pick, mutation, value, key]) => mutate(body, pick, mutation, value, key)),
    hostileValue.map((value) => ({ kind: 'hostile root', text: JSON.stringify(value) ?? 'null' })),
    fc.constantFrom(...NOT_JSON).map((text) => ({ kind: 'not json', text })),
    fc.integer({ min: 2, max: 30 }).map((depth) => ({ kind: `nested ${depth}`, text: `${'{"a":'.repeat(depth)}[]${'}'.repeat(depth)}` })),
    badTextAndDeepNesting(valid),
  ];
  return fc.oneof(...cases);
}
