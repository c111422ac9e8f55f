import { z } from 'zod';
import type { ApiCall } from './api-call.server.js';
import { FIELD_PATHS } from './field-paths.server.js';
import { IMPORT_SCHEMA_PATHS } from './import-schema-paths.server.js';
import { INTEGRATION_PATHS } from './integration-paths.server.js';
import { JOINT_CLASS_PATHS } from './joint-class-paths.server.js';

type JsonSchema = Record<string, unknown>;

const FAILURES = {
  '400': 'A parameter is missing or invalid: `{ message, parameter, expected }`.',
  '401': 'Not signed in (`{ status: "FAIL" }`) or the token expired (`{ status: "ERROR" }`).',
  '403': 'Signed in, but not allowed: admin only, a screen outside the route list, or a missing feature.',
  '404': 'Nothing of the caller has this number (another customer’s numbers answer the same).',
} as const;

const messageSchema: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  additionalProperties: true,
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function queryParameters(call: ApiCall): JsonSchema[] {
  const schema = jsonSchema(call.params, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function operation(call: ApiCall): JsonSchema {
  const responses: Record<string, unknown> = {
    '200': {
      description: 'The answer, in the legacy field names core’s client validates.',
      content: { 'application/json': { schema: jsonSchema(call.answer, 'output') } },
    },
  };
  for (const [status, description] of Object.entries(FAILURES)) {
    if (call.access === 'public' && (status === '401' || status === '403')) continue;
    responses[status] = { description, content: { 'application/json': { schema: messageSchema } } };
  }
  if (call.access === 'public') {
    responses['429'] = { description: 'Too many requests from this address; see Retry-After.' };
  }
  return {
    operationId: call.name.replaceAll('/', '_'),
    summary: call.summary ?? call.name,
    tags: [call.access],
    ...(call.route ? { 'x-rigready-route': call.route } : {}),
    security: call.access === 'public' ? [] : [{ bearer: [] }, { session: [] }],
    ...(call.method === 'GET'
      ? { parameters: queryParameters(call) }
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(call.params, 'input') } },
          },
        }),
    responses,
  };
}

const importRunSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'url', 'status', 'finished', 'source', 'actor', 'startedAt', 'problemCount', 'problems'],
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    status: { enum: ['checking', 'applying', 'succeeded', 'refused', 'failed'] },
    finished: { type: 'boolean' },
    source: { const: 'api' },
    actor: { type: 'string', description: 'The name of the import key that pushed it.' },
    startedAt: { type: 'string' },
    finishedAt: { type: ['string', 'null'] },
    durationMs: { type: ['number', 'null'] },
    progress: {
      description: 'The file being read while the run is under way.',
      oneOf: [
        { type: 'null' },
        { type: 'object', properties: { file: { type: 'string' }, rows: { type: 'number' } } },
      ],
    },
    summary: {
      description: 'Once succeeded: per entity, its file, rows, added, changed, deleted.',
      type: ['object', 'null'],
    },
    problemCount: { type: 'number' },
    problems: {
      type: 'array',
      description: 'The first thousand problems, as the import command lists them.',
      items: {
        type: 'object',
        properties: {
          file: { type: 'string' },
          row: { type: 'number' },
          field: { type: 'string' },
          reason: { type: 'string' },
        },
      },
    },
  },
};

/** The answer of a dry run (`?dryRun=true`). */
const dryRunSchema = {
  type: 'object',
  properties: {
    dryRun: { const: true },
    wouldSucceed: { type: 'boolean' },
    summary: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: {
          file: { type: 'string' },
          rows: { type: 'number' },
          added: { type: 'number' },
          changed: { type: 'number' },
          deleted: { type: 'number' },
        },
      },
    },
    documents: { type: 'number' },
    unreadFields: {
      type: 'array',
      description: 'Fields the import would ignore, once per file and field: mostly misspelt or renamed.',
      items: (importRunSchema.properties as Record<string, JsonSchema>).problems?.items,
    },
    problems: {
      type: 'array',
      items: (importRunSchema.properties as Record<string, JsonSchema>).problems?.items,
    },
  },
};

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: messageSchema } },
});

/** The import calls, which take an import key and nothing else (README: Pushing an export). */
const IMPORT_PATHS: Record<string, JsonSchema> = {
  '/api/import': {
    post: {
      operationId: 'import',
      summary: 'Push a data set (data-format folder) as a tar, tar.gz or zip archive to import',
      tags: ['import'],
      security: [{ importKey: [] }],
      parameters: [
        {
          name: 'dryRun',
          in: 'query',
          required: false,
          description:
            'true only checks the data set, as the import would, and answers at once what it would add, change ' +
            "and delete per entity (200) or every problem (422); nothing is imported (the command's --check)",
          schema: { type: 'string', enum: ['true', 'false'] },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      },
      responses: {
        '202': {
          description:
            'Unpacked and accepted: the import runs; follow `url` (also in Location) for its status.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  status: { const: 'checking' },
                  url: { type: 'string' },
                },
              },
            },
          },
        },
        '200': {
          description: 'dryRun=true: the import would succeed; what it would do per entity.',
          content: { 'application/json': { schema: dryRunSchema } },
        },
        '422': {
          description: 'dryRun=true: the import would be refused; every problem.',
          content: { 'application/json': { schema: dryRunSchema } },
        },
        '400': refusal(
          'The archive is malformed, truncated, empty or unsafe (traversal, absolute path, link, device).',
        ),
        '401': refusal('No import key, an unknown one or a revoked one.'),
        '403': refusal("A user's token or session: imports take an import key."),
        '409': refusal('Another import is being received or is under way.'),
        '413': refusal(
          'Over PORTAL_IMPORT_MAX_BYTES, PORTAL_IMPORT_MAX_UNPACKED_BYTES or PORTAL_IMPORT_MAX_FILES.',
        ),
        '415': refusal('The body is not a tar, tar.gz or zip archive.'),
      },
    },
  },
  '/api/import/{id}': {
    get: {
      operationId: 'importRun',
      summary: 'Where a pushed import stands: status, progress, per-entity summary and problems',
      tags: ['import'],
      security: [{ importKey: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The run.', content: { 'application/json': { schema: importRunSchema } } },
        '401': refusal('No import key, an unknown one or a revoked one.'),
        '403': refusal("A user's token or session: imports take an import key."),
        '404': refusal('No run of that id was pushed to the API.'),
      },
    },
  },
};

/**
 * The OpenAPI 3.1 description of the /api surface, generated from the registry: one path per call with
 * its method, its parameters (query string for GET, JSON body for POST) and its answer, both as JSON Schema
 * 2020-12 from the calls' zod schemas (`z.toJSONSchema`), the two import calls and the system of record's
 * two calls. Tags say who may call: public, signed-in, admin, import (an import key), integration (an
 * integration key).
 *
 * @example
 * const document = openApiDocument(API_CALLS.values());
 * Object.keys(document.paths); // ['/api/getAllRacks', ...]
 */
export function openApiDocument(
  calls: Iterable<ApiCall>,
): { openapi: string; paths: Record<string, JsonSchema> } & JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const call of calls) {
    paths[`/api/${call.name}`] = { [call.method.toLowerCase()]: operation(call) };
  }
  Object.assign(paths, IMPORT_PATHS, IMPORT_SCHEMA_PATHS, JOINT_CLASS_PATHS, INTEGRATION_PATHS, FIELD_PATHS);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'rigready portal API',
      version: '1.0.0',
      description:
        'The legacy wire contract of the customer portal (packages/core/docs/api-client.md). Every answer is ' +
        'scoped to the caller’s customer and assets; USER and USERNAME headers are never trusted.',
    },
    tags: [
      { name: 'public', description: 'No sign-in needed.' },
      {
        name: 'signed-in',
        description: 'Any signed-in user whose route list and features allow the screen.',
      },
      { name: 'admin', description: 'Admins only.' },
      { name: 'import', description: 'An import key only (created by an admin on /imports/keys).' },
      {
        name: 'integration',
        description: 'An integration key only (created by an admin on /integrations): the system of record.',
      },
    ],
    components: {
      securitySchemes: {
        bearer: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'A token from /api/auth/sign-in.',
        },
        session: { type: 'apiKey', in: 'cookie', name: 'rigready_session' },
        importKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An import key (rrik_...), which opens the import calls and nothing else.',
        },
        integrationKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An integration key (rrxk_...), which opens GET /api/outbox and POST /api/requests/{number}/status and nothing else.',
        },
      },
    },
    paths,
  };
}
