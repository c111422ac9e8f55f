import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase } from '../../app/server/reliability/backup.server.js';
import { type PortalProcess, startPortalProcess } from '../reliability/support/portal-process.js';
import { PORTAL_TIMEOUT_MS } from '../reliability/support/use-built-portal.js';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** A POST as curl sends it: any Host header, no Origin. */
function postForm(
  baseUrl: string,
  path: string,
  form: Record<string, string>,
  host: string,
): Promise<number> {
  const url = new URL(path, baseUrl);
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          Host: host,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The mails in the outbox that contain `text`, once at least one does (the portal writes them after answering). */
async function mailsWith(folder: string, text: string): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .map((name) =>
        readFileSync(join(folder, name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((mail) => mail.includes(text));
    if (mails.length > 0 || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('given the built portal started on a data folder an older version left 0755/0644', {
  timeout: PORTAL_TIMEOUT_MS,
}, () => {
  let parent = '';
  let dataDir = '';
  let portal: PortalProcess | undefined;

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'rigready-files-'));
    dataDir = join(parent, 'data');
    for (const folder of [dataDir, join(dataDir, 'outbox'), join(dataDir, 'backups')]) {
      mkdirSync(folder, { recursive: true });
      chmodSync(folder, 0o755);
    }
    writeFileSync(join(dataDir, 'outbox', 'old.eml'), 'From: old\n', { mode: 0o644 });
    writeFileSync(join(dataDir, 'backups', 'old.sqlite'), '', { mode: 0o644 });
    // No PORTAL_ORIGIN, as `npm start` leaves it: the links must use http://localhost:<PORT>.
    portal = await startPortalProcess({
      PORTAL_DATA_DIR: dataDir,
      PORTAL_DEMO_DATA: 'on',
      PORTAL_WORKERS: '1',
    });
  }, PORTAL_TIMEOUT_MS);
  afterAll(async () => {
    await portal?.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  it('should mail a reset link on http://localhost:<PORT> whatever Host the request sends', async () => {
    const baseUrl = portal?.baseUrl ?? '';
    const status = await postForm(
      baseUrl,
      '/login',
      { intent: 'forgot', email: 'customer@rigready.test' },
      'attacker.example',
    );
    expect(status).toBe(200);
    const mails = await mailsWith(join(dataDir, 'outbox'), 'reset-password');
    expect(mails).toHaveLength(1);
    const links = mails[0]?.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(
      new RegExp(`^http://localhost:${new URL(baseUrl).port}/reset-password\\?token=[A-Za-z0-9_-]{43}$`),
    );
  });

  it('should keep the database with -wal/-shm, mails and documents 0600 in 0700 folders', () => {
    const outbox = join(dataDir, 'outbox');
    const modes = Object.fromEntries(
      [
        dataDir,
        join(dataDir, 'rigready.sqlite'),
        join(dataDir, 'rigready.sqlite-wal'),
        join(dataDir, 'rigready.sqlite-shm'),
        outbox,
        ...readdirSync(outbox).map((name) => join(outbox, name)),
        join(dataDir, 'backups'),
        join(dataDir, 'backups', 'old.sqlite'),
        join(dataDir, 'documents'),
      ].map((path) => [path.slice(parent.length), mode(path)]),
    );
    const expected = Object.fromEntries(
      Object.keys(modes).map((path) => [path, /\.(sqlite|key|eml)|-wal|-shm/.test(path) ? '600' : '700']),
    );
    expect(Object.keys(modes), JSON.stringify(modes)).toHaveLength(10);
    expect(modes).toEqual(expected);
    // The bearer-token key is kept in the database (portal_secrets), not in the data folder.
    expect(existsSync(join(dataDir, 'auth-token.key'))).toBe(false);
  });

  it('should write a backup 0600 into a new 0700 folder', async () => {
    const folder = join(parent, 'new-backups');
    const { file } = await backupDatabase(
      { kind: 'sqlite', path: join(dataDir, 'rigready.sqlite') },
      join(folder, 'rigready-test.sqlite'),
    );
    expect([mode(folder), mode(file)]).toEqual(['700', '600']);
  });
});
