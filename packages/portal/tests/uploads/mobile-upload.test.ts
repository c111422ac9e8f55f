import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as admin from '../../app/routes/admin/overview.js';
import * as apiDocuments from '../../app/routes/api/documents.js';
import * as mobileUpload from '../../app/routes/orders/mobile-upload.js';
import * as mobileUploadFiles from '../../app/routes/orders/mobile-upload-files.js';
import * as orderconfirm from '../../app/routes/orders/order-confirmation.js';
import type { DocumentStore } from '../../app/server/document-store/document-store.server.js';
import { setPortalRuntime } from '../../app/server/runtime/portal-runtime.server.js';
import { detectUploadFileType } from '../../app/server/uploads/file-signature.server.js';
import { storeOrderUploads, UploadCodeUsedError } from '../../app/server/uploads/order-uploads.server.js';
import type { ReceivedFile } from '../../app/server/uploads/receive-upload.server.js';
import { uploadCodeHash } from '../../app/server/uploads/upload-codes.server.js';
import { startFakeS3 } from '../documents/support/fake-s3-server.js';
import { ORIGIN, PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0xff, 0xd9,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = new TextEncoder().encode('MZ\x90\x00 this is not a photo at all');

const S3 = {
  bucket: 'rigready-docs',
  region: 'eu-north-1',
  accessKeyId: 'PORTAL',
  secretAccessKey: 's3cr3t',
};

/** The store, except that its `n`th write leaves part of the file behind and then fails. */
function failingOnWrite(store: DocumentStore, n: number): DocumentStore {
  let writes = 0;
  return {
    ...store,
    async putFile(key, sourcePath) {
      writes += 1;
      await store.putFile(key, sourcePath);
      if (writes === n) throw new Error(`disk full while writing ${key}`);
    },
  };
}

type Issued = { uploadCode: { code: string; link: string; orderNo: string; customer: string } };

async function issue(customer: string, orderNo: string, email: string = PERSONAS.admin): Promise<Response> {
  const cookie = await signIn(email);
  return runRoute(
    admin.action,
    testRequest('/admin', { cookie, form: { intent: 'upload-code', customer, orderNo } }),
  );
}

async function issuedCode(customer = 'Northwind Drilling', orderNo = '40211'): Promise<string> {
  const response = await issue(customer, orderNo);
  expect(response.status).toBe(200);
  return ((await response.json()) as Issued).uploadCode.code;
}

// The multipart body is encoded up front, as a phone's request reaches the server: a FormData body would be
// streamed by undici's own pump, which throws when the server stops reading a refused upload half-way.
async function uploadRequest(code: string | null, files: { name: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(form);
  const query = code === null ? '' : `?code=${encodeURIComponent(code)}`;
  return new Request(`${ORIGIN}/mobile-upload/files${query}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': encoded.headers.get('Content-Type') ?? '' },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
}

async function upload(code: string | null, files: { name: string; bytes: Uint8Array }[]) {
  const response = await runRoute(mobileUploadFiles.action, await uploadRequest(code, files));
  return {
    status: response.status,
    body: (await response.json()) as { message?: string; stored?: unknown[] },
  };
}

async function page(code: string | null) {
  const query = code === null ? '' : `?code=${encodeURIComponent(code)}`;
  const response = await runRoute(mobileUpload.loader, testRequest(`/mobile-upload${query}`));
  return (await response.json()) as { orderNo?: string; problem: string | null };
}

describe.each(DIALECTS)('given the two-customers fixture on %s, mobile uploads', (dialect) => {
  const portal = useTestPortal(dialect);

  const storedRows = () => portal().database.handle.db.selectFrom('order_uploads').selectAll().execute();
  const storedFiles = async () =>
    readdir(join(portal().database.dataDir, 'documents', 'uploads', 'orders')).catch(() => [] as string[]);
  const expectNothingStored = async () => {
    expect(await storedRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  };

  it('should let only an admin issue a code, and only for an order of that customer', async () => {
    const issued = await issue('Northwind Drilling', '40211');
    const { uploadCode } = (await issued.json()) as Issued;
    expect(uploadCode.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(uploadCode.link).toBe(`${ORIGIN}/mobile-upload?code=${uploadCode.code}`);
    expect((await issue('Northwind Drilling', '50100')).status).toBe(404);
    expect((await issue('Northwind Drilling', '40211', PERSONAS.customerA)).status).toBe(403);
    const [stored] = await portal().database.handle.db.selectFrom('upload_codes').selectAll().execute();
    expect(stored?.code_hash).not.toContain(uploadCode.code.replace(/-/g, ''));
    const audit = await portal()
      .database.handle.db.selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'admin.upload-code.issue')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).not.toContain(uploadCode.code);
  });

  it('should show the phone only the order number, and say clearly when the code is missing or unknown', async () => {
    const code = await issuedCode();
    expect(await page(code)).toMatchObject({ orderNo: '40211', problem: null });
    expect(JSON.stringify(await page(code))).not.toContain('Northwind');
    expect((await page(null)).problem).toMatch(/needs an upload code/);
    expect((await page('AAAA-BBBB-CCCC')).problem).toMatch(/not valid/);
  });

  it('should store photos and PDFs on the order once, and then refuse the used code', async () => {
    const code = await issuedCode();
    const answer = await upload(code.toLowerCase(), [
      { name: 'crack.jpg', bytes: JPEG },
      { name: 'scan', bytes: PDF },
    ]);
    expect(answer).toEqual({
      status: 200,
      body: {
        orderNo: '40211',
        stored: [
          { name: 'crack.jpg', size: JPEG.length },
          { name: 'scan.pdf', size: PDF.length },
        ],
      },
    });
    expect(await storedFiles()).toHaveLength(2);
    const again = await upload(code, [{ name: 'more.jpg', bytes: JPEG }]);
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been used/);
    expect(await storedRows()).toHaveLength(2);
    expect((await page(code)).problem).toMatch(/already been used/);
  });

  it('should store nothing for a missing, unknown or expired code', async () => {
    const code = await issuedCode();
    expect((await upload(null, [{ name: 'a.jpg', bytes: JPEG }])).status).toBe(400);
    expect((await upload('AAAA-BBBB-CCCC', [{ name: 'a.jpg', bytes: JPEG }])).status).toBe(404);
    portal().clock.advance(30 * 60_000);
    const expired = await upload(code, [{ name: 'a.jpg', bytes: JPEG }]);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/expired/);
    await expectNothingStored();
  });

  it('should refuse the whole upload for one file of the wrong type, and keep the code usable', async () => {
    const code = await issuedCode();
    const answer = await upload(code, [
      { name: 'good.jpg', bytes: JPEG },
      { name: 'photo.jpg', bytes: EXE },
    ]);
    expect(answer).toEqual({
      status: 415,
      body: { message: 'photo.jpg is not a JPEG, PNG, HEIC or PDF file' },
    });
    await expectNothingStored();
    expect((await page(code)).problem).toBeNull();
  });

  it('should refuse an oversized file and more than 10 files, storing nothing', async () => {
    const code = await issuedCode();
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    big.set(JPEG);
    const oversize = await upload(code, [{ name: 'big.jpg', bytes: big }]);
    expect(oversize).toEqual({ status: 413, body: { message: 'big.jpg is larger than 15 MB' } });
    const exactly = new Uint8Array(15 * 1024 * 1024);
    exactly.set(JPEG);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes: JPEG }));
    expect((await upload(code, eleven)).body).toEqual({ message: 'At most 10 files per upload' });
    await expectNothingStored();
    const ten = await upload(code, [{ name: 'limit.jpg', bytes: exactly }, ...eleven.slice(0, 9)]);
    expect(ten.status).toBe(200);
    expect(await storedRows()).toHaveLength(10);
  });

  it('should show the files on that order to its customer only, never to another customer', async () => {
    const code = await issuedCode();
    await upload(code, [{ name: 'crack.jpg', bytes: JPEG }]);
    const northwind = await signIn(PERSONAS.customerA);
    const mine = (await (
      await runRoute(orderconfirm.loader, testRequest('/orderconfirm', { cookie: northwind }))
    ).json()) as { uploads: { Order_No: string; name: string; link: string }[] };
    expect(mine.uploads.map((row) => [row.Order_No, row.name])).toEqual([['40211', 'crack.jpg']]);
    const download = await runRoute(
      apiDocuments.loader,
      testRequest(mine.uploads[0]?.link ?? '', { cookie: northwind }),
    );
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(JPEG);

    const polar = await signIn(PERSONAS.customerB);
    const theirs = (await (
      await runRoute(orderconfirm.loader, testRequest('/orderconfirm', { cookie: polar }))
    ).json()) as { uploads: unknown[] };
    expect(theirs.uploads).toEqual([]);
    const stolen = await runRoute(
      apiDocuments.loader,
      testRequest(mine.uploads[0]?.link ?? '', { cookie: polar }),
    );
    expect(stolen.status).toBe(404);
  });

  describe('when the document store fails partway', () => {
    async function receivedFiles(count: number): Promise<{ files: ReceivedFile[]; remove(): Promise<void> }> {
      const dir = await mkdtemp(join(tmpdir(), 'rigready-received-'));
      const files = await Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const path = join(dir, `part-${index}`);
          await writeFile(path, JPEG);
          const type = detectUploadFileType(JPEG);
          if (!type) throw new Error('the test JPEG is not recognised');
          return { path, name: `p${index}.jpg`, type, size: JPEG.length };
        }),
      );
      return { files, remove: () => rm(dir, { recursive: true, force: true }) };
    }

    it('should remove the files already written when the third of four writes fails, and keep the code', async () => {
      const code = await issuedCode();
      const received = await receivedFiles(4);
      const lines: string[] = [];
      try {
        await expect(
          storeOrderUploads(
            portal().database.handle,
            failingOnWrite(portal().database.store, 3),
            { customer: 'Northwind Drilling', orderNo: '40211', codeHash: uploadCodeHash(code) },
            received.files,
            portal().clock.now,
            (line) => lines.push(line),
          ),
        ).rejects.toThrow(/disk full/);
      } finally {
        await received.remove();
      }
      await expectNothingStored();
      expect(lines).toEqual([]);
      expect((await page(code)).problem).toBeNull();
    });

    it('should remove its files when another upload used the code meanwhile', async () => {
      const code = await issuedCode();
      expect((await upload(code, [{ name: 'first.jpg', bytes: JPEG }])).status).toBe(200);
      const received = await receivedFiles(2);
      try {
        await expect(
          storeOrderUploads(
            portal().database.handle,
            portal().database.store,
            { customer: 'Northwind Drilling', orderNo: '40211', codeHash: uploadCodeHash(code) },
            received.files,
            portal().clock.now,
            () => undefined,
          ),
        ).rejects.toThrow(UploadCodeUsedError);
      } finally {
        await received.remove();
      }
      expect(await storedRows()).toHaveLength(1);
      expect(await storedFiles()).toHaveLength(1);
    });

    it('should leave nothing in the S3 bucket when its second write fails, answer 503, and store the retry there', async () => {
      const s3 = await startFakeS3(S3);
      try {
        const { runtime } = portal();
        setPortalRuntime({
          ...runtime,
          env: {
            ...runtime.env,
            documents: {
              kind: 's3',
              endpoint: s3.endpoint,
              region: S3.region,
              bucket: S3.bucket,
              credentials: { accessKeyId: S3.accessKeyId, secretAccessKey: S3.secretAccessKey },
              prefix: 'portal/',
              forcePathStyle: true,
            },
          },
        });
        s3.failNthPut(2);
        const code = await issuedCode();
        const files = [
          { name: 'a.jpg', bytes: JPEG },
          { name: 'b.pdf', bytes: PDF },
          { name: 'c.jpg', bytes: JPEG },
        ];
        const failed = await upload(code, files);
        expect(failed.status).toBe(503);
        expect(failed.body.message).toMatch(/could not be stored, so none were kept/);
        expect(s3.objects.size).toBe(0);
        expect(s3.requests.map((request) => request.method)).toEqual(['PUT', 'PUT', 'DELETE', 'DELETE']);
        expect(s3.requests.every((request) => request.signatureValid)).toBe(true);
        await expectNothingStored();
        expect(
          portal().logs.some((line) => /order 40211 was not stored \(request [0-9a-f-]{36}\)/.test(line)),
        ).toBe(true);
        expect((await page(code)).problem).toBeNull();

        const stored = await upload(code, files);
        expect(stored.status).toBe(200);
        expect([...s3.objects.keys()]).toHaveLength(3);
        expect([...s3.objects.keys()].every((key) => key.startsWith('portal/uploads/orders/'))).toBe(true);
        expect(await storedFiles()).toEqual([]);
        const northwind = await signIn(PERSONAS.customerA);
        const { uploads } = (await (
          await runRoute(orderconfirm.loader, testRequest('/orderconfirm', { cookie: northwind }))
        ).json()) as { uploads: { name: string; link: string }[] };
        const pdf = uploads.find((row) => row.name === 'b.pdf');
        const download = await runRoute(
          apiDocuments.loader,
          testRequest(pdf?.link ?? '', { cookie: northwind }),
        );
        expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
      } finally {
        await s3.close();
      }
    });
  });

  it('should limit code attempts per address', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await runRoute(mobileUpload.loader, testRequest('/mobile-upload?code=NOPE'))).status;
    expect(last).toBe(429);
    expect((await upload('NOPE', [{ name: 'a.jpg', bytes: JPEG }])).status).toBe(429);
    await expectNothingStored();
  });
});
