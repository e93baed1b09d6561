// tsc compiles only TypeScript: the SQL migrations travel beside the compiled migrate.js.
import fs from 'node:fs';

fs.rmSync('dist/server/db/migrations', { recursive: true, force: true });
fs.cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
