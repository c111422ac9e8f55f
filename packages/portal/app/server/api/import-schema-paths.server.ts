import { IMPORT_SCHEMA_ENTITIES } from '../importer/import-json-schemas.server.js';

/**
 * The OpenAPI path of the data-set schemas: `GET /api/import/schemas/<entity>.json`, public, one JSON
 * Schema (2020-12) per file of the data contract.
 *
 * @example
 * Object.assign(paths, IMPORT_SCHEMA_PATHS);
 */
export const IMPORT_SCHEMA_PATHS: Record<string, unknown> = {
  '/api/import/schemas/{entity}.json': {
    get: {
      operationId: 'importSchema',
      summary: "The JSON Schema (2020-12) of one data-set file, to check an export before it's pushed",
      tags: ['public'],
      security: [],
      parameters: [
        {
          name: 'entity',
          in: 'path',
          required: true,
          description: 'The file name without extension.',
          schema: { type: 'string', enum: [...IMPORT_SCHEMA_ENTITIES] },
        },
      ],
      responses: {
        '200': {
          description: 'The schema: an array of rows, or one object for certificates.json.',
          content: {
            'application/schema+json': {
              schema: { $ref: 'https://json-schema.org/draft/2020-12/schema' },
            },
          },
        },
        '404': {
          description: 'No file of the data contract has that name.',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { message: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
};
