import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupDatabase, backupFileName, backupPath, schemaOfUrl } from './backup.server.js';

const AT = new Date('2026-11-21T20:15:07.123Z');

describe('backup names and places', () => {
  it('stamps the file with the UTC time to the second and the kind of database', () => {
    expect(backupFileName('sqlite', AT)).toBe('rigready-20261121T201507Z.sqlite');
    expect(backupFileName('postgres', AT)).toBe('rigready-20261121T201507Z.sql');
  });

  it('puts it under PORTAL_DATA_DIR/backups, in a given folder, or at a given file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rigready-backup-'));
    try {
      expect(backupPath('sqlite', '/srv/data', undefined, AT)).toBe(
        '/srv/data/backups/rigready-20261121T201507Z.sqlite',
      );
      expect(backupPath('sqlite', '/srv/data', dir, AT)).toBe(join(dir, 'rigready-20261121T201507Z.sqlite'));
      expect(backupPath('postgres', '/srv/data', '/new/folder/', AT)).toBe(
        '/new/folder/rigready-20261121T201507Z.sql',
      );
      expect(backupPath('sqlite', '/srv/data', join(dir, 'mine.sqlite'), AT)).toBe(join(dir, 'mine.sqlite'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the schema from the search_path option of a DATABASE_URL, and only a plain identifier', () => {
    expect(schemaOfUrl('postgres://h/db?options=-c%20search_path%3Dtenant_1')).toBe('tenant_1');
    expect(schemaOfUrl('postgres://h/db')).toBeNull();
    expect(schemaOfUrl('postgres://h/db?options=-c%20search_path%3D%22x%3Bdrop%22')).toBeNull();
  });

  it('writes nothing and says why when the SQLite file cannot be read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rigready-backup-'));
    try {
      const target = join(dir, 'out.sqlite');
      await expect(
        backupDatabase({ kind: 'sqlite', path: join(dir, 'missing', 'a.sqlite') }, target),
      ).rejects.toThrow();
      expect(existsSync(target)).toBe(false);
      expect(existsSync(`${target}.partial`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
