import { chmodSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from './database-unavailable.server.js';
import { sqliteFileGuard } from './sqlite-file-guard.server.js';

describe('sqliteFileGuard', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rigready-guard-'));
    file = join(dir, 'a.sqlite');
    writeFileSync(file, 'x');
    vi.useFakeTimers({ toFake: ['performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });
  const later = () => vi.advanceTimersByTime(251);

  it('passes while the file is present and writable, and reuses that verdict for 250 ms', () => {
    const check = sqliteFileGuard(file);
    check();
    chmodSync(file, 0o444);
    vi.advanceTimersByTime(249);
    expect(check).not.toThrow();
    vi.advanceTimersByTime(2);
    expect(check).toThrow(DatabaseUnavailableError);
  });

  it('refuses while the file, its -wal or its -shm has no write permission, and passes once restored', () => {
    const check = sqliteFileGuard(file);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) {
      writeFileSync(`${file}-wal`, '');
      writeFileSync(`${file}-shm`, '');
      chmodSync(path, 0o444);
      later();
      expect(check).toThrow(`${path} is read-only`);
      chmodSync(path, 0o644);
      later();
      expect(check).not.toThrow();
    }
  });

  it('refuses while the file is moved away, and passes when the same file is back', () => {
    const check = sqliteFileGuard(file);
    check();
    renameSync(file, `${file}.away`);
    later();
    expect(check).toThrow('is missing');
    renameSync(`${file}.away`, file);
    later();
    expect(check).not.toThrow();
  });

  it('refuses a different file put in its place (the open connection still reads the old one)', () => {
    const check = sqliteFileGuard(file);
    check();
    writeFileSync(`${file}.new`, 'y');
    renameSync(`${file}.new`, file);
    later();
    expect(check).toThrow('was replaced while open');
  });
});
