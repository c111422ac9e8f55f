import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readChangeHistoryMonths } from './change-history-settings.server.js';
import { refuseDataDirInDeployFolder } from './deploy-data-dir.server.js';
import { EnvError } from './env-error.server.js';
import { type JointClassSettings, readJointClassSettings } from './joint-class-settings.server.js';
import { readS3Settings, type S3Settings } from './s3-settings.server.js';

/** Where the database lives: an SQLite file or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'sqlite'; path: string }
  | {
      kind: 'postgres';
      url: string;
      /** Connections each server process may open (PORTAL_PG_POOL_MAX). */
      poolMax?: number;
      /** The server cancels a statement running longer (PORTAL_PG_STATEMENT_TIMEOUT_MS); 0 turns it off. */
      statementTimeoutMs?: number;
    };

/**
 * The PostgreSQL pool without PORTAL_PG_*: pg's own 10 connections per process, and 30 s per statement
 * (the longest statements, an import's batched upserts, take well under a second each).
 */
export const PG_POOL_DEFAULTS = { poolMax: 10, statementTimeoutMs: 30_000 } as const;

/**
 * The import without PORTAL_IMPORT_*: a snapshot may delete at most a tenth of an entity's rows unless
 * forced (a larger share is more likely a broken export than a real change).
 */
export const IMPORT_DEFAULTS = { maxDeleteShare: 0.1 } as const;

/** Where document files live: a folder (the default, PORTAL_DATA_DIR/documents) or an S3 bucket. */
export type DocumentStoreTarget = { kind: 'file'; root: string } | ({ kind: 's3' } & S3Settings);

/** The portal's configuration, read once at start-up. */
export interface PortalEnv {
  /** Folder of the default SQLite file, the document store and the outbox. */
  dataDir: string;
  database: DatabaseTarget;
  /** The document store: the S3 bucket when PORTAL_S3_* are set, else the data folder's documents/. */
  documents: DocumentStoreTarget;
  /**
   * Whether an empty database is filled with the demo data set at start: PORTAL_DEMO_DATA, else on for
   * SQLite (a fresh clone shows the demo) and off for PostgreSQL (a production database never gets the
   * demo accounts and their published password unless asked).
   */
  demoData: boolean;
  /**
   * Whether provider admins must have a second factor to sign in with a password or a mailed link
   * (PORTAL_ADMIN_SECOND_FACTOR, `required` or `off`): `required` unless demo data is on, whose admin signs
   * in with the published password alone (the start warns then).
   */
  adminSecondFactor: 'required' | 'off';
  /**
   * The largest share of an entity's rows a snapshot import may delete unless forced
   * (PORTAL_IMPORT_MAX_DELETE_SHARE, default 0.1).
   */
  importMaxDeleteShare: number;
  port: number;
  /**
   * The portal's public origin (`https://portal.example.com`): every absolute URL the server builds (links in
   * e-mails, QR codes, the OpenID callback) starts with it, never with a request's Host header.
   * PORTAL_ORIGIN, else `http://localhost:<PORT>`.
   */
  origin: string;
  /** Whether PORTAL_ORIGIN set {@link origin}: only then does the cross-site check compare Origin with it. */
  originConfigured: boolean;
  mode: 'development' | 'production' | 'test';
  /** The provider's IANA time zone: "today", the day of a document and ages in days are counted in it. */
  timeZone: string;
  /** The instant the clock is fixed at (PORTAL_NOW, for tests and demos), or null for the system clock. */
  fixedNow: Date | null;
  /**
   * Who may read /metrics: with a bearer token (PORTAL_METRICS_TOKEN) on the portal's port, and without one
   * on a port of its own (PORTAL_METRICS_PORT), for the internal network. Neither: /metrics answers 404.
   */
  metrics: { token: string | null; port: number | null };
  /**
   * OpenTelemetry tracing: on when OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set
   * (the exporter reads them itself), with the service name OTEL_SERVICE_NAME, else `rigready-portal`.
   * Null: no span is made and no OpenTelemetry module is loaded.
   */
  tracing: { serviceName: string } | null;
  /** The limits of an archive pushed to `POST /api/import`: see {@link ImportLimits}. */
  imports: ImportLimits;
  /** How joints are classed: see {@link JointClassSettings}. */
  jointClass: JointClassSettings;
  /**
   * Months of the change history kept (PORTAL_CHANGE_HISTORY_MONTHS); older changes are removed by the
   * change-history job. Null (the default): every change is kept.
   */
  changeHistoryMonths: number | null;
}

/**
 * What an archive pushed to `POST /api/import` may be: `maxBytes` of request body (PORTAL_IMPORT_MAX_BYTES),
 * `maxUnpackedBytes` of files once unpacked (PORTAL_IMPORT_MAX_UNPACKED_BYTES, which stops zip and gzip
 * bombs) and `maxFiles` entries (PORTAL_IMPORT_MAX_FILES).
 */
export interface ImportLimits {
  maxBytes: number;
  maxUnpackedBytes: number;
  maxFiles: number;
}

/** The import limits without PORTAL_IMPORT_*: 1 GiB pushed, 4 GiB unpacked, 100,000 files. */
export const IMPORT_LIMIT_DEFAULTS: ImportLimits = {
  maxBytes: 1024 ** 3,
  maxUnpackedBytes: 4 * 1024 ** 3,
  maxFiles: 100_000,
};

export { EnvError } from './env-error.server.js';

// z.url reports an unparsable value itself; the refinements after it still run, so they skip it (null).
const isBareOrigin = (url: URL | null) => url === null || url.href === `${url.origin}/`;

const byteCount = z.coerce
  .number({ message: 'must be a number of bytes' })
  .int('must be a whole number of bytes')
  .min(1024, 'must be at least 1024 bytes');

const rawEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(value), {
      message: 'must start with file: (an SQLite file) or postgres:// (a PostgreSQL server)',
    })
    .optional(),
  PORTAL_DATA_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  PORTAL_DEMO_DATA: z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  PORTAL_ADMIN_SECOND_FACTOR: z.enum(['required', 'off'], { message: 'must be required or off' }).optional(),
  PORTAL_IMPORT_MAX_DELETE_SHARE: z.coerce
    .number({ message: 'must be a share between 0 and 1, e.g. 0.1' })
    .min(0, 'must be between 0 and 1')
    .max(1, 'must be between 0 and 1')
    .default(IMPORT_DEFAULTS.maxDeleteShare),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  PORTAL_ORIGIN: z
    .url({ message: 'must be an origin such as https://portal.example.com' })
    .refine((value) => /^https?:$/.test(URL.parse(value)?.protocol ?? 'https:'), {
      message: 'must start with http:// or https://',
    })
    .refine((value) => isBareOrigin(URL.parse(value)), {
      message: 'must be an origin only, such as https://portal.example.com (no path, query or user)',
    })
    .transform((value) => new URL(value).origin)
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORTAL_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/Oslo' })
    .default('Europe/Oslo'),
  PORTAL_PG_POOL_MAX: z.coerce
    .number({ message: 'must be a number of connections' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(PG_POOL_DEFAULTS.poolMax),
  PORTAL_PG_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 (no timeout) or more')
    .default(PG_POOL_DEFAULTS.statementTimeoutMs),
  PORTAL_METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  PORTAL_METRICS_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ message: 'must be the URL of an OTLP/HTTP collector, e.g. http://collector:4318' })
    .optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
    .url({ message: 'must be the URL of an OTLP/HTTP trace endpoint, e.g. http://collector:4318/v1/traces' })
    .optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1, 'must not be empty').default('rigready-portal'),
  PORTAL_IMPORT_MAX_BYTES: byteCount.default(IMPORT_LIMIT_DEFAULTS.maxBytes),
  PORTAL_IMPORT_MAX_UNPACKED_BYTES: byteCount.default(IMPORT_LIMIT_DEFAULTS.maxUnpackedBytes),
  PORTAL_IMPORT_MAX_FILES: z.coerce
    .number({ message: 'must be a number of files' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(IMPORT_LIMIT_DEFAULTS.maxFiles),
  PORTAL_NOW: z.iso
    .datetime({
      offset: true,
      message: 'must be an ISO instant with Z or an offset, e.g. 2026-11-26T10:00:00+01:00',
    })
    .optional(),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name !== '';
  } catch {
    return false;
  }
}

function findPortalDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@rigready/portal') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new EnvError('cannot find the @rigready/portal package folder');
    dir = parent;
  }
}

/**
 * Validates environment variables into a {@link PortalEnv}. Relative paths are resolved against `baseDir`
 * (the folder the command was started in); the default data folder is the portal package's `data/`.
 *
 * @example
 * const env = parseEnv({ DATABASE_URL: 'file:./tmp/a.sqlite' }, '/srv/rigready');
 * env.database; // { kind: 'sqlite', path: '/srv/rigready/tmp/a.sqlite' }
 */
export function parseEnv(source: Record<string, string | undefined>, baseDir: string): PortalEnv {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new EnvError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const raw = parsed.data;
  const portalDir = findPortalDir();
  const dataDir = raw.PORTAL_DATA_DIR ? resolve(baseDir, raw.PORTAL_DATA_DIR) : join(portalDir, 'data');
  refuseDataDirInDeployFolder(portalDir, dataDir);
  let database: DatabaseTarget;
  if (!raw.DATABASE_URL) {
    database = { kind: 'sqlite', path: join(dataDir, 'rigready.sqlite') };
  } else if (raw.DATABASE_URL.startsWith('file:')) {
    const path = raw.DATABASE_URL.slice('file:'.length);
    if (!path)
      throw new EnvError('Invalid configuration: DATABASE_URL file: needs a path, e.g. file:./data/a.sqlite');
    database = { kind: 'sqlite', path: isAbsolute(path) ? path : resolve(baseDir, path) };
  } else {
    database = {
      kind: 'postgres',
      url: raw.DATABASE_URL,
      poolMax: raw.PORTAL_PG_POOL_MAX,
      statementTimeoutMs: raw.PORTAL_PG_STATEMENT_TIMEOUT_MS,
    };
  }
  if (raw.PORTAL_METRICS_PORT === raw.PORT)
    throw new EnvError('Invalid configuration: PORTAL_METRICS_PORT must differ from PORT');
  const s3 = readS3Settings(source);
  const jointClass = readJointClassSettings(source);
  const changeHistoryMonths = readChangeHistoryMonths(source);
  const documents: DocumentStoreTarget = s3
    ? { kind: 's3', ...s3 }
    : { kind: 'file', root: join(dataDir, 'documents') };
  const demoData = raw.PORTAL_DEMO_DATA ? raw.PORTAL_DEMO_DATA === 'on' : database.kind === 'sqlite';
  return {
    dataDir,
    database,
    documents,
    demoData,
    adminSecondFactor: raw.PORTAL_ADMIN_SECOND_FACTOR ?? (demoData ? 'off' : 'required'),
    importMaxDeleteShare: raw.PORTAL_IMPORT_MAX_DELETE_SHARE,
    port: raw.PORT,
    origin: raw.PORTAL_ORIGIN ?? `http://localhost:${raw.PORT}`,
    originConfigured: raw.PORTAL_ORIGIN !== undefined,
    mode: raw.NODE_ENV,
    timeZone: raw.PORTAL_TIME_ZONE,
    fixedNow: raw.PORTAL_NOW ? new Date(raw.PORTAL_NOW) : null,
    metrics: { token: raw.PORTAL_METRICS_TOKEN ?? null, port: raw.PORTAL_METRICS_PORT ?? null },
    tracing:
      raw.OTEL_EXPORTER_OTLP_ENDPOINT || raw.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
        ? { serviceName: raw.OTEL_SERVICE_NAME }
        : null,
    imports: {
      maxBytes: raw.PORTAL_IMPORT_MAX_BYTES,
      maxUnpackedBytes: raw.PORTAL_IMPORT_MAX_UNPACKED_BYTES,
      maxFiles: raw.PORTAL_IMPORT_MAX_FILES,
    },
    jointClass,
    changeHistoryMonths,
  };
}

let cached: PortalEnv | undefined;

/**
 * The process configuration, parsed from `process.env` on first use and kept. Relative paths are taken
 * from the folder the user ran the command in (`INIT_CWD`, set by npm and pnpm), else the working folder.
 *
 * @example
 * const { database, port } = getEnv();
 */
export function getEnv(): PortalEnv {
  cached ??= parseEnv(process.env, process.env.INIT_CWD ?? process.cwd());
  return cached;
}
