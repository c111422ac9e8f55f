import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake S3 server saw: each request's method, path and whether its signature was valid. */
export interface FakeS3Request {
  method: string;
  path: string;
  signatureValid: boolean;
}

/** An in-process S3 stand-in: path-style objects in memory, every request's SigV4 signature checked. */
export interface FakeS3Server {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  requests: FakeS3Request[];
  /** From now on, the `n`th PUT (counted from 1 over the server's life) answers 500 InternalError. */
  failNthPut(n: number): void;
  close(): Promise<void>;
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

// Written independently of the store's signer, from the SigV4 description, so a shared mistake cannot pass.
function expectedSignature(request: IncomingMessage, secret: string, region: string): string | null {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match || match[3] !== region) return null;
  const [, , day, , signedHeaders] = match as unknown as [string, string, string, string, string];
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
    return null;
  const url = new URL(request.url ?? '/', 'http://fake');
  const canonical = [
    request.method,
    url.pathname,
    '',
    names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join(''),
    signedHeaders,
    String(request.headers['x-amz-content-sha256'] ?? ''),
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/**
 * Starts a fake S3 endpoint on a free local port. Requests with a missing or wrong signature, or a body
 * whose SHA-256 differs from the signed one, get 403 SignatureDoesNotMatch, like S3.
 *
 * @example
 * const s3 = await startFakeS3({ bucket: 'docs', region: 'eu-north-1', accessKeyId: 'AK', secretAccessKey: 'SK' });
 */
export async function startFakeS3(options: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): Promise<FakeS3Server> {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: FakeS3Request[] = [];
  let failingPut: number | null = null;
  let puts = 0;
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const signature = expectedSignature(request, options.secretAccessKey, options.region);
    const given = /Signature=([0-9a-f]{64})$/.exec(request.headers.authorization ?? '')?.[1];
    const credentialOk = (request.headers.authorization ?? '').includes(`Credential=${options.accessKeyId}/`);
    const payloadOk =
      request.method !== 'PUT' ||
      createHash('sha256').update(body).digest('hex') === request.headers['x-amz-content-sha256'];
    const signatureValid = Boolean(signature && given === signature && credentialOk && payloadOk);
    requests.push({ method: request.method ?? '', path, signatureValid });
    if (!signatureValid) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const prefix = `/${options.bucket}/`;
    if (!path.startsWith(prefix)) {
      response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = decodeURIComponent(path.slice(prefix.length));
    if (request.method === 'PUT') {
      puts += 1;
      if (puts === failingPut) {
        response.writeHead(500, { 'content-type': 'application/xml' });
        response.end('<Error><Code>InternalError</Code></Error>');
        return;
      }
      objects.set(key, { body, contentType: request.headers['content-type'] });
      response.writeHead(200).end();
      return;
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    const object = objects.get(key);
    if (!object) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    response.writeHead(200, {
      'content-length': object.body.length,
      'content-type': object.contentType ?? '',
    });
    response.end(request.method === 'HEAD' ? undefined : object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNthPut(n) {
      failingPut = n;
    },
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
