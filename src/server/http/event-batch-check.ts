// The check of a browser's analytics batch (POST /api/events, decision 042), compiled once from
// the contract's zod schemas. zod stays the authority: the compiled check only ever says "valid",
// for a batch it can prove the schema accepts; anything else (a refusal, or a shape it was not
// compiled for) goes to zod, which decides and names the problem. A discriminated union parsed
// per event cost about as much as the JSON parse of the batch itself; this is a few property
// reads and one regex test per field.
import type { z } from 'zod/mini';
import type { ClientEventName } from '../../contracts/analytics.js';
import { CLIENT_EVENT_PROPS, EVENT_BATCH_MAX_EVENTS, EventBatchSchema } from '../../contracts/analytics.js';
import { parseInput } from './parse-input.js';

type EventBatch = z.infer<typeof EventBatchSchema>;
type Check = (value: unknown) => boolean;

/** What this compiler reads of a zod/mini schema's definition; anything else is not compiled. */
interface Def {
  type: string;
  checks?: ReadonlyArray<{ _zod: { def: { check: string; format?: string; pattern?: RegExp } } }>;
  entries?: Record<string, unknown>;
  values?: readonly unknown[];
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A check that accepts exactly what the schema accepts, or null where the schema uses anything
 * but strings with regex checks, enums of strings and strict objects of required fields.
 */
export function compileCheck(schema: z.ZodMiniType): Check | null {
  const def = defOf(schema);
  if (def.type === 'string') {
    const patterns: RegExp[] = [];
    for (const check of def.checks ?? []) {
      const { check: kind, format, pattern } = check._zod.def;
      if (kind !== 'string_format' || format !== 'regex' || !pattern || pattern.global || pattern.sticky) return null;
      patterns.push(pattern);
    }
    return (value) => typeof value === 'string' && patterns.every((pattern) => pattern.test(value));
  }
  if (def.type === 'enum') {
    const values = Object.values(def.entries ?? {});
    if (!values.every((v) => typeof v === 'string')) return null;
    const allowed = new Set(values);
    return (value) => typeof value === 'string' && allowed.has(value);
  }
  if (def.type === 'object') {
    // Strict (an unknown key is refused) and without refinements of its own.
    if (!def.catchall || defOf(def.catchall).type !== 'never' || (def.checks?.length ?? 0) > 0) return null;
    const fields: Array<readonly [string, Check]> = [];
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      const check = compileCheck(field);
      if (!check) return null;
      fields.push([key, check]);
    }
    // Every field required, none other: the same count of own keys, each one a field that passes.
    return (value) => isRecord(value) && Object.keys(value).length === fields.length && fields.every(([key, check]) => Object.hasOwn(value, key) && check(value[key]));
  }
  return null;
}

/** Each browser event's props, compiled; a name whose props did not compile is left to zod. */
const propsChecks = new Map<string, Check>();
for (const name of Object.keys(CLIENT_EVENT_PROPS) as ClientEventName[]) {
  const check = compileCheck(CLIENT_EVENT_PROPS[name]);
  if (check) propsChecks.set(name, check);
}
const clientIdDef = defOf(EventBatchSchema.shape.clientId);
const clientIdCheck = clientIdDef.type === 'optional' && clientIdDef.innerType ? compileCheck(clientIdDef.innerType) : null;

/** Whether the compiled checks prove the batch valid (false: let zod decide). */
export function provedValid(body: unknown): body is EventBatch {
  if (!isRecord(body) || !clientIdCheck) return false;
  const { events } = body;
  let keys = 1;
  if (Object.hasOwn(body, 'clientId')) {
    if (!clientIdCheck(body.clientId)) return false;
    keys += 1;
  }
  if (Object.keys(body).length !== keys || !Object.hasOwn(body, 'events') || !Array.isArray(events)) return false;
  if (events.length < 1 || events.length > EVENT_BATCH_MAX_EVENTS) return false;
  for (const event of events) {
    if (!isRecord(event) || Object.keys(event).length !== 2 || !Object.hasOwn(event, 'props') || typeof event.name !== 'string' || !Object.hasOwn(event, 'name')) return false;
    const check = propsChecks.get(event.name);
    if (!check?.(event.props)) return false;
  }
  return true;
}

/**
 * The batch, checked against its contract: proved valid by the compiled checks, or else parsed by
 * zod, which refuses it (400 naming the field) or, for a shape not compiled, accepts it.
 */
export function parseEventBatch(body: unknown): EventBatch {
  return provedValid(body) ? body : parseInput(EventBatchSchema, body);
}

/** Which event names the compiled checks cover (the unit test requires every browser event). */
export const compiledEventNames: ReadonlySet<string> = new Set(propsChecks.keys());
