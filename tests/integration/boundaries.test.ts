// The dependency rules (ARCHITECTURE.md#layers) are lint rules: prove each one fires on a violating file.
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

describe('dependency rules', () => {
  it.each([
    ['domain importing server', 'src/domain/sports/x.ts', "import { parseEnv } from '../../server/env.js';\nexport const x = parseEnv;\n", 'import-x/no-restricted-paths'],
    ['domain importing a package', 'src/domain/sports/x.ts', "import { z } from 'zod';\nexport const x = z;\n", 'no-restricted-syntax'],
    ['contracts importing server', 'src/contracts/x.ts', "import { parseEnv } from '../server/env.js';\nexport const x = parseEnv;\n", 'import-x/no-restricted-paths'],
    ['contracts importing a package other than zod', 'src/contracts/x.ts', "import pg from 'pg';\nexport const x = pg;\n", 'no-restricted-syntax'],
    ['web importing server', 'src/web/lib/x.ts', "import { parseEnv } from '../../server/env.js';\nexport const x = parseEnv;\n", 'import-x/no-restricted-paths'],
    ['db importing services', 'src/server/db/x.ts', "import { runCommand } from '../services/publisher.js';\nexport const x = runCommand;\n", 'import-x/no-restricted-paths'],
    ['services importing http', 'src/server/services/x.ts', "import { toHttpError } from '../http/error-status.js';\nexport const x = toHttpError;\n", 'import-x/no-restricted-paths'],
    ['http importing a repository', 'src/server/http/x.ts', "import { findGameType } from '../db/repositories/games.repository.js';\nexport const x = findGameType;\n", 'import-x/no-restricted-paths'],
    ['realtime importing a repository', 'src/server/realtime/x.ts', "import { findTopicHead } from '../db/repositories/topic-events.repository.js';\nexport const x = findTopicHead;\n", 'import-x/no-restricted-paths'],
    ['http importing the database driver', 'src/server/http/x.ts', "import { openDatabase } from '../db/open-database.js';\nexport const x = openDatabase;\n", 'import-x/no-restricted-paths'],
    ['services importing realtime', 'src/server/services/x.ts', "import * as m from '../realtime/frames.js';\nexport const x = m;\n", 'import-x/no-restricted-paths'],
    ['db importing http', 'src/server/db/x.ts', "import * as m from '../http/error-status.js';\nexport const x = m;\n", 'import-x/no-restricted-paths'],
    ['db importing realtime', 'src/server/db/x.ts', "import * as m from '../realtime/frames.js';\nexport const x = m;\n", 'import-x/no-restricted-paths'],
    ['server importing web', 'src/server/x.ts', "import * as m from '../web/lib/api-client.js';\nexport const x = m;\n", 'import-x/no-restricted-paths'],
    ['components importing features', 'src/web/components/x.ts', "import * as m from '../features/account/google.js';\nexport const x = m;\n", 'import-x/no-restricted-paths'],
    ['lib importing app', 'src/web/lib/x.ts', "import * as m from '../app/router.js';\nexport const x = m;\n", 'import-x/no-restricted-paths'],
    ['features importing app', 'src/web/features/admin/x.ts', "import * as m from '../../app/router.js';\nexport const x = m;\n", 'import-x/no-restricted-paths'],
    ['a feature importing another', 'src/web/features/admin/x.ts', "import * as m from '../account/google.js';\nexport const x = m;\n", 'import-x/no-restricted-paths'],
    ['web importing full zod (decision 029)', 'src/web/lib/x.ts', "import { z } from 'zod';\nexport const x = z;\n", 'no-restricted-imports'],
    ['http importing full zod (decision 029)', 'src/server/http/x.ts', "import { z } from 'zod';\nexport const x = z;\n", 'no-restricted-imports'],
    ['a repository importing zod/mini (decision 029)', 'src/server/db/repositories/x.ts', "import * as z from 'zod/mini';\nexport const x = z;\n", 'no-restricted-imports'],
    ['web importing the whole topic catalogue', 'src/web/lib/x.ts', "import { siteConfigTopic } from '../../contracts/topics.js';\nexport const x = siteConfigTopic;\n", 'import-x/no-restricted-paths'],
    ['src importing tests', 'src/server/x.ts', "import { engines } from '../../tests/setup/test-databases.js';\nexport const x = engines;\n", 'import-x/no-restricted-paths'],
    ['web calling the browser’s alert (decision 030)', 'src/web/features/admin/x.ts', "export const x = () => window.alert('No');\n", 'no-restricted-properties'],
    ['web calling a bare confirm (decision 030)', 'src/web/lib/x.ts', "export const x = () => confirm('Sure?');\n", 'no-restricted-globals'],
    ['web calling globalThis.prompt (decision 030)', 'src/web/components/x.ts', "export const x = () => globalThis.prompt('Name?');\n", 'no-restricted-properties'],
  ])('%s is an error', async (_name, filePath, code, rule) => {
    expect(await ruleIdsFor(filePath, code)).toContain(rule);
  });

  it('a floating promise is an error', async () => {
    const ids = await ruleIdsFor('src/server/x.ts', 'async function f() { return 1; }\nexport function g() { f(); }\n');
    expect(ids).toContain('@typescript-eslint/no-floating-promises');
  });

  it.each([
    ['http naming the Database port', 'src/server/http/x.ts', "import type { Database } from '../db/database.js';\nexport type X = Database;\n"],
    ['realtime calling a service', 'src/server/realtime/x.ts', "import { readTopicCatchUp } from '../services/topic-log.service.js';\nexport const x = readTopicCatchUp;\n"],
    ['a feature importing components and lib', 'src/web/features/admin/x.ts', "import * as c from '../../components/banner.js';\nimport * as l from '../../lib/api-client.js';\nexport const x = [c, l];\n"],
  ])('%s passes', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toEqual([]);
  });

  it('an allowed import passes', async () => {
    const ids = await ruleIdsFor('src/server/x.ts', "import { siteConfigTopic } from '../contracts/topics.js';\nexport const x = siteConfigTopic.name;\n");
    expect(ids).toEqual([]);
  });

  it('the domain may import @noble/hashes (the fair draw hashes)', async () => {
    const ids = await ruleIdsFor('src/domain/sports/x.ts', "import { sha256 } from '@noble/hashes/sha2.js';\nexport const x = sha256;\n");
    expect(ids).toEqual([]);
  });
});
