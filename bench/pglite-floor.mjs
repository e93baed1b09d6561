// The floor under the cold-start benchmark: a bare Node process that opens PGlite on the
// directory it is given, as the server does (an empty directory starts from the cluster saved
// at build time when there is one, instead of initdb), answers `select 1`, prints "ready" and
// exits. Plain JavaScript, so no compiler's start-up is timed. Usage: node pglite-floor.mjs DIR TEMPLATE
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const [dataDir, template] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: node pglite-floor.mjs DATA_DIR [TEMPLATE]');
const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
const load = fresh && template && fs.existsSync(template) ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {};
const pg = await PGlite.create({ dataDir, ...load });
await pg.query('select 1');
console.log('ready');
await pg.close();
