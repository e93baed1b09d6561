// `npm start`: build when the build is missing or older than its sources, then serve.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.server.json'];
const OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sourcesChanged = Math.max(...SOURCES.map(newestMtime));
const built = Math.min(...OUTPUTS.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));

if (built < sourcesChanged) {
  console.log(built === 0 ? 'No build yet: building the app…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../dist/server/main.js');
