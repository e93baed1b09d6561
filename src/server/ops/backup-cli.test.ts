import { describe, expect, it } from 'vitest';
import { backupOptions } from './backup-cli.js';

const TOKEN = 'backup-token-0123456789';

describe('npm run backup: its arguments and environment', () => {
  it('asks the app at its own address: --url, else PUBLIC_URL, else localhost on PORT', () => {
    expect(backupOptions(['b.tar.gz'], { BACKUP_TOKEN: TOKEN })).toEqual({ file: 'b.tar.gz', url: 'http://localhost:3000', token: TOKEN });
    expect(backupOptions(['b.tar.gz'], { BACKUP_TOKEN: TOKEN, PORT: '8080' })).toMatchObject({ url: 'http://localhost:8080' });
    expect(backupOptions(['b.tar.gz'], { BACKUP_TOKEN: TOKEN, PORT: '8080', PUBLIC_URL: 'https://pools.example' })).toMatchObject({ url: 'https://pools.example' });
    expect(backupOptions(['--url', 'http://10.0.0.5:3000', 'b.tar.gz'], { BACKUP_TOKEN: TOKEN, PUBLIC_URL: 'https://pools.example' })).toMatchObject({
      file: 'b.tar.gz',
      url: 'http://10.0.0.5:3000',
    });
  });

  it('refuses to run without BACKUP_TOKEN, a file, or with extra arguments', () => {
    expect(backupOptions(['b.tar.gz'], {})).toMatch(/^BACKUP_TOKEN is not set/);
    expect(backupOptions([], { BACKUP_TOKEN: TOKEN })).toMatch(/^usage: /);
    expect(backupOptions(['a', 'b'], { BACKUP_TOKEN: TOKEN })).toMatch(/^usage: /);
    expect(backupOptions(['--force'], { BACKUP_TOKEN: TOKEN })).toMatch(/^usage: /);
  });
});
