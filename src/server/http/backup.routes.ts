import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../services/errors.js';
import type { HttpDeps } from './http-deps.js';
import { bearerMatches } from './metrics.routes.js';

const gzipAsync = promisify(gzip);

/**
 * GET /api/backup: a consistent copy of the embedded database, for `npm run backup`
 * (decision 044, docs/security.md#backups). Only on PGlite and only with BACKUP_TOKEN set,
 * for its bearer; otherwise 404 as if the route did not exist. PostgreSQL is backed up
 * with its own tools (README, Operations).
 */
export function registerBackupRoutes(app: FastifyInstance, deps: HttpDeps): void {
  app.get('/api/backup', async (request, reply) => {
    const token = deps.env.BACKUP_TOKEN;
    const snapshot = deps.db.snapshot?.bind(deps.db);
    if (token === undefined || snapshot === undefined) throw new AppError('not_found', `No such path: ${request.method} /api/backup`);
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer realm="backup"');
      throw new AppError('unauthenticated', 'Send the backup token as a bearer token.');
    }
    const startedAt = new Date();
    // Commands wait only for the copy; compressing it runs after, off the database's turn.
    const tarball = await snapshot();
    const body = await gzipAsync(tarball);
    request.log.info({ bytes: body.length, tarBytes: tarball.length }, 'backup taken');
    const name = `sportsball-${startedAt.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-sportsball-backup-taken-at', startedAt.toISOString())
      .type('application/gzip')
      .send(body);
  });
}
