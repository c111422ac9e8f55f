import { z } from 'zod';
import type { ApiCall } from './api-call.server.js';

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

/**
 * The OpenAPI 3.1 description of the /api surface, generated from the registry: one path per call with
 * its method, its parameters (query string for GET, JSON body for POST) and its answer, both as JSON Schema
 * 2020-12 from the calls' zod schemas (`z.toJSONSchema`). Tags say who may call: public, signed-in, admin.
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
      },
    },
    paths,
  };
}
