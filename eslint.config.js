// Lint is where the dependency rules of ARCHITECTURE.md's Layers live: breaking one fails `npm test`.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const features = fs.existsSync('src/web/features')
  ? fs.readdirSync('src/web/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const zones = [
  // 1. domain imports nothing outside itself.
  { target: './src/domain', from: ['./src/contracts', './src/server', './src/web', './tests', './bench'], message: 'domain imports nothing outside itself (ARCHITECTURE.md, Layers)' },
  // 2. contracts imports only zod and domain.
  { target: './src/contracts', from: ['./src/server', './src/web', './tests', './bench'], message: 'contracts import only zod and domain (ARCHITECTURE.md, Layers)' },
  // 3. server imports domain and contracts; http/realtime -> services -> db.
  { target: './src/server', from: ['./src/web', './tests', './bench'], message: 'server never imports web or tests (ARCHITECTURE.md, Layers)' },
  { target: './src/server/services', from: ['./src/server/http', './src/server/realtime'], message: 'services do not import transport (ARCHITECTURE.md, Layers)' },
  { target: './src/server/db', from: ['./src/server/http', './src/server/realtime', './src/server/services'], message: 'db does not import upper layers (ARCHITECTURE.md, Layers)' },
  // Transport reaches the database through services; it may only name the Database port it hands them (decision 026).
  {
    target: ['./src/server/http', './src/server/realtime'],
    from: './src/server/db',
    except: ['./database.ts'],
    message: 'http and realtime reach the database through services, naming only the Database port (docs/decisions/026-server-context.md)',
  },
  // 4. web imports domain and contracts, never server; app -> features -> components/lib.
  { target: './src/web', from: ['./src/server', './tests', './bench'], message: 'web never imports server or tests (ARCHITECTURE.md, Layers)' },
  { target: ['./src/web/components', './src/web/lib'], from: ['./src/web/features', './src/web/app'], message: 'components and lib sit below features and app (ARCHITECTURE.md, Layers)' },
  { target: './src/web/features', from: './src/web/app', message: 'features sit below app (ARCHITECTURE.md, Layers)' },
  // The whole topic catalogue imports every area's contracts: the web takes the file of contracts/topics/ it needs.
  { target: './src/web', from: './src/contracts/topics.ts', message: 'import the file of contracts/topics/ you need: the whole catalogue would put every game\'s schemas in the home page\'s bundle (decision 027)' },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'no feature imports another (ARCHITECTURE.md, Layers)',
  })),
];

const noTestsInSrc = { group: ['**/tests/**', '**/bench/**'], message: 'Nothing in src imports tests (ARCHITECTURE.md, Layers)' };

const bareImport = (allowed) => ({
  selector: `ImportDeclaration[source.value=/^(?!\\.|${allowed})/], ExportNamedDeclaration[source.value=/^(?!\\.|${allowed})/]`,
  message: 'This layer may not import packages other than its allowed ones (ARCHITECTURE.md, Layers).',
});

const nativeDialogs = ['alert', 'confirm', 'prompt'];
const nativeDialogMessage = 'Say it in the app: toast.refusal/toast.info (components/toast) or a Dialog, never the browser’s own (decision 030).';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/out/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'bench/*.mjs'], maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 20 }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // NodeNext imports name the compiled file ('./x.js'); resolve them to the TypeScript source.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestsInSrc] }] },
  },
  // One zod style per layer (docs/decisions/029-zod-style.md): zod/mini where schemas reach the
  // browser or are built from contracts; full zod for what only the server reads.
  {
    files: ['src/contracts/**', 'src/web/**', 'src/server/http/**'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'Contracts, web and http use zod/mini (decision 029).' }], patterns: [noTestsInSrc] }] },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/http/**', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod/mini', message: 'Server code below http uses full zod (decision 029).' }], patterns: [noTestsInSrc] }] },
  },
  // The domain may import @noble/hashes (the fair draw's SHA-256 and HMAC): pure, synchronous, no I/O.
  { files: ['src/domain/**'], ignores: ['src/domain/**/*.test.ts'], rules: { 'no-restricted-syntax': ['error', bareImport('@noble\\/hashes\\/')] } },
  { files: ['src/contracts/**'], ignores: ['src/contracts/**/*.test.ts'], rules: { 'no-restricted-syntax': ['error', bareImport('zod')] } },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Outcomes are said in the app's own voice, never in the browser's alert, confirm or prompt
  // (docs/decisions/030-toasts.md): raise a toast or open a Dialog.
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-globals': ['error', ...nativeDialogs.map((name) => ({ name, message: nativeDialogMessage }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self', 'top', 'parent'].flatMap((object) => nativeDialogs.map((property) => ({ object, property, message: nativeDialogMessage }))),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
);
