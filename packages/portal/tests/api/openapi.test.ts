import { describe, expect, it } from 'vitest';
import * as apiCall from '../../app/routes/api/call.js';
import { API_CALLS } from '../../app/server/api/api-calls.server.js';
import { runRoute, testRequest, useTestPortal } from '../helpers/portal-harness.js';

interface Operation {
  operationId: string;
  tags: string[];
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { type?: string } } } };
  responses: Record<string, { content?: { 'application/json': { schema: unknown } } }>;
}

describe('given the OpenAPI description of the /api calls', () => {
  useTestPortal('sqlite');

  async function document() {
    const response = await runRoute(apiCall.loader, testRequest('/api/openapi.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    return JSON.parse(await response.text()) as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    };
  }

  it('should describe every registered call, with its method, without a sign-in', async () => {
    const described = await document();
    expect(described.openapi).toBe('3.1.0');
    expect(Object.keys(described.paths).sort()).toEqual(
      [
        ...[...API_CALLS.keys()].map((name) => `/api/${name}`),
        '/api/import',
        '/api/import/{id}',
        '/api/import/schemas/{entity}.json',
        '/api/joints/{serial}',
        '/api/field/copy',
        '/api/field/counts',
        '/api/outbox',
        '/api/requests/{number}/status',
      ].sort(),
    );
    for (const call of API_CALLS.values()) {
      const path = described.paths[`/api/${call.name}`];
      expect(Object.keys(path ?? {}), call.name).toEqual([call.method.toLowerCase()]);
      expect(
        path?.[call.method.toLowerCase()]?.responses['200']?.content?.['application/json'].schema,
      ).toBeTypeOf('object');
    }
    expect(API_CALLS.size).toBeGreaterThanOrEqual(80);
  });

  it('should give GET parameters as query parameters and POST parameters as a JSON body', async () => {
    const { paths } = await document();
    const tallies = paths['/api/getInspectionTallies']?.get;
    expect(tallies?.parameters).toEqual([
      expect.objectContaining({ name: 'orderno', in: 'query', required: true }),
      expect.objectContaining({ name: 'itemnr', in: 'query', required: true }),
      expect.objectContaining({ name: 'equipment', in: 'query', required: true }),
    ]);
    const go = paths['/api/statistics/equipment']?.post;
    expect(go?.requestBody?.content['application/json'].schema.type).toBe('object');
    expect(go?.tags).toEqual(['signed-in']);
    expect(paths['/api/keystone']?.get?.security).toEqual([]);
    expect(paths['/api/deleteCustomer']?.post?.tags).toEqual(['admin']);
  });

  it('should describe the import calls with the import key as their only credential', async () => {
    const { paths } = await document();
    const push = paths['/api/import']?.post;
    expect(push?.security).toEqual([{ importKey: [] }]);
    expect(Object.keys(push?.responses ?? {})).toEqual([
      '200',
      '202',
      '400',
      '401',
      '403',
      '409',
      '413',
      '415',
      '422',
    ]);
    expect(push?.parameters?.map((parameter) => parameter.name)).toEqual(['dryRun']);
    const status = paths['/api/import/{id}']?.get;
    expect(status?.security).toEqual([{ importKey: [] }]);
    expect(status?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  });

  it('should describe the outbox and request status calls with the integration key as their only credential', async () => {
    const described = await document();
    const outbox = described.paths['/api/outbox']?.get;
    expect(outbox?.security).toEqual([{ integrationKey: [] }]);
    expect(outbox?.tags).toEqual(['integration']);
    expect(outbox?.parameters).toEqual([
      expect.objectContaining({ name: 'after', in: 'query', required: false }),
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
    ]);
    expect(Object.keys(outbox?.responses ?? {})).toEqual(['200', '400', '401', '403']);
    const status = described.paths['/api/requests/{number}/status']?.post;
    expect(status?.security).toEqual([{ integrationKey: [] }]);
    expect(status?.parameters).toEqual([
      expect.objectContaining({ name: 'number', in: 'path', required: true }),
    ]);
    expect(status?.requestBody?.content['application/json'].schema.type).toBe('object');
    expect(Object.keys(status?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '409', '413']);
    expect(
      (described as unknown as { components: { securitySchemes: Record<string, unknown> } }).components
        .securitySchemes.integrationKey,
    ).toEqual({
      type: 'http',
      scheme: 'bearer',
      description:
        'An integration key (rrxk_...), which opens GET /api/outbox and POST /api/requests/{number}/status and nothing else.',
    });
  });

  it("should describe the field app's calls for a signed-in caller, with the count's body closed to other fields", async () => {
    const { paths } = await document();
    const copy = paths['/api/field/copy']?.get;
    expect(copy?.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(Object.keys(copy?.responses ?? {})).toEqual(['200', '304', '401', '403']);
    const count = paths['/api/field/counts']?.post;
    expect(Object.keys(count?.responses ?? {}).sort()).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '409',
      '413',
      '415',
    ]);
    expect(count?.requestBody?.content['application/json'].schema).toMatchObject({
      additionalProperties: false,
      properties: { kind: { enum: ['rack', 'delivery'] }, scans: { maxItems: 5000 } },
    });
  });
});
