// Every package the compiled server imports must be a production dependency: the image installs
// only those (`npm ci --omit=dev`), so a server import of a devDependency would start in
// development and fail in the container. Run after `npm run build` (the Dockerfile does).
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`); null for relative paths and builtins. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const [first = '', second = ''] = specifier.split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  return builtinModules.includes(name) ? null : name;
}

/** `{ file, pkg }` for each import of a package that `dependencies` does not list, in the .js files under `dirs`. */
export function missingProductionDeps(dirs, dependencies) {
  const problems = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // Unit tests compile beside the code (tsconfig.server.json) but the server never loads them.
      else if (entry.name.endsWith('.js') && !entry.name.endsWith('.test.js')) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
          const pkg = packageOf(match[1] ?? match[2] ?? match[3] ?? '');
          if (pkg !== null && !(pkg in dependencies)) problems.push({ file: full, pkg });
        }
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const dirs = ['dist/server', 'dist/domain', 'dist/contracts'];
  const absent = dirs.filter((dir) => !fs.existsSync(dir));
  if (absent.length > 0) {
    console.error(`${absent.join(', ')} missing: run npm run build first`);
    process.exit(2);
  }
  const problems = missingProductionDeps(dirs, manifest.dependencies ?? {});
  for (const { file, pkg } of problems) console.error(`${file} imports ${pkg}, which is not in package.json "dependencies"`);
  if (problems.length > 0) process.exit(1);
  console.log('The compiled server imports only production dependencies.');
}
