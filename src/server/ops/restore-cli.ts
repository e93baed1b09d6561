// `npm run restore -- FILE`: brings a backup made by `npm run backup` back into DATA_DIR,
// which no server may be using (decision 044).
import path from 'node:path';
import { DataDirError } from '../db/data-dir-lock.js';
import { BackupFileError } from './backup-file.js';
import { restoreBackup } from './restore.js';

async function main(): Promise<void> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error('usage: npm run restore -- FILE   (into DATA_DIR, default ./data; stop the server first)');
    process.exit(2);
  }
  const dataDir = process.env.DATA_DIR || './data';
  try {
    const { previous, migrations } = await restoreBackup(file, dataDir);
    console.log(`Restored ${file} into ${dataDir} (${migrations} migrations recorded; the server applies newer ones at start).`);
    if (previous) console.log(`The data it replaced is kept in ${previous}; delete it once the restored site looks right.`);
  } catch (error) {
    if (!(error instanceof BackupFileError || error instanceof DataDirError)) throw error;
    console.error(`Restore refused: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
