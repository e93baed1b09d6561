import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Every browser the app supports has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Terser's two compress passes make the home page's JavaScript about 2.3 kB gz smaller than
    // esbuild's minifier (issue #2 budget: 110 kB), at the cost of a slower build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
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
