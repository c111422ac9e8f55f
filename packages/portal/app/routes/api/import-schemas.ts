import {
  IMPORT_SCHEMA_ENTITIES,
  importJsonSchema,
} from '../../server/importer/import-json-schemas.server.js';
import { apiJson } from '../../server/security/api-answers.server.js';
import type { Route } from './+types/import-schemas';

// The JSON Schema of one data-set file, for the provider's exporters to check a file before they push it.
// Public, like /api/openapi.json: it describes the contract and carries no data.
export function loader({ params }: Route.LoaderArgs) {
  const entity = params.file.endsWith('.json') ? params.file.slice(0, -'.json'.length) : '';
  const schema = importJsonSchema(entity);
  if (!schema) {
    const names = IMPORT_SCHEMA_ENTITIES.map((name) => `${name}.json`).join(', ');
    return apiJson({ message: `No schema ${params.file}; there is one per file: ${names}` }, 404);
  }
  return apiJson(schema, 200, {
    'Content-Type': 'application/schema+json; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
  });
}
