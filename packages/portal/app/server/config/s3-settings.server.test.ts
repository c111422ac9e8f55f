import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.js';
import { readS3Settings } from './s3-settings.server.js';

const MINIO = {
  PORTAL_S3_ENDPOINT: 'http://minio:9000',
  PORTAL_S3_REGION: 'us-east-1',
  PORTAL_S3_BUCKET: 'rigready-docs',
  PORTAL_S3_ACCESS_KEY_ID: 'portal',
  PORTAL_S3_SECRET_ACCESS_KEY: 's3cr3t/key+1',
};

describe('readS3Settings', () => {
  it('should answer null when no PORTAL_S3_ variable is set, or all are empty', () => {
    expect(readS3Settings({})).toBeNull();
    expect(readS3Settings({ PORTAL_S3_BUCKET: ' ', PORTAL_S3_PREFIX: '' })).toBeNull();
  });

  it('should read a complete configuration, path-style and without prefix by default', () => {
    expect(readS3Settings(MINIO)).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'rigready-docs',
      credentials: { accessKeyId: 'portal', secretAccessKey: 's3cr3t/key+1' },
      prefix: '',
      forcePathStyle: true,
    });
  });

  it('should normalise the prefix to one folder with a trailing slash, and read the addressing style', () => {
    const settings = readS3Settings({
      ...MINIO,
      PORTAL_S3_PREFIX: '/portal/prod/',
      PORTAL_S3_FORCE_PATH_STYLE: 'off',
    });
    expect(settings).toMatchObject({ prefix: 'portal/prod/', forcePathStyle: false });
  });

  it('should name every missing variable of a partial configuration', () => {
    expect(() => readS3Settings({ PORTAL_S3_BUCKET: 'docs' })).toThrow(
      /PORTAL_S3_ENDPOINT, PORTAL_S3_REGION, PORTAL_S3_ACCESS_KEY_ID, PORTAL_S3_SECRET_ACCESS_KEY are required when PORTAL_S3_BUCKET is set/,
    );
    const { PORTAL_S3_SECRET_ACCESS_KEY: _, ...noSecret } = MINIO;
    expect(() => readS3Settings(noSecret)).toThrow(/PORTAL_S3_SECRET_ACCESS_KEY is required when/);
    expect(() => readS3Settings({ PORTAL_S3_PREFIX: 'portal' })).toThrow(/PORTAL_S3_ENDPOINT, .* required/);
  });

  it.each([
    ['PORTAL_S3_ENDPOINT', 'ftp://minio', /PORTAL_S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/],
    ['PORTAL_S3_ENDPOINT', 'minio:9000', /PORTAL_S3_ENDPOINT must be an http/],
    ['PORTAL_S3_ENDPOINT', 'http://minio:9000/?x=1', /PORTAL_S3_ENDPOINT must not have a query/],
    ['PORTAL_S3_REGION', 'EU North', /PORTAL_S3_REGION must be a region name/],
    ['PORTAL_S3_BUCKET', 'Rigready_Docs', /PORTAL_S3_BUCKET must be a bucket name/],
    ['PORTAL_S3_BUCKET', 'ab', /PORTAL_S3_BUCKET must be a bucket name/],
    ['PORTAL_S3_ACCESS_KEY_ID', 'has space', /PORTAL_S3_ACCESS_KEY_ID must be an access key id/],
    ['PORTAL_S3_PREFIX', 'portal/../other', /PORTAL_S3_PREFIX must be a folder inside the bucket/],
    ['PORTAL_S3_FORCE_PATH_STYLE', 'yes', /PORTAL_S3_FORCE_PATH_STYLE must be on or off/],
  ])('should refuse %s=%s naming the variable', (name, value, message) => {
    expect(() => readS3Settings({ ...MINIO, [name]: value })).toThrow(message);
  });

  it('should refuse a dotted bucket name with virtual-hosted addressing', () => {
    expect(() =>
      readS3Settings({ ...MINIO, PORTAL_S3_BUCKET: 'docs.example', PORTAL_S3_FORCE_PATH_STYLE: 'off' }),
    ).toThrow(/PORTAL_S3_BUCKET must not contain dots when PORTAL_S3_FORCE_PATH_STYLE is off/);
    expect(readS3Settings({ ...MINIO, PORTAL_S3_BUCKET: 'docs.example' })?.bucket).toBe('docs.example');
  });
});

describe('parseEnv documents', () => {
  it('should choose the file store under the data folder without S3 settings, and S3 with them', () => {
    expect(parseEnv({ PORTAL_DATA_DIR: '/srv/data' }, '/').documents).toEqual({
      kind: 'file',
      root: '/srv/data/documents',
    });
    expect(parseEnv({ ...MINIO, PORTAL_DATA_DIR: '/srv/data' }, '/').documents).toMatchObject({
      kind: 's3',
      bucket: 'rigready-docs',
    });
  });

  it('should stop on a partial S3 configuration, naming the variable', () => {
    expect(() => parseEnv({ PORTAL_S3_ENDPOINT: 'http://minio:9000' }, '/')).toThrow(/PORTAL_S3_REGION/);
  });
});
