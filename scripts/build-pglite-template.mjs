// A freshly initialised, empty PGlite cluster, saved once at build time. A first start on an
// empty DATA_DIR loads it instead of running initdb, which is most of a cold start.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const OUT = 'dist/server/db/pglite-template.tar.gz';

const pg = await PGlite.create();
const dump = await pg.dumpDataDir('gzip');
await pg.close();
fs.mkdirSync('dist/server/db', { recursive: true });
fs.writeFileSync(OUT, Buffer.from(await dump.arrayBuffer()));
