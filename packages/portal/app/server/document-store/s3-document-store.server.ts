import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeDocumentKey } from '../config/document-key.server.js';
import {
  type AwsCredentials,
  awsUriEncode,
  EMPTY_PAYLOAD_HASH,
  signRequestV4,
} from './aws-signature-v4.server.js';
import type { DocumentStore } from './document-store.server.js';
import { contentTypeFor } from './download-name.server.js';

/** Where an S3-compatible bucket is and how to sign for it (read from the configuration, never guessed). */
export interface S3DocumentStoreConfig {
  /** Base URL of the service, e.g. `https://s3.eu-north-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: AwsCredentials;
  /** Optional key prefix inside the bucket (e.g. `portal/`), so one bucket can serve several portals. */
  prefix?: string;
  /**
   * Path-style addressing, `<endpoint>/<bucket>/<key>` (the default; MinIO, Ceph and most compatible
   * services), or, when false, virtual-hosted `<bucket>.<endpoint host>/<key>` (AWS's preferred form).
   */
  forcePathStyle?: boolean;
  /** The signing clock; defaults to the system clock. */
  now?: () => Date;
}

/** The bucket answered something other than success or "no such key". */
export class S3StoreError extends Error {
  override name = 'S3StoreError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

async function readErrorBody(response: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) {
    if (text.length < 2000) text += String(chunk);
  }
  return /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? text.slice(0, 200);
}

/**
 * Where a bucket's objects are addressed: the host to connect to and sign (with the port, if any) and the
 * path before the object key, path-style or virtual-hosted.
 *
 * @example
 * s3Address(new URL('https://s3.eu-north-1.amazonaws.com'), 'docs', false);
 * // { hostname: 'docs.s3.eu-north-1.amazonaws.com', host: 'docs.s3.eu-north-1.amazonaws.com', basePath: '' }
 */
export function s3Address(
  endpoint: URL,
  bucket: string,
  forcePathStyle: boolean,
): { hostname: string; host: string; basePath: string } {
  const endpointPath = endpoint.pathname.replace(/\/+$/, '');
  if (forcePathStyle)
    return {
      hostname: endpoint.hostname,
      host: endpoint.host,
      basePath: `${endpointPath}/${awsUriEncode(bucket, true)}`,
    };
  return {
    hostname: `${bucket}.${endpoint.hostname}`,
    host: `${bucket}.${endpoint.host}`,
    basePath: endpointPath,
  };
}

/**
 * A {@link DocumentStore} on an S3-compatible service (AWS S3, MinIO, Ceph, R2 ...) with path-style
 * (`<endpoint>/<bucket>/<key>`, the default) or virtual-hosted addressing and Signature V4 signed requests. Uploads stream the file
 * (its SHA-256 is computed in a first streaming pass, so the body is signed); reads stream the object.
 *
 * @example
 * const store = createS3DocumentStore({
 *   endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', bucket: 'rigready',
 *   credentials: { accessKeyId: 'portal', secretAccessKey: process.env.S3_SECRET ?? '' },
 * });
 * const stream = await store.open('documents/orders/40211.pdf');
 */
export function createS3DocumentStore(config: S3DocumentStoreConfig): DocumentStore {
  const endpoint = new URL(config.endpoint);
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
    throw new Error(`S3 endpoint must be an http:// or https:// URL, got ${JSON.stringify(config.endpoint)}`);
  }
  if (!config.bucket) throw new Error('S3 bucket name must not be empty');
  const send = endpoint.protocol === 'https:' ? httpsRequest : httpRequest;
  const clock = config.now ?? (() => new Date());
  const prefix = config.prefix ?? '';
  const { hostname, host, basePath } = s3Address(endpoint, config.bucket, config.forcePathStyle ?? true);

  function objectPath(key: string): string {
    if (!isSafeDocumentKey(key)) throw new Error(`Not a valid document key: ${JSON.stringify(key)}`);
    return `${basePath}/${awsUriEncode(prefix + key, false)}`;
  }

  function call(
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    key: string,
    payloadHash: string,
    extraHeaders: Record<string, string> = {},
    body?: Readable,
  ): Promise<IncomingMessage> {
    const path = objectPath(key);
    const headers = signRequestV4(
      { method, host, path, headers: extraHeaders, payloadHash },
      { region: config.region, service: 's3', credentials: config.credentials, now: clock() },
    );
    return new Promise((resolve, reject) => {
      const outgoing = send(
        {
          protocol: endpoint.protocol,
          hostname,
          port: endpoint.port,
          method,
          path,
          headers,
        },
        resolve,
      );
      outgoing.on('error', reject);
      if (body) {
        body.on('error', (error) => outgoing.destroy(error));
        body.pipe(outgoing);
      } else outgoing.end();
    });
  }

  async function failure(response: IncomingMessage, what: string): Promise<S3StoreError> {
    const reason = await readErrorBody(response);
    return new S3StoreError(
      `S3 ${what} failed with HTTP ${response.statusCode}: ${reason}`,
      response.statusCode ?? 0,
    );
  }

  return {
    async putFile(key, sourcePath) {
      const { size } = await stat(sourcePath);
      const payloadHash = await sha256OfFile(sourcePath);
      const response = await call(
        'PUT',
        key,
        payloadHash,
        { 'content-length': String(size), 'content-type': contentTypeFor(key) },
        createReadStream(sourcePath),
      );
      if (response.statusCode !== 200) throw await failure(response, `PUT ${key}`);
      response.resume();
    },
    async open(key) {
      const response = await call('GET', key, EMPTY_PAYLOAD_HASH);
      if (response.statusCode === 200) return response;
      if (response.statusCode === 404) {
        response.resume();
        return null;
      }
      throw await failure(response, `GET ${key}`);
    },
    async exists(key) {
      const response = await call('HEAD', key, EMPTY_PAYLOAD_HASH);
      response.resume();
      if (response.statusCode === 200) return true;
      if (response.statusCode === 404) return false;
      throw new S3StoreError(
        `S3 HEAD ${key} failed with HTTP ${response.statusCode}`,
        response.statusCode ?? 0,
      );
    },
    async delete(key) {
      const response = await call('DELETE', key, EMPTY_PAYLOAD_HASH);
      // S3 answers 204 whether or not the key existed; some compatible services answer 200 or 404.
      if (response.statusCode === 204 || response.statusCode === 200 || response.statusCode === 404) {
        response.resume();
        return;
      }
      throw await failure(response, `DELETE ${key}`);
    },
  };
}
