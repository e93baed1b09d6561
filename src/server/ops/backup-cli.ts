// `npm run backup -- FILE`: asks the running server for a consistent copy of its embedded
// database and writes it to FILE (decision 044). The server must run with BACKUP_TOKEN set, and
// this command gets the same token from its environment.
import fs from 'node:fs';
import path from 'node:path';
import { BackupFileError, readBackupTarball } from './backup-file.js';

export interface BackupOptions {
  file: string;
  /** The server's address: --url, else PUBLIC_URL, else http://localhost:PORT (the app's own default). */
  url: string;
  token: string;
}

/** Parses argv and the environment; a string is the one line to print when they do not do. */
export function backupOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BackupOptions | string {
  const args = [...argv];
  let url: string | undefined;
  const urlAt = args.indexOf('--url');
  if (urlAt !== -1) {
    url = args[urlAt + 1];
    args.splice(urlAt, 2);
  }
  const [file, ...rest] = args;
  if (!file || rest.length > 0 || file.startsWith('-')) return 'usage: npm run backup -- FILE [--url http://host:port]';
  const token = env.BACKUP_TOKEN;
  if (!token) return 'BACKUP_TOKEN is not set: set it to the token the server was started with';
  return { file, url: url ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? '3000'}`, token };
}

/** Downloads the backup to FILE.partial, checks it, then renames it into place: FILE is never half written. */
export async function takeBackup(options: BackupOptions): Promise<{ bytes: number; takenAt: string | null }> {
  const endpoint = new URL('/api/backup', options.url);
  let response: Response;
  try {
    response = await fetch(endpoint, { headers: { authorization: `Bearer ${options.token}` } });
  } catch (error) {
    throw new BackupFileError(`cannot reach the server at ${endpoint.origin}: ${(error as Error).message}`);
  }
  if (response.status === 404) throw new BackupFileError(`${endpoint.origin} serves no backups: the server runs on PostgreSQL (use pg_dump) or without BACKUP_TOKEN`);
  if (response.status === 401) throw new BackupFileError(`${endpoint.origin} refused the backup token: BACKUP_TOKEN differs from the server's`);
  if (!response.ok) throw new BackupFileError(`${endpoint.origin} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const body = new Uint8Array(await response.arrayBuffer());
  readBackupTarball(body, `the server's answer`);
  const partial = `${options.file}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
  // The whole database, sessions and email addresses included: readable by its owner only.
  fs.rmSync(partial, { force: true });
  fs.writeFileSync(partial, body, { mode: 0o600 });
  fs.renameSync(partial, options.file);
  return { bytes: body.length, takenAt: response.headers.get('x-sportsball-backup-taken-at') };
}

async function main(): Promise<void> {
  const options = backupOptions(process.argv.slice(2), process.env);
  if (typeof options === 'string') {
    console.error(options);
    process.exit(2);
  }
  try {
    const { bytes, takenAt } = await takeBackup(options);
    console.log(`Backup written to ${options.file} (${(bytes / 1_048_576).toFixed(1)} MiB, taken at ${takenAt ?? 'an unknown time'})`);
  } catch (error) {
    if (!(error instanceof BackupFileError)) throw error;
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
