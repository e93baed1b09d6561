import { gunzipSync } from 'node:zlib';

export class BackupFileError extends Error {}

/** Files every PostgreSQL data directory has: a tarball without them is not a copy of one. */
const REQUIRED = ['PG_VERSION', 'global/pg_control'];

/**
 * The tarball inside a backup file (`npm run backup` writes a gzipped tar of the PGlite data
 * directory), or a BackupFileError saying why this file is not one. Read as hostile input:
 * anything else — another archive, a truncated download, an HTML error page — is refused
 * before anything in DATA_DIR changes.
 */
export function readBackupTarball(file: Uint8Array, name: string): Uint8Array {
  let tarball: Uint8Array;
  try {
    tarball = gunzipSync(file);
  } catch {
    throw new BackupFileError(`${name} is not a Sportsball backup: it is not gzip-compressed (or it is truncated)`);
  }
  const entries = tarEntryNames(tarball);
  if (entries === null) throw new BackupFileError(`${name} is not a Sportsball backup: it is not a tar archive (or it is truncated)`);
  const missing = REQUIRED.filter((required) => !entries.has(required));
  if (missing.length > 0) throw new BackupFileError(`${name} is not a Sportsball backup: it holds no database (no ${missing.join(', ')})`);
  return tarball;
}

const BLOCK = 512;

/** The names in a ustar archive, without a leading `/` or `./`; null when the bytes are not one. */
export function tarEntryNames(tar: Uint8Array): Set<string> | null {
  const names = new Set<string>();
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return names.size > 0 ? names : null;
    if (!validChecksum(header)) return null;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) return null;
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    names.add(name.replace(/^(\.?\/)+/, ''));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (offset > tar.length) return null;
  }
  return null;
}

const field = (header: Uint8Array, start: number, length: number): string => {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
};

/** The header checksum: the sum of its bytes with the checksum field read as spaces. */
function validChecksum(header: Uint8Array): boolean {
  const stored = Number.parseInt(field(header, 148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return stored === sum;
}
