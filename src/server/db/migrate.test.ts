import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate.js';

describe('splitStatements', () => {
  it('ends a statement at a line-ending semicolon and drops whole-line comments', () => {
    const sql = '-- a table\ncreate table t (id int);\n\ninsert into t values (1);\n-- done\n';
    expect(splitStatements(sql)).toEqual(['create table t (id int)', 'insert into t values (1)']);
  });

  it('keeps a dollar-quoted body whole, its own statements and comments on lines of their own', () => {
    const sql = [
      'create function f() returns trigger language plpgsql as $$',
      'begin',
      '  -- why, inside the body',
      '  update t set id = 2;',
      '  return null;',
      'end',
      '$$;',
      'create trigger g after insert on t for each statement execute function f();',
    ].join('\n');
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('update t set id = 2;\n  return null;');
    expect(statements[0]).toContain('-- why, inside the body');
    expect(statements[0]?.endsWith('$$')).toBe(true);
    expect(statements[1]).toMatch(/^create trigger g/);
  });

  it('matches a tagged dollar quote only with its own tag', () => {
    const sql = "create function f() returns text language sql as $body$ select '$$;'\n$body$;\nselect 1;";
    expect(splitStatements(sql)).toEqual(["create function f() returns text language sql as $body$ select '$$;'\n$body$", 'select 1']);
  });
});
