import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiCall from '../../app/routes/api/call.js';
import * as apiImport from '../../app/routes/api/import.js';
import * as apiImportRun from '../../app/routes/api/import-run.js';
import { createMachineKey, revokeMachineKey } from '../../app/server/admin/machine-keys.server.js';
import { IMPORT_KEYS } from '../../app/server/auth/machine-key.server.js';
import { launchImport } from '../../app/server/import-api/launch-import.server.js';
import {
  listImportRuns,
  readImportRun,
  startImportRun,
} from '../../app/server/importer/import-runs.server.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { tarGzOf, zipOf } from '../helpers/archives.js';
import {
  ORIGIN,
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  type TestPortal,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { snapshotTables } from '../helpers/table-snapshot.js';
import { DIALECTS } from '../helpers/test-database.js';

const NEW_RACK = {
  Site: 'Tananger',
  Rack_ID: 'R9',
  Maxrowcount: 3,
  Capacity: 6,
  isOCTG: false,
};
const NO_KEY =
  'An import key is required: send it as Authorization: Bearer rrik_... (an admin creates one on /imports/keys)';
const FORCE_REFUSED =
  'force is refused with an import key: only the command on the server (npm run import -- <folder> --force) lets a snapshot delete more than PORTAL_IMPORT_MAX_DELETE_SHARE';
const USERS_REFUSED =
  'an import key may not carry users: accounts, admin rights and passwords are imported only with the command on the server (npm run import) or kept on /users';
const USERS_SNAPSHOT_REFUSED =
  'an import key may not delete users: a snapshot of users is imported only with the command on the server (npm run import)';
const USER_CREDENTIAL =
  "Imports take an import key, not a user's sign-in: send Authorization: Bearer rrik_... (an admin creates one on /imports/keys)";

function push(body: Uint8Array, headers: Record<string, string>, path = '/api/import'): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', ...headers },
    body: new Uint8Array(body),
  });
}

/**
 * A zip of a.json and b.json whose central directory points both entries at a.json's bytes, as a zip bomb
 * of overlapping entries does (the central directory's 46-byte headers: local header offset at byte 42).
 */
function overlappingZip(): Buffer {
  const zip = zipOf({ 'a.json': new TextEncoder().encode('[]'), 'b.json': new TextEncoder().encode('[]') });
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let header = zip.readUInt32LE(end + 16);
  const offsets: number[] = [];
  for (let entry = 0; entry < 2; entry += 1) {
    offsets.push(header + 42);
    header +=
      46 + zip.readUInt16LE(header + 28) + zip.readUInt16LE(header + 30) + zip.readUInt16LE(header + 32);
  }
  const [first = 0, second = 0] = offsets;
  zip.writeUInt32LE(zip.readUInt32LE(first), second);
  return zip;
}

// The status call's loader, whose `id` parameter runRoute passes as the router would.
const statusLoader = apiImportRun.loader as unknown as Parameters<typeof runRoute>[0];

const bearer = (credential: string) => ({ Authorization: `Bearer ${credential}` });

async function adminKey(portal: TestPortal, name = 'FileMaker nightly') {
  const { handle } = portal.runtime;
  const admin = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', PERSONAS.admin)
    .executeTakeFirstOrThrow();
  const created = await createMachineKey(
    { handle, adminUserId: admin.id, now: portal.clock.now },
    IMPORT_KEYS,
    name,
  );
  return { ...created, adminId: admin.id };
}

async function runStatus(id: string, key: string) {
  const response = await runRoute(
    statusLoader,
    testRequest(`/api/import/${id}`, { headers: bearer(key) }),
    undefined,
    { id },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function apiToken(email: string): Promise<string> {
  const answer = await runRoute(
    apiSignIn.action,
    testRequest('/api/auth/sign-in', { json: { email, password: TEST_PASSWORD } }),
  );
  return ((await answer.json()) as { token: string }).token;
}

describe.each(DIALECTS)('pushing a data set to POST /api/import on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  const uploads = () => join(portal().database.dataDir, 'import-uploads');

  /** Pushes `archive` with `key`, waits for its run to end and answers the run as the status call shows it. */
  async function pushAndWait(archive: Uint8Array, key: string) {
    const answer = await runRoute(apiImport.action, push(archive, bearer(key)));
    expect(answer.status).toBe(202);
    const { id } = (await answer.json()) as { id: string };
    await vi.waitFor(async () => expect((await runStatus(id, key)).body.finished).toBe(true), {
      timeout: 30_000,
    });
    return (await runStatus(id, key)).body;
  }

  it('should answer 202 at once and import it as the command does, in the history as the key', async () => {
    const { key, id: keyId } = await adminKey(portal());
    const archive = await tarGzOf([{ name: 'export/racks.json', body: JSON.stringify([NEW_RACK]) }]);
    const answer = await runRoute(apiImport.action, push(archive, bearer(key)));
    expect(answer.status).toBe(202);
    const accepted = (await answer.json()) as { id: string; status: string; url: string };
    expect(accepted).toEqual({
      id: expect.any(String),
      status: 'checking',
      url: `http://portal.test/api/import/${accepted.id}`,
    });
    expect(answer.headers.get('Location')).toBe(`/api/import/${accepted.id}`);
    await vi.waitFor(async () => expect((await runStatus(accepted.id, key)).body.finished).toBe(true), {
      timeout: 30_000,
    });
    const { status, body } = await runStatus(accepted.id, key);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: accepted.id,
      status: 'succeeded',
      source: 'api',
      actor: 'FileMaker nightly',
      problemCount: 0,
      problems: [],
      summary: { racks: expect.objectContaining({ file: 'racks.json', rows: 1 }) },
    });
    const { handle } = portal().runtime;
    const rack = await handle.db
      .selectFrom('racks')
      .select(['Site', 'Rack_ID', 'Capacity'])
      .where('Rack_ID', '=', 'R9')
      .executeTakeFirst();
    expect(rack).toEqual({ Site: 'Tananger', Rack_ID: 'R9', Capacity: 6 });
    const [latest] = await listImportRuns(handle, { limit: 1 });
    expect(latest).toMatchObject({ source: 'api', actor: 'FileMaker nightly', importKeyId: keyId });
    const stamped = await handle.db
      .selectFrom('import_keys')
      .select('last_used_at')
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow();
    expect(stamped.last_used_at).toBe(portal().clock.now.toISOString());
    const audit = await handle.db.selectFrom('audit_log').select(['action', 'details']).execute();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['admin.import-key.create', 'import.pushed', 'data.import']),
    );
    await vi.waitFor(async () => expect(await readdir(uploads())).toEqual([]), { timeout: 30_000 });
  });

  it('should record problems as the command does, the run refused and nothing written', async () => {
    const { key } = await adminKey(portal());
    const before = await snapshotTables(portal().runtime.handle.db);
    const bad = JSON.stringify([{ ...NEW_RACK, Capacity: 'many' }]);
    const answer = await runRoute(
      apiImport.action,
      push(zipOf({ 'racks.json': new TextEncoder().encode(bad) }), bearer(key)),
    );
    expect(answer.status).toBe(202);
    const { id } = (await answer.json()) as { id: string };
    await vi.waitFor(async () => expect((await runStatus(id, key)).body.finished).toBe(true), {
      timeout: 30_000,
    });
    const { body } = await runStatus(id, key);
    expect(body).toMatchObject({ status: 'refused', problemCount: 1, summary: null });
    expect(body.problems).toEqual([
      expect.objectContaining({ file: 'racks.json', row: 1, field: 'Capacity' }),
    ]);
    expect(await snapshotTables(portal().runtime.handle.db)).toEqual(before);
  });

  it('should refuse ?force=true with 400: only the command forces a snapshot past the delete share', async () => {
    const { key } = await adminKey(portal());
    const racks = JSON.stringify([NEW_RACK]);
    const manifest = {
      files: { 'racks.json': { rows: 1, sha256: createHash('sha256').update(racks).digest('hex') } },
      snapshot: { racks: 'all' },
    };
    const archive = await tarGzOf([
      { name: 'racks.json', body: racks },
      { name: 'manifest.json', body: JSON.stringify(manifest) },
    ]);
    const before = await snapshotTables(portal().runtime.handle.db);
    for (const force of ['true', 'yes']) {
      const answer = await runRoute(
        apiImport.action,
        push(archive, bearer(key), `/api/import?force=${force}`),
      );
      expect({ status: answer.status, body: await answer.json() }).toEqual({
        status: 400,
        body: { message: FORCE_REFUSED },
      });
    }
    expect(await snapshotTables(portal().runtime.handle.db)).toEqual(before);
    const refused = await pushAndWait(archive, key);
    expect(refused).toMatchObject({ status: 'refused', problemCount: 1 });
    expect(refused.problems).toEqual([
      {
        file: 'racks.json',
        row: 0,
        field: '(snapshot)',
        reason:
          'the snapshot would delete 2 of 2 rows (100 %), more than the 10 % allowed ' +
          '(PORTAL_IMPORT_MAX_DELETE_SHARE); import with --force if that is meant',
      },
    ]);
    expect(await snapshotTables(portal().runtime.handle.db)).toEqual(before);
  });

  it.each([
    ['plant an admin', [{ email: 'planted@attacker.test', isAdmin: true, password: 'planted-pass-1' }]],
    ['plant a customer user', [{ email: 'planted@attacker.test', customer: 'Northwind Drilling' }]],
    ["set an admin's password", [{ email: PERSONAS.admin, isAdmin: true, password: 'taken-over-1' }]],
    [
      "set a user's password",
      [{ email: PERSONAS.customerA, customer: 'Northwind Drilling', password: 'taken-over-1' }],
    ],
  ])('should refuse a key push that carries users.json (to %s), writing no account', async (_what, rows) => {
    const { key } = await adminKey(portal());
    const { handle } = portal().runtime;
    const before = await snapshotTables(handle.db);
    const run = await pushAndWait(await tarGzOf([{ name: 'users.json', body: JSON.stringify(rows) }]), key);
    expect(run).toMatchObject({ status: 'refused', summary: null });
    expect(run.problems).toContainEqual({
      file: 'users.json',
      row: 0,
      field: '(file)',
      reason: USERS_REFUSED,
    });
    expect(await snapshotTables(handle.db)).toEqual(before);
  });

  it('should refuse a key push whose manifest makes users a snapshot, deleting no account', async () => {
    const { key } = await adminKey(portal());
    const { handle } = portal().runtime;
    const users = JSON.stringify([{ email: 'planted@attacker.test', isAdmin: true }]);
    const manifest = {
      files: { 'users.json': { rows: 1, sha256: createHash('sha256').update(users).digest('hex') } },
      snapshot: { users: 'all' },
    };
    const archive = await tarGzOf([
      { name: 'users.json', body: users },
      { name: 'manifest.json', body: JSON.stringify(manifest) },
    ]);
    const before = await handle.db.selectFrom('users').select('email').orderBy('email').execute();
    const run = await pushAndWait(archive, key);
    expect(run).toMatchObject({ status: 'refused', summary: null });
    expect(run.problems).toEqual(
      expect.arrayContaining([
        { file: 'users.json', row: 0, field: '(file)', reason: USERS_REFUSED },
        { file: 'manifest.json', row: 0, field: 'snapshot.users', reason: USERS_SNAPSHOT_REFUSED },
      ]),
    );
    expect(await handle.db.selectFrom('users').select('email').orderBy('email').execute()).toEqual(before);
  });

  it('should refuse a push without a key, with an unknown or revoked key, and with any user sign-in', async () => {
    const { key, id, adminId } = await adminKey(portal());
    const archive = await tarGzOf([{ name: 'racks.json', body: JSON.stringify([NEW_RACK]) }]);
    const attempt = async (headers: Record<string, string>) => {
      const answer = await runRoute(apiImport.action, push(archive, headers));
      return { status: answer.status, body: await answer.json() };
    };
    expect(await attempt({})).toEqual({ status: 401, body: { message: NO_KEY } });
    expect(await attempt(bearer('rrik_not-a-key-of-this-portal'))).toEqual({
      status: 401,
      body: { message: 'Unknown import key' },
    });
    expect(await attempt(bearer(await apiToken(PERSONAS.customerA)))).toEqual({
      status: 403,
      body: { message: USER_CREDENTIAL },
    });
    expect(await attempt(bearer(await apiToken(PERSONAS.admin)))).toEqual({
      status: 403,
      body: { message: USER_CREDENTIAL },
    });
    expect(await attempt({ Cookie: await signIn(PERSONAS.customerA) })).toEqual({
      status: 403,
      body: { message: USER_CREDENTIAL },
    });
    expect(await attempt(bearer('eyJhbGciOiJIUzI1NiJ9.forged.token'))).toEqual({
      status: 401,
      body: { message: NO_KEY },
    });
    const { handle } = portal().runtime;
    await revokeMachineKey({ handle, adminUserId: adminId, now: portal().clock.now }, IMPORT_KEYS, id);
    expect(await attempt(bearer(key))).toEqual({
      status: 401,
      body: { message: 'The import key FileMaker nightly was revoked' },
    });
    expect(await handle.db.selectFrom('import_runs').select('id').execute()).toEqual([]);
    const refused = await handle.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'import-key.refused')
      .execute();
    expect(refused).toEqual([{ details: '{"name":"FileMaker nightly"}' }]);
  });

  it('should open nothing but the import calls to a key', async () => {
    const { key } = await adminKey(portal());
    const racks = await runRoute(apiCall.loader, testRequest('/api/getAllRacks', { headers: bearer(key) }));
    expect(racks.status).toBe(401);
    const { handle } = portal().runtime;
    const commandRun = await startImportRun(handle, { source: 'command', actor: 'ops@etl-1' }, new Date());
    expect(await runStatus(commandRun, key)).toEqual({
      status: 404,
      body: { message: `No import run ${commandRun} pushed to this API` },
    });
    const customer = await runRoute(
      statusLoader,
      testRequest(`/api/import/${commandRun}`, { cookie: await signIn(PERSONAS.customerA) }),
      undefined,
      { id: commandRun },
    );
    expect(customer.status).toBe(403);
    expect(await customer.json()).toEqual({ message: USER_CREDENTIAL });
  });

  it.each([
    [
      'a path traversal',
      () => tarGzOf([{ name: '../racks.json', body: '[]' }]),
      400,
      'The archive entry "../racks.json" leaves the data set\'s folder (..): path traversal is refused',
    ],
    [
      'an absolute path',
      () => tarGzOf([{ name: '/etc/racks.json', body: '[]' }]),
      400,
      'The archive entry "/etc/racks.json" has an absolute path: entries must be relative',
    ],
    [
      'a symbolic link',
      () => tarGzOf([{ name: 'racks.json', type: 'symlink', linkname: '/etc/passwd' }]),
      400,
      'The archive entry "racks.json" is a symbolic link: only files and folders are accepted',
    ],
    [
      'a hard link',
      () => tarGzOf([{ name: 'racks.json', type: 'link', linkname: '/etc/passwd' }]),
      400,
      'The archive entry "racks.json" is a hard link: only files and folders are accepted',
    ],
    [
      'a device',
      () => tarGzOf([{ name: 'racks.json', type: 'character-device' }]),
      400,
      'The archive entry "racks.json" is a device: only files and folders are accepted',
    ],
    [
      'more files than allowed',
      () =>
        tarGzOf(Array.from({ length: 6 }, (_, index) => ({ name: `documents/${index}.pdf`, body: '%PDF' }))),
      413,
      'The archive holds more than 5 files (PORTAL_IMPORT_MAX_FILES)',
    ],
    [
      'a zip bomb',
      async () => zipOf({ 'serials.ndjson': new Uint8Array(2 * 1024 * 1024) }),
      413,
      'The archive unpacks to more than 1048576 bytes (PORTAL_IMPORT_MAX_UNPACKED_BYTES): refused, as a zip or gzip bomb would be',
    ],
    [
      'overlapping zip entries',
      async () => overlappingZip(),
      400,
      'The archive entries "a.json" and "b.json" overlap: refused, as the entries of a zip bomb would be',
    ],
    [
      'a body over the limit',
      async () => new Uint8Array(300 * 1024),
      413,
      'The archive is larger than 262144 bytes (PORTAL_IMPORT_MAX_BYTES)',
    ],
    [
      'a body that is no archive',
      async () => new TextEncoder().encode('{"racks":[]}'),
      415,
      'The request body is not a tar, tar.gz or zip archive (told by its first bytes)',
    ],
  ])('should refuse %s with a message, writing nothing', async (_what, archive, status, message) => {
    portal().runtime.env.imports = { maxBytes: 256 * 1024, maxUnpackedBytes: 1024 * 1024, maxFiles: 5 };
    const { key } = await adminKey(portal());
    const { handle } = portal().runtime;
    const before = await snapshotTables(handle.db);
    const answer = await runRoute(apiImport.action, push(await archive(), bearer(key)));
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status, body: { message } });
    expect(await snapshotTables(handle.db)).toEqual(before);
    expect(await handle.db.selectFrom('import_runs').select('id').execute()).toEqual([]);
    expect(await readdir(uploads())).toEqual([]);
    const audited = await handle.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'import.archive-refused')
      .execute();
    expect(audited).toEqual([{ details: JSON.stringify({ key: 'FileMaker nightly', reason: message }) }]);
  });

  it('should take one push at a time: a second one while the first runs is refused 409', async () => {
    const { key } = await adminKey(portal());
    const archive = await tarGzOf([{ name: 'racks.json', body: JSON.stringify([NEW_RACK]) }]);
    const answers = await Promise.all([
      runRoute(apiImport.action, push(archive, bearer(key))),
      runRoute(apiImport.action, push(archive, bearer(key))),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await refused?.json()).toEqual({
      message: expect.stringMatching(/^(Another archive is being received|The import run .+ is under way)/),
    });
    const accepted = (await answers.find((answer) => answer.status === 202)?.json()) as { id: string };
    await vi.waitFor(async () => expect((await runStatus(accepted.id, key)).body.status).toBe('succeeded'), {
      timeout: 30_000,
    });
  });

  it('should end a run failed when its process dies, with no server path in what the run shows', async () => {
    const { database, runtime } = portal();
    const work = join(database.dataDir, 'import-uploads', 'crashed');
    await mkdir(join(work, 'data'), { recursive: true });
    const command = join(database.dataDir, 'dies.mjs');
    await writeFile(command, "process.stderr.write('out of memory'); process.exit(3);\n");
    const origin = { source: 'api' as const, actor: 'FileMaker nightly' };
    const runId = await startImportRun(runtime.handle, origin, new Date());
    await launchImport(
      { runId, origin, folder: join(work, 'data'), workFolder: work },
      { handle: runtime.handle, store: database.store, importCommand: command, maxDeleteShare: 0.1 },
    );
    const run = await readImportRun(runtime.handle, runId);
    expect(run).toMatchObject({ status: 'failed', problemCount: 1 });
    expect(run?.problems).toEqual([
      {
        file: '(data set)',
        row: 0,
        field: '(import)',
        reason: `the import failed on the server; the error is in the server log (run ${runId})`,
      },
    ]);
    expect(await readdir(uploads())).toEqual([]);
  });

  it('should audit a run the command continues (--run-id) with the source it was recorded with', async () => {
    const { database, runtime } = portal();
    const pushed = { source: 'api' as const, actor: 'FileMaker nightly' };
    const runId = await startImportRun(runtime.handle, pushed, new Date());
    const folder = join(database.dataDir, 'pushed-racks');
    await mkdir(folder);
    await writeFile(join(folder, 'racks.json'), JSON.stringify([NEW_RACK]));
    await runImport(
      runtime.handle,
      database.store,
      folder,
      { source: 'command', actor: 'portal@host' },
      { runId },
    );
    const audited = await runtime.handle.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'data.import')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audited.details ?? '{}')).toMatchObject({ run: runId, source: 'api' });
  });
});
