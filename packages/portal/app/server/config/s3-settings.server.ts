import { z } from 'zod';
import { isSafeDocumentKey } from './document-key.server.js';
import { EnvError } from './env-error.server.js';

/** Where the S3 document store is and how to sign for it, as read from PORTAL_S3_*. */
export interface S3Settings {
  /** Base URL of the service, e.g. `https://s3.eu-north-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Key prefix inside the bucket, ending in `/` (e.g. `portal/`), or empty. */
  prefix: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`) when true, virtual-hosted when false. */
  forcePathStyle: boolean;
}

const REQUIRED = [
  'PORTAL_S3_ENDPOINT',
  'PORTAL_S3_REGION',
  'PORTAL_S3_BUCKET',
  'PORTAL_S3_ACCESS_KEY_ID',
  'PORTAL_S3_SECRET_ACCESS_KEY',
] as const;
const OPTIONAL = ['PORTAL_S3_PREFIX', 'PORTAL_S3_FORCE_PATH_STYLE'] as const;

const s3Schema = z.object({
  PORTAL_S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: 'must be an http:// or https:// URL, e.g. https://s3.eu-north-1.amazonaws.com',
    })
    .refine((value) => !/[?#]/.test(value), { message: 'must not have a query or fragment' }),
  PORTAL_S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-north-1'),
  PORTAL_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
    ),
  PORTAL_S3_ACCESS_KEY_ID: z.string().regex(/^\S{1,128}$/, 'must be an access key id without spaces'),
  PORTAL_S3_SECRET_ACCESS_KEY: z.string().regex(/^\S{1,256}$/, 'must be a secret key without spaces'),
  PORTAL_S3_PREFIX: z
    .string()
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .refine((value) => value === '' || isSafeDocumentKey(value), {
      message: 'must be a folder inside the bucket such as portal/ (no .. or backslash)',
    })
    .default(''),
  PORTAL_S3_FORCE_PATH_STYLE: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
});

/**
 * The S3 settings of the configuration, or null when no PORTAL_S3_* variable is set (the file store is
 * used then). Set one and all five required ones must be set and valid; an empty value counts as unset.
 *
 * @throws EnvError naming every missing or invalid variable.
 * @example
 * readS3Settings({ PORTAL_S3_ENDPOINT: 'http://minio:9000', PORTAL_S3_REGION: 'us-east-1', ... });
 * // { endpoint: 'http://minio:9000', region: 'us-east-1', bucket: 'rigready', ..., prefix: '', forcePathStyle: true }
 */
export function readS3Settings(source: Record<string, string | undefined>): S3Settings | null {
  const given = Object.fromEntries(
    [...REQUIRED, ...OPTIONAL]
      .map((name) => [name, source[name]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const names = Object.keys(given);
  if (names.length === 0) return null;
  const missing = REQUIRED.filter((name) => given[name] === undefined);
  if (missing.length > 0) {
    throw new EnvError(
      `Invalid configuration: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required when ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} set (the S3 document store needs all of ${REQUIRED.join(', ')})`,
    );
  }
  const parsed = s3Schema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new EnvError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const raw = parsed.data;
  const forcePathStyle = raw.PORTAL_S3_FORCE_PATH_STYLE === 'on';
  // A dotted bucket name as a host name breaks the TLS certificate match of virtual-hosted addressing.
  if (!forcePathStyle && raw.PORTAL_S3_BUCKET.includes('.')) {
    throw new EnvError(
      'Invalid configuration: PORTAL_S3_BUCKET must not contain dots when PORTAL_S3_FORCE_PATH_STYLE is off',
    );
  }
  return {
    endpoint: raw.PORTAL_S3_ENDPOINT,
    region: raw.PORTAL_S3_REGION,
    bucket: raw.PORTAL_S3_BUCKET,
    credentials: {
      accessKeyId: raw.PORTAL_S3_ACCESS_KEY_ID,
      secretAccessKey: raw.PORTAL_S3_SECRET_ACCESS_KEY,
    },
    prefix: raw.PORTAL_S3_PREFIX === '' ? '' : `${raw.PORTAL_S3_PREFIX}/`,
    forcePathStyle,
  };
}
