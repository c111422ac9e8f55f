import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMPTY_PAYLOAD_HASH,
  signRequestV4,
} from '../../app/server/document-store/aws-signature-v4.server.js';
import {
  createS3DocumentStore,
  S3StoreError,
  s3Address,
} from '../../app/server/document-store/s3-document-store.server.js';
import { readAll } from './support/document-fixtures.js';
import { type FakeS3Server, startFakeS3 } from './support/fake-s3-server.js';

describe('AWS Signature V4', () => {
  it('should reproduce the example of the S3 documentation (GET object with a Range header)', () => {
    const headers = signRequestV4(
      {
        method: 'GET',
        host: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      {
        region: 'us-east-1',
        service: 's3',
        credentials: {
          accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
          secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        },
        now: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 addressing', () => {
  it('should put the bucket in the path by default, after any base path of the endpoint', () => {
    expect(s3Address(new URL('http://minio:9000/s3/'), 'docs', true)).toEqual({
      hostname: 'minio',
      host: 'minio:9000',
      basePath: '/s3/docs',
    });
  });

  it('should put the bucket in the host name for virtual-hosted addressing', () => {
    expect(s3Address(new URL('https://s3.eu-north-1.amazonaws.com'), 'docs', false)).toEqual({
      hostname: 'docs.s3.eu-north-1.amazonaws.com',
      host: 'docs.s3.eu-north-1.amazonaws.com',
      basePath: '',
    });
  });
});

describe('S3 document store', () => {
  const config = {
    bucket: 'rigready-docs',
    region: 'eu-north-1',
    accessKeyId: 'PORTAL',
    secretAccessKey: 's3cr3t/key',
  };
  let s3: FakeS3Server;
  let folder: string;

  beforeEach(async () => {
    s3 = await startFakeS3(config);
    folder = mkdtempSync(join(tmpdir(), 'rigready-s3-'));
  });
  afterEach(async () => {
    await s3.close();
    rmSync(folder, { recursive: true, force: true });
  });

  function store(secretAccessKey = config.secretAccessKey) {
    return createS3DocumentStore({
      endpoint: s3.endpoint,
      region: config.region,
      bucket: config.bucket,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey },
    });
  }

  it('should put, find and stream back a document under its key, with signed requests only', async () => {
    const source = join(folder, 'report.pdf');
    const bytes = Buffer.from('%PDF-1.7 a report with spaces and ø');
    writeFileSync(source, bytes);
    const documents = store();
    await documents.putFile('documents/orders/NW 40211 ø.pdf', source);
    expect(await documents.exists('documents/orders/NW 40211 ø.pdf')).toBe(true);
    const stream = await documents.open('documents/orders/NW 40211 ø.pdf');
    expect(stream).not.toBeNull();
    expect(await readAll(stream as NonNullable<typeof stream>)).toEqual(bytes);
    expect(s3.objects.get('documents/orders/NW 40211 ø.pdf')?.contentType).toBe('application/pdf');
    expect(s3.requests.map((request) => [request.method, request.signatureValid])).toEqual([
      ['PUT', true],
      ['HEAD', true],
      ['GET', true],
    ]);
    expect(s3.requests[0]?.path).toBe('/rigready-docs/documents/orders/NW%2040211%20%C3%B8.pdf');
  });

  it('should delete a document, and take the delete of a missing key as done', async () => {
    const source = join(folder, 'photo.jpg');
    writeFileSync(source, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const documents = store();
    await documents.putFile('uploads/orders/a.jpg', source);
    await documents.delete('uploads/orders/a.jpg');
    expect(await documents.exists('uploads/orders/a.jpg')).toBe(false);
    await documents.delete('uploads/orders/a.jpg');
    expect(s3.objects.size).toBe(0);
    expect(s3.requests.map((request) => [request.method, request.signatureValid])).toEqual([
      ['PUT', true],
      ['DELETE', true],
      ['HEAD', true],
      ['DELETE', true],
    ]);
    await expect(documents.delete('../a.jpg')).rejects.toThrow(/Not a valid document key/);
  });

  it('should fail a write the service refuses with its error code', async () => {
    const source = join(folder, 'photo.jpg');
    writeFileSync(source, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    s3.failNthPut(2);
    const documents = store();
    await documents.putFile('uploads/orders/a.jpg', source);
    await expect(documents.putFile('uploads/orders/b.jpg', source)).rejects.toThrow(
      /HTTP 500: InternalError/,
    );
    expect([...s3.objects.keys()]).toEqual(['uploads/orders/a.jpg']);
  });

  it('should answer null and false for a key that is not there', async () => {
    const documents = store();
    expect(await documents.open('documents/none.pdf')).toBeNull();
    expect(await documents.exists('documents/none.pdf')).toBe(false);
  });

  it('should fail with the service error when the signature is refused', async () => {
    const documents = store('wrong-secret');
    await expect(documents.open('documents/a.pdf')).rejects.toThrow(S3StoreError);
    await expect(documents.open('documents/a.pdf')).rejects.toThrow(/HTTP 403: SignatureDoesNotMatch/);
    expect(s3.requests.every((request) => !request.signatureValid)).toBe(true);
  });

  it('should refuse keys that would leave the bucket folder, before any request', async () => {
    const documents = store();
    await expect(documents.open('../other-bucket/a.pdf')).rejects.toThrow(/Not a valid document key/);
    await expect(documents.exists('/abs.pdf')).rejects.toThrow(/Not a valid document key/);
    expect(s3.requests).toHaveLength(0);
  });

  it('should refuse an endpoint that is not http(s) and an empty bucket', () => {
    const credentials = { accessKeyId: 'a', secretAccessKey: 'b' };
    expect(() =>
      createS3DocumentStore({ endpoint: 'ftp://x', region: 'r', bucket: 'b', credentials }),
    ).toThrow(/http:\/\/ or https:\/\//);
    expect(() =>
      createS3DocumentStore({ endpoint: 'http://x', region: 'r', bucket: '', credentials }),
    ).toThrow(/bucket name must not be empty/);
  });
});
