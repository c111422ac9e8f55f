import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.js';

describe('parseEnv', () => {
  it('should default to an SQLite file in the portal package data folder, demo data on, port 3000', () => {
    const env = parseEnv({}, '/anywhere');
    expect(env.dataDir).toMatch(/packages\/portal\/data$/);
    expect(env.database).toEqual({ kind: 'sqlite', path: join(env.dataDir, 'rigready.sqlite') });
    expect(env).toMatchObject({ demoData: true, port: 3000, mode: 'production' });
    expect(env.timeZone).toBe('Europe/Oslo');
    expect(env.fixedNow).toBeNull();
  });

  it('should take the time zone from PORTAL_TIME_ZONE and fix the clock at PORTAL_NOW', () => {
    const env = parseEnv(
      { PORTAL_TIME_ZONE: 'America/New_York', PORTAL_NOW: '2026-11-26T10:00:00+01:00' },
      '/',
    );
    expect(env.timeZone).toBe('America/New_York');
    expect(env.fixedNow?.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(parseEnv({ PORTAL_NOW: '2026-03-28T23:30:00Z' }, '/').fixedNow?.toISOString()).toBe(
      '2026-03-28T23:30:00.000Z',
    );
  });

  it('should resolve a relative file: URL and PORTAL_DATA_DIR against the starting folder', () => {
    const env = parseEnv({ DATABASE_URL: 'file:./db/a.sqlite', PORTAL_DATA_DIR: 'var' }, '/srv/app');
    expect(env.database).toEqual({ kind: 'sqlite', path: '/srv/app/db/a.sqlite' });
    expect(env.dataDir).toBe('/srv/app/var');
  });

  it('should select PostgreSQL for a postgres:// URL', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u@db:5432/portal', PORTAL_DEMO_DATA: 'off' }, '/');
    expect(env.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/portal',
      poolMax: 10,
      statementTimeoutMs: 30000,
    });
    expect(env.demoData).toBe(false);
  });

  it('should fill an empty database with demo data on SQLite by default, on PostgreSQL only when asked', () => {
    expect(parseEnv({ DATABASE_URL: 'file:./a.sqlite' }, '/').demoData).toBe(true);
    expect(parseEnv({ DATABASE_URL: 'postgres://u@db:5432/portal' }, '/').demoData).toBe(false);
    expect(
      parseEnv({ DATABASE_URL: 'postgres://u@db:5432/portal', PORTAL_DEMO_DATA: 'on' }, '/').demoData,
    ).toBe(true);
    expect(parseEnv({ PORTAL_DEMO_DATA: 'off' }, '/').demoData).toBe(false);
  });

  it('should require a second factor of provider admins unless demo data is on or the setting says off', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@db:5432/portal' }, '/').adminSecondFactor).toBe('required');
    expect(parseEnv({ PORTAL_DEMO_DATA: 'off' }, '/').adminSecondFactor).toBe('required');
    expect(parseEnv({ DATABASE_URL: 'file:./a.sqlite' }, '/').adminSecondFactor).toBe('off');
    expect(
      parseEnv({ PORTAL_DEMO_DATA: 'on', PORTAL_ADMIN_SECOND_FACTOR: 'required' }, '/').adminSecondFactor,
    ).toBe('required');
    expect(
      parseEnv({ PORTAL_ADMIN_SECOND_FACTOR: 'off', PORTAL_DEMO_DATA: 'off' }, '/').adminSecondFactor,
    ).toBe('off');
    expect(() => parseEnv({ PORTAL_ADMIN_SECOND_FACTOR: 'yes' }, '/')).toThrow(
      /PORTAL_ADMIN_SECOND_FACTOR must be required or off/,
    );
  });

  it('should keep /metrics closed unless PORTAL_METRICS_TOKEN or PORTAL_METRICS_PORT opens it', () => {
    expect(parseEnv({}, '/').metrics).toEqual({ token: null, port: null });
    expect(
      parseEnv({ PORTAL_METRICS_TOKEN: 'scrape-token-0123456789', PORTAL_METRICS_PORT: '9464' }, '/').metrics,
    ).toEqual({ token: 'scrape-token-0123456789', port: 9464 });
    expect(() => parseEnv({ PORTAL_METRICS_TOKEN: 'short' }, '/')).toThrow(
      /PORTAL_METRICS_TOKEN must be at least 16 characters/,
    );
    expect(() => parseEnv({ PORTAL_METRICS_PORT: '3000' }, '/')).toThrow(
      /PORTAL_METRICS_PORT must differ from PORT/,
    );
  });

  it('should trace only when an OTLP endpoint is set, as OTEL_SERVICE_NAME or rigready-portal', () => {
    expect(parseEnv({}, '/').tracing).toBeNull();
    expect(parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, '/').tracing).toEqual({
      serviceName: 'rigready-portal',
    });
    expect(
      parseEnv(
        {
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces',
          OTEL_SERVICE_NAME: 'portal-eu',
        },
        '/',
      ).tracing,
    ).toEqual({ serviceName: 'portal-eu' });
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' }, '/')).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be the URL of an OTLP\/HTTP collector/,
    );
  });

  it('should size the PostgreSQL pool and its statement timeout from PORTAL_PG_*', () => {
    const env = parseEnv(
      {
        DATABASE_URL: 'postgres://u@db:5432/portal',
        PORTAL_PG_POOL_MAX: '25',
        PORTAL_PG_STATEMENT_TIMEOUT_MS: '5000',
      },
      '/',
    );
    expect(env.database).toMatchObject({ poolMax: 25, statementTimeoutMs: 5000 });
    expect(() => parseEnv({ PORTAL_PG_POOL_MAX: '0' }, '/')).toThrow(/PORTAL_PG_POOL_MAX must be at least 1/);
    expect(() => parseEnv({ PORTAL_PG_POOL_MAX: 'many' }, '/')).toThrow(
      /PORTAL_PG_POOL_MAX must be a number of connections/,
    );
    expect(() => parseEnv({ PORTAL_PG_STATEMENT_TIMEOUT_MS: '-1' }, '/')).toThrow(
      /PORTAL_PG_STATEMENT_TIMEOUT_MS must be 0 \(no timeout\) or more/,
    );
  });

  it('should stop with a message naming the variable that is wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' }, '/')).toThrow(/DATABASE_URL must start with file:/);
    expect(() => parseEnv({ PORT: '0' }, '/')).toThrow(/PORT must be between 1 and 65535/);
    expect(() => parseEnv({ PORT: '65536' }, '/')).toThrow(/PORT must be between 1 and 65535/);
    expect(() => parseEnv({ PORTAL_DEMO_DATA: 'yes' }, '/')).toThrow(/PORTAL_DEMO_DATA must be on or off/);
    expect(() => parseEnv({ DATABASE_URL: 'file:' }, '/')).toThrow(/DATABASE_URL file: needs a path/);
    expect(() => parseEnv({ PORTAL_TIME_ZONE: 'Europe/Atlantis' }, '/')).toThrow(
      /PORTAL_TIME_ZONE must be an IANA time zone such as Europe\/Oslo/,
    );
    expect(() => parseEnv({ PORTAL_TIME_ZONE: '' }, '/')).toThrow(
      /PORTAL_TIME_ZONE must be an IANA time zone/,
    );
    expect(() => parseEnv({ PORTAL_NOW: '1764147600000' }, '/')).toThrow(/PORTAL_NOW must be an ISO instant/);
    expect(() => parseEnv({ PORTAL_NOW: '2026-11-26' }, '/')).toThrow(/PORTAL_NOW must be an ISO instant/);
    expect(() => parseEnv({ PORTAL_NOW: '2026-11-26T10:00:00' }, '/')).toThrow(
      /PORTAL_NOW must be an ISO instant/,
    );
  });

  it('should take the public origin from PORTAL_ORIGIN, else http://localhost:<PORT>', () => {
    expect(parseEnv({}, '/')).toMatchObject({ origin: 'http://localhost:3000', originConfigured: false });
    expect(parseEnv({ PORT: '3471' }, '/').origin).toBe('http://localhost:3471');
    expect(parseEnv({ PORTAL_ORIGIN: 'https://portal.example.com/' }, '/')).toMatchObject({
      origin: 'https://portal.example.com',
      originConfigured: true,
    });
    expect(parseEnv({ PORTAL_ORIGIN: 'https://portal.example.com:8443' }, '/').origin).toBe(
      'https://portal.example.com:8443',
    );
  });

  it('should refuse a PORTAL_ORIGIN that is not an http(s) origin alone', () => {
    for (const value of [
      'https://portal.example.com/portal',
      'https://portal.example.com/?x=1',
      'https://user@portal.example.com',
      'portal.example.com',
      'ftp://portal.example.com',
    ]) {
      expect(() => parseEnv({ PORTAL_ORIGIN: value }, '/'), value).toThrow(/PORTAL_ORIGIN must/);
    }
  });

  it('should accept the edge ports 1 and 65535', () => {
    expect(parseEnv({ PORT: '1' }, '/').port).toBe(1);
    expect(parseEnv({ PORT: '65535' }, '/').port).toBe(65535);
  });

  it('should keep every change by default and refuse PORTAL_CHANGE_HISTORY_MONTHS=0 at start-up', () => {
    expect(parseEnv({}, '/').changeHistoryMonths).toBeNull();
    expect(parseEnv({ PORTAL_CHANGE_HISTORY_MONTHS: '36' }, '/').changeHistoryMonths).toBe(36);
    expect(() => parseEnv({ PORTAL_CHANGE_HISTORY_MONTHS: '0' }, '/')).toThrow(
      'Invalid configuration: PORTAL_CHANGE_HISTORY_MONTHS must be a whole number of months, 1 or more (unset keeps every change); got "0"',
    );
  });
});
