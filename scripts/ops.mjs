// `npm run backup|restore -- FILE`: the compiled commands (decision 044), after a clear word when there is no build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const commands = { backup: 'dist/server/ops/backup-cli.js', restore: 'dist/server/ops/restore-cli.js' };
const [command, ...args] = process.argv.slice(2);
const script = commands[command];
if (!script) {
  console.error(`usage: node scripts/ops.mjs ${Object.keys(commands).join('|')} FILE`);
  process.exit(2);
}
if (!fs.existsSync(script)) {
  console.error(`${script} is missing: run npm run build first (npm start builds too)`);
  process.exit(2);
}
process.argv = [process.argv[0], path.resolve(script), ...args];
await import(pathToFileURL(path.resolve(script)).href);
