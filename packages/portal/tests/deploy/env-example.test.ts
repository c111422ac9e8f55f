import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../app/server/config/env.server.js';
import { parseIdentityConfig } from '../../app/server/config/identity-config.server.js';
import { workerCount } from '../../app/server/http/worker-count.server.js';

const ENV_EXAMPLE = new URL('../../../../.env.example', import.meta.url);

/** The variables .env.example sets or shows commented out (`NAME=` or `#NAME=` at the start of a line). */
function exampleVariables(): string[] {
  const text = readFileSync(ENV_EXAMPLE, 'utf8');
  return [...text.matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string);
}

/** Every variable name a parser reads from its source, recorded as it reads them. */
function variablesReadBy(parse: (source: Record<string, string | undefined>) => unknown): string[] {
  const read = new Set<string>();
  const source = new Proxy({} as Record<string, string | undefined>, {
    get(_target, name) {
      if (typeof name === 'string') read.add(name);
      return undefined;
    },
  });
  parse(source);
  return [...read];
}

describe('.env.example', () => {
  it('should list every variable the portal reads, each once', () => {
    expect(exampleVariables().toSorted()).toEqual([
      'API_TOKEN_MINUTES',
      'API_TOKEN_REFRESH_MINUTES',
      'AUTH_TOKEN_SECRET',
      'DATABASE_URL',
      'MAIL_FROM',
      'MINIO_ROOT_PASSWORD',
      'MINIO_ROOT_USER',
      'NODE_ENV',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_ISSUER',
      'OIDC_PASSWORD_SIGN_IN',
      'OIDC_PROVIDER_NAME',
      'OIDC_REDIRECT_URI',
      'OIDC_TOKEN_AUTH_METHOD',
      'OTEL_EXPORTER_OTLP_ENDPOINT',
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
      'OTEL_SERVICE_NAME',
      'PORT',
      'PORTAL_ADMIN_SECOND_FACTOR',
      'PORTAL_CHANGE_HISTORY_MONTHS',
      'PORTAL_CLASS_CLASS2_MIN_WALL',
      'PORTAL_CLASS_PREMIUM_MIN_WALL',
      'PORTAL_DATA_DIR',
      'PORTAL_DEMO_DATA',
      'PORTAL_IMPORT_MAX_BYTES',
      'PORTAL_IMPORT_MAX_DELETE_SHARE',
      'PORTAL_IMPORT_MAX_FILES',
      'PORTAL_IMPORT_MAX_UNPACKED_BYTES',
      'PORTAL_LOG_LEVEL',
      'PORTAL_METRICS_PORT',
      'PORTAL_METRICS_TOKEN',
      'PORTAL_NOW',
      'PORTAL_ORIGIN',
      'PORTAL_PG_POOL_MAX',
      'PORTAL_PG_STATEMENT_TIMEOUT_MS',
      'PORTAL_S3_ACCESS_KEY_ID',
      'PORTAL_S3_BUCKET',
      'PORTAL_S3_ENDPOINT',
      'PORTAL_S3_FORCE_PATH_STYLE',
      'PORTAL_S3_PREFIX',
      'PORTAL_S3_REGION',
      'PORTAL_S3_SECRET_ACCESS_KEY',
      'PORTAL_TIME_ZONE',
      'PORTAL_TONG_SPACE_PER_RECUT',
      'PORTAL_WORKERS',
      'POSTGRES_PASSWORD',
      'SESSION_ABSOLUTE_MINUTES',
      'SESSION_COOKIE_SECURE',
      'SESSION_IDLE_MINUTES',
      'SMTP_URL',
      'TRUST_PROXY',
    ]);
  });

  it('should hold every variable the configuration parsers read (a new one fails here until it is added)', () => {
    const read = [
      ...variablesReadBy((source) => parseEnv(source, '/')),
      ...variablesReadBy((source) => parseIdentityConfig(source, 'production')),
      ...variablesReadBy(workerCount),
    ];
    expect(read).toContain('DATABASE_URL');
    expect(read).toContain('PORTAL_S3_ENDPOINT');
    expect(read).toContain('TRUST_PROXY');
    expect(read.filter((name) => !exampleVariables().includes(name))).toEqual([]);
  });

  it('should explain each variable with a comment line right above it', () => {
    const lines = readFileSync(ENV_EXAMPLE, 'utf8').split('\n');
    const unexplained = lines.flatMap((line, index) => {
      const name = /^#?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
      const above = lines[index - 1] ?? '';
      const explained = above.startsWith('# ') || /^#?[A-Z][A-Z0-9_]*=/.test(above);
      return name && !explained ? [name] : [];
    });
    expect(unexplained).toEqual([]);
  });
});
