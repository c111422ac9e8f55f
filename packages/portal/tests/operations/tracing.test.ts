import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../helpers/portal-harness.js';
import type { TestDatabase } from '../helpers/test-database.js';
import { fixtureDatabase, portalEnv } from '../reliability/support/fixture-database.js';
import { freePort, type PortalProcess, startPortalProcess } from '../reliability/support/portal-process.js';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PARENT_SPAN_ID = 'b7ad6b7169203331';
const USER_TRACE_ID = '5c2e8a1f0b7d4e9a8c3f6d1e2b4a7c90';
const SECRET_BEARER = 'Bearer not-a-real-token-4d7e2a9c1b';
const SECRET_COOKIE = 'rigready_session=cookie-value-8f1c3e6a0d';
const SECRET_QUERY = 'query-value-2b9d7f4e1a';

/** Writes `otel-module <specifier>` to standard error each time the process resolves an OpenTelemetry module. */
const IMPORT_REPORTER = `import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('@opentelemetry/')) process.stderr.write('otel-module ' + specifier + '\\n');
    return nextResolve(specifier, context);
  },
});
`;

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string };
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}

interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** A stand-in OTLP/HTTP collector: keeps the JSON body of every POST to /v1/traces. */
async function startCollector(): Promise<{ url: string; exports: OtlpExport[]; server: Server }> {
  const exports: OtlpExport[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') exports.push(JSON.parse(body) as OtlpExport);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, exports, server };
}

const spansOf = (exports: OtlpExport[]) =>
  exports.flatMap((sent) =>
    sent.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
  );

/** A span's attributes as plain key-value pairs (OTLP/JSON may send integers as strings). */
const attributesOf = (span: OtlpSpan | undefined) =>
  Object.fromEntries(
    (span?.attributes ?? []).map(({ key, value }) => [
      key,
      value.intValue === undefined ? value.stringValue : Number(value.intValue),
    ]),
  );

/** The OpenTelemetry modules the portal process resolved, by name, without repeats. */
const otelModules = (portal: PortalProcess) => [
  ...new Set(portal.output().match(/(?<=^otel-module )\S+/gm) ?? []),
];

/** Sends SIGTERM to the serving process and waits until it exited (the spans are flushed on the way out). */
async function stopGracefully(portal: PortalProcess): Promise<number | null> {
  process.kill(portal.serverPid, 'SIGTERM');
  return (await portal.exited).code;
}

describe('OpenTelemetry tracing', { timeout: 180_000 }, () => {
  let database: TestDatabase;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let hookDir: string;
  let nodeOptions: string;
  const started: PortalProcess[] = [];

  beforeAll(async () => {
    database = await fixtureDatabase('sqlite');
    collector = await startCollector();
    hookDir = await mkdtemp(join(tmpdir(), 'rigready-otel-hook-'));
    await writeFile(join(hookDir, 'report-otel-imports.mjs'), IMPORT_REPORTER);
    nodeOptions = `--import ${join(hookDir, 'report-otel-imports.mjs')}`;
  }, 120_000);

  afterAll(async () => {
    for (const portal of started) await portal.stop();
    await new Promise((resolve) => collector?.server.close(resolve));
    await database?.destroy();
    if (hookDir) await rm(hookDir, { recursive: true, force: true });
  });

  it('should send a server span continuing the caller traceparent, with a child span per query, and flush it at SIGTERM', async () => {
    const portal = await startPortalProcess({
      ...portalEnv(database),
      PORTAL_WORKERS: '1',
      NODE_OPTIONS: nodeOptions,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'portal-under-test',
    });
    started.push(portal);
    const ready = await fetch(`${portal.baseUrl}/readyz?probe=${SECRET_QUERY}`, {
      headers: {
        traceparent: `00-${TRACE_ID}-${PARENT_SPAN_ID}-01`,
        Authorization: SECRET_BEARER,
        Cookie: SECRET_COOKIE,
      },
    });
    expect(ready.status).toBe(200);
    expect(ready.headers.get('x-request-id')).toBe(TRACE_ID);
    const signIn = await fetch(`${portal.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: portal.baseUrl },
      body: JSON.stringify({ email: PERSONAS.customerA, password: 'rigready-demo' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const racks = await fetch(`${portal.baseUrl}/api/getAllRacks`, {
      headers: { Authorization: `Bearer ${token}`, traceparent: `00-${USER_TRACE_ID}-${PARENT_SPAN_ID}-01` },
    });
    expect(racks.status).toBe(200);
    expect(await stopGracefully(portal)).toBe(0);

    const spans = spansOf(collector.exports);
    const server = spans.find((span) => span.traceId === TRACE_ID && span.parentSpanId === PARENT_SPAN_ID);
    expect(server).toMatchObject({ name: 'GET /readyz', kind: 2 });
    expect(attributesOf(server)).toEqual({
      'http.request.method': 'GET',
      'http.route': '/readyz',
      'http.response.status_code': 200,
    });
    const query = spans.find((span) => span.parentSpanId === server?.spanId);
    expect(query).toMatchObject({ traceId: TRACE_ID, name: 'SELECT', kind: 3 });
    expect(attributesOf(query)).toEqual({ 'db.system.name': 'sqlite', 'db.operation.name': 'SELECT' });

    const user = spans.find((span) => span.traceId === USER_TRACE_ID && span.parentSpanId === PARENT_SPAN_ID);
    expect(user?.name).toBe('GET /api/*');
    expect(attributesOf(user)).toMatchObject({
      'http.route': '/api/*',
      'http.response.status_code': 200,
      'user.id': expect.any(String),
    });
    expect(collector.exports[0]?.resourceSpans[0]?.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'portal-under-test' },
    });
    const sent = JSON.stringify(collector.exports);
    for (const secret of [
      'not-a-real-token-4d7e2a9c1b',
      'cookie-value-8f1c3e6a0d',
      SECRET_QUERY,
      token,
      'rigready-demo',
    ])
      expect(sent).not.toContain(secret);
    expect(otelModules(portal)).toEqual(
      expect.arrayContaining(['@opentelemetry/sdk-trace', '@opentelemetry/exporter-trace-otlp-http']),
    );
  });

  // prom-client loads @opentelemetry/api (for exemplars) whatever the configuration; the SDK is what costs.
  it('should load no OpenTelemetry module but the API prom-client loads when no OTLP endpoint is set', async () => {
    const exportsBefore = collector.exports.length;
    const portal = await startPortalProcess({
      ...portalEnv(database),
      PORTAL_WORKERS: '1',
      NODE_OPTIONS: nodeOptions,
    });
    started.push(portal);
    const ready = await fetch(`${portal.baseUrl}/readyz`, {
      headers: { traceparent: `00-${TRACE_ID}-${PARENT_SPAN_ID}-01` },
    });
    expect(ready.status).toBe(200);
    expect(await stopGracefully(portal)).toBe(0);
    expect(otelModules(portal)).toEqual(['@opentelemetry/api']);
    expect(collector.exports.length).toBe(exportsBefore);
  });
});
