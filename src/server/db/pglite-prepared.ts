import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { MAX_PREPARED_STATEMENTS } from './database.js';
import type { QueryResult } from './database.js';

/**
 * A transaction's statements, run on PGlite as named prepared statements (decision 011).
 * PGlite's own `query` parses, describes and plans the text again on every call, in six
 * separate calls into its WebAssembly; here a statement is parsed and described once per
 * text, and each run is one call (bind, describe, execute, sync) that PostgreSQL serves from
 * its plan cache. On the squares claims path that planning was about half of a batch.
 *
 * The caller must hold PGlite's query lock (a transaction's callback, or `runExclusive`).
 */
export function createPreparedStatements(pg: PGlite) {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  let named = 0;

  const prepare = async (sql: string) => {
    const known = statements.get(sql);
    if (known) return known;
    const name = `sb_${++named}`;
    const described = await pg.execProtocolStream(concat([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]), {
      syncToFs: false,
    });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(sql, statement);
    return statement;
  };

  /** Undefined when the cache is full and `sql` is not in it: run it the usual way. */
  return async <Row>(sql: string, params: readonly unknown[]): Promise<QueryResult<Row> | undefined> => {
    if (!statements.has(sql) && statements.size >= MAX_PREPARED_STATEMENTS) return undefined;
    const statement = await prepare(sql);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = pg.serializers[statement.paramTypes[i] ?? 0];
      // Types without a serializer (uuid, inet…) are given as text.
      return serialize ? serialize(param) : typeof param === 'string' ? param : JSON.stringify(param);
    });
    let messages;
    try {
      messages = await pg.execProtocolStream(
        concat([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()]),
        { syncToFs: false },
      );
    } catch (error) {
      // A statement whose tables changed shape cannot run again (0A000): prepare it afresh next time.
      if ((error as { code?: unknown }).code === '0A000') statements.delete(sql);
      throw error;
    }
    const [result] = parse.parseResults(messages, pg.parsers);
    return result ? toQueryResult<Row>(result) : { rows: [], rowCount: 0 };
  };
}

/** A PGlite result as the seam's QueryResult. */
export function toQueryResult<Row>(result: { rows: unknown[]; affectedRows?: number }): QueryResult<Row> {
  // PGlite reports affectedRows 0 for a SELECT, where pg's rowCount is the number of rows returned.
  return { rows: result.rows as Row[], rowCount: result.affectedRows || result.rows.length };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
