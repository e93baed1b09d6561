import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed assets are cached for a year; everything
 * else, index.html above all, is revalidated so a deploy reaches phones at once.
 * Returns false when there is no build (e.g. `npm run dev`, where Vite serves it).
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // scripts/compress-web.mjs writes .br and .gz beside each file at build time.
    preCompressed: true,
    // Source maps stay on the server: it reads them to map error reports (decision 043), nobody downloads them.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
