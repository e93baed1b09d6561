import type * as z from 'zod/mini';

/** The `{param}` names in a topic pattern such as `pickem-entries:{gameId}:{uid}`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** What each parameter of a pattern must look like: one schema per `{param}`, no more, no less. */
export type ParamSchemas<Pattern extends string> = { readonly [Name in ParamNames<Pattern>]: z.ZodMiniType<string> };

/** The parameters of a topic, as its schemas read them. */
export type ParamsOf<Schemas> = { readonly [Name in keyof Schemas]: Schemas[Name] extends z.ZodMiniType<infer T> ? T : never };

/**
 * One live topic: how its name is built from its parameters and read back into them, what its
 * snapshot is and what each of its updates is. Server (publishing, subscribing) and web (the
 * live client) use the same one, so a topic's name and messages cannot drift apart.
 */
export interface TopicDef<Params, Snapshot, Update> {
  /** The pattern as people write it (`game:{id}`). */
  readonly name: string;
  /** The topic's name for these parameters (`game:abc…`); any string a parameter's schema reads will do. */
  topic(params: Params | { readonly [Name in keyof Params]: string }): string;
  /** A topic name's parameters, or null when the name is not this topic's (or a parameter is malformed). */
  match(topic: string): Params | null;
  readonly snapshot: z.ZodMiniType<Snapshot>;
  readonly update: z.ZodMiniType<Update>;
}

type Segment = { readonly literal: string } | { readonly param: string; readonly schema: z.ZodMiniType<string> };

/**
 * A topic from its pattern: segments separated by `:`, each a literal or a `{param}` whose value
 * must pass its schema. Topic names never hold `:` inside a segment (realtime.ts TopicSchema), so
 * splitting on it reads a name exactly as a regular expression of the pattern would.
 */
export function defineTopic<const Pattern extends string, const Schemas extends ParamSchemas<Pattern>, Snapshot, Update>(
  name: Pattern,
  params: Schemas,
  schemas: { readonly snapshot: z.ZodMiniType<Snapshot>; readonly update: z.ZodMiniType<Update> },
): TopicDef<ParamsOf<Schemas>, Snapshot, Update> {
  const paramSchemas: Readonly<Record<string, z.ZodMiniType<string>>> = params;
  const segments: Segment[] = name.split(':').map((part) => {
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    if (param === undefined) return { literal: part };
    const schema = paramSchemas[param];
    if (!schema) throw new Error(`Topic ${name}: no schema for {${param}}`);
    return { param, schema };
  });
  return {
    name,
    snapshot: schemas.snapshot,
    update: schemas.update,
    topic: (values) => {
      const byName: Readonly<Record<string, unknown>> = values;
      return segments.map((segment) => ('literal' in segment ? segment.literal : String(byName[segment.param]))).join(':');
    },
    match: (topic) => {
      const parts = topic.split(':');
      if (parts.length !== segments.length) return null;
      const values: Record<string, string> = {};
      for (const [index, segment] of segments.entries()) {
        const part = parts[index] ?? '';
        if ('literal' in segment) {
          if (part !== segment.literal) return null;
          continue;
        }
        const parsed = segment.schema.safeParse(part);
        if (!parsed.success) return null;
        values[segment.param] = parsed.data;
      }
      // Every segment passed its schema, so these are the parameters the schemas describe.
      return values as ParamsOf<Schemas>;
    },
  };
}
