// DESIGN §3's dependency rules are lint rules: prove each one fires on a violating file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** Type-aware rules need a real file in the project, so each probe is written, linted and removed. */
async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const probe = path.join(path.dirname(filePath), `zz-lint-probe-${randomBytes(4).toString('hex')}.ts`);
  fs.writeFileSync(probe, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  } finally {
    fs.rmSync(probe, { force: true });
  }
}

describe('dependency rules (DESIGN §3)', () => {
  it.each([
    ['domain importing server', 'src/domain/sports/x.ts', "import { parseEnv } from '../../server/env.js';\nexport const x = parseEnv;\n", 'import-x/no-restricted-paths'],
    ['domain importing a package', 'src/domain/sports/x.ts', "import { z } from 'zod';\nexport const x = z;\n", 'no-restricted-syntax'],
    ['contracts importing server', 'src/contracts/x.ts', "import { parseEnv } from '../server/env.js';\nexport const x = parseEnv;\n", 'import-x/no-restricted-paths'],
    ['contracts importing a package other than zod', 'src/contracts/x.ts', "import pg from 'pg';\nexport const x = pg;\n", 'no-restricted-syntax'],
    ['web importing server', 'src/web/lib/x.ts', "import { parseEnv } from '../../server/env.js';\nexport const x = parseEnv;\n", 'import-x/no-restricted-paths'],
    ['db importing services', 'src/server/db/x.ts', "import { runCommand } from '../services/publisher.js';\nexport const x = runCommand;\n", 'import-x/no-restricted-paths'],
    ['services importing http', 'src/server/services/x.ts', "import { toHttpError } from '../http/error-status.js';\nexport const x = toHttpError;\n", 'import-x/no-restricted-paths'],
    ['web importing the whole topic catalogue', 'src/web/lib/x.ts', "import { siteConfigTopic } from '../../contracts/topics.js';\nexport const x = siteConfigTopic;\n", 'import-x/no-restricted-paths'],
    ['src importing tests', 'src/server/x.ts', "import { engines } from '../../tests/setup/test-databases.js';\nexport const x = engines;\n", 'import-x/no-restricted-paths'],
  ])('%s is an error', async (_name, filePath, code, rule) => {
    expect(await ruleIdsFor(filePath, code)).toContain(rule);
  });

  it('a floating promise is an error', async () => {
    const ids = await ruleIdsFor('src/server/x.ts', 'async function f() { return 1; }\nexport function g() { f(); }\n');
    expect(ids).toContain('@typescript-eslint/no-floating-promises');
  });

  it('an allowed import passes', async () => {
    const ids = await ruleIdsFor('src/server/x.ts', "import { siteConfigTopic } from '../contracts/topics.js';\nexport const x = siteConfigTopic.name;\n");
    expect(ids).toEqual([]);
  });
});
