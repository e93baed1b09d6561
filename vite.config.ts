import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    // React Router's package exports only its development build to a plain Vite app (its own Vite
    // plugin swaps in the production one): the same code with its development warnings switched on,
    // about 0.5 kB gzip of the home page's script. Its production build differs only in that switch.
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Hidden: the maps are written for the server, which maps error reports' stacks with them
    // (decision 043), but no script names its map and the server never serves one.
    sourcemap: 'hidden',
    // The server links a page's own stylesheets into the pages it writes (decision 047): it finds
    // them in .vite/manifest.json.
    manifest: true,
    // Every browser the app supports has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // The entry's table of what to preload with each of its lazy imports (about 0.7 kB gzip of the
      // home page's script, every file name with its hash) keeps the scripts only for the pages, which
      // a visitor waits for; a dialog or notice of the shell fetches its own imports when it loads (a
      // round trip more on first use; the menu's starts on hover or touch). Stylesheets always stay.
      resolveDependencies: (filename, deps, { hostId }) =>
        !/(^|\/)index-[^/]*\.js$/.test(hostId) || /route/.test(filename) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    // Terser's compress passes make the home page's JavaScript about 2.3 kB gz smaller than
    // esbuild's minifier (the home page's budget is 110 kB), at the cost of a slower build.
    // ES2020 output and no Safari 10 workarounds: every supported browser runs ES2022.
    // pure_getters: reading a property never has an effect the code relies on (no getter with
    // side effects is read for its effect alone), so unused reads may go.
    minify: 'terser',
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 3, pure_getters: true }, format: { comments: false } },
    // A shared chunk of a few hundred bytes (one zod check) costs the pages that load it a request
    // and its own import lines: Rollup folds chunks under 1 kB into one that loads with them.
    rollupOptions: { output: { experimentalMinChunkSize: 1_000 } },
  },
  server: {
    port: 3000,
    proxy: {
      '/api/live': { target: apiTarget, ws: true },
      '/api': { target: apiTarget },
      // Short code links are answered by the server (a redirect to the game), as in production.
      '/g/': { target: apiTarget },
    },
  },
});
