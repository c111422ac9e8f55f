import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '../../app/server/api/api-calls.server.js';
import { openDatabase } from '../../app/server/db/database.server.js';
import { migrateToLatest } from '../../app/server/db/migrations/migrate.server.js';
import { createFileDocumentStore } from '../../app/server/document-store/file-document-store.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { requireBuiltPortal } from '../helpers/built-portal.js';
import { PERSONAS, TEST_PASSWORD } from '../helpers/portal-harness.js';
import { FIXTURES } from '../helpers/test-database.js';

const PORTAL_DIR = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// The production build, served by the production entry (server.ts) with NODE_ENV=production, over the
// two-customers fixture: the headers are those a browser on the internet would get.
describe('given the built portal in production mode', () => {
  beforeAll(requireBuiltPortal);
  let child: ChildProcess | undefined;
  let dataDir = '';
  let base = '';
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rigready-headers-'));
    const handle = openDatabase({ kind: 'sqlite', path: join(dataDir, 'rigready.sqlite') });
    await migrateToLatest(handle.db);
    await importFolder(handle, createFileDocumentStore(join(dataDir, 'documents')), FIXTURES.twoCustomers);
    await handle.close();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['build/bin/server.js'], {
      cwd: PORTAL_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 90_000;
    while (
      !(await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`portal did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should send CSP with nonces, frame-ancestors, HSTS, nosniff and a referrer policy on every answer', async () => {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: PERSONAS.customerA, password: TEST_PASSWORD }),
    });
    const setCookie = login.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-rigready_session=[^;]+;.*HttpOnly.*SameSite=Lax.*Secure/i);
    const cookie = setCookie.split(';')[0] ?? '';
    const paths = [
      '/',
      // Every page of the route table and every GET call of the registry, so new ones are covered.
      ...[...readFileSync(join(PORTAL_DIR, 'app', 'routes.ts'), 'utf8').matchAll(/route\('([^'*]*)'/g)].map(
        ([, path]) => `/${path}`,
      ),
      ...[...API_CALLS.values()].filter((call) => call.method === 'GET').map((call) => `/api/${call.name}`),
      '/api/documents/forged.reference',
      '/api/documents/..%2f..%2fetc%2fpasswd',
      '/no-such-page',
      '/api/no-such-call',
      '/home.data',
    ];
    const problems: string[] = [];
    let pages = 0;
    for (const path of paths) {
      for (const who of [cookie, '']) {
        const response = await fetch(`${base}${path}`, {
          redirect: 'manual',
          headers: who ? { Cookie: who } : {},
        });
        const where = `${path} (${who ? 'signed in' : 'anonymous'}) HTTP ${response.status}`;
        const csp = response.headers.get('Content-Security-Policy') ?? '';
        const body = await response.text();
        if (!/frame-ancestors 'none'/.test(csp)) problems.push(`${where}: CSP ${csp || 'missing'}`);
        if (response.headers.get('Content-Security-Policy-Report-Only'))
          problems.push(`${where}: report-only CSP`);
        if (response.headers.get('X-Content-Type-Options') !== 'nosniff')
          problems.push(`${where}: no nosniff`);
        if (!response.headers.get('Referrer-Policy')) problems.push(`${where}: no Referrer-Policy`);
        if (response.headers.get('Permissions-Policy') !== 'camera=(self), microphone=(), geolocation=()')
          problems.push(`${where}: Permissions-Policy ${response.headers.get('Permissions-Policy')}`);
        if (!/max-age=\d{7,}/.test(response.headers.get('Strict-Transport-Security') ?? ''))
          problems.push(`${where}: no HSTS`);
        if (/text\/html/.test(response.headers.get('Content-Type') ?? '')) {
          pages += 1;
          const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
          if (!nonce) problems.push(`${where}: page CSP without a nonce`);
          for (const tag of body.match(/<script\b[^>]*>/g) ?? [])
            if (!tag.includes(`nonce="${nonce}"`))
              problems.push(`${where}: script without the nonce: ${tag}`);
        }
      }
    }
    console.info(`headers: ${paths.length * 2} answers (${pages} HTML pages), ${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('should let only the portal itself frame a certificate, and keep plugins off the page that frames it', async () => {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: PERSONAS.customerA, password: TEST_PASSWORD }),
    });
    const cookie = (login.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const framed = await fetch(`${base}/certificates/NTO`, {
      redirect: 'manual',
      headers: { Cookie: cookie },
    });
    expect(framed.status).toBe(200);
    expect(framed.headers.get('Content-Type')).toBe('application/pdf');
    expect(framed.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(framed.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect((await fetch(`${base}/certificates/NTO`, { redirect: 'manual' })).headers.get('Location')).toBe(
      '/login',
    );
    const unknown = await fetch(`${base}/certificates/passwd`, {
      redirect: 'manual',
      headers: { Cookie: cookie },
    });
    expect(unknown.status).toBe(404);
    const page = await fetch(`${base}/certificates`, { headers: { Cookie: cookie } });
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    // The whole page policy, the nonce aside: the label scanner's WebAssembly and worker, nothing more.
    expect(csp.replace(/'nonce-[^']+'/, "'nonce-N'")).toBe(
      "default-src 'self'; script-src 'nonce-N' 'strict-dynamic' 'wasm-unsafe-eval'; worker-src 'self'; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
        "object-src 'none'; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
  }, 60_000);
});
