import { createHash, createHmac } from 'node:crypto';
import { byCodeUnit } from '../../shared/code-unit-order.js';

/** Access key pair of an S3-compatible service; `sessionToken` only for temporary credentials. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** One request to sign: the canonical parts of AWS Signature Version 4. */
export interface SignableRequest {
  method: string;
  /** Host header value, with the port when it is not the scheme's default. */
  host: string;
  /** The path exactly as sent (already URI-encoded). */
  path: string;
  /** Query parameters (decoded); they are sorted and encoded for signing. */
  query?: Record<string, string>;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names in any case). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
}

/** Where and when a request is signed. */
export interface SigningScope {
  region: string;
  service: string;
  credentials: AwsCredentials;
  /** The signing instant; the caller passes the clock so tests can use AWS's published examples. */
  now: Date;
}

/** Hex SHA-256 of an empty body, the payload hash of GET and HEAD. */
export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

/**
 * URI-encodes a string the way Signature V4 wants it: every byte except `A-Z a-z 0-9 - _ . ~` (and `/`
 * when encoding a path) as `%XX` with upper-case hex.
 *
 * @example
 * awsUriEncode('a b/c.pdf', false); // 'a%20b/c.pdf'
 */
export function awsUriEncode(value: string, encodeSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const character = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(character) || (!encodeSlash && character === '/')) out += character;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/**
 * Signs a request with AWS Signature Version 4 (HMAC-SHA256) and returns the headers to send with it:
 * the caller's headers plus `x-amz-date`, `x-amz-content-sha256`, `x-amz-security-token` (temporary
 * credentials) and `authorization`. Host is signed but not returned (the HTTP client sets it).
 *
 * @example
 * const headers = signRequestV4(
 *   { method: 'GET', host: 's3.local:9000', path: '/docs/a.pdf', payloadHash: EMPTY_PAYLOAD_HASH },
 *   { region: 'us-east-1', service: 's3', credentials, now: new Date() },
 * );
 */
export function signRequestV4(request: SignableRequest, scope: SigningScope): Record<string, string> {
  const timestamp = amzDate(scope.now);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = timestamp;
  headers['x-amz-content-sha256'] = request.payloadHash;
  if (scope.credentials.sessionToken) headers['x-amz-security-token'] = scope.credentials.sessionToken;
  const signed: Record<string, string> = { ...headers, host: request.host };
  const names = Object.keys(signed).sort();
  const canonicalHeaders = names.map(
    (name) => `${name}:${String(signed[name]).trim().replace(/\s+/g, ' ')}\n`,
  );
  const canonicalQuery = Object.entries(request.query ?? {})
    .map(([key, value]) => [awsUriEncode(key, true), awsUriEncode(value, true)] as const)
    .sort(([a], [b]) => byCodeUnit(a, b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    canonicalQuery,
    canonicalHeaders.join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    timestamp,
    credentialScope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${scope.credentials.secretAccessKey}`, day), scope.region), scope.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${scope.credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
